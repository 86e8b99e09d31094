import { z } from 'zod';
import type { PlaceSuggestion } from '@artvoyage/contract';

/** The parts of a Photon answer (GeoJSON FeatureCollection) we read; anything else is ignored. */
const photonSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z
        .object({
          name: z.string().optional(),
          country: z.string().optional(),
          osm_key: z.string().optional(),
          osm_type: z.string().optional(),
          osm_id: z.union([z.number(), z.string()]).optional(),
        })
        .loose(),
    }),
  ),
});

export interface Geocoder {
  search(query: string, limit: number): Promise<PlaceSuggestion[]>;
}

/** A Photon-compatible geocoder: GET {url}/api?q=&limit= answering a GeoJSON FeatureCollection. */
export class PhotonGeocoder implements Geocoder {
  private readonly endpoint: URL;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 1500,
  ) {
    this.endpoint = new URL('api', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  }

  async search(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    const body = photonSchema.parse(await response.json());
    return body.features.flatMap((feature, index): PlaceSuggestion[] => {
      const { name, country, osm_key, osm_type, osm_id } = feature.properties;
      const [lng, lat] = feature.geometry.coordinates;
      if (!name || Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
      return [
        {
          id: osm_id !== undefined ? `osm:${osm_type ?? ''}${osm_id}` : `geocoder:${index}`,
          name,
          // Photon tags settlements with osm_key "place"; anything else (museum, church...) is a sight.
          kind: osm_key === 'place' ? 'city' : 'landmark',
          ...(country ? { country } : {}),
          lat,
          lng,
          importance: 0.5,
          source: 'geocoder',
        },
      ];
    });
  }
}
