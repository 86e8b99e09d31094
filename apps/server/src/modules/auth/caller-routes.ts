import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLenientJsonParser } from '../../http/lenient-json';
import { callerHook, type VerifyToken } from './caller';

/** What a module's routes for callers are given: the module's service and the token check. */
export interface CallerRoutesOptions<Service> {
  service: Service;
  verify: VerifyToken;
}

type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];
type Caller = ReturnType<typeof callerHook>;

/**
 * A scope of JSON routes that knows its caller. The caller is settled before the body is read, so an
 * anonymous caller where one must sign in gets its 401 (never a validation message) without the server
 * parsing its body; bodies are then read leniently (an empty JSON body is no body).
 */
export function callerJsonRoutes(
  verify: VerifyToken,
  options: { optional: boolean },
  routes: (app: RoutesApp, caller: Caller) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = callerHook(app, verify, options);
    useLenientJsonParser(app);
    await routes(app, caller);
  };
}
