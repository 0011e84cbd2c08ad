import { storeSharedPackages, type StoredPackage } from './demo-package-store.ts';
import {
  CATEGORIES,
  DEVICE_FAMILIES,
  type Category,
  type ContentType,
} from '@space/contracts/catalog';
import type { Tier } from '@space/contracts/limits';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products, users } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import type { StoredImage } from '../modules/products/index.ts';
import { searchColumns } from '../modules/search/index.ts';
import { insertRowsAsJson } from './bulk-insert.ts';
import { CREATOR_WORDS, WORDS, type NameLanguage } from './bulk-words.ts';
import { TIER_SHARE } from './demo-content.ts';
import { mapLimit } from './images.ts';
import { renderCreatorAvatar, renderSharedCovers } from './preview-art/index.ts';
import { createRandom, type Random } from './random.ts';

const SEED = 20261122;
const DAY_MS = 24 * 3_600_000;
/** Generated products are spread over the two years before the demo catalogue's first product. */
const END_TIME = Date.parse('2026-01-05T00:00:00Z');
const SPAN_MS = 730 * DAY_MS;
export const GENERATED_SPAN = { from: new Date(END_TIME - SPAN_MS), to: new Date(END_TIME) };
const CREATOR_COUNT = 300;
/** Usernames of the generated creators: gen_creator_001 … gen_creator_300. */
export const GENERATED_CREATOR_PREFIX = 'gen_creator_';
/** Covers and avatars are drawn from small pools instead of one image per row. */
export const COVER_POOL = 24;
const AVATAR_POOL = 12;
/** Rows per INSERT (about 3 MB of JSON). */
const BATCH = 5000;
const PRICES = [99, 149, 199, 299, 399, 499, 699, 999, 1499, 1999];
const LANGUAGE_WEIGHTS: [NameLanguage, number][] = [
  ['en', 0.6],
  ['zh', 0.25],
  ['ko', 0.15],
];
const PARTNER_TENANTS = TENANTS.filter((tenant) => tenant.id !== DEFAULT_TENANT_ID).map(
  (tenant) => tenant.id,
);

export interface BulkCatalogResult {
  products: number;
  creators: number;
  milliseconds: number;
}

