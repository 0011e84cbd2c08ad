import type { Locale } from '@space/contracts/locales';
import { prerequisiteIdsSchema } from '@space/contracts/products';
import type { ValidationMessageKey } from '@space/contracts/validation-messages';
import { arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productPrerequisites, products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { visibleTo } from './product-rows.ts';
import type { Viewer } from './products.queries.ts';

/**
 * Serialises every write of the prerequisite graph. Row locks on the two ends of each new
 * edge are not enough: two writers adding A→B and C→D, then B→C and D→A, each see a graph
 * without a cycle. Writes come from the publish form only, so one lock costs nothing.
 */
const GRAPH_LOCK = sql`pg_advisory_xact_lock(hashtext('product_prerequisites'))`;

export interface SetPrerequisitesOptions {
  /** Whose catalogue the prerequisites must be visible in: the writer's tenant. */
  viewer: Pick<Viewer, 'tenantId'>;
  /** Language of the field messages. */
  locale?: Locale;
}

interface FieldError {
  path: string;
  message: string;
}

function invalid(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { fields });
}

/**
 * Replaces a product's front (prerequisite) plugins with `ids`, in that order (spec §3, §5;
 * decision 013). Each must be a plugin the writer's tenant may see, other than the product
 * itself, named once, at most LIMITS.prerequisitesMax of them, and none may already need the
 * product, directly or through others (the graph stays acyclic). Fails with VALIDATION_FAILED
 * and one `prerequisites.<index>` field per bad id, or NOT_FOUND for a missing product; nothing
 * changes then. Who may edit the product is the caller's check.
 */
export async function setPrerequisites(
  db: Database,
  productId: number,
  ids: number[],
  options: SetPrerequisitesOptions,
): Promise<void> {
  const locale = options.locale ?? 'en';
  const field = (index: number | null, key: ValidationMessageKey): FieldError => ({
    path: index === null ? 'prerequisites' : `prerequisites.${index}`,
    message: translateValidationMessage(`validation.${key}`, locale),
  });

  const parsed = prerequisiteIdsSchema.safeParse(ids);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((issue) => ({
        path: ['prerequisites', ...issue.path].join('.'),
        message: translateValidationMessage(issue.message, locale),
      })),
    );
  }
  const selfAt = ids.indexOf(productId);
  if (selfAt >= 0) throw invalid([field(selfAt, 'prerequisiteSelf')]);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${GRAPH_LOCK}`);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new AppError('NOT_FOUND');

    const candidates =
      ids.length === 0
        ? []
        : await tx
            .select({
              id: products.id,
              visible: sql<boolean>`${visibleTo(options.viewer.tenantId)}`,
              plugin: sql<boolean>`${arrayContains(products.contentTypes, ['plugin'])}`,
            })
            .from(products)
            .where(inArray(products.id, ids));
    const byId = new Map(candidates.map((row) => [row.id, row]));
    const errors: FieldError[] = [];
    ids.forEach((id, index) => {
      const row = byId.get(id);
      // Missing and hidden read the same, so the form cannot probe for other brands' products.
      if (!row?.visible) errors.push(field(index, 'prerequisiteUnavailable'));
      else if (!row.plugin) errors.push(field(index, 'prerequisiteNotPlugin'));
    });
    if (errors.length > 0) throw invalid(errors);

    for (const id of await cycleStarts(tx, productId, ids)) {
      errors.push(field(ids.indexOf(id), 'prerequisiteCycle'));
    }
    if (errors.length > 0) throw invalid(errors.sort((a, b) => a.path.localeCompare(b.path)));

    await tx.delete(productPrerequisites).where(eq(productPrerequisites.productId, productId));
    if (ids.length > 0) {
      await tx
        .insert(productPrerequisites)
        .values(ids.map((prerequisiteId, position) => ({ productId, prerequisiteId, position })));
    }
  });
}

/**
 * Those of `ids` from which the existing edges lead back to `productId`: making them its
 * prerequisites would close a cycle. The product's own current edges are left out, since they
 * are about to be replaced. `union` (not `union all`) ends the walk on any loop.
 */
async function cycleStarts(db: Database, productId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const starts = sql.join(
    ids.map((id) => sql`(${id}::integer)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with recursive reach(origin, id) as (
      select v.id, v.id from (values ${starts}) as v(id)
      union
      select r.origin, pp.prerequisite_id
      from reach r
      join ${productPrerequisites} pp on pp.product_id = r.id
      where pp.product_id <> ${productId}
    )
    select distinct origin from reach where id = ${productId}`)) as {
    rows: { origin: number }[];
  };
  return result.rows.map((row) => Number(row.origin));
}
