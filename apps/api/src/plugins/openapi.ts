import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiVersion } from '../lib/paths';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI 3 document generated from the route schemas (`/api/docs/json`) and its browser (`/api/docs`). */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Opleidingsportaal API',
        description:
          'The API of the training portal. Errors answer `{ detail, violations? }`; validation failures are 400 `validation_failed` with violations `{ propertyPath, detail }`.',
        version: apiVersion,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
