import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { gamificationFailureText } from '@/shared/i18n';
import type { GameReward } from './useGameReward';

/** Under a game's results: the XP the play earned, or how to earn some. */
export function GameRewardNote({ reward }: { reward: GameReward }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (reward.status === 'earned') text = t('games.xp.earned', { xp: reward.xp });
  else if (reward.status === 'visitor') text = t('games.xp.signIn');
  else if (reward.status === 'failed')
    text = t('games.xp.failed', { message: gamificationFailureText(reward.message) });
  else if (reward.status === 'mismatched') text = t('games.xp.mismatched');
  return (
    <p role="status" className="mt-4 flex min-h-6 items-center justify-center gap-2 text-sm text-stone-700">
      {text && <Sparkles aria-hidden className="h-4 w-4 text-accent-darker" />}
      {text}
    </p>
  );
}
