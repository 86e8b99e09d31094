import type { PlaceSuggestion } from '@artvoyage/contract';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces } from './api/search-places';

const debounceMs = 180;

type Results =
  | { status: 'idle' }
  | { status: 'done'; query: string; places: PlaceSuggestion[] }
  | { status: 'failed'; query: string };

/**
 * The "Find place on map..." box: a combobox (WAI-ARIA 1.2 pattern) over the server's place search.
 * Arrows move through the suggestions, Enter chooses, Escape closes; typing again searches again.
 * `localize` gives a suggestion's names in the visitor's language (the search itself stays the server's).
 */
export function PlaceSearch({
  onChoose,
  localize = (place) => place,
}: {
  onChoose: (place: PlaceSuggestion) => void;
  localize?: (place: PlaceSuggestion) => PlaceSuggestion;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = text.trim();
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(query, controller.signal).then(
        (places) => {
          setResults({ status: 'done', query, places });
          setActive(-1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Place search failed', error);
          setResults({ status: 'failed', query });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const places = results.status === 'done' && query ? results.places.map(localize) : [];
  const showList = open && query !== '' && results.status !== 'idle';

  function choose(place: PlaceSuggestion) {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the arrows cycle through it and the suggestions.
      const slots = places.length + 1;
      setActive((current) => ((current + 1 + step + slots) % slots) - 1);
    } else if (event.key === 'Enter') {
      const place = places[active >= 0 ? active : 0];
      if (showList && place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  }

  const activeId = active >= 0 && places[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="relative w-full sm:max-w-md">
      <label className="sr-only" htmlFor={`${listId}-input`}>
        {t('map.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
      />
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('map.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-stone-300 bg-white py-2.5 pl-9 pr-4 text-sm shadow-sm focus:border-accent-dark focus:outline-none focus:ring-2 focus:ring-accent/40"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('map.search.results')}
        hidden={!showList}
        className="absolute left-0 right-0 top-full z-[1100] mt-1 max-h-80 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {results.status === 'failed' && (
          <li className="px-4 py-2 text-sm text-stone-600">{t('map.search.failed')}</li>
        )}
        {results.status === 'done' && places.length === 0 && (
          <li className="px-4 py-2 text-sm text-stone-600">
            {t('map.search.noResults', { query: results.query })}
          </li>
        )}
        {places.map((place, index) => (
          <li
            key={`${place.source}:${place.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 text-sm ${index === active ? 'bg-stone-100' : ''}`}
          >
            <span>
              <span className="font-medium">{place.name}</span>
              {place.country && <span className="text-stone-600">, {place.country}</span>}
            </span>
            <span className="shrink-0 text-xs text-stone-500">{t(`map.search.kinds.${place.kind}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
