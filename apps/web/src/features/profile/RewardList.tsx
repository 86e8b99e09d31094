import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import type { EarnedReward } from '@/shared/profile/api/get-earned-rewards';
import { achievementIcon } from '@/shared/gamification/achievement-icon';
import { useCatalogueText } from '@/shared/gamification/useCatalogueText';
import { formatDate } from '@/shared/i18n/format';

/** Emoji icons are shown as they are; icon names as on the achievements screen (a medal if unknown). */
function RewardIcon({ icon }: { icon: string }) {
  // eslint-disable-next-line no-control-regex
  if (icon && /[^\u0000-\u007f]/.test(icon)) {
    return (
      <span aria-hidden className="text-3xl leading-none">
        {icon}
      </span>
    );
  }
  const Icon = achievementIcon(icon);
  return <Icon aria-hidden className="h-8 w-8 shrink-0 text-accent-dark" />;
}

/** Earned achievements or badges: icon, name, description and earned date in the active locale. */
export function RewardList(props: {
  items: EarnedReward[];
  kind: 'achievement' | 'badge';
  emptyText: string;
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const locale = useLocale();
  if (props.items.length === 0) return <p className="text-stone-600">{props.emptyText}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {props.items.map((item) => {
        const date = formatDate(item.earned_date, locale);
        const { name, description } = catalogue[props.kind](item);
        return (
          <li
            key={item.id || item.name}
            className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4"
          >
            <RewardIcon icon={item.icon} />
            <div>
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-stone-700">{description}</p>
              {date && <p className="mt-1 text-xs text-stone-600">{t('profile.earnedOn', { date })}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
