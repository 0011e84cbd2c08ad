import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderRowSchema,
  adminProductListQuerySchema,
  adminProductParamsSchema,
  adminProductSchema,
  adminProductUpdateBodySchema,
  dashboardQuerySchema,
  dashboardSchema,
  unmatchedPaymentEventSchema,
} from '@space/contracts/admin';
import { orderNoParamsSchema } from '@space/contracts/commerce';
import { envelope, errorResponses, pageOf, pageQuerySchema } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { type AuthContext, authOf } from '../auth/index.ts';
import { adminGuard, changedFields, listingTenantOf, recordAudit } from '../access/index.ts';
import { adminOrderDetail, listAdminOrders, listUnmatchedPaymentEvents } from '../orders/index.ts';
import { listAdminProducts, lockAdminProduct, updateAdminProduct } from '../products/index.ts';
import { dashboardFigures } from './admin-console.queries.ts';

const security = [{ token: [] }];

/**
 * The tenant a console read covers: the caller's own by default, another for a super admin
 * who names it (403 for anyone else), every tenant (`null`) for a super admin who names none.
 */
function readScope(auth: AuthContext, requested: number | undefined): number | null {
  if (auth.user.isSuperAdmin && requested === undefined) return null;
  return listingTenantOf(auth, requested);
}

/** A tenant admin acts on their own tenant's products and orders; a super admin on any. */
function writeScope(auth: AuthContext): number | null {
  return auth.user.isSuperAdmin ? null : auth.tenantId;
}

/** The admin console's figures, products and orders (issue 16). */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const guard = adminGuard(app);

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Orders, revenue per currency, new users per UTC day and pending reviews (super admins: all tenants unless tenantId)',
        security,
        querystring: dashboardQuerySchema,
        response: { 200: envelope(dashboardSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const tenant = readScope(authOf(request), request.query.tenantId);
      return ok(await dashboardFigures(app.db, tenant, request.query.days, now()));
    },
  );

  app.get(
    '/api/admin/products',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: "Products of the tenant's creators (super admins: all), by name or id and status",
        security,
        querystring: adminProductListQuerySchema,
        response: {
          200: envelope(pageOf(adminProductSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { list, total } = await listAdminProducts(
        app.db,
        writeScope(authOf(request)),
        request.query,
        request.contentLocale,
      );
      return ok({ list, total, page, pageSize });
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Delist or restore a product, feature it on /home (rank) or take it off; restrict it to brands (super admins)',
        security,
        params: adminProductParamsSchema,
        body: adminProductUpdateBodySchema,
        response: {
          200: envelope(adminProductSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { status, featuredRank, restrictedToTenants } = request.body;
      // Which brands see a product is the platform's call, not one brand's (decision 014).
      if (restrictedToTenants !== undefined && !auth.user.isSuperAdmin) {
        throw new AppError('FORBIDDEN');
      }
      const at = now();
      const updated = await app.db.transaction(async (tx) => {
        const before = await lockAdminProduct(
          tx,
          writeScope(auth),
          request.params.id,
          request.contentLocale,
        );
        if (!before) return undefined;
        const set = {
          ...(status === undefined ? {} : { status }),
          ...(featuredRank === undefined ? {} : { featuredRank }),
          ...(restrictedToTenants === undefined
            ? {}
            : { restrictedToTenants: [...new Set(restrictedToTenants)].sort((a, b) => a - b) }),
        };
        await updateAdminProduct(tx, before.id, set, at);
        const after = { ...before, ...set };
        const pick = ({ status: s, featuredRank: f, restrictedToTenants: r }: typeof after) => ({
          status: s,
          featuredRank: f,
          restrictedToTenants: r,
        });
        await recordAudit(tx, {
          tenantId: before.tenantId,
          actorId: auth.userId,
          action: 'product.update',
          targetType: 'product',
          targetId: before.id,
          ...changedFields(pick(before), pick(after)),
          at,
        });
        return after;
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return ok(updated);
    },
  );

  app.get(
    '/api/admin/orders',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          "A tenant's orders, newest first, by number, user or state (super admins: all tenants unless tenantId)",
        security,
        querystring: adminOrderListQuerySchema,
        response: {
          200: envelope(pageOf(adminOrderRowSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { page, pageSize, tenantId } = request.query;
      const scope = readScope(authOf(request), tenantId);
      const { list, total } = await listAdminOrders(app.db, scope, request.query);
      return ok({ list, total, page, pageSize });
    },
  );

  // Tenant-less (a payment no order claims): super admins only (decision 056).
  app.get(
    '/api/admin/payment-events/unmatched',
    {
      onRequest: adminGuard(app, 'superAdmin'),
      schema: {
        tags: ['admin'],
        summary:
          "Provider events no order claims, e.g. refunds made in a provider's dashboard (super admins)",
        security,
        querystring: pageQuerySchema,
        response: {
          200: envelope(pageOf(unmatchedPaymentEventSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { list, total } = await listUnmatchedPaymentEvents(app.db, { page, pageSize });
      return ok({ list, total, page, pageSize });
    },
  );

  app.get(
    '/api/admin/orders/:orderNo',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'One order with its items and the payment providers’ trail',
        security,
        params: orderNoParamsSchema,
        response: {
          200: envelope(adminOrderDetailSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const order = await adminOrderDetail(
        app.db,
        writeScope(authOf(request)),
        request.params.orderNo,
      );
      if (!order) throw new AppError('NOT_FOUND');
      return ok(order);
    },
  );
};
