import type { Recognition } from '@artvoyage/contract';
import { findArtwork, localizeArtwork } from '@artvoyage/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTours } from '@/shared/artworks/useTours';
import { useContentPack } from '@/shared/i18n';
import { localizeLandmarks } from './localize-result';
import { localizeRecognition } from './localized-result';

/**
 * A recognition as the visitor reads it: in English as the server wrote it, in another language with
 * each recognised artwork described from its translated texts and each landmark from the places pack.
 */
export function useLocalizedRecognition<R extends Recognition | undefined>(recognition: R): R {
  const pack = useContentPack('artworks');
  const places = useContentPack('places');
  const tours = useTours();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    if (!recognition) return recognition;
    const withLandmarks = localizeLandmarks(recognition, places);
    if (!pack) return withLandmarks as R;
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return localizeRecognition(withLandmarks, {
      artwork: (id) => {
        const artwork = findArtwork(id);
        return artwork && localizeArtwork(artwork, pack);
      },
      tourNames: (artworkId) =>
        tours.filter((tour) => tour.artworkIds.some((id) => id === artworkId)).map((tour) => tour.name),
      phrases: {
        findIt: (room) => t('recognition.artworkResult.findIt', { room }),
        onTours: (names) =>
          t('recognition.artworkResult.onTours', { tours: list.format(names), count: names.length }),
        listen: t('recognition.artworkResult.listen'),
      },
    }) as R;
  }, [recognition, pack, places, tours, t, locale]);
}
