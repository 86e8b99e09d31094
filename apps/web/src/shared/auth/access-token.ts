import { loadAuthRuntime } from './auth-boot';

/**
 * The signed-in user's current access token, loading the auth runtime first (it refreshes the token
 * when it is about to expire). Its own module, so the first page does not carry it.
 */
export async function accessToken(): Promise<string> {
  const { currentAccessToken } = await loadAuthRuntime();
  return currentAccessToken();
}
