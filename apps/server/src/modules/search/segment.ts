import {
  andInto,
  andNotInto,
  bitsetOf,
  countBits,
  emptyBitset,
  forEachBit,
  forEachBitDescending,
  hasBit,
  setBit,
  type Bitset,
} from './bitset.ts';
import type { IndexedWord, IndexQuery } from './index-query.ts';
import type { IndexedProduct } from './indexed-product.ts';
import type { Hit, IndexFilters, IndexSort } from './search-hits.ts';
import {
  uniqueTrigramsOf,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
  type PreparedPattern,
} from './word-similarity.ts';

/**
 * The built part of the search index (decision 036): every listed product at build time,
 * numbered in the order of likes (desc), then id (desc), so that a set of documents walked
 * from its lowest number up is already in popularity order and a page costs the page.
 *
 * - Lexemes of `search_vector` with their posting lists (sorted document numbers); a word of
 *   the search is the union over the lexemes it prefixes, as a bitset, cached per word.
 * - Trigrams of `search_title` (pg_trgm's) with postings: typo candidates are the titles that
 *   share enough of the text's trigrams; the exact word similarity decides.
 * - Three-character runs of `lower(name)` with postings: the name tiers' candidates.
 * - The filters as bitsets per value, and the newest and price orders as rank arrays.
 *
 * Immutable once built; products changed since are masked out and served by the overlay.
 */
export class Segment {
  readonly size: number;
  private readonly docOfId = new Map<number, number>();
  private readonly setCache = new Map<string, Bitset>();
  private readonly filterCache = new Map<string, Bitset>();
  private readonly counts: Uint16Array;

  constructor(
    private readonly ids: Int32Array,
    private readonly likes: Int32Array,
    private readonly created: Float64Array,
    private readonly prices: Float64Array,
    private readonly authors: Int32Array,
    private readonly names: string[],
    private readonly titles: string[],
    private readonly terms: string[],
    private readonly termPostings: Postings,
    private readonly trigramIds: Map<string, number>,
    private readonly trigramPostings: Postings,
    private readonly nameGramIds: Map<string, number>,
    private readonly nameGramPostings: Postings,
    private readonly valueSets: Map<string, Bitset>,
    private readonly unrestricted: Bitset,
    private readonly restricted: Map<number, Int32Array>,
    private readonly newestDocs: Int32Array,
    private readonly newestRanks: Int32Array,
    private readonly priceDocs: Int32Array,
    private readonly priceRanks: Int32Array,
  ) {
    this.size = ids.length;
    for (let doc = 0; doc < ids.length; doc += 1) this.docOfId.set(ids[doc]!, doc);
    this.counts = new Uint16Array(ids.length);
  }

  docOf(id: number): number | undefined {
    return this.docOfId.get(id);
  }

  likesOf(doc: number): number {
    return this.likes[doc]!;
  }

  idOf(doc: number): number {
    return this.ids[doc]!;
  }

  /**
   * This segment with new like counts: the same products renumbered in the new order, every
   * posting list and set carried over. Much cheaper than a build (no reading, no words), so
   * likes can reorder the index often; yields now and then.
   */
  async withLikes(likesOf: (id: number) => number): Promise<Segment> {
    const size = this.size;
    const newLikes = Int32Array.from(this.ids, (id) => likesOf(id));
    const order = Int32Array.from({ length: size }, (_, doc) => doc).sort(
      (a, b) => newLikes[b]! - newLikes[a]! || this.ids[b]! - this.ids[a]!,
    );
    const perm = new Int32Array(size);
    order.forEach((old, doc) => (perm[old] = doc));
    await breathe();
    const pick = <T>(values: ArrayLike<T>) => Array.from(order, (old) => values[old]!);
    const moved = (set: Bitset) => {
      const out = emptyBitset(size);
      forEachBit(set, (doc) => setBit(out, perm[doc]!));
      return out;
    };
    const valueSets = new Map<string, Bitset>();
    for (const [key, set] of this.valueSets) valueSets.set(key, moved(set));
    const restricted = new Map<number, Int32Array>();
    for (const [tenant, docs] of this.restricted) {
      restricted.set(tenant, Int32Array.from(docs, (doc) => perm[doc]!).sort());
    }
    const reranked = (docs: Int32Array, ranks: Int32Array) => {
      const newRanks = new Int32Array(size);
      ranks.forEach((rank, old) => (newRanks[perm[old]!] = rank));
      return [docs.map((old) => perm[old]!), newRanks] as const;
    };
    const [newestDocs, newestRanks] = reranked(this.newestDocs, this.newestRanks);
    const [priceDocs, priceRanks] = reranked(this.priceDocs, this.priceRanks);
    const termPostings = await this.termPostings.renumbered(perm, breathe);
    const trigramPostings = await this.trigramPostings.renumbered(perm, breathe);
    const nameGramPostings = await this.nameGramPostings.renumbered(perm, breathe);
    return new Segment(
      Int32Array.from(order, (old) => this.ids[old]!),
      Int32Array.from(order, (old) => newLikes[old]!),
      Float64Array.from(order, (old) => this.created[old]!),
      Float64Array.from(order, (old) => this.prices[old]!),
      Int32Array.from(order, (old) => this.authors[old]!),
      pick(this.names),
      pick(this.titles),
      this.terms,
      termPostings,
      this.trigramIds,
      trigramPostings,
      this.nameGramIds,
      nameGramPostings,
      valueSets,
      moved(this.unrestricted),
      restricted,
      newestDocs,
      newestRanks,
      priceDocs,
      priceRanks,
    );
  }

