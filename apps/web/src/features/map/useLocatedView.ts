import { useCallback, useEffect, useRef } from 'react';
import type { LeafletView } from './leaflet-view';
import type { LatLng } from './route-estimate';
import { locatedZoom } from './zoom-levels';

/**
 * Shows the visitor on the map once their position is known, and centres on them at street level
 * unless they have already chosen a place: a position that comes late (a phone slow to locate) adds
 * their dot and leaves the map on the place they are reading about. Returns what to call on a choice.
 */
export function useLocatedView(view: LeafletView | null, user: LatLng | null): () => void {
  const chosen = useRef(false);
  useEffect(() => {
    if (!view || !user) return;
    view.showUser(user);
    if (!chosen.current) view.centreOn(user, locatedZoom);
  }, [view, user]);
  return useCallback(() => {
    chosen.current = true;
  }, []);
}