function weighted<T>(random: Random, options: readonly [T, number][]): T {
  let roll = random.next();
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** A name and an overview in one language, composed from its word lists. */
function compose(random: Random, language: NameLanguage, category: Category, type: ContentType) {
  const words = WORDS[language];
  const subject = random.pick(words.subjects[category]);
  const noun = random.pick(words.nouns[type]);
  const name = [random.pick(words.adjectives), subject, noun, random.pick(words.suffixes)]
    .filter((part) => part !== '')
    .join(words.space);
  const sentences = [
    fill(random.pick(words.openings), { name, subject, noun }),
    random.pick(words.details),
    random.pick(words.details),
  ];
  return { name, overview: [...new Set(sentences)].join(language === 'zh' ? '' : ' ') };
}

function languagesFor(random: Random, language: NameLanguage): string[] {
  const others = (['en', 'zh', 'ko'] as const).filter((l) => l !== language);
  return [language, ...others.filter(() => random.chance(0.35))];
}

/** Few products have many likes: a long tail, as on any storefront. */
function likeCount(random: Random): number {
  return Math.floor(Math.exp(random.next() * 8)) - 1;
}

type ProductInsert = typeof products.$inferInsert;

interface Creator {
  id: number;
  nickName: string;
}

function generateProduct(random: Random, creators: Creator[]): ProductInsert {
  const family = random.pick(DEVICE_FAMILIES);
  const type = random.pick(family.contentTypes);
  const secondType = random.chance(0.08) ? random.pick(family.contentTypes) : type;
  const types = [...new Set<ContentType>([type, secondType])];
  const category = random.pick(CATEGORIES);
  const language = weighted(random, LANGUAGE_WEIGHTS);
  const { name, overview } = compose(random, language, category, type);
  const price = random.chance(0.35) ? 0 : random.pick(PRICES);
  const priceFor = (tier: Tier) => Math.round(price * TIER_SHARE[tier]);
  // Prolific creators author more: the square skews the pick towards low indices.
  const author = creators[Math.floor(random.next() ** 2 * creators.length)]!;
  const likes = likeCount(random);
  const created = new Date(END_TIME - Math.floor(random.next() * SPAN_MS));
  const updated = new Date(Math.min(END_TIME, created.getTime() + random.int(0, 180) * DAY_MS));
  return {
    name,
    authorId: author.id,
    deviceFamily: family.code,
    contentTypes: types,
    originalType: type,
    category,
    overview,
    ...searchColumns({
      name,
      authorNickName: author.nickName,
      overview,
      contentTypes: types,
    }),
    relatedLinks: [
      { label: 'Documentation', url: `https://example.com/docs/${random.int(1, 99999)}` },
    ],
    supportedSystems: weighted(random, [
      [['windows', 'macos'], 0.55],
      [['windows'], 0.35],
      [['macos'], 0.1],
    ]),
    supportedDevices: [family.code],
    supportedLanguages: languagesFor(random, language),
    dialSupport: type === 'plugin' && random.chance(0.3),
    audioSupport: (category === 'audio' || category === 'music') && random.chance(0.6),
    priceGeneral: priceFor('general'),
    priceOrdinary: priceFor('ordinary'),
    pricePremium: priceFor('premium'),
    priceSvip: priceFor('svip'),
    usesGeneral: price === 0 ? -1 : random.pick([-1, -1, 3, 5, 10]),
    usesOrdinary: -1,
    usesPremium: -1,
    usesSvip: -1,
    status: random.chance(0.02) ? 'delisted' : 'listed',
    restrictedToTenants: random.chance(0.03) ? [random.pick(PARTNER_TENANTS)] : [],
    likeCount: likes,
    downloadCount: likes * random.int(3, 40) + random.int(0, 200),
    createdAt: created,
    updatedAt: updated,
  };
}

/** The generated creators (the same few hundred on every run), created when missing. */
async function ensureCreators(db: Database, random: Random, avatars: string[]): Promise<Creator[]> {
  const rows = Array.from({ length: CREATOR_COUNT }, (_, index) => {
    const language = weighted(random, LANGUAGE_WEIGHTS);
    const words = CREATOR_WORDS[language];
    const username = `${GENERATED_CREATOR_PREFIX}${String(index + 1).padStart(3, '0')}`;
    const joined = new Date(END_TIME - SPAN_MS - random.int(1, 90) * DAY_MS);
    return {
      tenantId: DEFAULT_TENANT_ID,
      username,
      email: `${username}@demo.space.local`,
      nickName: `${random.pick(words.first)}${WORDS[language].space}${random.pick(words.second)}`,
      avatarKey: avatars[index % avatars.length]!,
      isCreator: true,
      isDemo: true,
      createdAt: joined,
      updatedAt: joined,
    };
  });
  await db.insert(users).values(rows).onConflictDoNothing();
  const stored = await db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(
      inArray(
        users.username,
        rows.map((row) => row.username),
      ),
    )
    .orderBy(users.id);
  return stored;
}

/**
 * Adds `total` generated products on top of whatever the catalogue holds: names and
 * overviews in English, Chinese and Korean, every family with the types it offers,
 * categories, price tiers, systems and languages, authored by a few hundred creators and
 * created over two years. Deterministic for a given catalogue size before the run. Rows
 * go in as batches of JSON (insertRowsAsJson), images and versions as INSERT … SELECT, in one
 * transaction; the tables are analysed afterwards.
 */
export async function seedBulkCatalog(
  db: Database,
  storage: FileStorage,
  total: number,
): Promise<BulkCatalogResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(products);
  const random = createRandom(SEED + (existing?.n ?? 0));

  // The pools are drawn apart from the random sequence that decides the catalogue, rendered
  // through the product image pipeline so generated products have thumbnails and variants
  // like uploads: covers of made-up products of the card-shaped kinds, creators' marks.
  const poolSeed = SEED + (existing?.n ?? 0);
  const covers = await renderSharedCovers(storage, COVER_POOL, poolSeed);
  const avatars = await mapLimit(
    Array.from({ length: AVATAR_POOL }, (_, i) => `${GENERATED_CREATOR_PREFIX}pool_${i}`),
    4,
    (username) => renderCreatorAvatar(storage, { username, nickName: username }, poolSeed),
  );

  // Generated products ship real packages too (decision 074): one per kind and version.
  const packages = await storeSharedPackages(storage, ['1.0.0', '1.1.0', '1.2.0']);

  await db.transaction(async (tx) => {
    const creators = await ensureCreators(tx, random, avatars);
    const [{ firstId } = { firstId: 0 }] = await tx
      .select({ firstId: sql<number>`coalesce(max(${products.id}), 0) + 1` })
      .from(products);
    for (let done = 0; done < total; done += BATCH) {
      const size = Math.min(BATCH, total - done);
      await insertRowsAsJson(
        tx,
        products,
        Array.from({ length: size }, () => generateProduct(random, creators)),
      );
    }
    await insertImagesAndVersions(tx, Number(firstId), covers, packages);
    await insertPrerequisites(tx, Number(firstId));
  });
  // Fresh statistics: until autovacuum gets to it, the planner would take the tables for
  // nearly empty and pick nested loops over seq scans (500 ms instead of 1 ms for a list page).
  // VACUUM too: it moves the new rows from the GIN indexes' pending lists into the indexes
  // and marks pages all-visible, which PGlite, having no autovacuum, would never do.
  await db.execute(
    sql`vacuum analyze products, product_images, product_versions, product_prerequisites, users`,
  );

  return {
    products: total,
    creators: CREATOR_COUNT,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * One to three images and one to three versions for each product from `firstId` on,
 * chosen from the product id so no per-row data has to travel from here.
 */
async function insertImagesAndVersions(
  db: Database,
  firstId: number,
  covers: StoredImage[],
  packages: Record<string, Record<string, StoredPackage>>,
): Promise<void> {
  const keys = sql`array[${sql.join(
    covers.map((cover) => sql`${cover.fileKey}`),
    sql`, `,
  )}]::text[]`;
  const variants = sql`array[${sql.join(
    covers.map((cover) => sql`${JSON.stringify(cover.variants)}`),
    sql`, `,
  )}]::jsonb[]`;
  const pick = sql`1 + (p.id * 7 + n * 5) % ${covers.length}`;
  await db.execute(sql`
    insert into product_images (product_id, position, file_key, width, height, variants)
    select p.id, n, (${keys})[${pick}], ${covers[0]!.width}::int, ${covers[0]!.height}::int,
      (${variants})[${pick}]
    from products p cross join generate_series(0, 2) n
    where p.id >= ${firstId} and n <= p.id % 3`);
  await db.execute(sql`
    insert into product_versions
      (product_id, version, size_bytes, file_key, new_version_info, created_at)
    select p.id, '1.' || v || '.0', (pkg ->> 'sizeBytes')::bigint, pkg ->> 'fileKey',
      case when v = 0 then 'First release.' else 'Improvements and fixes in 1.' || v || '.0.' end,
      least(p.created_at + v * interval '30 days', p.updated_at)
    from products p cross join generate_series(0, 2) v
    cross join lateral (
      select ${JSON.stringify(packages)}::jsonb
        -> (case when 'plugin' = any(p.content_types) then 'plugin' else p.content_types[1] end)
        -> ('1.' || v || '.0') as pkg
    ) chosen
    where p.id >= ${firstId} and v <= (p.id / 3) % 3`);
}

/**
 * One or two front plugins for about one product in seven from `firstId` on, in one
 * INSERT … SELECT: plugins of the same family generated earlier in this run, picked from the
 * product id. Every edge points to a lower id, so the graph has no cycle (decision 013).
 * `before` counts the family's plugins below each product; the k-th pick is the plugin of
 * rank 1 + (id * 13 + k) mod before: two distinct plugins whenever there are two to pick from.
 * Both sides are materialised so the join is a hash join on (family, rank): inlined, the
 * planner underestimates them and merges on the family alone, which is quadratic.
 */
async function insertPrerequisites(db: Database, firstId: number): Promise<void> {
  await db.execute(sql`
    with ranked as (
      select id, device_family, 'plugin' = any(content_types) as plugin,
        count(*) filter (where 'plugin' = any(content_types)) over (
          partition by device_family order by id rows between unbounded preceding and 1 preceding
        ) as before
      from products where id >= ${firstId}
    ),
    plugins as materialized (
      select id, device_family, row_number() over (partition by device_family order by id) as pick
      from ranked where plugin
    ),
    wanted as materialized (
      select r.id, r.device_family, k, 1 + (r.id * 13 + k) % nullif(r.before, 0) as pick
      from ranked r cross join generate_series(0, 1) k
      where r.id % 7 = 3 and k < r.before and k <= (r.id / 7) % 2
    )
    insert into product_prerequisites (product_id, prerequisite_id, position)
    select w.id, p.id, w.k
    from wanted w
    join plugins p on p.device_family = w.device_family and p.pick = w.pick`);
}
