import { catalogMetaSchema, publicTenantSchema } from '@space/contracts/catalog-api';
import { envelope } from '@space/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { listCatalogMeta, listTenants } from './catalog.queries.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog/meta',
    {
      config: { httpCache: true, responseCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Categories, content types and device families',
        response: { 200: envelope(catalogMetaSchema) },
      },
    },
    async () => ok(await listCatalogMeta(app.db)),
  );

  app.get(
    '/api/tenants',
    {
      config: { httpCache: true, responseCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Partner brands and their host rules',
        response: { 200: envelope(z.array(publicTenantSchema)) },
      },
    },
    async () => ok(await listTenants(app.db)),
  );
};
