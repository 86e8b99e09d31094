import type { PlaceSuggestion } from '@artvoyage/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type MapFilter, mapFilters } from './map-items';
import { PlaceSearch } from './PlaceSearch';

/** Above the map: the place search, the type filters and, while a route is shown, the button that clears it. */
export function MapToolbar(props: {
  filter: MapFilter;
  onFilter: (filter: MapFilter) => void;
  onChoose: (place: PlaceSuggestion) => void;
  localize: (place: PlaceSuggestion) => PlaceSuggestion;
  routeShown: boolean;
  onClearRoute: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <PlaceSearch onChoose={props.onChoose} localize={props.localize} />
      <div role="group" aria-label={t('map.filters.label')} className="flex flex-wrap gap-2">
        {mapFilters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={props.filter === value}
            onClick={() => props.onFilter(value)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${
              props.filter === value
                ? 'border-ink bg-ink text-white'
                : 'border-stone-300 bg-white text-ink hover:bg-stone-100'
            }`}
          >
            {t(`map.filters.${value}`)}
          </button>
        ))}
      </div>
      {props.routeShown && (
        <button
          type="button"
          onClick={props.onClearRoute}
          className="inline-flex items-center gap-2 rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent sm:ml-auto"
        >
          <X aria-hidden className="h-4 w-4" />
          {t('map.route.clear')}
        </button>
      )}
    </div>
  );
}
