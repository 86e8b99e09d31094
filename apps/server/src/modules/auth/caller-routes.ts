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

type Routes = (app: RoutesApp, caller: Caller) => Promise<void>;

/**
 * A scope of routes that knows its caller. The caller is settled before the body is read, so an
 * anonymous caller where one must sign in gets its 401 (never a validation message) without the server
 * reading its body; `prepare` then sets up the scope's handling of bodies.
 */
export function callerRoutes(
  verify: VerifyToken,
  options: { optional: boolean },
  prepare: (app: RoutesApp) => void,
  routes: Routes,
): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = callerHook(app, verify, options);
    prepare(app);
    await routes(app, caller);
  };
}

/** Routes for callers that take JSON bodies, read leniently (an empty JSON body is no body). */
export function callerJsonRoutes(
  verify: VerifyToken,
  options: { optional: boolean },
  routes: Routes,
): FastifyPluginAsyncZod {
  return callerRoutes(verify, options, (app) => useLenientJsonParser(app), routes);
}
