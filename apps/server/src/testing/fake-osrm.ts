import { createServer, type Server } from 'node:http';
import { listenOnLoopback } from './loopback';

/** How the fake engine answers the next requests. */
export type FakeOsrmBehaviour =
  'ok' | 'NoRoute' | 'NoSegment' | 'http500' | 'garbage' | 'bad-shape' | 'drop' | 'hang';

export interface FakeOsrmCall {
  /** The path before /route/v1, when the engine sits under a prefix (as behind a proxy). */
  prefix: string;
  profile: string;
  /** As sent: [lng, lat] pairs. */
  coordinates: number[][];
  query: URLSearchParams;
}

export interface FakeOsrm {
  url: string;
  calls: FakeOsrmCall[];
  behaviour: FakeOsrmBehaviour;
  close(): Promise<void>;
}

const metresBetween = ([lng1 = 0, lat1 = 0]: number[], [lng2 = 0, lat2 = 0]: number[]) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Metres per second the fake travels at, by profile. */
const speeds: Record<string, number> = { foot: 1.4, walking: 1.4, bike: 4.5, cycling: 4.5 };

/** OSRM's answer to a route request: a dog-leg through a corner, so the path is not the straight line. */
export function fakeOsrmRoute(profile: string, coordinates: number[][]) {
  const from = coordinates[0] ?? [0, 0];
  const to = coordinates[coordinates.length - 1] ?? [0, 0];
  const corner = [from[0] ?? 0, to[1] ?? 0];
  const distance = Math.round((metresBetween(from, corner) + metresBetween(corner, to)) * 10) / 10;
  const duration = Math.round((distance / (speeds[profile] ?? 11)) * 10) / 10;
  return {
    code: 'Ok',
    routes: [
      {
        geometry: { coordinates: [from, corner, to], type: 'LineString' },
        legs: [{ steps: [], summary: '', weight: duration, duration, distance }],
        weight_name: 'routability',
        weight: duration,
        duration,
        distance,
      },
    ],
    waypoints: coordinates.map((location) => ({ hint: 'AAAAAA==', distance: 1.2, name: '', location })),
  };
}

/**
 * A local stand-in for an OSRM routing engine, speaking its HTTP protocol:
 * GET /route/v1/{profile}/{lng},{lat};{lng},{lat}?overview=full&geometries=geojson. It records what it
 * was asked and answers according to `behaviour`: a route, OSRM's NoRoute or NoSegment (HTTP 400, as
 * osrm-routed does), HTTP 500, a non-JSON body, JSON of the wrong shape, a dropped connection, or nothing.
 */
export async function startFakeOsrm(): Promise<FakeOsrm> {
  const fake: FakeOsrm = { url: '', calls: [], behaviour: 'ok', close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^(.*)\/route\/v1\/([a-z]+)\/([^/]+)$/.exec(url.pathname);
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
        .end(JSON.stringify(body));
    if (!match)
      return json(400, {
        code: 'InvalidUrl',
        message: `URL string malformed close to position 1: "${url.pathname}"`,
      });
    const [, prefix = '', profile = '', coordinates = ''] = match;
    const pairs = decodeURIComponent(coordinates)
      .split(';')
      .map((pair) => pair.split(',').map(Number));
    if (pairs.length < 2 || pairs.some((pair) => pair.length !== 2 || !pair.every(Number.isFinite))) {
      return json(400, { code: 'InvalidQuery', message: 'Query string malformed close to position 0' });
    }
    if (pairs.some(([lng = 0, lat = 0]) => Math.abs(lng) > 180 || Math.abs(lat) > 90)) {
      return json(400, { code: 'InvalidValue', message: 'Invalid coordinate value.' });
    }
    fake.calls.push({ prefix, profile, coordinates: pairs, query: url.searchParams });
    switch (fake.behaviour) {
      case 'ok':
        return json(200, fakeOsrmRoute(profile, pairs));
      case 'NoRoute':
        return json(400, { code: 'NoRoute', message: 'Impossible route between points' });
      case 'NoSegment':
        return json(400, {
          code: 'NoSegment',
          message: 'Could not find a matching segment for any coordinate.',
        });
      case 'http500':
        return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      case 'garbage':
        return response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>502 Bad Gateway</body></html>');
      case 'bad-shape':
        return json(200, {
          code: 'Ok',
          routes: [{ distance: 'far', duration: -1, geometry: 'encoded-polyline' }],
        });
      case 'drop':
        request.socket.destroy();
        return;
      case 'hang': {
        const timer = setTimeout(() => json(200, fakeOsrmRoute(profile, pairs)), 30_000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
    }
  });
  const { url, close } = await listenOnLoopback(server);
  fake.url = url;
  fake.close = close;
  return fake;
}
