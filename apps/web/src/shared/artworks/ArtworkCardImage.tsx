import type { Artwork } from '@artvoyage/contract';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';

const frameClass = { card: 'aspect-[4/3]', wide: 'aspect-[16/9]' } as const;

interface ArtworkCardImageProps {
  artwork: Pick<Artwork, 'id' | 'imageAlt'>;
  /**
   * `card`: the gallery's 4:3 frame, which the server cuts (the `cards` images), so no hidden part is
   * downloaded; `wide`: the same image framed a little wider (16:9), as an itinerary's card shows it.
   */
  frame: keyof typeof frameClass;
  /**
   * The image is likely the page's largest paint (the gallery's first card): loaded at once, at high
   * priority, instead of lazily after layout.
   */
  priority?: boolean;
  /** Grows a little while the pointer is over the card (whose article carries the `group` class). */
  zoomOnHover?: boolean;
}

/** The artwork's picture at the top of a card: the gallery's card image, cropped to the card's frame. */
export function ArtworkCardImage({
  artwork,
  frame,
  priority = false,
  zoomOnHover = false,
}: ArtworkCardImageProps) {
  return (
    <div className={`${frameClass[frame]} overflow-hidden bg-stone-100`}>
      <ResponsiveImage
        kind="cards"
        id={artwork.id}
        alt={artwork.imageAlt}
        sizes={imageSizes.artworkCard}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={
          zoomOnHover
            ? 'h-full w-full object-cover transition duration-300 group-hover:scale-105'
            : 'h-full w-full object-cover'
        }
      />
    </div>
  );
}
