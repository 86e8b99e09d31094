import { paths } from '@artvoyage/contract/paths';
import type { Artwork } from '@artvoyage/contract';
import { excerpt } from '@artvoyage/content';
import { Link } from 'react-router';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { useLocalizedArtwork } from './useArtworks';

interface ArtworkCardProps {
  /** The English item (as filtered by the gallery); the card shows its texts in the active language. */
  artwork: Artwork;
  headingLevel?: 2 | 3;
  /**
   * The card's image is likely the page's largest paint (the gallery's first card): loaded at once, at
   * high priority, instead of lazily after layout.
   */
  priority?: boolean;
}

/** A gallery card: image, title, artist and year, and the 100-character excerpt of its context. */
export function ArtworkCard({ artwork: source, headingLevel = 2, priority = false }: ArtworkCardProps) {
  const artwork = useLocalizedArtwork(source);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        {/* The server cuts the card's 4:3 frame (the `cards` images), so no hidden part is downloaded. */}
        <ResponsiveImage
          kind="cards"
          id={artwork.id}
          alt={artwork.imageAlt}
          sizes={imageSizes.artworkCard}
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
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
