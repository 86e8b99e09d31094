import { z } from 'zod';
import type { LatLngParam } from '@artvoyage/contract';
import type { OsrmProfile } from './osrm-profiles';

/** The engine found no way between the points (OSRM's NoRoute), or no road near one of them (NoSegment). */
export class NoRouteError extends Error {}

/** The engine failed: unreachable, too slow, an error status, or an answer we cannot read. */
export class RoutingEngineError extends Error {}

export interface EngineRoute {
  distance_m: number;
  duration_s: number;
  /** GeoJSON order: [lng, lat]. */
  coordinates: Array<[number, number]>;
}

const position = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .rest(z.number())
  .transform(([lng, lat]): [number, number] => [lng, lat]);

/** The parts of an OSRM route answer (`overview=full&geometries=geojson`) we read. */
const osrmAnswerSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().min(0),
        duration: z.number().min(0),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
      }),
    )
    .min(1),
});

/** An OSRM-compatible engine: GET {url}/route/v1/{profile}/{lng},{lat};{lng},{lat}. */
export class OsrmClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {
    this.baseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  }

  async route(profile: OsrmProfile, from: LatLngParam, to: LatLngParam): Promise<EngineRoute> {
    const point = ({ lat, lng }: LatLngParam) => `${lng.toFixed(6)},${lat.toFixed(6)}`;
    const url = new URL(`route/v1/${profile}/${point(from)};${point(to)}`, this.baseUrl);
    url.searchParams.set('overview', 'full');
    url.searchParams.set('geometries', 'geojson');

    let status: number;
    let body: unknown;
    try {
      // One deadline for the headers and the body.
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new RoutingEngineError(`routing engine unreachable or unreadable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // OSRM answers its error codes with HTTP 400, so the code in the body decides.
    const code = z.object({ code: z.string() }).safeParse(body).data?.code;
    if (code === 'NoRoute' || code === 'NoSegment') throw new NoRouteError(`routing engine answered ${code}`);
    if (status !== 200) {
      throw new RoutingEngineError(`routing engine answered HTTP ${status}${code ? ` (${code})` : ''}`);
    }
    const parsed = osrmAnswerSchema.safeParse(body);
    if (!parsed.success) {
      throw new RoutingEngineError(
        `routing engine gave an unexpected answer: ${z.prettifyError(parsed.error)}`,
      );
    }
    const [best] = parsed.data.routes;
    if (!best) throw new RoutingEngineError('routing engine answered no route');
    return { distance_m: best.distance, duration_s: best.duration, coordinates: best.geometry.coordinates };
  }
}