  /**
   * The first `limit` matches in `sort` order and the number of matches, leaving out the
   * documents in `masked` (changed since the build).
   */
  search(
    query: IndexQuery,
    filters: IndexFilters,
    sort: IndexSort,
    limit: number,
    masked: Bitset | null,
  ): { hits: Hit[]; total: number } {
    const allowed = this.allowedSet(filters).slice();
    if (masked) andNotInto(allowed, masked);
    const words = allowed.slice();
    if (query.words.length === 0) words.fill(0);
    for (const word of query.words) andInto(words, this.wordSet(word));
    const typos = query.typo ? this.typoMatches(query.typo, allowed, words) : [];
    const total = countBits(words) + typos.length;
    const hits: Hit[] = [];
    const push = (doc: number, tier: number, closeness: number): boolean => {
      hits.push(this.hit(doc, tier, closeness));
      return hits.length < limit;
    };
    if (limit <= 0 || total === 0) return { hits, total };

    if (sort === 'relevance') {
      this.relevanceOrder(query.text, words, typos, push);
      return { hits, total };
    }
    // Past relevance, tiers and closeness play no part in the order.
    const matches = words;
    for (const typo of typos) setBit(matches, typo.doc);
    if (sort === 'popular') {
      forEachBit(matches, (doc) => push(doc, 3, 0));
      return { hits, total };
    }
    const [docs, ranks] =
      sort === 'newest' ? [this.newestDocs, this.newestRanks] : [this.priceDocs, this.priceRanks];
    const ranked = emptyBitset(this.size);
    forEachBit(matches, (doc) => setBit(ranked, ranks[doc]!));
    const visit = (rank: number) => push(docs[rank]!, 3, 0);
    if (sort === 'priceDesc') forEachBitDescending(ranked, visit);
    else forEachBit(ranked, visit);
    return { hits, total };
  }

  /** How many documents pass `filters` (a list without search text), leaving out `masked`. */
  count(filters: IndexFilters, masked: Bitset | null): number {
    const allowed = this.allowedSet(filters);
    if (!masked) return countBits(allowed);
    const live = allowed.slice();
    andNotInto(live, masked);
    return countBits(live);
  }

  private hit(doc: number, tier: number, closeness: number): Hit {
    return {
      id: this.ids[doc]!,
      tier,
      closeness,
      likes: this.likes[doc]!,
      created: this.created[doc]!,
      priceOrder: this.prices[doc]!,
    };
  }

