import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  productIdParamsSchema,
  productListingBodySchema,
  productListingSchema,
} from '@space/contracts/products';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { editableProduct } from './product-editors.ts';
import { requireCheckedPackage } from './product-package.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Listing and brand restriction of a product (spec §3; decision 014). */
export const productListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/products/:id/listing',
    {
      schema: {
        tags: ['products'],
        summary:
          'List or delist a product (author, admin of its tenant, super admin); restrict it to brands (super admin)',
        security: [{ token: [] }],
        params: productIdParamsSchema,
        body: productListingBodySchema,
        response: { 200: envelope(productListingSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { status, restrictedToTenants } = request.body;
      const listing = await app.db.transaction(async (tx) => {
        await editableProduct(tx, auth, request.params.id, true);
        // Which brands see a product is the platform's call, not a creator's or one brand's.
        if (restrictedToTenants !== undefined && !auth.user.isSuperAdmin) {
          throw new AppError('FORBIDDEN');
        }
        // Nothing is listed for sale without a package that passed its checks (decision 074).
        await requireCheckedPackage(tx, request.params.id, status);
        const [row] = await tx
          .update(products)
          .set({ status, restrictedToTenants, updatedAt: new Date(app.clock.now()) })
          .where(eq(products.id, request.params.id))
          .returning({
            id: products.id,
            status: products.status,
            restrictedToTenants: products.restrictedToTenants,
          });
        return row;
      });
      if (!listing) throw new AppError('NOT_FOUND');
      return ok(productListingSchema.parse(listing));
    },
  );
};
