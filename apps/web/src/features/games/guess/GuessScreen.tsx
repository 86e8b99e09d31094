import { BackToGames } from '../shared/BackToGames';
import type { GameScreenProps } from '../shared/game-screen';

/** Placeholder until this game's screen lands. */
export default function GuessScreen(_props: GameScreenProps) {
  return <BackToGames className="m-8" />;
}
