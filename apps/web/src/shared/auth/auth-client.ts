import { GoTrueClient } from '@supabase/auth-js';
import { isOfflineBuild } from '@/shared/api/offline';
import { authStorageKey } from './auth-boot';

export type AuthClient = GoTrueClient;

let client: AuthClient | null = null;

/**
 * The one GoTrue client of the app. This module (and auth-js, ~30 KB gzip) is only reached through
 * `loadAuthRuntime()`, so the first paint never waits for it. Null in an offline build.
 */
export function getAuthClient(): AuthClient | null {
  if (isOfflineBuild) return null;
  client ??= new GoTrueClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: authStorageKey,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  });
  return client;
}
