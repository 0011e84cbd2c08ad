import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES } from '@space/contracts/catalog';
import { TENANTS } from '@space/contracts/tenants';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  categories,
  contentTypes,
  deviceFamilies,
  deviceFamilyContentTypes,
  tenants,
} from './schema.ts';

/** Default host rules (spec §2): partner sub-hosts select a brand; editable per tenant. */
const DEFAULT_HOST_RULES: Record<string, string[]> = {
  darkFlash: ['darkflash.'],
  AJAZZ: ['ajazz.'],
  VSD: ['vsdcraft.'],
};

/**
 * Reference rows every instance needs (tenants, categories, device families,
 * content types). Idempotent: run on every start; what administrators edit of a brand (name,
 * host rules, look; decision 041) is kept.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tenants)
      .values(
        TENANTS.map((t) => ({
          id: t.id,
          code: t.code,
          name: t.name,
          hostRules: DEFAULT_HOST_RULES[t.code] ?? [],
          // Fixed, so two fresh databases hold the same rows (the seed is deterministic).
          createdAt: new Date('2026-01-01T00:00:00Z'),
          updatedAt: new Date('2026-01-01T00:00:00Z'),
        })),
      )
      .onConflictDoUpdate({
        target: tenants.id,
        set: { code: sql`excluded.code` },
      });
    await tx
      .insert(categories)
      .values(CATEGORIES.map((code, position) => ({ code, position })))
      .onConflictDoUpdate({ target: categories.code, set: { position: sql`excluded.position` } });
    await tx
      .insert(contentTypes)
      .values(CONTENT_TYPES.map(({ code, slug }, position) => ({ code, slug, position })))
      .onConflictDoUpdate({
        target: contentTypes.code,
        set: { slug: sql`excluded.slug`, position: sql`excluded.position` },
      });
    await tx
      .insert(deviceFamilies)
      .values(DEVICE_FAMILIES.map(({ code, path }, position) => ({ code, path, position })))
      .onConflictDoUpdate({
        target: deviceFamilies.code,
        set: { path: sql`excluded.path`, position: sql`excluded.position` },
      });
    await tx
      .insert(deviceFamilyContentTypes)
      .values(
        DEVICE_FAMILIES.flatMap((family) =>
          family.contentTypes.map((contentType, position) => ({
            deviceFamily: family.code,
            contentType,
            position,
          })),
        ),
      )
      .onConflictDoNothing();
  });
}
