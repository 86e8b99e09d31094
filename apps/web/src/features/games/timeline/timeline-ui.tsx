import { Building2, Calendar, Crown, Gem, Palette, type LucideIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryStyle, yearParts, type CategoryKind } from './timeline-rules';

const categoryIcons: Record<CategoryKind, LucideIcon> = {
  artwork: Palette,
  historical: Crown,
  architectural: Building2,
  acquisition: Gem,
  // Any other category gets a default calendar icon.
  other: Calendar,
};

/** The event's category icon on its colour tile (decorative: the badge names the category). */
export function CategoryIcon({ category, size = 'md' }: { category: string; size?: 'sm' | 'md' }) {
  const style = categoryStyle(category);
  const Icon = categoryIcons[style.kind];
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-xl ${box} ${style.iconClass}`}>
      <Icon aria-hidden className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} />
    </span>
  );
}

/** The category badge: translated for the four known categories, the raw value for any other. */
export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation();
  const style = categoryStyle(category);
  const label = style.kind === 'other' ? category : t(`games.timeline.category.${style.kind}`);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badgeClass}`}>{label}</span>
  );
}

/** The translated year label ('190 BCE', '1190 CE'); see yearParts for the BCE rule. */
export function useYearLabel(): (year: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (year: number) => {
      const parts = yearParts(year);
      return t(`games.timeline.era.${parts.era}`, { year: parts.year });
    },
    [t],
  );
}
