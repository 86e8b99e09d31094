import { findArtwork } from '@artvoyage/content';
import type { Artwork } from '@artvoyage/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { locationName } from '@/shared/itineraries/location-name';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass } from '@/shared/ui/form';
import { loadItineraryDialog } from './dialogs';
import { loadOnIntent } from '@/shared/ui/load-on-intent';

/** The artwork to plan a new itinerary for, and the button that generates it. */
export function CreateChooser({
  buttonLabel,
  onCreate,
}: {
  buttonLabel: string;
  onCreate: (artwork: Artwork) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const artworks = useArtworks();
  const [artworkId, setArtworkId] = useState(artworks[0]?.id ?? '');
  return (
    <form
      className="mt-4 grid gap-2 text-left"
      {...loadOnIntent(loadItineraryDialog)}
      onSubmit={(event) => {
        event.preventDefault();
        const artwork = findArtwork(artworkId);
        if (artwork) onCreate(artwork);
      }}
    >
      <label htmlFor={`${id}-artwork`} className="text-sm font-medium">
        {t('itineraries.chooseArtwork')}
      </label>
      <select
        id={`${id}-artwork`}
        className={inputClass}
        value={artworkId}
        onChange={(event) => setArtworkId(event.target.value)}
      >
        {artworks.map((artwork) => (
          <option key={artwork.id} value={artwork.id}>
            {artwork.title} ({locationName(t, artwork.location_tag)})
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClass.accent} justify-self-start`}>
        {buttonLabel}
      </button>
    </form>
  );
}
