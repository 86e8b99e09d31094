import { buttonClass } from '@/shared/ui/buttons';
import { GameRewardNote } from './GameRewardNote';
import { PlayAgainButton } from './PlayAgainButton';
import type { GameReward } from './useGameReward';

/** The foot of a game's results card (Guess the Artwork, matching): Play Again, centred, then the XP note. */
export function PlayAgainFooter({
  label,
  reward,
  onPlayAgain,
}: {
  label: string;
  reward: GameReward;
  onPlayAgain: () => void;
}) {
  return (
    <>
      <div className="mt-8 flex justify-center">
        <PlayAgainButton className={`${buttonClass.accent} px-8`} onClick={onPlayAgain}>
          {label}
        </PlayAgainButton>
      </div>
      <GameRewardNote reward={reward} />
    </>
  );
}
