import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackConfig, mapConfigQueryOptions } from '@/shared/map/api/get-map-config';
import type { DayStop } from './day-places';

// Leaflet and the base map load only when a day with places is shown.
const DayMapCanvas = lazy(() => import('./DayMapCanvas'));

/** The map's box, kept whether it is loading, drawn or failed, so that nothing moves when it draws. */
const boxClass = 'h-56 w-full overflow-hidden rounded-xl border border-stone-300 sm:h-64';
const placeholder = <div className={`${boxClass} bg-stone-100`} aria-hidden="true" />;

/**
 * One day's places on a small map, numbered as in the list (which stays the source of truth), with a
 * note on what the numbers and rings mean. Nothing at all for a day without places.
 */
export function DayMap({
  day,
  stops,
  unplaced,
}: {
  day: number;
  stops: readonly DayStop[];
  unplaced: number;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const config = useQuery({ ...mapConfigQueryOptions(), staleTime: Infinity, retry: 1 });
  if (stops.length === 0) return null;
  // Without the server's answer, the bundled base map, as on the map page.
  const settings = config.data ?? (config.isError ? fallbackConfig : undefined);

  return (
    <div className="mt-4 space-y-2" data-testid="day-map">
      {settings ? (
        <Suspense fallback={placeholder}>
          <DayMapCanvas
            stops={stops}
            tiles={settings.tiles}
            offlineCredit={t('itineraries.dayMapOfflineCredit')}
            label={t('itineraries.dayMapLabel', { day })}
            describedBy={noteId}
            className={boxClass}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <p id={noteId} className="text-xs text-stone-600">
        {t('itineraries.dayMapNote')}
        {unplaced > 0 && ` ${t('itineraries.dayMapUnplaced')}`}
      </p>
    </div>
  );
}
