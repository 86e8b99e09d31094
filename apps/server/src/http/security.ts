import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Security headers for everything the server sends. The SPA is built without inline scripts, so the
 * CSP can stay strict; other origins are added only when configured: the tile provider's
 * (MAP_TILE_URL) to img-src.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mapTiles'>,
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
    // HSTS only matters behind TLS; the proxy that terminates it should set it.
    strictTransportSecurity: false,
  });
}
