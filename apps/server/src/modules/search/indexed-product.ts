import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * What the search index keeps of a listed product: the stored search columns as the database
 * has them (the vector's lexemes, the title), the lower-cased name the relevance tiers compare,
 * and every column a list filters or sorts on. Read from PostgreSQL, never recomputed, so a
 * change to how documents are written (`searchColumns()`) reaches the index by itself.
 */
export interface IndexedProduct {
  id: number;
  likes: number;
  /** created_at in microseconds since the epoch (the newest sort; exact, unlike a Date). */
  created: number;
  priceOrder: number;
  family: string;
  types: string[];
  category: string;
  systems: string[];
  authorId: number;
  /** Empty: every brand sees it. */
  restrictedTo: number[];
  /** `lower(name)`, as the SQL tiers compute it. */
  nameLower: string;
  /** `search_title`: the typo test compares against it. */
  title: string;
  /** `tsvector_to_array(search_vector)`: the words (and CJK grams) of the document. */
  lexemes: string[];
}

/** Separates lexemes in one text column; control characters never reach a document. */
const LEXEME_SEPARATOR = '\u001f';

interface Row extends Record<string, unknown> {
  id: number;
  like_count: number;
  created: string;
  price_order: number;
  device_family: string;
  content_types: string[];
  category: string;
  supported_systems: string[];
  author_id: number;
  restricted_to_tenants: number[];
  name_lower: string;
  search_title: string;
  lexemes: string;
}

function toIndexed(row: Row): IndexedProduct {
  return {
    id: Number(row.id),
    likes: Number(row.like_count),
    created: Number(row.created),
    priceOrder: Number(row.price_order),
    family: row.device_family,
    types: row.content_types,
    category: row.category,
    systems: row.supported_systems,
    authorId: Number(row.author_id),
    restrictedTo: row.restricted_to_tenants.map(Number),
    nameLower: row.name_lower,
    title: row.search_title,
    lexemes: row.lexemes === '' ? [] : row.lexemes.split(LEXEME_SEPARATOR),
  };
}

async function select(db: Database, where: SQL, limit?: number): Promise<IndexedProduct[]> {
  const result = (await db.execute(sql`
    select id, like_count, (extract(epoch from created_at) * 1000000)::bigint::text as created,
      price_order, device_family, content_types, category, supported_systems, author_id,
      restricted_to_tenants, lower(name) as name_lower, search_title,
      array_to_string(tsvector_to_array(search_vector), ${LEXEME_SEPARATOR}) as lexemes
    from products
    where status = 'listed' and ${where}
    order by id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`)) as { rows: Row[] };
  return result.rows.map(toIndexed);
}

/** Listed products with ids above `afterId`, in id order, `limit` at a time (the build). */
export function loadIndexedPage(
  db: Database,
  afterId: number,
  limit: number,
): Promise<IndexedProduct[]> {
  return select(db, sql`id > ${afterId}`, limit);
}

/** These products as they are now; a product missing from the answer is gone or delisted. */
export function loadIndexedProducts(db: Database, ids: number[]): Promise<IndexedProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return select(db, sql`id = any(${`{${ids.join(',')}}`}::integer[])`);
}

/** Every listed product's like count, to tell when the index's order went stale. */
export async function loadLikeCounts(db: Database): Promise<Map<number, number>> {
  const result = (await db.execute(
    sql`select id, like_count from products where status = 'listed'`,
  )) as { rows: { id: number; like_count: number }[] };
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.like_count)]));
}
