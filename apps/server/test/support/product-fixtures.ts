import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { products, productVersions } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { searchColumns } from '../../src/modules/search/product-search.ts';
import { createTestUser } from './user-fixtures.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * A listed plugin by a fresh creator, with overrides. Needs the reference data
 * (families, categories) in the database: build with `prepare: ensureReferenceData`.
 */
export async function createTestProduct(
  app: FastifyInstance,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const authorId = overrides.authorId ?? (await createTestUser(app, { isCreator: true })).id;
  const [row] = await app.db
    .insert(products)
    .values({
      name: `Test product ${randomBytes(3).toString('hex')}`,
      authorId,
      deviceFamily: 'streamDock',
      contentTypes: ['plugin'],
      category: 'utilities',
      overview: 'A product made by a test.',
      supportedSystems: ['windows'],
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A listed plugin called `name` by `author` (a fresh creator called `nickName` when not given),
 * with its search columns filled as a real write fills them, so search finds it.
 */
export async function createSearchableProduct(
  app: FastifyInstance,
  name: string,
  {
    author: given,
    nickName = 'Search Author',
    overview = '',
    ...overrides
  }: Partial<typeof products.$inferInsert> & {
    author?: Awaited<ReturnType<typeof createTestUser>>;
    nickName?: string;
  } = {},
) {
  const author = given ?? (await createTestUser(app, { isCreator: true, nickName }));
  const product = await createTestProduct(app, {
    name,
    authorId: author.id,
    overview,
    ...searchColumns({
      name,
      authorNickName: author.nickName,
      overview,
      contentTypes: ['plugin'],
    }),
    ...overrides,
  });
  return { author, product };
}

/**
 * Gives a product a version with a stored package (decision 074: nothing is listed for sale
 * without one). The bytes are a stand-in: what the listing rule looks at is the version's file.
 */
export async function addTestPackage(
  app: FastifyInstance,
  productId: number,
  version = '1.0.0',
): Promise<{ fileKey: string; bytes: Buffer }> {
  const bytes = Buffer.from(`PK\u0003\u0004 package of product ${productId} at ${version}`);
  const fileKey = await FileStorage.forDataDir(app.config.dataDir).put(bytes, 'zip', 'packages');
  await app.db
    .insert(productVersions)
    .values({ productId, version, sizeBytes: bytes.length, fileKey });
  return { fileKey, bytes };
}
