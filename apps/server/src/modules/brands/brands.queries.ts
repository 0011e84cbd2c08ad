import type {
  AdminBrand,
  BrandImageSlot,
  BrandUpdateBody,
  PublicBrand,
} from '@space/contracts/brands';
import { publicBrandSchema } from '@space/contracts/brands';
import { envelope, type Envelope } from '@space/contracts/envelope';
import type { Locale } from '@space/contracts/locales';
import { tenantByCode } from '@space/contracts/tenants';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { changedFields, recordAudit, type TenantScope } from '../access/index.ts';

export type BrandRow = typeof tenants.$inferSelect;

/** The column of each image slot. */
export const IMAGE_COLUMNS = {
  logoLight: 'logoLightKey',
  logoDark: 'logoDarkKey',
  logoZh: 'logoZhKey',
  loginBackground: 'loginBackgroundKey',
} as const satisfies Record<BrandImageSlot, keyof BrandRow>;

const urlOf = (key: string | null) => (key ? FileStorage.publicUrl(key) : null);

export function toPublicBrand(row: BrandRow): PublicBrand {
  return {
    code: row.code,
    name: row.name,
    routeSuffix: tenantByCode(row.code)?.routeSuffix ?? null,
    accentColor: row.accentColor,
    logoLightUrl: urlOf(row.logoLightKey),
    logoDarkUrl: urlOf(row.logoDarkKey),
    logoZhUrl: urlOf(row.logoZhKey),
    loginBackgroundUrl: urlOf(row.loginBackgroundKey),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminBrand(row: BrandRow, hostRulesEditable: boolean): AdminBrand {
  return { ...toPublicBrand(row), id: row.id, hostRules: row.hostRules, hostRulesEditable };
}

export async function findBrand(db: Database, code: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.code, code));
  return row;
}

const inScope = (scope: TenantScope) =>
  scope === 'all' ? undefined : eq(tenants.id, scope.tenantId);

export async function listBrands(db: Database, scope: TenantScope): Promise<BrandRow[]> {
  return db.select().from(tenants).where(inScope(scope)).orderBy(asc(tenants.id));
}

/** The brand an administrator may edit: outside their scope it does not exist for them (404). */
export async function managedBrand(
  db: Database,
  scope: TenantScope,
  code: string,
): Promise<BrandRow> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.code, code), inScope(scope)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Which brand other than `brandId` already holds one of `rules`, if any. */
async function ruleHeldElsewhere(
  db: Pick<Database, 'select'>,
  brandId: number,
  rules: string[],
): Promise<string | null> {
  if (rules.length === 0) return null;
  const wanted = sql.join(
    rules.map((rule) => sql`${rule}`),
    sql`, `,
  );
  const [row] = await db
    .select({ code: tenants.code })
    .from(tenants)
    .where(
      and(
        ne(tenants.id, brandId),
        sql`jsonb_exists_any(${tenants.hostRules}, array[${wanted}]::text[])`,
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

const HOST_RULE_TAKEN: Record<Locale, (brand: string) => string> = {
  en: (brand) => `A host rule is already used by the brand ${brand}.`,
  zh: (brand) => `主机规则已被品牌 ${brand} 使用。`,
  ko: (brand) => `호스트 규칙이 이미 브랜드 ${brand}에서 사용 중입니다.`,
};

type Editable = Pick<BrandRow, 'name' | 'hostRules' | 'accentColor'>;

/**
 * Applies an administrator's changes to a brand and records them, in one transaction. Brand
 * writes take the lock of every tenant row (six), so two brands can never be given the same
 * host rule by concurrent requests. Answers the row as it is after the write.
 */
export async function updateBrand(
  db: Database,
  brand: BrandRow,
  changes: BrandUpdateBody,
  actor: { id: number; locale: Locale },
  at: Date,
): Promise<BrandRow> {
  const { locale } = actor;
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    await tx.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id)).for('update');
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, brand.id));
    if (!current) throw new AppError('NOT_FOUND');
    const next: Editable = {
      name: changes.name ?? current.name,
      hostRules: changes.hostRules ?? current.hostRules,
      accentColor: changes.accentColor === undefined ? current.accentColor : changes.accentColor,
    };
    const diff = changedFields<Editable>(current, next);
    if (Object.keys(diff.after).length === 0) return current;
    if (changes.hostRules) {
      const holder = await ruleHeldElsewhere(tx, current.id, changes.hostRules);
      if (holder) throw new AppError('CONFLICT', HOST_RULE_TAKEN[locale](holder));
    }
    const [row] = await tx
      .update(tenants)
      .set({ ...diff.after, updatedAt: at })
      .where(eq(tenants.id, current.id))
      .returning();
    await recordAudit(tx, {
      tenantId: current.id,
      actorId,
      action: 'brand.update',
      targetType: 'brand',
      targetId: current.code,
      before: diff.before,
      after: diff.after,
      at,
    });
    return row!;
  });
}

/** Sets (a stored file's key) or clears (null) one image of a brand, recorded. */
export async function setBrandImage(
  db: Database,
  brand: BrandRow,
  slot: BrandImageSlot,
  key: string | null,
  actorId: number,
  at: Date,
): Promise<BrandRow> {
  const column = IMAGE_COLUMNS[slot];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, brand.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before[column] === key) return before;
    const [row] = await tx
      .update(tenants)
      .set({ [column]: key, updatedAt: at })
      .where(eq(tenants.id, brand.id))
      .returning();
    await recordAudit(tx, {
      tenantId: brand.id,
      actorId,
      action: 'brand.image',
      targetType: 'brand',
      targetId: brand.code,
      before: { [slot]: before[column] },
      after: { [slot]: key },
      at,
    });
    return row!;
  });
}

/** GET /api/brands/:code's 200 answer, as its route's schema shapes it. */
export const brandResponseSchema = envelope(publicBrandSchema);

/**
 * GET /api/brands/:code's answer, or NOT_FOUND: its route and the server's first view give the
 * same (decision 049).
 */
export async function brandAnswer(db: Database, code: string): Promise<Envelope<PublicBrand>> {
  const row = await findBrand(db, code);
  if (!row) throw new AppError('NOT_FOUND');
  return ok(toPublicBrand(row));
}
