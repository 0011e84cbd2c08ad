import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productDailyViews, products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { addressOf } from '../../lib/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts product page views for the creator dashboard (decision 030). */
    productViews: ProductViewCounter;
  }
}

/** Counted views wait in memory this long at most before one upsert writes them. */
export const VIEW_FLUSH_INTERVAL_MS = 2_000;
/** One view per viewer and product in this window: refetches, reloads and revisits add none. */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
/** Rows per upsert statement. */
const FLUSH_CHUNK = 1_000;

/** Crawlers and link unfurlers that name themselves. */
const BOT_USER_AGENT = /bot\b|crawler|spider|slurp|facebookexternalhit|bingpreview|whatsapp/i;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

/**
 * Not a person looking at the page: HEAD, a browser's speculative prefetch (`Sec-Purpose`,
 * `Purpose`, `X-Purpose`, `X-Moz`) or a self-declared bot.
 */
export function isBackgroundRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return true;
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((name) =>
    header(request, name),
  );
  if (purpose.some((value) => value.includes('prefetch') || value.includes('preview'))) {
    return true;
  }
  return BOT_USER_AGENT.test(header(request, 'user-agent'));
}

/** Who is looking: the user, else the address and browser (hashed, so keys stay short). */
function viewerOf(request: FastifyRequest): string {
  if (request.auth) return `u${request.auth.userId}`;
  const agent = createHash('sha256')
    .update(header(request, 'user-agent'))
    .digest('base64url')
    .slice(0, 16);
  return `a${addressOf(request.ip)}|${agent}`;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

interface PendingRow {
  productId: number;
  day: string;
  views: number;
}

/**
 * Views counted in memory and written every few seconds by one upsert per batch, so the
 * product read never waits for a write and a popular product costs one row update per flush,
 * not one per view (decision 030). Each instance adds its own counts (`views + excluded.views`),
 * so several instances and concurrent flushes sum exactly. A crash loses at most the last
 * few seconds of views.
 */
export class ProductViewCounter {
  private pending = new Map<string, PendingRow>();
  private readonly inFlight = new Set<Promise<void>>();
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts one view of a product the request has just read, unless it is a background read,
   * the author's own, or the same viewer's again within VIEW_REPEAT_WINDOW_MS. Never throws
   * and is not awaited: the repeat check may ask Redis.
   */
  countView(request: FastifyRequest, productId: number, authorId: number): void {
    if (isBackgroundRead(request)) return;
    if (request.auth?.userId === authorId) return;
    const day = utcDay(this.clock.now());
    const key = `productView:${productId}:${viewerOf(request)}`;
    const work = this.limiter
      .hit(key, 1, VIEW_REPEAT_WINDOW_MS)
      .then((hit) => {
        if (hit.allowed) this.add(productId, day, 1);
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'a product view was not counted'));
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Writes every view counted so far (the timer calls it; tests and shutdown too). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private add(productId: number, day: string, views: number): void {
    const key = `${productId}|${day}`;
    const row = this.pending.get(key);
    if (row) row.views += views;
    else this.pending.set(key, { productId, day, views });
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    for (let start = 0; start < rows.length; start += FLUSH_CHUNK) {
      const chunk = rows.slice(start, start + FLUSH_CHUNK);
      try {
        await upsertViews(this.db, chunk);
      } catch (error) {
        // Kept for the next flush (a database outage); a lost view beats a failed page.
        for (const row of chunk) this.add(row.productId, row.day, row.views);
        this.log.warn({ err: error, rows: chunk.length }, 'product views not written yet');
      }
    }
  }
}

/**
 * One statement per batch: rows in key order, so concurrent flushes of several instances lock
 * rows in the same order and never deadlock; products deleted meanwhile are skipped.
 */
async function upsertViews(db: Database, rows: PendingRow[]): Promise<void> {
  const values = sql.join(
    rows.map((row) => sql`(${row.productId}::integer, ${row.day}::date, ${row.views}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${productDailyViews} (product_id, day, views)
    select v.product_id, v.day, v.views
    from (values ${values}) as v (product_id, day, views)
    where exists (select 1 from ${products} p where p.id = v.product_id)
    order by v.product_id, v.day
    on conflict (product_id, day)
    do update set views = ${productDailyViews}.views + excluded.views`);
}

/** Decorates `productViews` and flushes it on a timer and when the app closes. */
export const productViewCounter = fp(
  async (app) => {
    const counter = new ProductViewCounter(app.db, app.clock, app.rateLimiter, app.log);
    app.decorate('productViews', counter);
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS);
      timer.unref();
    });
    // onClose hooks run last-added first, so the runner's database may already be closed
    // there: flush on preClose too, and on onClose for requests that finished meanwhile.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await counter.flush();
    });
    app.addHook('onClose', async () => counter.flush());
  },
  { name: 'product-view-counter', dependencies: ['auth'] },
);
