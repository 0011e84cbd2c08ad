import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articleColumns, articles, products, users } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import {
  EMPTY_VERSION,
  normaliseDocument,
  versionColumns,
  withContent,
} from '../modules/articles/index.ts';
import type { StoredImage } from '../modules/products/index.ts';
import { DEMO_ARTICLES, DEMO_COLUMN, type DemoBlock } from './demo-article-texts.ts';
import { artworkSvg, storeProductArtwork } from './images.ts';
import { createRandom } from './random.ts';

const SEED = 20261212;
const BASE_TIME = Date.parse('2026-01-05T09:00:00Z');
const DAY = 86_400_000;
const AUTHOR = 'streamcraft';

const text = (value: string) => [{ type: 'text', text: value }];
const item = (value: string) => ({
  type: 'listItem',
  content: [{ type: 'paragraph', content: text(value) }],
});

/** One demo block as editor JSON (the normaliser checks it like any author's). */
function nodeOf(block: DemoBlock, productIds: Map<string, number>): unknown {
  if ('h' in block) return { type: 'heading', attrs: { level: 2 }, content: text(block.h) };
  if ('ul' in block) return { type: 'bulletList', content: block.ul.map(item) };
  if ('ol' in block)
    return { type: 'orderedList', attrs: { start: 1 }, content: block.ol.map(item) };
  if ('code' in block) {
    return { type: 'codeBlock', attrs: { language: block.language }, content: text(block.code) };
  }
  if ('quote' in block) {
    return { type: 'blockquote', content: [{ type: 'paragraph', content: text(block.quote) }] };
  }
  if ('product' in block) {
    return { type: 'productCard', attrs: { productId: productIds.get(block.product) ?? 0 } };
  }
  if (!block.link) return { type: 'paragraph', content: text(block.p) };
  const link = {
    type: 'text',
    text: block.link.text,
    marks: [{ type: 'link', attrs: { href: block.link.href } }],
  };
  return { type: 'paragraph', content: [...text(`${block.p} `), link] };
}

/**
 * A few published articles by the demo creator StreamCraft, in one column, with covers drawn
 * like the catalogue's artwork, so /discovery, /article and the author page have something to
 * show (decision 031). Deterministic; does nothing once the creator has articles, or when the
 * creator is missing (a catalogue seeded without the demo content).
 */
export async function seedDemoArticles(db: Database, storage: FileStorage): Promise<void> {
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, AUTHOR), eq(users.tenantId, DEFAULT_TENANT_ID)));
  if (!author) return;
  const [existing] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.authorId, author.id));
  if ((existing?.n ?? 0) > 0) return;

  const names = [
    ...new Set(
      DEMO_ARTICLES.flatMap((a) => a.blocks.flatMap((b) => ('product' in b ? [b.product] : []))),
    ),
  ];
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const productIds = new Map(productRows.map((row) => [row.name, row.id]));
  const random = createRandom(SEED);
  const covers: StoredImage[] = [];
  for (const _article of DEMO_ARTICLES) {
    covers.push(await storeProductArtwork(storage, artworkSvg(random, 1280, 720)));
  }

  await db.transaction(async (tx) => {
    const [column] = await tx
      .insert(articleColumns)
      .values({
        tenantId: DEFAULT_TENANT_ID,
        authorId: author.id,
        name: DEMO_COLUMN,
        position: 1,
        createdAt: new Date(BASE_TIME),
      })
      .returning({ id: articleColumns.id });
    const rows = DEMO_ARTICLES.map((article, index) => {
      const cover = covers[index]!;
      const doc = normaliseDocument({ content: article.blocks.map((b) => nodeOf(b, productIds)) });
      const version = withContent(
        {
          ...EMPTY_VERSION,
          title: article.title,
          channel: article.channel,
          columnId: column!.id,
          deviceFamily: article.deviceFamily,
          coverKey: cover.fileKey,
          coverVariants: [
            ...cover.variants,
            {
              fileKey: cover.fileKey,
              width: cover.width,
              height: cover.height,
              format: 'image/webp',
            },
          ],
        },
        doc,
        new Set(productIds.values()),
      );
      const at = new Date(BASE_TIME + article.day * DAY);
      return {
        tenantId: DEFAULT_TENANT_ID,
        authorId: author.id,
        ...versionColumns(version),
        state: 'published',
        visibility: 'public',
        pinned: article.pinned ?? false,
        createdAt: at,
        updatedAt: at,
        submittedAt: at,
        publishedAt: at,
      };
    });
    await tx.insert(articles).values(rows);
  });
}
