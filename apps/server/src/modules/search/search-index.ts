import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CatalogChange, CatalogChanges } from '../catalog/index.ts';
import { countBits, emptyBitset, hasBit, setBit, type Bitset } from './bitset.ts';
import type { IndexQuery } from './index-query.ts';
import {
  loadIndexedPage,
  loadIndexedProducts,
  loadLikeCounts,
  type IndexedProduct,
} from './indexed-product.ts';
import {
  HIT_ORDER,
  hitOf,
  passesFilters,
  type Hit,
  type IndexFilters,
  type IndexSort,
} from './search-hits.ts';
import { SegmentBuilder, type Segment } from './segment.ts';

/** What one search answers: the page's product ids in order and the number of matches. */
export interface IndexPage {
  ids: number[];
  total: number;
}

interface IndexState {
  segment: Segment;
  /** Documents of the segment changed since it was built (served by the overlay, or gone). */
  masked: Bitset | null;
  /** Listed products changed since the build, as they are now. */
  overlay: ReadonlyMap<number, IndexedProduct>;
}

export interface SearchIndexOptions {
  /** How often like counts are compared with the index's order (0: never; tests). */
  refreshIntervalMs: number;
  log: FastifyBaseLogger;
}

/** Rows read per statement while building. */
const BUILD_PAGE = 2_000;
/** Changed products kept beside the segment before it is rebuilt with them. */
const OVERLAY_MAX = 1_000;

/**
 * The in-process search index (decision 036). PostgreSQL stays the source of truth: the index
 * is built from it in the background after start-up (until then, and whenever it cannot be
 * trusted, `search` answers null and the SQL search answers), then follows the database's
 * change announcements product by product (an overlay beside the built segment, read before
 * the next search), and is rebuilt when the overlay grows, when too much changed at once, after
 * the change listener reconnected, and when like counts no longer match its order (checked
 * every `refreshIntervalMs`: likes move the order at most that late, plus a build).
 */
