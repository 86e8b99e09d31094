import { useTranslation } from 'react-i18next';
import { HeadedSection } from '@/shared/ui/HeadedSection';

const entries = [
  { key: 'you', colour: 'bg-sky-500' },
  { key: 'destination', colour: 'bg-violet-600' },
  { key: 'landmark', colour: 'bg-orange-600' },
  { key: 'other', colour: 'bg-emerald-600' },
] as const;

/** The legend: Your Location, Cities, Landmarks, Other Places (colours match the markers in map.css). */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <HeadedSection
      id="map-legend"
      title={t('map.legend.title')}
      className="mt-4 rounded-xl border border-stone-200 bg-white px-4 py-3"
      headingClassName="text-sm font-semibold"
    >
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-center gap-2">
            <span
              aria-hidden
              className={`h-3.5 w-3.5 rounded-full border-2 border-white shadow ${entry.colour}`}
            />
            {t(`map.legend.${entry.key}`)}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
