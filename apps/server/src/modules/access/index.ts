import fp from 'fastify-plugin';
import { adminAuditRoutes } from './audit.routes.ts';
export {
  CreateAdminError,
  createAdmin,
  describeOutcome,
  validateAdminInput,
} from './create-admin.ts';
export type { ValidAdminInput } from './create-admin.ts';
export { adminGuard } from './admin-guard.ts';
export { changedFields, recordAudit } from './audit.ts';
export { readableCreatorOf } from './creator-reader.ts';
export { hasRole, listingTenantOf, rankOf, requireRole, scopeOf } from './roles.ts';
export type { TenantScope } from './roles.ts';

/** The audit log for administrators (decision 040). */
export const accessModule = fp(
  async (app) => {
    await app.register(adminAuditRoutes);
  },
  { name: 'access' },
);