export class SearchIndex {
  private state: IndexState | null = null;
  private building: Promise<void> | null = null;
  private buildAgain = false;
  /** Products changed while a build reads the catalogue: reloaded once it is swapped in. */
  private changedDuringBuild: Set<number> | null = null;
  private pending: Promise<void> = Promise.resolve();
  private pendingCount = 0;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogChanges,
    private readonly options: SearchIndexOptions,
  ) {}

  /** Follows the changes and builds in the background. */
  start(): void {
    this.unsubscribe = this.changes.subscribe((change) => this.onChange(change));
    this.rebuild();
    if (this.options.refreshIntervalMs > 0) {
      this.timer = setInterval(() => void this.checkOrder(), this.options.refreshIntervalMs);
      this.timer.unref();
    }
  }

  /** Built, and following every change. */
  get ready(): boolean {
    return this.state !== null && this.changes.live;
  }

  /** Resolves once no build and no change is in progress (tests, the benchmark). */
  async idle(): Promise<void> {
    while (this.building || this.pendingCount > 0) {
      await this.building;
      await this.pending;
    }
  }

  /**
   * One page of matches in `sort` order, or null when the index cannot answer now (SQL then).
   * Changes announced before the call are applied first.
   */
  async search(
    query: IndexQuery,
    filters: IndexFilters,
    sort: IndexSort,
    offset: number,
    pageSize: number,
  ): Promise<IndexPage | null> {
    if (this.pendingCount > 0) await this.pending;
    const state = this.state;
    if (!state || !this.changes.live) return null;
    const limit = offset + pageSize;
    const base = state.segment.search(query, filters, sort, limit, state.masked);
    const changed: Hit[] = [];
    for (const product of state.overlay.values()) {
      const hit = hitOf(product, query, filters);
      if (hit) changed.push(hit);
    }
    const hits = changed.length > 0 ? [...base.hits, ...changed].sort(HIT_ORDER[sort]) : base.hits;
    return {
      ids: hits.slice(offset, limit).map((hit) => hit.id),
      total: base.total + changed.length,
    };
  }

  /**
   * How many listed products pass `filters` (a list without search text: its total), or null
   * when the index cannot answer now. Changes announced before the call are counted.
   */
  async count(filters: IndexFilters): Promise<number | null> {
    if (this.pendingCount > 0) await this.pending;
    const state = this.state;
    if (!state || !this.changes.live) return null;
    let total = state.segment.count(filters, state.masked);
    for (const product of state.overlay.values()) if (passesFilters(product, filters)) total += 1;
    return total;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  private onChange(change: CatalogChange): void {
    if (change.kind === 'content') return;
    if (change.kind === 'all') {
      // Unknown changes: answer from SQL until a fresh build is in.
      this.state = null;
      this.rebuild();
      return;
    }
    if (this.changedDuringBuild) for (const id of change.ids) this.changedDuringBuild.add(id);
    this.enqueue(() => this.applyChanges(change.ids));
  }

  /** Runs `work` after every change before it; searches wait for the queue to drain. */
  private enqueue(work: () => Promise<void>): void {
    this.pendingCount += 1;
    this.pending = this.pending.then(work).finally(() => {
      this.pendingCount -= 1;
    });
  }

  /** Reloads these products into the overlay (or drops them: gone or delisted). */
  private async applyChanges(ids: number[]): Promise<void> {
    if (!this.state) return;
    let rows: IndexedProduct[];
    try {
      rows = await loadIndexedProducts(this.db, ids);
    } catch (error) {
      this.options.log.warn({ err: error }, 'search index: a change could not be read; rebuilding');
      this.state = null;
      this.rebuild();
      return;
    }
    const current = this.state;
    if (!current) return;
    const { segment } = current;
    const masked = current.masked ? current.masked.slice() : emptyBitset(segment.size);
    const overlay = new Map(current.overlay);
    for (const id of ids) {
      const doc = segment.docOf(id);
      if (doc !== undefined) setBit(masked, doc);
      overlay.delete(id);
    }
    for (const row of rows) overlay.set(row.id, row);
    this.state = { segment, masked, overlay };
    if (overlay.size > OVERLAY_MAX) this.rebuild();
  }

  /** Starts a build, or asks the running one to build once more when it ends. */
  private rebuild(): void {
    if (this.building) {
      this.buildAgain = true;
      return;
    }
    this.exclusively(() => this.buildLoop());
  }

  /** Runs a build (or a reorder) while no other runs; SQL answers if it fails. */
  private exclusively(work: () => Promise<void>): void {
    if (this.closed) return;
    this.building = work()
      .catch((error: unknown) => {
        if (this.closed) return;
        this.options.log.error({ err: error }, 'search index: the build failed; SQL answers');
        this.state = null;
      })
      .finally(() => {
        this.building = null;
        if (this.buildAgain) this.rebuild();
      });
  }

  private async buildLoop(): Promise<void> {
    do {
      this.buildAgain = false;
      this.changedDuringBuild = new Set();
      const started = performance.now();
      const builder = new SegmentBuilder();
      let after = 0;
      for (;;) {
        const page = await loadIndexedPage(this.db, after, BUILD_PAGE);
        for (const product of page) await builder.add(product);
        if (page.length < BUILD_PAGE || this.closed) break;
        after = page[page.length - 1]!.id;
      }
      if (this.closed) return;
      const segment = await builder.build();
      if (this.buildAgain) continue;
      const changed = [...this.changedDuringBuild];
      this.changedDuringBuild = null;
      this.state = { segment, masked: null, overlay: new Map() };
      if (changed.length > 0) this.enqueue(() => this.applyChanges(changed));
      this.options.log.info(
        { products: segment.size, ms: Math.round(performance.now() - started) },
        'search index built',
      );
    } while (this.buildAgain && !this.closed);
  }

  /**
   * Compares the like counts (and the set of listed products) with the index; the timer calls
   * it. Likes that moved reorder the built segment in memory (`Segment.withLikes`); anything
   * else that drifted (a product missing, changes in the overlay) rebuilds. Answers whether
   * either started.
   */
  async checkOrder(): Promise<boolean> {
    const state = this.state;
    if (!state || this.building || this.closed) return false;
    let counts: Map<number, number>;
    try {
      counts = await loadLikeCounts(this.db);
    } catch (error) {
      this.options.log.warn({ err: error }, 'search index: like counts could not be read');
      return false;
    }
    if (this.state !== state || this.building) return false;
    const { segment, masked, overlay } = state;
    const indexed = segment.size - (masked ? countBits(masked) : 0) + overlay.size;
    let missing = indexed !== counts.size;
    let likesMoved = false;
    for (const [id, likes] of counts) {
      if (missing) break;
      const changed = overlay.get(id);
      const doc = segment.docOf(id);
      if (changed) likesMoved ||= changed.likes !== likes;
      else if (doc === undefined || (masked !== null && hasBit(masked, doc))) missing = true;
      else likesMoved ||= segment.likesOf(doc) !== likes;
    }
    if (missing || (likesMoved && (masked !== null || overlay.size > 0))) {
      this.rebuild();
      return true;
    }
    if (!likesMoved) return false;
    this.exclusively(async () => {
      this.changedDuringBuild = new Set();
      const reordered = await segment.withLikes((id) => counts.get(id)!);
      const changed = [...this.changedDuringBuild];
      this.changedDuringBuild = null;
      if (this.closed || this.state?.segment !== segment) return;
      this.state = { segment: reordered, masked: null, overlay: new Map() };
      if (changed.length > 0) this.enqueue(() => this.applyChanges(changed));
    });
    return true;
  }
}
