import { MAX_ROW_ID } from '@space/contracts/limits';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasRole } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { visibleTo } from './product-rows.ts';

/**
 * Checks that the caller may change the product (its images, its listing): its author, an
 * admin of the author's tenant, or a super admin. A product the caller can neither see nor edit is 404
 * (missing, delisted or restricted to other brands); one they see but may not edit is 403.
 * With `lock`, the product row stays locked until the transaction ends.
 */
export async function editableProduct(
  db: Database,
  auth: AuthContext,
  productId: number,
  lock = false,
): Promise<void> {
  if (productId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const query = db
    .select({
      authorId: products.authorId,
      authorTenantId: users.tenantId,
      visible: sql<boolean>`${visibleTo(auth.tenantId)}`,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  const mayEdit =
    row !== undefined &&
    (row.authorId === auth.userId ||
      auth.user.isSuperAdmin ||
      (hasRole(auth.user, 'admin') && row.authorTenantId === auth.tenantId));
  if (!row || (!row.visible && !mayEdit)) throw new AppError('NOT_FOUND');
  if (!mayEdit) throw new AppError('FORBIDDEN');
}