  /**
   * Best match first (parseSearch's order): exact name, name prefix, name contains the text
   * (each by likes, then id: document order), then typos of titles by similarity, then the
   * word matches in document order. Each name tier streams the postings of the name index in
   * document order and stops as soon as `push` has its page.
   */
  private relevanceOrder(
    text: string,
    words: Bitset,
    typos: TypoMatch[],
    push: (doc: number, tier: number, closeness: number) => boolean,
  ): void {
    const matches = words.slice();
    for (const typo of typos) setBit(matches, typo.doc);
    const chars = [...text];
    const short = chars.length <= NAME_GRAM_MAX;
    // Every name tier doc met: all of them once the three streams ran to their end.
    const named = new Set<number>();
    const exact = this.nameGram(`=${text}`);
    for (let i = 0; i < exact.length; i += 1) {
      const doc = exact[i]!;
      if (!hasBit(matches, doc)) continue;
      named.add(doc);
      if (!push(doc, 0, 1)) return;
    }
    const starts = this.nameGram(`^${chars.slice(0, NAME_GRAM_MAX).join('')}`);
    for (let i = 0; i < starts.length; i += 1) {
      const doc = starts[i]!;
      if (!hasBit(matches, doc) || named.has(doc)) continue;
      if (!short && !this.names[doc]!.startsWith(text)) continue;
      named.add(doc);
      if (!push(doc, 1, 1)) return;
    }
    const contains = this.nameContainsCandidates(chars);
    for (let i = 0; i < contains.length; i += 1) {
      const doc = contains[i]!;
      if (!hasBit(matches, doc) || named.has(doc)) continue;
      const name = this.names[doc]!;
      if (name.startsWith(text) || (!short && !name.includes(text))) continue;
      named.add(doc);
      if (!push(doc, 2, 1)) return;
    }
    const ranked = typos
      .filter((typo) => !named.has(typo.doc))
      .sort((a, b) => b.similarity - a.similarity || a.doc - b.doc);
    for (const typo of ranked) if (!push(typo.doc, 3, typo.similarity)) return;
    forEachBit(words, (doc) => (named.has(doc) ? true : push(doc, 3, 0.5)));
  }

  private nameGram(key: string): Int32Array {
    const id = this.nameGramIds.get(key);
    return id === undefined ? NO_DOCS : this.nameGramPostings.of(id);
  }

  /**
   * Documents whose name contains the text: the postings of the text itself when it is short
   * enough to be a gram of the name index (exact), else those of its rarest three-character
   * run (each run of the text is one of the name's), to be checked.
   */
  private nameContainsCandidates(chars: string[]): Int32Array {
    if (chars.length <= NAME_GRAM_MAX) return this.nameGram(`~${chars.join('')}`);
    let best: Int32Array | null = null;
    for (let i = 0; i + NAME_GRAM_MAX <= chars.length; i += 1) {
      const postings = this.nameGram(`~${chars.slice(i, i + NAME_GRAM_MAX).join('')}`);
      if (!best || postings.length < best.length) best = postings;
    }
    return best ?? NO_DOCS;
  }

  /**
   * Typo matches that are not word matches. pg_trgm's word similarity cannot reach 0.6 with
   * fewer than `need` of the text's trigrams in the title, so a candidate holds one of the
   * `present - need + 1` rarest (pigeonhole): their postings are counted, the common trigrams
   * are tested with bitsets (cached), and the survivors are scored exactly.
   */
  private typoMatches(pattern: PreparedPattern, allowed: Bitset, words: Bitset): TypoMatch[] {
    if (pattern.count === 0) return [];
    const need = Math.ceil(WORD_SIMILARITY_THRESHOLD * pattern.count - 1e-3);
    const present: number[] = [];
    for (const trigram of pattern.trigrams) {
      const id = this.trigramIds.get(trigram);
      if (id !== undefined) present.push(id);
    }
    if (present.length < need) return [];
    present.sort((a, b) => this.trigramPostings.of(a).length - this.trigramPostings.of(b).length);
    const rare = present.slice(0, present.length - need + 1);
    const common = present.slice(rare.length).map((id) => this.trigramSet(id));
    const counts = this.counts;
    const touched: number[] = [];
    for (const id of rare) {
      const postings = this.trigramPostings.of(id);
      for (let i = 0; i < postings.length; i += 1) {
        const doc = postings[i]!;
        if (counts[doc] === 0) touched.push(doc);
        counts[doc] = counts[doc]! + 1;
      }
    }
    const matches: TypoMatch[] = [];
    for (const doc of touched) {
      let shared = counts[doc]!;
      counts[doc] = 0;
      if (!hasBit(allowed, doc) || hasBit(words, doc)) continue;
      for (let i = 0; i < common.length && shared < need; i += 1) {
        if (shared + common.length - i < need) break;
        if (hasBit(common[i]!, doc)) shared += 1;
      }
      if (shared < need) continue;
      const similarity = wordSimilarity(pattern, this.titles[doc]!);
      if (similarity >= WORD_SIMILARITY_THRESHOLD) matches.push({ doc, similarity });
    }
    return matches;
  }

  /** The titles holding a trigram, as a bitset (cached: the common ones recur). */
  private trigramSet(id: number): Bitset {
    const key = `t ${id}`;
    return this.cached(key, () => bitsetOf(this.size, this.trigramPostings.of(id)));
  }

