import { paths } from '@artvoyage/contract/paths';
import type { Artwork } from '@artvoyage/contract';
import { excerpt } from '@artvoyage/content';
import { Link } from 'react-router';
import { ArtworkCardImage } from './ArtworkCardImage';
import { useLocalizedArtwork } from './useArtworks';

interface ArtworkCardProps {
  /** The English item (as filtered by the gallery); the card shows its texts in the active language. */
  artwork: Artwork;
  headingLevel?: 2 | 3;
  /** The card's image is likely the page's largest paint: see `ArtworkCardImage`. */
  priority?: boolean;
}

/** A gallery card: image, title, artist and year, and the 100-character excerpt of its context. */
export function ArtworkCard({ artwork: source, headingLevel = 2, priority = false }: ArtworkCardProps) {
  const artwork = useLocalizedArtwork(source);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <ArtworkCardImage artwork={artwork} frame="card" priority={priority} zoomOnHover />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-bold">
          <Link
            to={paths.artwork.href(artwork.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {artwork.title}
          </Link>
        </Heading>
        <p className="text-sm text-stone-600">
          {artwork.artist} · {artwork.year}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-stone-700">{excerpt(artwork.historicalContext)}</p>
      </div>
    </article>
  );
}
