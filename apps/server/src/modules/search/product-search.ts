import type { ContentType } from '@space/contracts/catalog';
import { LOCALES, type Translations } from '@space/contracts/locales';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';

/**
 * Search over products (decisions 008 and 010). Every product keeps two normalised texts:
 * `search_text`, its document (name, author nickname, overview, content-type words) with
 * its full-text vector `search_vector`, and `search_title` (name and author nickname). A
 * search text matches a product when
 *
 * - every word of it starts a word of the document, in any order (full text, 'simple'
 *   configuration, prefix queries). Runs of Chinese, Japanese or Korean characters are
 *   indexed as every character and pair of characters too, so `灯效` finds `呼吸灯效`; or
 * - it has 3+ characters, holds Chinese, Japanese or Korean characters and is a substring of
 *   the document (those scripts do not separate words; the document's trigram index); or
 * - it has 3+ characters and is similar to some words of the title (`<%`, pg_trgm word
 *   similarity ≥ pg_trgm.word_similarity_threshold, default 0.6): one-letter typos.
 *
 * Typo tolerance compares against the short title only: scoring a text against every long
 * document took seconds for a broad word on 100,000 products (decision 010).
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
  /** The name and overview in the interface languages (decision 035): found in any of them. */
  nameTranslations?: Translations;
  overviewTranslations?: Translations;
}

/** The translations' texts in locale order (en, zh, ko), without blanks and repeats of `written`. */
function translatedTexts(written: string, translations: Translations | undefined): string[] {
  const texts = LOCALES.map((locale) => translations?.[locale]?.trim() ?? '');
  return texts.filter(
    (text, index) => text !== '' && text !== written && texts.indexOf(text) === index,
  );
}

/**
 * The value of `products.search_text` for a product: the name and its translations, the
 * author, the overview and its translations, the content-type words. Without translations it
 * is what the backfill of drizzle/0004_search.sql computes.
 */
export function searchDocument(source: SearchDocumentSource): string {
  const typeWords = source.contentTypes.map(
    (code) => CONTENT_TYPE_SEARCH_WORDS[code as ContentType] ?? code,
  );
  return normalizeSearchText(
    [
      source.name,
      ...translatedTexts(source.name, source.nameTranslations),
      source.authorNickName,
      source.overview,
      ...translatedTexts(source.overview, source.overviewTranslations),
      ...typeWords,
    ].join(' '),
  );
}

/** The value of `products.search_title` for a product: its names in every language, its author. */
export function searchTitle(
  source: Pick<SearchDocumentSource, 'name' | 'authorNickName' | 'nameTranslations'>,
): string {
  return normalizeSearchText(
    [
      source.name,
      ...translatedTexts(source.name, source.nameTranslations),
      source.authorNickName,
    ].join(' '),
  );
}

/** Both search columns of a product, for inserts and updates. */
export function searchColumns(source: SearchDocumentSource) {
  return { searchText: searchDocument(source), searchTitle: searchTitle(source) };
}

export const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const WORD = /[\p{L}\p{N}]+/gu;

function likePattern(text: string, prefixOnly = false): string {
  const escaped = likeLiteral(text);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

/**
 * Chinese, Japanese and Korean (kana, CJK ideographs, Hangul syllables, compatibility
 * ideographs): the database indexes each character and pair of characters of runs of these
 * (`cjk_grams()` in drizzle/0007_cjk_grams.sql, with the same ranges).
 */
export const GRAM_SCRIPTS =
  /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+$/u;

/**
 * One word of the text as tsquery: a prefix (`'obs':*`); for a run of those scripts, the run
 * itself when it has one or two characters (an indexed gram: `'灯效'`), else all its pairs
 * (`'呼吸' & '吸灯' & '灯效'`).
 */
function wordTsQuery(word: string): string {
  // Words hold only letters and digits, so quoting them is enough to escape them.
  if (!GRAM_SCRIPTS.test(word)) return `'${word}':*`;
  const chars = [...word];
  if (chars.length <= 2) return `'${word}'`;
  const pairs = chars.slice(1).map((char, index) => `'${chars[index]}${char}'`);
  return `(${pairs.join(' & ')})`;
}

/** Every word of the text, all required, in any order: `'obs':* & 'studio':*`. */
function wordsTsQuery(words: string[]): string {
  return words.map(wordTsQuery).join(' & ');
}

/** A parsed search text; null when there is nothing to search for. */
export interface ProductSearch {
  /** The normalised text. */
  text: string;
  /** Products that match. */
  where: SQL;
  /**
   * Best match first: exact name, name prefix, name substring, then a typo of a name or
   * author, then the other matches; within each, most liked first, then newest (id).
   */
  orderBy: SQL[];
}

export function parseSearch(q: string | undefined): ProductSearch | null {
  const text = normalizeSearchText(q ?? '');
  if (text === '') return null;
  const words = text.match(WORD) ?? [];
  // Matches of the text's own words (exact, in any language), and of a typo of a title.
  const wordMatches: SQL[] = [];
  if (words.length > 0) {
    wordMatches.push(sql`${products.searchVector} @@ to_tsquery('simple', ${wordsTsQuery(words)})`);
  }
  const long = [...text].length >= TRIGRAM_MIN_LENGTH;
  // Shorter texts are served by the indexed character pairs; a LIKE the trigram index cannot
  // serve would make the whole match a scan.
  if (long && CJK.test(text)) {
    wordMatches.push(sql`${products.searchText} like ${likePattern(text)}`);
  }
  const typoMatch = long ? sql`${text} <% ${products.searchTitle}` : undefined;
  const matches = typoMatch ? [...wordMatches, typoMatch] : wordMatches;
  const where = matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`;

  const name = sql`lower(${products.name})`;
  const tier = sql`case
    when ${name} = ${text} then 0
    when ${name} like ${likePattern(text, true)} then 1
    when ${name} like ${likePattern(text)} then 2
    else 3 end`;
  // Past the name matches: a typo of a name or author (word similarity ≥ the 0.6 threshold)
  // before a product that only mentions the words. Word similarity is computed only for
  // rows without a word match, so a broad word does not score thousands of titles.
  const closeness = sql`case
    when ${name} like ${likePattern(text)} then 1
    ${wordMatches.length > 0 ? sql`when ${sql.join(wordMatches, sql` or `)} then 0.5` : sql``}
    else word_similarity(${text}, ${products.searchTitle}) end`;
  return {
    text,
    where,
    orderBy: [asc(tier), desc(closeness), desc(products.likeCount), desc(products.id)],
  };
}

/**
 * Rewrites the search documents and titles of the products matching `where` from their current
 * rows: after an author's nickname changed, or to repair documents.
 */
export async function refreshSearchDocuments(db: Database, where: SQL): Promise<number> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      overview: products.overview,
      contentTypes: products.contentTypes,
      nameTranslations: products.nameTranslations,
      overviewTranslations: products.overviewTranslations,
      authorNickName: users.nickName,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(where)
    .orderBy(asc(products.id));
  for (let start = 0; start < rows.length; start += REFRESH_BATCH) {
    const values = rows
      .slice(start, start + REFRESH_BATCH)
      .map(
        (row) => sql`(${row.id}::integer, ${searchDocument(row)}::text, ${searchTitle(row)}::text)`,
      );
    await db.execute(
      sql`update ${products} set search_text = v.doc, search_title = v.title
          from (values ${sql.join(values, sql`, `)}) as v(id, doc, title)
          where ${products.id} = v.id`,
    );
  }
  return rows.length;
}

const REFRESH_BATCH = 500;
