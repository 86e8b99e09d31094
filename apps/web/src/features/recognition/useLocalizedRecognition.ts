import { museumLandmarkId, type Recognition } from '@artvoyage/contract';
import { findArtwork, localizeArtwork } from '@artvoyage/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTours } from '@/shared/artworks/useTours';
import { useContentPack } from '@/shared/i18n';
import { localizeRecognition } from './localize-recognition';
import { useEnglishMuseumHours } from './museum-hours';
import { localizeServerTexts, serverTextTranslator } from './server-texts';

/**
 * A recognition as the visitor reads it: in English as the server wrote it, in another language with
 * each recognised artwork described from its translated texts, each landmark from the places pack, and
 * the server's fixed texts (Unknown Landmark, the museum, the Additional Recommendations) from the
 * messages.
 */
export function useLocalizedRecognition<R extends Recognition | undefined>(recognition: R): R {
  const pack = useContentPack('artworks');
  const places = useContentPack('places');
  const tours = useTours();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // Only a result shown in another language needs them, and they arrive after it.
  const museumHours = useEnglishMuseumHours(recognition !== undefined && pack !== undefined);
  return useMemo(() => {
    if (!recognition) return recognition;
    if (!pack) return localizeRecognition(recognition, { places }) as R;
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    const shownRecognition = localizeRecognition(recognition, {
      places,
      artworks: {
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
      },
    });
    // An artwork's result gives the museum's hours: in English until the English ones have arrived.
    const shownMuseumHours = places?.landmarks[museumLandmarkId]?.opening_hours;
    const english = recognition.detected_landmarks[0];
    const shown = shownRecognition.detected_landmarks[0];
    const translate = serverTextTranslator({
      text: (path, name) => t(`recognition.server.${path}`, { name }),
      ...(english?.subject && shown && { subject: { english: english.name, shown: shown.name } }),
      ...(museumHours && shownMuseumHours && { extra: new Map([[museumHours, shownMuseumHours]]) }),
    });
    return localizeServerTexts(shownRecognition, translate) as R;
  }, [recognition, pack, places, tours, t, locale, museumHours]);
}
