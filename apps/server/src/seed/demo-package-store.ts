import { DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products, productVersions, users } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { cachedDemoPackage } from './demo-package-cache.ts';
import { packageKindOf } from './demo-packages.ts';
import type { ContentType } from '@space/contracts/catalog';

/** Where a version's package went: its private storage key and its size in bytes. */
export interface StoredPackage {
  fileKey: string;
  sizeBytes: number;
}

/** Packages are private: the `packages/` prefix is never served by `/files/` (decision 027). */
const FOLDER = 'packages';

/**
 * Builds (or finds in the machine's cache, demo-package-cache.ts) and stores every demo
 * product's package, one per version (decision 074). Stored by content hash, so a second seed
 * writes the same keys.
 */
export async function storeDemoPackages(
  storage: FileStorage,
  products: readonly DemoProduct[] = DEMO_PRODUCTS,
  /** The place in the catalogue for products that are not in it (its colours). */
  standInIndex = 0,
): Promise<Map<DemoProduct, Map<string, StoredPackage>>> {
  const made: { product: DemoProduct; version: string; stored: Promise<StoredPackage> }[] = [];
  for (const product of products) {
    const found = DEMO_PRODUCTS.indexOf(product);
    const index = found === -1 ? standInIndex : found;
    const authorName = DEMO_CREATORS.find((c) => c.username === product.author)!.nickName;
    for (const { version } of product.versions) {
      const bytes = await cachedDemoPackage({ product, authorName, version, index });
      // Written while the next is built: the writes wait their turn on the thread pool.
      const stored = storage
        .put(bytes, 'zip', FOLDER)
        .then((fileKey) => ({ fileKey, sizeBytes: bytes.length }));
      stored.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
      made.push({ product, version, stored });
    }
  }
  const result = new Map<DemoProduct, Map<string, StoredPackage>>();
  for (const { product, version, stored } of made) {
    const versions = result.get(product) ?? new Map<string, StoredPackage>();
    versions.set(version, await stored);
    result.set(product, versions);
  }
  return result;
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
