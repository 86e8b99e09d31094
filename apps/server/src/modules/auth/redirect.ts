/** The origin links and tokens use: PUBLIC_ORIGIN when configured, else the one the request came to. */
export function requestOrigin(
  configured: string | undefined,
  request: { protocol: string; host: string },
): string {
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

/**
 * Accepts a redirect_to only on an allowed origin (an open redirect would hand tokens to anyone);
 * anything else falls back to the app's own /auth/callback.
 */
export function safeRedirect(redirectTo: unknown, allowedOrigins: string[], fallbackOrigin: string): string {
  const fallback = `${fallbackOrigin}/auth/callback`;
  if (typeof redirectTo !== 'string' || redirectTo.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  if (!allowedOrigins.includes(url.origin)) return fallback;
  url.hash = '';
  return url.toString();
}

/** GoTrue's implicit-flow redirect: the session (or the error) travels in the URL fragment. */
export function fragmentRedirect(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  const fragment = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  url.hash = fragment.toString();
  return url.toString();
}