  /** A least-recently-used cache of bitsets derived from the segment. */
  private cached(key: string, make: () => Bitset): Bitset {
    const hit = this.setCache.get(key);
    if (hit) {
      this.setCache.delete(key);
      this.setCache.set(key, hit);
      return hit;
    }
    const set = make();
    this.setCache.set(key, set);
    if (this.setCache.size > SET_CACHE_ENTRIES) {
      this.setCache.delete(this.setCache.keys().next().value!);
    }
    return set;
  }

  /** Documents with some lexeme the word prefixes, or with all of its grams. Cached. */
  private wordSet(word: IndexedWord): Bitset {
    const key = word.kind === 'prefix' ? `p ${word.prefix}` : `g ${word.grams.join(' ')}`;
    return this.cached(key, () => {
      if (word.kind === 'prefix') {
        const set = emptyBitset(this.size);
        for (let term = lowerBound(this.terms, word.prefix); term < this.terms.length; term += 1) {
          if (!this.terms[term]!.startsWith(word.prefix)) break;
          const postings = this.termPostings.of(term);
          for (let i = 0; i < postings.length; i += 1) setBit(set, postings[i]!);
        }
        return set;
      }
      const set = emptyBitset(this.size).fill(0xffffffff);
      for (const gram of word.grams) {
        const term = lowerBound(this.terms, gram);
        andInto(
          set,
          bitsetOf(this.size, this.terms[term] === gram ? this.termPostings.of(term) : NO_DOCS),
        );
      }
      return set;
    });
  }

  /** The documents the filters and the viewer's brand allow (not to be changed: cached). */
  private allowedSet(filters: IndexFilters): Bitset {
    const key = JSON.stringify(filters);
    const cached = this.filterCache.get(key);
    if (cached) return cached;
    const set = this.unrestricted.slice();
    const own = this.restricted.get(filters.tenantId);
    if (own) for (const doc of own) setBit(set, doc);
    const parts: (Bitset | undefined)[] = [];
    if (filters.family !== undefined) parts.push(this.valueSet(`family ${filters.family}`));
    if (filters.type !== undefined) parts.push(this.valueSet(`type ${filters.type}`));
    if (filters.category !== undefined) parts.push(this.valueSet(`category ${filters.category}`));
    if (filters.system !== undefined) parts.push(this.valueSet(`system ${filters.system}`));
    if (filters.price !== 'all') parts.push(this.valueSet(`price ${filters.price}`));
    for (const part of parts) andInto(set, part ?? emptyBitset(this.size));
    if (filters.author !== undefined) {
      const author = emptyBitset(this.size);
      for (let doc = 0; doc < this.size; doc += 1) {
        if (this.authors[doc] === filters.author) setBit(author, doc);
      }
      andInto(set, author);
    }
    this.filterCache.set(key, set);
    if (this.filterCache.size > FILTER_CACHE_ENTRIES) {
      this.filterCache.delete(this.filterCache.keys().next().value!);
    }
    return set;
  }

  private valueSet(key: string): Bitset | undefined {
    return this.valueSets.get(key);
  }
}

interface TypoMatch {
  doc: number;
  similarity: number;
}

/** Word and trigram bitsets kept (12.5 kB each at 100,000 products). */
const SET_CACHE_ENTRIES = 1024;
/** The name index holds every run of up to this many characters of each name. */
const NAME_GRAM_MAX = 3;
const NO_DOCS = new Int32Array(0);
const FILTER_CACHE_ENTRIES = 256;

/** Posting lists in one array (compressed sparse rows): list `i` is `docs[start[i]..start[i+1])`. */
export class Postings {
  constructor(
    private readonly start: Int32Array,
    private readonly docs: Int32Array,
  ) {}

  of(list: number): Int32Array {
    return this.docs.subarray(this.start[list]!, this.start[list + 1]!);
  }

  get entries(): number {
    return this.docs.length;
  }

