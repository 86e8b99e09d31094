import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A route's OpenAPI security: a bearer access token (the bearerAuth scheme declared below). */
export const bearerAuth: Array<Record<string, string[]>> = [{ bearerAuth: [] }];
/** Either no token (a visitor) or a bearer token. */
export const optionalBearerAuth: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** The OpenAPI document is generated from the zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ArtVoyage API',
        description:
          'REST API of ArtVoyage. Errors are JSON `{ "error": { "code", "message" } }` with a fitting status.',
        version,
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT (access token from /auth/v1/token)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI page carries its own hash-based CSP instead of the app's.
    staticCSP: true,
  });
}
