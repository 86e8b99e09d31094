import { gamificationFailureMessages } from '@artvoyage/contract/constants';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed, type ResponseSchema } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/**
 * One remote procedure (POST with an empty arguments object), its answer checked against `schema`. A
 * failure is logged and thrown, so the screen can say, without blocking the rest, that this part could
 * not be loaded.
 */
export async function rpc<T>(
  name: string,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
  requireToken = true,
): Promise<T> {
  try {
    if (isOfflineBuild) throw new Error(gamificationFailureMessages.offline);
    let token: string | null = null;
    try {
      token = await accessToken();
    } catch (error) {
      if (requireToken) throw error;
    }
    return await fetchParsed(schema, `/rest/v1/rpc/${name}`, { method: 'POST', token, body: {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn(`Gamification: ${name} could not be loaded`, error);
    throw error;
  }
}
