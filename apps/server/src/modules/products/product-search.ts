import type { ContentType } from '@space/contracts/catalog';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';

/**
 * Search over products (decision 008). Every product keeps a search document in
 * `products.search_text`: its name, its author's nickname, its overview and the words
 * of its content types, normalised. A search text matches a document when
 *
 * - it is a substring of it (LIKE, served by the trigram index for 3+ characters); or
 * - it has 3+ characters and is similar to some words of it (`<%`, pg_trgm word
 *   similarity ≥ pg_trgm.word_similarity_threshold, default 0.6): one-letter typos; or
 * - it has several words and every word starts a word of it, in any order (full text,
 *   'simple' configuration, prefix queries).
 *
 * Shorter texts (1–2 characters) match as substrings when they hold Chinese, Japanese
 * or Korean characters (one syllable or ideograph is a word there), and otherwise only as
 * the start of a word, so "a" does not match every product.
 */

/**
 * The words each content type is found by, normalised: its code, its list slug, and its
 * label in en, zh and ko (as the web client shows them). The migration that added
 * search_text (drizzle/0004_search.sql) backfilled with the same words; a change here
 * needs a migration that rewrites the documents.
 */
export const CONTENT_TYPE_SEARCH_WORDS: Record<ContentType, string> = {
  plugin: 'plugin plugins 插件 플러그인',
  icon: 'icon icons 图标 아이콘',
  scene: 'scene scenes 场景 장면',
  theme: 'theme themes 主题 테마',
  numericKeycap: 'numerickeycap numeric keycaps 数字键帽 숫자 키캡',
  animatedBackground: 'animatedbackground animated backgrounds 动态背景 애니메이션 배경',
  keycapSkin: 'keycapskin keycap skins 键帽皮肤 키캡 스킨',
  lightingEffect: 'lightingeffect lightingeffects lighting effects 灯效 조명 효과',
};

/** Texts shorter than this (in characters) are never compared by trigram similarity. */
export const TRIGRAM_MIN_LENGTH = 3;

/** NFKC (full-width letters typed through an IME become ASCII), lower case, single spaces. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchDocumentSource {
  name: string;
  authorNickName: string;
  overview: string;
  contentTypes: readonly string[];
}

/** The value of `products.search_text` for a product. */
export function searchDocument(source: SearchDocumentSource): string {
  const typeWords = source.contentTypes.map(
    (code) => CONTENT_TYPE_SEARCH_WORDS[code as ContentType] ?? code,
  );
  return normalizeSearchText(
    [source.name, source.authorNickName, source.overview, ...typeWords].join(' '),
  );
}

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{N}]+/gu;

function likePattern(text: string, prefixOnly = false): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

/** Every word of the text as a prefix, all required: `'obs':* & 'studio':*`. */
function prefixTsQuery(words: string[]): string {
  // Words hold only letters and digits, so quoting them is enough to escape them.
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** The same expression as the products_search_tsv_idx index, so the planner can use it. */
const documentVector = sql`to_tsvector('simple', ${products.searchText})`;

/** A parsed search text; null when there is nothing to search for. */
export interface ProductSearch {
  /** The normalised text. */
  text: string;
  /** Products whose document matches. */
  where: SQL;
  /**
   * Best match first: exact name, name prefix, name substring, name similar to the text,
   * the rest; within each, by word similarity to the document, then by similarity to the
   * whole name (closer, shorter names first); id (newest) last.
   */
  orderBy: SQL[];
}

export function parseSearch(q: string | undefined): ProductSearch | null {
  const text = normalizeSearchText(q ?? '');
  if (text === '') return null;
  const words = text.match(WORD) ?? [];
  const contains = sql`${products.searchText} like ${likePattern(text)}`;
  const prefixes =
    words.length > 0
      ? sql`${documentVector} @@ to_tsquery('simple', ${prefixTsQuery(words)})`
      : undefined;

  let where: SQL;
  if ([...text].length >= TRIGRAM_MIN_LENGTH) {
    const similar = sql`${text} <% ${products.searchText}`;
    where = sql`(${contains} or ${similar}${words.length > 1 ? sql` or ${prefixes}` : sql``})`;
  } else if (CJK.test(text)) {
    where = contains;
  } else {
    where = prefixes ?? sql`false`;
  }

  const name = sql`lower(${products.name})`;
  const tier = sql`case
    when ${name} = ${text} then 0
    when ${name} like ${likePattern(text, true)} then 1
    when ${name} like ${likePattern(text)} then 2
    when ${text} <% ${name} then 3
    else 4 end`;
  return {
    text,
    where,
    orderBy: [
      asc(tier),
      desc(sql`word_similarity(${text}, ${products.searchText})`),
      desc(sql`similarity(${text}, ${name})`),
      desc(products.id),
    ],
  };
}

/**
 * Rewrites the search documents of the products matching `where` from their current
 * rows: after an author's nickname changed, or to repair documents.
 */
export async function refreshSearchDocuments(db: Database, where: SQL): Promise<number> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      overview: products.overview,
      contentTypes: products.contentTypes,
      authorNickName: users.nickName,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(where)
    .orderBy(asc(products.id));
  for (let start = 0; start < rows.length; start += REFRESH_BATCH) {
    const values = rows
      .slice(start, start + REFRESH_BATCH)
      .map((row) => sql`(${row.id}::integer, ${searchDocument(row)}::text)`);
    await db.execute(
      sql`update ${products} set search_text = v.doc
          from (values ${sql.join(values, sql`, `)}) as v(id, doc)
          where ${products.id} = v.id`,
    );
  }
  return rows.length;
}

const REFRESH_BATCH = 500;
