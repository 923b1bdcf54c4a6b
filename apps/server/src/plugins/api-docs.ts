import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { xsrfHeaderName } from './xsrf';
import { finishDocument } from './api-docs-document';
import { describeOperation } from './api-docs-operations';

/**
 * OpenAPI document generated from the routes' zod schemas, browsable at /api/v1/docs. What each
 * operation needs beyond its summary and schemas (id, tags, description, security, framework
 * errors) is derived centrally (api-docs-operations.ts), then the whole document is finished
 * (api-docs-document.ts); Spectral's oas ruleset checks the result (api-docs.spectral.test.ts).
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crewhub API',
        description: 'Crew and project staffing API. Authenticate with POST /api/v1/auth/token.',
        version: options.version,
        contact: { name: 'Crewhub' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: xsrfHeaderName.toUpperCase(),
            description:
              'Every write repeats the readable XSRF-TOKEN cookie in this header (double submit).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const schema = describeOperation(input.route, input.url, input.schema as object);
      return jsonSchemaTransform({ ...input, schema: schema as FastifySchema });
    },
    transformObject: (input) =>
      finishDocument((input as { openapiObject: OpenAPIV3.Document }).openapiObject),
  });
  await app.register(async (docs) => {
    // The documentation pages themselves need no login.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true } };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  });
});
