import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { gamificationFailureText } from '@/shared/i18n';
import type { RecognitionReward } from './useRecognitionReward';

/** The XP the recognition earned, or what a visitor could earn. */
export function RewardNote({ reward }: { reward: RecognitionReward }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (reward.status === 'earned') text = t('recognition.xp.earned', { xp: reward.xp });
  else if (reward.status === 'visitor') text = t('recognition.xp.signIn', { xp: reward.xp });
  else if (reward.status === 'failed')
    text = t('recognition.xp.failed', { message: gamificationFailureText(reward.message) });
  return (
    <p
      role="status"
      className="flex min-h-0 items-center gap-2 text-sm font-medium text-accent-darker empty:hidden"
    >
      {text && <Sparkles aria-hidden className="h-4 w-4" />}
      {text}
    </p>
  );
}