  /**
   * The same lists with document `d` renumbered `perm[d]`, each list again in document order:
   * transposed to one list of lists per (new) document, then read back in document order.
   * Linear in the entries; yields now and then.
   */
  async renumbered(perm: Int32Array, breathe: () => Promise<void>): Promise<Postings> {
    const lists = this.start.length - 1;
    const docCount = perm.length;
    const byDoc = new Int32Array(docCount + 1);
    for (let i = 0; i < this.docs.length; i += 1) {
      const at = perm[this.docs[i]!]! + 1;
      byDoc[at] = byDoc[at]! + 1;
    }
    for (let doc = 0; doc < docCount; doc += 1) byDoc[doc + 1] = byDoc[doc + 1]! + byDoc[doc]!;
    await breathe();
    const listsOfDoc = new Int32Array(this.docs.length);
    const cursor = byDoc.slice(0, docCount);
    for (let list = 0; list < lists; list += 1) {
      for (let i = this.start[list]!; i < this.start[list + 1]!; i += 1) {
        const doc = perm[this.docs[i]!]!;
        listsOfDoc[cursor[doc]!] = list;
        cursor[doc] = cursor[doc]! + 1;
      }
      if ((list & 4095) === 0) await breathe();
    }
    const docs = new Int32Array(this.docs.length);
    const next = this.start.slice(0, lists);
    for (let doc = 0; doc < docCount; doc += 1) {
      for (let i = byDoc[doc]!; i < byDoc[doc + 1]!; i += 1) {
        const list = listsOfDoc[i]!;
        docs[next[list]!] = doc;
        next[list] = next[list]! + 1;
      }
      if ((doc & 8191) === 0) await breathe();
    }
    return new Postings(this.start, docs);
  }
}

/** The first index whose string is >= `key` (code-unit order, so prefixes are contiguous). */
function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Yields to the event loop so a build in the background never holds requests up for long. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Work between two yields of a build, in milliseconds. */
const BUILD_SLICE_MS = 8;

