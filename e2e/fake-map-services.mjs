// Stand-ins for the outside map services the browser tests cannot reach, as a real local HTTP server
// speaking their protocols: an OSRM-compatible routing engine (GET /route/v1/{profile}/{coordinates})
// and a raster tile server (GET /tiles/{z}/{x}/{y}.svg). Routes to east of 10°E answer NoRoute, so
// the tests can see a failed route.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3212);

function metresBetween([lng1, lat1], [lng2, lat2]) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function route(profile, coordinates) {
  const [from, to] = coordinates;
  if (to[0] > 10) return [400, { code: 'NoRoute', message: 'Impossible route between points', routes: [] }];
  // A dog-leg through a corner point, so the drawn path is visibly not the straight line.
  const corner = [from[0], to[1]];
  const distance = (metresBetween(from, corner) + metresBetween(corner, to)) * 1.05;
  const speed = profile === 'foot' ? 1.4 : 9;
  return [
    200,
    {
      code: 'Ok',
      routes: [
        {
          distance,
          duration: distance / speed,
          weight: distance / speed,
          weight_name: 'routability',
          geometry: { type: 'LineString', coordinates: [from, corner, to] },
          legs: [{ distance, duration: distance / speed, steps: [], summary: '' }],
        },
      ],
      waypoints: coordinates.map((location) => ({ name: '', location, distance: 0, hint: '' })),
    },
  ];
}

function tile(z, x, y) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8eef3" stroke="#9fb3c8"/><text x="128" y="132" font-size="18" text-anchor="middle" fill="#52667a">${z}/${x}/${y}</text></svg>`;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const routeMatch = /^\/route\/v1\/([a-z]+)\/([-\d.,;]+)$/.exec(url.pathname);
  if (routeMatch) {
    const coordinates = routeMatch[2].split(';').map((pair) => pair.split(',').map(Number));
    const [status, body] = route(routeMatch[1], coordinates);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    return;
  }
  const tileMatch = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.svg$/.exec(url.pathname);
  if (tileMatch) {
    response
      .writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' })
      .end(tile(tileMatch[1], tileMatch[2], tileMatch[3]));
    return;
  }
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"NotFound"}');
}).listen(port, '127.0.0.1');
