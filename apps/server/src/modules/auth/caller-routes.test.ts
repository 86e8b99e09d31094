import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/errors';
import { AuthError } from './errors';
import { callerJsonRoutes } from './caller-routes';

// A token check that knows one token.
const verify = async (token: string) => {
  if (token === 'good') return 'user-1';
  throw new AuthError(401, 'bad_jwt', 'Invalid token');
};

describe('callerJsonRoutes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    for (const optional of [false, true]) {
      await app.register(
        callerJsonRoutes(verify, { optional }, async (scope, caller) => {
          scope.post('/echo', async (request) => ({
            caller: caller.visitor(request),
            body: request.body ?? null,
          }));
        }),
        { prefix: optional ? '/open' : '/signed-in' },
      );
    }
    await app.ready();
  });
  afterAll(async () => app?.close());

  const post = (url: string, payload: string, authorization?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    });

  it('answers an anonymous caller 401 before reading a body, even one that is not JSON', async () => {
    const response = await post('/signed-in/echo', '{not json');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('hands the routes the caller, and reads an empty JSON body as no body', async () => {
    expect((await post('/signed-in/echo', '', 'Bearer good')).json()).toEqual({
      caller: 'user-1',
      body: null,
    });
    expect((await post('/open/echo', '{"a":1}')).json()).toEqual({ caller: null, body: { a: 1 } });
  });

  it('answers a body that is not JSON 400 once the caller is known', async () => {
    const response = await post('/open/echo', '{not json');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
