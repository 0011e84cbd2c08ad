import {
  adminBrandSchema,
  brandImageParamsSchema,
  brandParamsSchema,
  brandUpdateBodySchema,
  BRAND_LIMITS,
} from '@space/contracts/brands';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import {
  listBrands,
  managedBrand,
  setBrandImage,
  storeBrandImage,
  toAdminBrand,
  updateBrand,
} from '../brands/index.ts';
import { adminGuard, scopeOf } from '../access/index.ts';

const security = [{ token: [] }];

/**
 * Brand settings (issue 16, decision 041): a tenant admin edits their own brand's name and
 * look; host rules decide which brand a whole host serves, so only a super admin changes them.
 * Another tenant's brand does not exist for a tenant admin (404), as with users and products.
 */
export const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const guard = adminGuard(app);

  app.get(
    '/api/admin/brands',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'The brands an administrator may edit (a tenant admin: their own; super admin: all)',
        security,
        response: { 200: envelope(z.array(adminBrandSchema)), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const rows = await listBrands(app.db, scopeOf(auth));
      return ok(rows.map((row) => toAdminBrand(row, auth.user.isSuperAdmin)));
    },
  );

  app.patch(
    '/api/admin/brands/:code',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Change a brand\'s name, login accent colour or (super admins) host rules: "sub." prefixes or ".domain" suffixes, unique across brands',
        security,
        params: brandParamsSchema,
        body: brandUpdateBodySchema,
        response: {
          200: envelope(adminBrandSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const brand = await managedBrand(app.db, scopeOf(auth), request.params.code);
      const { hostRules } = request.body;
      const rulesChange =
        hostRules !== undefined && JSON.stringify(hostRules) !== JSON.stringify(brand.hostRules);
      if (rulesChange && !auth.user.isSuperAdmin) throw new AppError('FORBIDDEN');
      const row = await updateBrand(
        app.db,
        brand,
        request.body,
        { id: auth.userId, locale: request.locale },
        now(),
      );
      app.brands.markStale();
      return ok(toAdminBrand(row, auth.user.isSuperAdmin));
    },
  );

  app.post(
    '/api/admin/brands/:code/images/:slot',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: `Upload a brand logo (logoLight, logoDark, logoZh) or login background (multipart, one PNG, JPEG, WebP or GIF ≤ ${BRAND_LIMITS.imageMaxBytes / 1024 / 1024} MiB); stored as WebP`,
        security,
        params: brandImageParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(adminBrandSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { code, slot } = request.params;
      // The cheap refusal first: nothing is read for a brand the caller may not edit.
      const brand = await managedBrand(app.db, scopeOf(auth), code);
      const key = await storeBrandImage(app, request, slot);
      const row = await setBrandImage(app.db, brand, slot, key, auth.userId, now());
      return ok(toAdminBrand(row, auth.user.isSuperAdmin));
    },
  );

  app.delete(
    '/api/admin/brands/:code/images/:slot',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Remove an uploaded brand image: the built-in one shows again',
        security,
        params: brandImageParamsSchema,
        response: { 200: envelope(adminBrandSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { code, slot } = request.params;
      const brand = await managedBrand(app.db, scopeOf(auth), code);
      const row = await setBrandImage(app.db, brand, slot, null, auth.userId, now());
      return ok(toAdminBrand(row, auth.user.isSuperAdmin));
    },
  );
};
