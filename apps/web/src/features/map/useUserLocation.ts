import { useEffect, useState } from 'react';
import type { LatLng } from './route-estimate';

export type UserLocation =
  { status: 'locating' } | { status: 'known'; point: LatLng } | { status: 'unknown' };

/**
 * Asks for the visitor's position once, when the map opens. A refusal, a timeout or no
 * geolocation at all leaves the default centre; the reason goes to the console only.
 */
export function useUserLocation(): UserLocation {
  const [location, setLocation] = useState<UserLocation>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator
      ? { status: 'locating' }
      : { status: 'unknown' },
  );
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) {
          setLocation({
            status: 'known',
            point: { lat: position.coords.latitude, lng: position.coords.longitude },
          });
        }
      },
      (error) => {
        console.warn(`Geolocation unavailable (${error.message || error.code}); using the default centre.`);
        if (active) setLocation({ status: 'unknown' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return location;
}
