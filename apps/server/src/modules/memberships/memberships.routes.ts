import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  adminMembershipPlansQuerySchema,
  adminMembershipPlansSchema,
  currentMembershipSchema,
  membershipChoiceSchema,
  membershipOfferSchema,
  membershipPlansQuerySchema,
  membershipQuoteSchema,
  updateMembershipPlansBodySchema,
} from '@space/contracts/memberships';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf, memberOf } from '../auth/index.ts';
import { adminGuard, listingTenantOf } from '../access/index.ts';
import { membershipOffer, membershipView, quoteMembership } from './memberships.service.ts';
import { brandPlans, replacePlans, toAdminPlanView } from './plans.queries.ts';

const security = [{ token: [] }];

/** Membership plans, the caller's membership, quotes and plan administration (decision 023). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());

  app.get(
    '/api/memberships/plans',
    {
      schema: {
        tags: ['memberships'],
        summary:
          "The brand's plans on sale (a member's own brand; a visitor may name one), their payment methods, and example products per tier",
        querystring: membershipPlansQuerySchema,
        response: { 200: envelope(membershipOfferSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const tenantId = request.auth?.tenantId ?? request.query.tenantId ?? DEFAULT_TENANT_ID;
      return ok(
        await membershipOffer(app.db, app.paymentProviders, tenantId, request.contentLocale),
      );
    },
  );

  app.get(
    '/api/memberships/quote',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['memberships'],
        summary: 'What buying a plan now would give: the tier and expiry after it, nothing written',
        security,
        querystring: membershipChoiceSchema,
        response: { 200: envelope(membershipQuoteSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      ok(
        await quoteMembership(
          app.db,
          app.paymentProviders,
          memberOf(request),
          request.query,
          now(),
        ),
      ),
  );

  app.get(
    '/api/users/me/membership',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['memberships'],
        summary: 'The membership in force: tier, expiry, where it came from and the days left',
        security,
        response: { 200: envelope(currentMembershipSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await membershipView(app.db, memberOf(request), now())),
  );

  app.get(
    '/api/admin/membership-plans',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "A brand's plans, on sale or not (the admin's own; super admins may pass tenantId)",
        security,
        querystring: adminMembershipPlansQuerySchema,
        response: {
          200: envelope(adminMembershipPlansSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const tenantId = listingTenantOf(authOf(request), request.query.tenantId);
      const plans = await brandPlans(app.db, tenantId);
      return ok({ tenantId, plans: plans.map(toAdminPlanView) });
    },
  );

  app.put(
    '/api/admin/membership-plans',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "Set a brand's plans: the listed ones created or repriced, the others taken off sale",
        security,
        body: updateMembershipPlansBodySchema,
        response: {
          200: envelope(adminMembershipPlansSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const tenantId = listingTenantOf(auth, request.body.tenantId);
      const plans = await replacePlans(app.db, tenantId, request.body.plans, auth.userId, now());
      return ok({ tenantId, plans: plans.map(toAdminPlanView) });
    },
  );
};
