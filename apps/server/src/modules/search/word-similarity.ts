/**
 * pg_trgm's `word_similarity(a, b)` and `a <% b` (contrib/pg_trgm/trgm_op.c, PostgreSQL 15–18),
 * ported so the search index tolerates exactly the typos the SQL search tolerates (decision 036).
 *
 * A text's trigrams: each word (a run of letters and digits) is lower-cased, padded with two
 * spaces before and one after, and cut into every run of three characters. pg_trgm keeps a
 * trigram of multibyte characters as a 3-byte CRC of it; here a trigram is its string, which
 * differs only when two trigrams' CRCs collide.
 */

const WORD_CHARS = /[\p{L}\p{N}]+/gu;

/** pg_trgm.word_similarity_threshold: `<%` holds at this word similarity or above. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Every trigram of the text in order, with repeats (`generate_trgm_only`). */
export function trigramsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(WORD_CHARS) ?? []) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 2 < chars.length; i += 1)
      out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** The distinct trigrams of a text (`generate_trgm`), for postings and candidate counts. */
export function uniqueTrigramsOf(text: string): string[] {
  return [...new Set(trigramsOf(text))];
}

/** A search text's trigrams, prepared once per query for many `wordSimilarity` calls. */
export interface PreparedPattern {
  /** Distinct trigrams of the pattern. */
  trigrams: ReadonlySet<string>;
  /** ulen1: their number. */
  count: number;
}

export function preparePattern(text: string): PreparedPattern {
  const trigrams = new Set(trigramsOf(text));
  return { trigrams, count: trigrams.size };
}

/** float4 division as pg_trgm's CALCSML does it: count / (len1 + len2 - count). */
function calcSml(count: number, len1: number, len2: number): number {
  return Math.fround(Math.fround(count) / Math.fround(len1 + len2 - count));
}

/**
 * The greatest similarity between the pattern and any extent of the text's trigram sequence
 * (`calc_word_similarity` with `iterate_word_similarity`, no flags), as float4.
 */
export function wordSimilarity(pattern: PreparedPattern, text: string): number {
  const ulen1 = pattern.count;
  if (ulen1 === 0) return 0;
  const trg2 = trigramsOf(text);
  const len2 = trg2.length;
  if (len2 === 0) return 0;
  // trg2indexes: each trigram of the text numbered among the distinct trigrams of both;
  // found: whether that distinct trigram is one of the pattern's.
  const numbering = new Map<string, number>();
  const found: boolean[] = [];
  const trg2indexes = new Int32Array(len2);
  for (let i = 0; i < len2; i += 1) {
    const trigram = trg2[i]!;
    let index = numbering.get(trigram);
    if (index === undefined) {
      index = numbering.size;
      numbering.set(trigram, index);
      found.push(pattern.trigrams.has(trigram));
    }
    trg2indexes[i] = index;
  }
  const lastpos = new Int32Array(numbering.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i += 1) {
    const trgindex = trg2indexes[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2 += 1;
        if (found[trgindex]) count += 1;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcSml(count, ulen1, ulen2);
    // Also try to move the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[tmpTrgindex]) tmpCount -= 1;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

/** `pattern <% text`: the float4 similarity compared with the double threshold, as pg_trgm does. */
export function isWordSimilar(pattern: PreparedPattern, text: string): boolean {
  return wordSimilarity(pattern, text) >= WORD_SIMILARITY_THRESHOLD;
}
