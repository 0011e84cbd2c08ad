import type {
  CreatorStats,
  StatsBreakdown,
  StatsMetrics,
  StatsProduct,
  StatsVersion,
} from '@space/contracts/creator-stats';
import { TIERS, type PaymentMethod, type Tier } from '@space/contracts/limits';
import type { ActivityRow, DownloadRow, SaleRow } from './creator-stats.queries.ts';

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (`YYYY-MM-DD`, both included), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The range of `days` days ending with `to`. */
export function rangeEnding(to: string, days: number): { from: string; to: string } {
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to };
}

/** Counts and money being added up; money per currency, never mixed. */
class Tally {
  views = 0;
  likes = 0;
  downloads = 0;
  sales = 0;
  refunds = 0;
  private readonly money = new Map<string, { gross: number; refunded: number }>();

  addMoney(currency: string, gross: number, refunded: number): void {
    const entry = this.money.get(currency) ?? { gross: 0, refunded: 0 };
    entry.gross += gross;
    entry.refunded += refunded;
    this.money.set(currency, entry);
  }

  toMetrics(): StatsMetrics {
    return {
      views: this.views,
      likes: this.likes,
      downloads: this.downloads,
      sales: this.sales,
      refunds: this.refunds,
      revenue: [...this.money]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, { gross, refunded }]) => ({
          currency,
          grossMinor: gross,
          refundedMinor: refunded,
          netMinor: gross - refunded,
        })),
    };
  }
}

function tallyOf<K>(map: Map<K, Tally>, key: K): Tally {
  let tally = map.get(key);
  if (!tally) {
    tally = new Tally();
    map.set(key, tally);
  }
  return tally;
}

export interface StatsInput {
  from: string;
  to: string;
  products: { id: number; name: string; status: string }[];
  views: ActivityRow[];
  likes: ActivityRow[];
  downloads: DownloadRow[];
  sales: SaleRow[];
  /** The versions of the one product asked for, newest first; empty for all products. */
  versions: { version: string; createdAt: Date }[];
}

/**
 * Which version a day's activity belongs to: the newest one released by the end of that day
 * (UTC); days before the first release go to the first version.
 */
export function versionOfDay(versions: StatsInput['versions'], day: string): string | null {
  const released = versions.find((v) => v.createdAt.toISOString().slice(0, 10) <= day);
  return (released ?? versions.at(-1))?.version ?? null;
}

/** The dashboard's answer from the rows the queries read: zero-filled days, totals, tables. */
export function shapeStats(input: StatsInput): Omit<CreatorStats, 'creatorId' | 'productId'> {
  const days = daysBetween(input.from, input.to);
  const inRange = (day: string | null): day is string =>
    day !== null && day >= input.from && day <= input.to;
  const totals = new Tally();
  const byDay = new Map<string, Tally>(days.map((day) => [day, new Tally()]));
  const byProduct = new Map<number, Tally>(input.products.map((p) => [p.id, new Tally()]));
  const byVersion = new Map<string, Tally>(input.versions.map((v) => [v.version, new Tally()]));
  const byKind = new Map<string, { tier: Tier; method: PaymentMethod; currency: string } & Tally>();
  const versionOn = (day: string) => versionOfDay(input.versions, day);

  /** The tallies an event of one product on one day adds to (its version's by `version`). */
  function tallies(productId: number, day: string, version: string | null): Tally[] {
    const found = [totals, byDay.get(day), byProduct.get(productId)];
    if (input.versions.length > 0) {
      const key = version !== null && byVersion.has(version) ? version : versionOn(day);
      found.push(key === null ? undefined : byVersion.get(key));
    }
    return found.filter((tally): tally is Tally => tally !== undefined);
  }

  for (const row of input.views) {
    if (!inRange(row.day)) continue;
    for (const tally of tallies(row.productId, row.day, null)) tally.views += row.count;
  }
  for (const row of input.likes) {
    if (!inRange(row.day)) continue;
    for (const tally of tallies(row.productId, row.day, null)) tally.likes += row.count;
  }
  for (const row of input.downloads) {
    if (!inRange(row.day)) continue;
    for (const tally of tallies(row.productId, row.day, row.version)) tally.downloads += row.count;
  }
  for (const row of input.sales) {
    const kind = { tier: row.tier as Tier, method: row.method as PaymentMethod };
    const kindTally = () => {
      const key = `${kind.tier}|${kind.method}|${row.currency}`;
      let tally = byKind.get(key);
      if (!tally) {
        tally = Object.assign(new Tally(), { ...kind, currency: row.currency });
        byKind.set(key, tally);
      }
      return tally;
    };
    if (inRange(row.paidDay)) {
      for (const tally of [...tallies(row.productId, row.paidDay, null), kindTally()]) {
        tally.sales += row.count;
        tally.addMoney(row.currency, row.amountMinor, 0);
      }
    }
    if (inRange(row.refundedDay)) {
      for (const tally of [...tallies(row.productId, row.refundedDay, null), kindTally()]) {
        tally.refunds += row.count;
        tally.addMoney(row.currency, 0, row.amountMinor);
      }
    }
  }

  const products: StatsProduct[] = input.products
    .map((product) => ({ ...product, ...tallyOf(byProduct, product.id).toMetrics() }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name) || a.id - b.id);
  const versions: StatsVersion[] = input.versions.map((v) => ({
    version: v.version,
    releasedAt: v.createdAt.toISOString(),
    ...tallyOf(byVersion, v.version).toMetrics(),
  }));
  const breakdown: StatsBreakdown[] = [...byKind.values()]
    .map((tally) => {
      const [money] = tally.toMetrics().revenue;
      return {
        tier: tally.tier,
        method: tally.method,
        currency: tally.currency,
        sales: tally.sales,
        refunds: tally.refunds,
        grossMinor: money?.grossMinor ?? 0,
        refundedMinor: money?.refundedMinor ?? 0,
        netMinor: money?.netMinor ?? 0,
      };
    })
    .sort(
      (a, b) =>
        TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) ||
        a.method.localeCompare(b.method) ||
        a.currency.localeCompare(b.currency),
    );

  return {
    range: { from: input.from, to: input.to, days: days.length },
    totals: totals.toMetrics(),
    series: days.map((day) => ({ day, ...tallyOf(byDay, day).toMetrics() })),
    products,
    versions,
    breakdown,
  };
}
