import type { MapConfig, Route } from '@artvoyage/contract';
import { useState } from 'react';
import { errorText } from '@/shared/i18n';
import type { LeafletView } from './leaflet-view';
import { fetchRoute } from './api/get-route';
import type { MapItem } from './map-items';
import { estimateRoute, type LatLng, type RouteEstimate } from './route-estimate';

export type RouteState =
  | { status: 'loading'; item: MapItem }
  | { status: 'engine'; item: MapItem; route: Route }
  | { status: 'estimate'; item: MapItem; estimate: RouteEstimate }
  | { status: 'failed'; item: MapItem; message: string };

/**
 * The route from the visitor to a place: the routing engine's when the server has one, else an estimate
 * drawn as a straight line. `onShown` runs once a route is on the map (the page closes the info window,
 * so that the whole route is in view and the route note names the place).
 */
export function useRouteRequest(options: {
  view: LeafletView | null;
  user: LatLng | null;
  settings: MapConfig | undefined;
  onShown: () => void;
}) {
  const [route, setRoute] = useState<RouteState | null>(null);
  const { view, user, settings, onShown } = options;

  async function request(item: MapItem) {
    if (!view || !user || !settings) return;
    const to = { lat: item.latitude, lng: item.longitude };
    if (!settings.routing) {
      const estimate = estimateRoute(user, to);
      view.showRoute([user, to], true);
      setRoute({ status: 'estimate', item, estimate });
      onShown();
      return;
    }
    setRoute({ status: 'loading', item });
    try {
      const found = await fetchRoute(user, to);
      view.showRoute(
        found.geometry.coordinates.map(([lng, lat]) => ({ lat, lng })),
        false,
      );
      setRoute({ status: 'engine', item, route: found });
      onShown();
    } catch (error) {
      const message = errorText(error, String(error));
      console.warn('Directions request failed', message);
      view.clearRoute();
      setRoute({ status: 'failed', item, message });
    }
  }

  function clear() {
    view?.clearRoute();
    setRoute(null);
  }

  return { route, request, clear };
}
