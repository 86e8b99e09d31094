import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * One year, without includeSubDomains or preload: the header must not decide for other hosts of the
 * operator's domain, and a proxy that wants more can send its own.
 */
export const hstsValue = 'max-age=31536000';

/**
 * Headers for the few answers sent before any hook runs, so without helmet's (`frameworkErrors` and
 * `clientErrorHandler` in errors.ts): helmet's other headers as configured below, and a CSP that allows
 * nothing, since those answers are small JSON errors.
 */
export const preHookHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers for everything the server sends. The SPA is built without inline scripts, so the
 * CSP can stay strict; other origins are added only when configured: the tile provider's
 * (MAP_TILE_URL) to img-src.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mapTiles' | 'publicOrigin'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix dialogs inject <style> elements (scroll lock) whose text varies, so no hash can cover
        // them; inline styles are allowed, scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(config.mapTiles?.imageSources ?? [])],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Per request below: HSTS belongs only on responses a browser receives over TLS.
    strictTransportSecurity: false,
  });

  // HTTPS is known either from the request (TLS on the socket, or X-Forwarded-Proto from a proxy that
  // TRUST_PROXY trusts: Fastify ignores the header otherwise) or from an https PUBLIC_ORIGIN, which
  // says the app is only served over TLS. Browsers ignore the header on plain HTTP anyway (RFC 6797).
  const httpsOrigin = config.publicOrigin?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (httpsOrigin || request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
  });
}
