import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  contentTypes,
  deviceFamilies,
  deviceFamilyContentTypes,
  tenants,
} from '../../db/schema.ts';

export async function listCatalogMeta(db: Database) {
  const [categoryRows, typeRows, familyRows, linkRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(contentTypes).orderBy(asc(contentTypes.position)),
    db.select().from(deviceFamilies).orderBy(asc(deviceFamilies.position)),
    db.select().from(deviceFamilyContentTypes).orderBy(asc(deviceFamilyContentTypes.position)),
  ]);
  return {
    categories: categoryRows.map((row) => row.code),
    contentTypes: typeRows.map(({ code, slug }) => ({ code, slug })),
    deviceFamilies: familyRows.map(({ code, path }) => ({
      code,
      path,
      contentTypes: linkRows.filter((l) => l.deviceFamily === code).map((l) => l.contentType),
    })),
  };
}

export async function listTenants(db: Database) {
  return db
    .select({
      id: tenants.id,
      code: tenants.code,
      name: tenants.name,
      hostRules: tenants.hostRules,
    })
    .from(tenants)
    .orderBy(asc(tenants.id));
}
