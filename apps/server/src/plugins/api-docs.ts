import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { transformDocument, transformRoute } from './api-document.ts';

/** OpenAPI generated from the zod route schemas, browsable at /api/docs. */
export const apiDocs = fp(
  async (app, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Space API',
          description: 'Every response body is `{ code, msg, data }`; `code` 200 means success.',
          version: opts.version,
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          },
        },
      },
      transform: transformRoute,
      // The whole document, after every route: nullable enums and parameter examples.
      transformObject: (input) =>
        'openapiObject' in input ? transformDocument(input.openapiObject) : input.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
