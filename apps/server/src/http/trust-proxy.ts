import { isIP } from 'node:net';

/**
 * Which peers may tell the server the client's address through X-Forwarded-For: none (false), the
 * nearest `n` hops (a hop count), or the listed proxies (addresses, CIDR ranges, or the names
 * `loopback`, `linklocal`, `uniquelocal`). A hop count trusts whoever connects, so it is only safe when
 * the proxies are the only way to reach the server; a list also holds when clients can connect directly.
 */
export type TrustProxy = false | number | string[];

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why `true` is refused, and what to write instead; shown when the server refuses to start. */
export const trustAllRefusal =
  '"true" would take the left-most X-Forwarded-For address, which the client writes itself, so anyone ' +
  'could pick the address that rate limits count. Set the number of proxies in front of the server ' +
  '(e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16 or loopback).';

/** Parses TRUST_PROXY: `false`, a hop count, or a comma-separated list of proxy addresses. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error(trustAllRefusal);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) throw new Error(`${text} hops is not a plausible number of proxies (at most 100)`);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range or one of ${[...rangeNames].join(', ')}; ` +
          'expected false, a hop count, or a comma-separated list of proxy addresses',
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy for a parsed TRUST_PROXY. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  // Fastify reads a bare number as "trust no hop" (it cannot tell a proxy from a direct client), so a
  // hop count is given as a function: the socket is hop 0, the proxy's X-Forwarded-For entry hop 1...
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
