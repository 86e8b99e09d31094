import { artworkIds, type MediaKind } from '@artvoyage/contract/constants';
import { destinations, landmarks } from '@artvoyage/content/places';

/** Whether the catalogue has an image of this kind and id (whatever MEDIA_DIR holds). */
export type KnownMedia = (kind: MediaKind, id: string) => boolean;

/**
 * Ids the app itself links to, by kind. Only these get a placeholder card with their own title; any
 * other id, of which there are endlessly many, shares one card per width and format, so a flood of
 * made-up ids renders nothing new.
 */
export function knownMedia(cropIds: Iterable<string>): KnownMedia {
  const artworks = new Set<string>(artworkIds);
  // Landmark cards show their own photo or, for a destination, one of its landmarks'.
  const places = new Set([
    ...landmarks.flatMap((landmark) => [landmark.id, landmark.image_id ?? landmark.id]),
    ...destinations.flatMap((destination) => (destination.image_id ? [destination.image_id] : [])),
  ]);
  const byKind: Record<MediaKind, ReadonlySet<string>> = {
    artworks,
    cards: artworks,
    landmarks: places,
    crops: new Set(cropIds),
  };
  return (kind, id) => byKind[kind].has(id);
}
