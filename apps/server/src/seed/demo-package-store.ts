import { DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products, productVersions, users } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { demoPackage, packageKindOf } from './demo-packages.ts';
import type { ContentType } from '@space/contracts/catalog';

/** Where a version's package went: its private storage key and its size in bytes. */
export interface StoredPackage {
  fileKey: string;
  sizeBytes: number;
}

/** Packages are private: the `packages/` prefix is never served by `/files/` (decision 027). */
const FOLDER = 'packages';

/**
 * Builds and stores every demo product's package, one per version (decision 074). Stored by
 * content hash, so a second seed writes the same keys; small enough to build each time (under
 * a second for the whole catalogue) rather than cache.
 */
export async function storeDemoPackages(
  storage: FileStorage,
  products: readonly DemoProduct[] = DEMO_PRODUCTS,
  /** The place in the catalogue for products that are not in it (its colours). */
  standInIndex = 0,
): Promise<Map<DemoProduct, Map<string, StoredPackage>>> {
  const stored = new Map<DemoProduct, Map<string, StoredPackage>>();
  for (const product of products) {
    const found = DEMO_PRODUCTS.indexOf(product);
    const index = found === -1 ? standInIndex : found;
    const authorName = DEMO_CREATORS.find((c) => c.username === product.author)!.nickName;
    const versions = new Map<string, StoredPackage>();
    for (const { version } of product.versions) {
      const bytes = demoPackage({ product, authorName, version, index });
      const fileKey = await storage.put(bytes, 'zip', FOLDER);
      versions.set(version, { fileKey, sizeBytes: bytes.length });
    }
    stored.set(product, versions);
  }
  return stored;
}

/**
 * One package per kind and version for generated catalogues (`cli seed --products`, decision
 * 074): each is the package of the catalogue's first demo product of that kind, at that
 * version. Shared by every generated product of the kind, so a large catalogue stores a few
 * dozen files. Keyed `kind → version → package`.
 */
export async function storeSharedPackages(
  storage: FileStorage,
  versions: readonly string[],
): Promise<Record<string, Record<string, StoredPackage>>> {
  const shared: Record<string, Record<string, StoredPackage>> = {};
  const firstOfKind = new Map<ContentType, DemoProduct>();
  for (const product of DEMO_PRODUCTS) {
    const kind = packageKindOf(product.types);
    if (!firstOfKind.has(kind)) firstOfKind.set(kind, product);
  }
  for (const [kind, product] of firstOfKind) {
    const stand = {
      ...product,
      versions: versions.map((version) => ({ version, notes: '', notesTranslations: {} })),
    };
    const stored = await storeDemoPackages(storage, [stand], DEMO_PRODUCTS.indexOf(product));
    shared[kind] = Object.fromEntries(stored.get(stand)!);
  }
  return shared;
}

/**
 * A catalogue seeded before demo packages existed gets them (decision 074): each demo
 * product's versions without a file get their package and its size. Run on every seed, like
 * the tutorials; one query when there is nothing to do.
 */
export async function ensureDemoPackages(db: Database, storage: FileStorage): Promise<number> {
  const missing = await db
    .select({
      id: productVersions.id,
      version: productVersions.version,
      name: products.name,
      author: users.username,
    })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .innerJoin(users, and(eq(users.id, products.authorId), eq(users.isDemo, true)))
    .where(isNull(productVersions.fileKey));
  const wanted = DEMO_PRODUCTS.filter((product) =>
    missing.some((row) => row.name === product.name && row.author === product.author),
  );
  if (wanted.length === 0) return 0;
  const stored = await storeDemoPackages(storage, wanted);
  let filled = 0;
  for (const product of wanted) {
    for (const row of missing) {
      if (row.name !== product.name || row.author !== product.author) continue;
      const found = stored.get(product)!.get(row.version);
      if (!found) continue;
      await db.update(productVersions).set(found).where(eq(productVersions.id, row.id));
      filled += 1;
    }
  }
  return filled;
}
