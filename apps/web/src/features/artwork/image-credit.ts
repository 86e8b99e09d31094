import type { ImageCredit } from '@artvoyage/contract';

/** Credit texts that are our own words rather than a name or a licence's title (which stay as given). */
const ownWords: Readonly<Record<string, string>> = {
  'Public domain': 'artwork.credit.publicDomain',
  'Wikimedia Commons contributor': 'artwork.credit.commonsContributor',
  'licence on the file page': 'artwork.credit.licenceOnFilePage',
};

/**
 * The image credit's author and licence in the visitor's language. A photograph of a painting in the
 * public domain is credited to the painter, who is then named as the page names them ("Léonard de Vinci").
 */
export function localizedCredit(
  credit: ImageCredit,
  artist: { english: string; shown: string },
  t: (key: string) => string,
): { author: string; licence: string } {
  const inLanguage = (text: string) => {
    const key = ownWords[text];
    return key ? t(key) : text;
  };
  return {
    author: credit.author === artist.english ? artist.shown : inLanguage(credit.author),
    licence: inLanguage(credit.licence),
  };
}