/** Collects products (in any order) and builds a Segment from them without blocking for long. */
export class SegmentBuilder {
  private readonly products: BuildRecord[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly trigramIds = new Map<string, number>();
  private readonly nameGramIds = new Map<string, number>();
  private readonly terms = new ListPool();
  private readonly trigrams = new ListPool();
  private readonly nameGrams = new ListPool();
  private sliceStarted = performance.now();

  /** Adds one product; yields now and then. */
  async add(product: IndexedProduct): Promise<void> {
    const { lexemes, ...kept } = product;
    this.products.push({ product: kept, seq: this.products.length });
    this.terms.add(this.termIds, lexemes);
    this.trigrams.add(this.trigramIds, uniqueTrigramsOf(product.title));
    this.nameGrams.add(this.nameGramIds, nameGramsOf(product.nameLower));
    await this.maybeBreathe();
  }

  private async maybeBreathe(): Promise<void> {
    if (performance.now() - this.sliceStarted < BUILD_SLICE_MS) return;
    await breathe();
    this.sliceStarted = performance.now();
  }

  async build(): Promise<Segment> {
    const records = this.products.sort(
      (a, b) => b.product.likes - a.product.likes || b.product.id - a.product.id,
    );
    const size = records.length;
    await this.maybeBreathe();
    // Terms in code-unit order, so the lexemes a prefix starts are one range.
    const terms = [...this.termIds.keys()].sort();
    const termRank = new Int32Array(terms.length);
    terms.forEach((term, rank) => (termRank[this.termIds.get(term)!] = rank));
    const termPostings = await this.postings(records, terms.length, this.terms, termRank);
    const trigramPostings = await this.postings(records, this.trigramIds.size, this.trigrams);
    const nameGramPostings = await this.postings(records, this.nameGramIds.size, this.nameGrams);

    const ids = new Int32Array(size);
    const likes = new Int32Array(size);
    const created = new Float64Array(size);
    const prices = new Float64Array(size);
    const authors = new Int32Array(size);
    const names: string[] = new Array<string>(size);
    const titles: string[] = new Array<string>(size);
    const valueDocs = new Map<string, number[]>();
    const addValue = (key: string, doc: number) => {
      const docs = valueDocs.get(key);
      if (docs) docs.push(doc);
      else valueDocs.set(key, [doc]);
    };
    const unrestricted = emptyBitset(size);
    const restrictedDocs = new Map<number, number[]>();
    for (let doc = 0; doc < size; doc += 1) {
      const product = records[doc]!.product;
      ids[doc] = product.id;
      likes[doc] = product.likes;
      created[doc] = product.created;
      prices[doc] = product.priceOrder;
      authors[doc] = product.authorId;
      names[doc] = product.nameLower;
      titles[doc] = product.title;
      addValue(`family ${product.family}`, doc);
      addValue(`category ${product.category}`, doc);
      for (const type of new Set(product.types)) addValue(`type ${type}`, doc);
      for (const system of new Set(product.systems)) addValue(`system ${system}`, doc);
      if (product.priceOrder === 0) addValue('price free', doc);
      if (product.priceOrder > 0) addValue('price paid', doc);
      if (product.restrictedTo.length === 0) setBit(unrestricted, doc);
      for (const tenant of new Set(product.restrictedTo)) {
        const docs = restrictedDocs.get(tenant);
        if (docs) docs.push(doc);
        else restrictedDocs.set(tenant, [doc]);
      }
    }
    await this.maybeBreathe();
    const valueSets = new Map<string, Bitset>();
    for (const [key, docs] of valueDocs) valueSets.set(key, bitsetOf(size, docs));
    const restricted = new Map<number, Int32Array>();
    for (const [tenant, docs] of restrictedDocs) restricted.set(tenant, Int32Array.from(docs));

    const order = (compare: (a: number, b: number) => number) => {
      const docs = Int32Array.from({ length: size }, (_, doc) => doc).sort(compare);
      const ranks = new Int32Array(size);
      docs.forEach((doc, rank) => (ranks[doc] = rank));
      return [docs, ranks] as const;
    };
    const [newestDocs, newestRanks] = order(
      (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!,
    );
    await this.maybeBreathe();
    const [priceDocs, priceRanks] = order((a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!);
    await this.maybeBreathe();
    return new Segment(
      ids,
      likes,
      created,
      prices,
      authors,
      names,
      titles,
      terms,
      termPostings,
      this.trigramIds,
      trigramPostings,
      this.nameGramIds,
      nameGramPostings,
      valueSets,
      unrestricted,
      restricted,
      newestDocs,
      newestRanks,
      priceDocs,
      priceRanks,
    );
  }

  /** Posting lists of `lists` lists from each record's list ids, documents in order. */
  private async postings(
    records: BuildRecord[],
    lists: number,
    pool: ListPool,
    renumber?: Int32Array,
  ): Promise<Postings> {
    const start = new Int32Array(lists + 1);
    for (const record of records) {
      for (const list of pool.of(record.seq)) {
        const at = (renumber ? renumber[list]! : list) + 1;
        start[at] = start[at]! + 1;
      }
    }
    for (let i = 0; i < lists; i += 1) start[i + 1] = start[i + 1]! + start[i]!;
    const docs = new Int32Array(start[lists]!);
    const next = start.slice(0, lists);
    for (let doc = 0; doc < records.length; doc += 1) {
      for (const list of pool.of(records[doc]!.seq)) {
        const at = renumber ? renumber[list]! : list;
        docs[next[at]!] = doc;
        next[at] = next[at]! + 1;
      }
      if ((doc & 4095) === 0) await this.maybeBreathe();
    }
    return new Postings(start, docs);
  }
}

interface BuildRecord {
  product: Omit<IndexedProduct, 'lexemes'>;
  /** The order products were added in: their lists in the pools. */
  seq: number;
}

/** Each added product's list of ids (lexemes, trigrams, name keys), in one growing array. */
class ListPool {
  private data = new Int32Array(1 << 16);
  private length = 0;
  private readonly starts: number[] = [0];

  /** Appends the next product's distinct keys, numbered through `dictionary`. */
  add(dictionary: Map<string, number>, keys: Iterable<string>): void {
    for (const key of new Set(keys)) {
      let id = dictionary.get(key);
      if (id === undefined) {
        id = dictionary.size;
        dictionary.set(key, id);
      }
      if (this.length === this.data.length) {
        const grown = new Int32Array(this.data.length * 2);
        grown.set(this.data);
        this.data = grown;
      }
      this.data[this.length] = id;
      this.length += 1;
    }
    this.starts.push(this.length);
  }

  of(seq: number): Int32Array {
    return this.data.subarray(this.starts[seq]!, this.starts[seq + 1]!);
  }
}

/**
 * The keys of a name in the name index: `=name` (exact), `^` and its first one to three
 * characters (prefix), `~` and every run of one to three characters (contains).
 */
function nameGramsOf(name: string): string[] {
  // Code points, not UTF-16 units: a character outside the BMP is one character.
  const chars = /[\ud800-\udfff]/.test(name) ? [...name] : name;
  const grams = [`=${name}`];
  for (let length = 1; length <= Math.min(NAME_GRAM_MAX, chars.length); length += 1) {
    grams.push(`^${gramAt(chars, 0, length)}`);
    for (let i = 0; i + length <= chars.length; i += 1) grams.push(`~${gramAt(chars, i, length)}`);
  }
  return grams;
}

function gramAt(chars: string | string[], start: number, length: number): string {
  return typeof chars === 'string'
    ? chars.slice(start, start + length)
    : chars.slice(start, start + length).join('');
}
