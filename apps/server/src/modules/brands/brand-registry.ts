import { brandForHost } from '@space/contracts/host-rules';
import { tenantByCode } from '@space/contracts/tenants';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import type { CatalogChanges } from '../catalog/index.ts';

/** How old the copy may grow while no announcement can be trusted (listener off or down). */
export const BRAND_RULES_TTL_MS = 5_000;
/** After a failed read (database down), the old copy serves this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * This instance's copy of the brands' host rules (spec §2), so that resolving a request's host
 * costs no query. The database is the source: every write to `tenants` is announced on the
 * catalogue channel (trigger of migration 0013), and an announcement marks the copy stale;
 * while the channel is not live (not started, or reconnecting on PostgreSQL) the copy is
 * re-read when older than BRAND_RULES_TTL_MS. Re-reading is one query of six rows, run by the
 * next API request (`refreshIfStale`), never by a resolution; when it fails, the old copy
 * keeps serving. Times are the process's monotonic clock, not the app's (tests move that).
 */
export class BrandRegistry {
  private rules: { code: string; hostRules: string[] }[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private retryAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  /** The last read failed: later reads run in the background until one succeeds. */
  private failing = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogChanges,
    private readonly log: FastifyBaseLogger,
  ) {
    changes.subscribe((change) => {
      if (change.kind !== 'products') this.stale = true;
    });
  }

  /** After a write on this instance: the next request reads the rules again. */
  markStale(): void {
    this.stale = true;
  }

  /**
   * A known change (announced, or this instance's own write) is read before the request goes
   * on, so it takes effect at once; a copy that merely aged, or a read that failed, is read
   * again in the background, so that no request waits on a database that is down.
   */
  async refreshIfStale(): Promise<void> {
    const now = performance.now();
    if (now < this.retryAt) return;
    const expired = !this.changes.live && now - this.loadedAt >= BRAND_RULES_TTL_MS;
    if (!this.stale && !expired) return;
    const mustWait = this.stale && !this.failing;
    const reading = this.read();
    if (!mustWait) return;
    await reading;
    // A read already under way may have begun before the change: then one more.
    if (this.stale && !this.failing) await this.read();
  }

  private read(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    // Cleared first: an announcement arriving during the read marks the copy stale again.
    this.stale = false;
    const startedAt = performance.now();
    try {
      this.rules = await this.db
        .select({ code: tenants.code, hostRules: tenants.hostRules })
        .from(tenants)
        .orderBy(asc(tenants.id));
      this.loadedAt = startedAt;
      this.failing = false;
    } catch (error) {
      this.stale = true;
      this.failing = true;
      this.retryAt = performance.now() + RETRY_AFTER_FAILURE_MS;
      this.log.warn({ err: error }, 'brand host rules could not be read; the old ones serve');
    }
  }

  /** The tenant id the host name selects, or null when no rule matches. */
  tenantForHost(hostname: string): number | null {
    const code = brandForHost(hostname, this.rules);
    return tenantByCode(code)?.id ?? null;
  }
}
