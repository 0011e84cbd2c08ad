import type { FieldError } from '@space/contracts/envelope';
import type { Locale } from '@space/contracts/locales';
import type { ValidationMessageKey } from '@space/contracts/validation-messages';
import { arrayContains, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { visibleTo } from '../products/index.ts';

/**
 * The front plugins a submission names, checked early so the creator hears at once (decision
 * 013's rules): each a plugin the creator's brand may see, never the product itself. The
 * approval checks them again, with cycles, when it writes them (setPrerequisites).
 */
export async function checkPrerequisites(
  db: Database,
  ids: number[],
  options: { tenantId: number; productId: number | null; locale: Locale },
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: products.id,
      visible: sql<boolean>`${visibleTo(options.tenantId)}`,
      plugin: sql<boolean>`${arrayContains(products.contentTypes, ['plugin'])}`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const field = (index: number, key: ValidationMessageKey): FieldError => ({
    path: `prerequisiteIds.${index}`,
    message: translateValidationMessage(`validation.${key}`, options.locale),
  });
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    const row = byId.get(id);
    if (id === options.productId) errors.push(field(index, 'prerequisiteSelf'));
    else if (!row?.visible) errors.push(field(index, 'prerequisiteUnavailable'));
    else if (!row.plugin) errors.push(field(index, 'prerequisiteNotPlugin'));
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields: errors });
}
