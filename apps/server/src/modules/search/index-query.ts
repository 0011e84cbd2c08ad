import {
  CJK,
  GRAM_SCRIPTS,
  normalizeSearchText,
  TRIGRAM_MIN_LENGTH,
  WORD,
} from './product-search.ts';
import { preparePattern, type PreparedPattern } from './word-similarity.ts';

/**
 * One word of a search text as the index looks it up, exactly as `parseSearch` turns it into
 * a tsquery: a prefix of some lexeme (`'obs':*`), or for a run of Chinese, Japanese or Korean
 * characters, the run itself when it has one or two characters, else all of its pairs.
 */
export type IndexedWord = { kind: 'prefix'; prefix: string } | { kind: 'grams'; grams: string[] };

/** A search text the index can answer exactly as the SQL search would. */
export interface IndexQuery {
  /** The normalised text (what names are compared with). */
  text: string;
  /** Every word must match (AND); none: only typos of titles can match. */
  words: IndexedWord[];
  /** The pattern of the typo test (`text <% search_title`): texts of 3+ characters only. */
  typo: PreparedPattern | null;
}

/**
 * The index query for `q`; null for a blank text (no search); 'sql' for a text the index does
 * not answer (decision 036): a word mixing Chinese, Japanese or Korean characters with other
 * letters, or holding such characters outside the ranges `cjk_grams()` indexes, and a text of
 * 3+ characters with those scripts and also other words. There the SQL's substring test
 * (`search_text LIKE '%text%'`) can find more than the words do, so SQL answers.
 */
export function toIndexQuery(q: string | undefined): IndexQuery | null | 'sql' {
  const text = normalizeSearchText(q ?? '');
  if (text === '') return null;
  const words: IndexedWord[] = [];
  let gramWords = 0;
  const found = text.match(WORD) ?? [];
  for (const word of found) {
    if (GRAM_SCRIPTS.test(word)) {
      gramWords += 1;
      const chars = [...word];
      words.push({
        kind: 'grams',
        grams:
          chars.length <= 2 ? [word] : chars.slice(1).map((char, index) => chars[index]! + char),
      });
    } else if (CJK.test(word)) {
      return 'sql';
    } else {
      words.push({ kind: 'prefix', prefix: word });
    }
  }
  const long = [...text].length >= TRIGRAM_MIN_LENGTH;
  // With every word a run of those scripts, the substring test finds nothing the words miss:
  // each word of the text is then a gram, or made of grams, of the document's runs.
  if (long && CJK.test(text) && gramWords !== found.length) return 'sql';
  return { text, words, typo: long ? preparePattern(text) : null };
}
