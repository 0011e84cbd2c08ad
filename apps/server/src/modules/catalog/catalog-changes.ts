import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseEngine } from '../../db/client.ts';

/**
 * Committed changes to what the catalogue shows, as the database announces them on the
 * `space_catalog` channel (triggers of drizzle/0013_catalog_changes.sql, decision 036).
 *
 * - `products`: these products' rows changed (inserted, edited, listed, delisted, deleted);
 * - `all`: too many products changed to name, or changes may have been missed (the listening
 *   connection was lost): whoever keeps a copy of the catalogue reloads it;
 * - `content`: something else a catalogue read shows changed (images, versions, an author).
 */
export type CatalogChange =
  { kind: 'products'; ids: number[] } | { kind: 'all' } | { kind: 'content' };

export const CATALOG_CHANNEL = 'space_catalog';

/** The payloads of the triggers: `p:<ids>`, `p:*`, `c`. Anything else is treated as `all`. */
export function parseCatalogPayload(payload: string): CatalogChange {
  if (payload === 'c') return { kind: 'content' };
  if (payload.startsWith('p:') && payload !== 'p:*') {
    const ids = payload.slice(2).split(',').map(Number);
    if (ids.every((id) => Number.isSafeInteger(id) && id > 0)) return { kind: 'products', ids };
  }
  return { kind: 'all' };
}

type Listener = (change: CatalogChange) => void;

/** Delay before the n-th reconnection attempt of the PostgreSQL listener. */
function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 250 * 2 ** Math.min(attempt, 7));
}

/**
 * Receives the catalogue's change announcements. On PGlite (one process) they arrive when the
 * writing transaction commits, before its promise resolves; on PostgreSQL through a connection
 * of its own that LISTENs, from every instance. While that connection is down, `live` is false:
 * nobody may trust a copy of the catalogue, since changes may pass unheard; when it is back,
 * listeners get `all` (the catch-up).
 */
export class CatalogChanges {
  /** Moves on every change: a response cached under an older version is stale. */
  version = 0;
  /** False while changes may be missed (PostgreSQL listener not connected). */
  live = false;
  private readonly listeners = new Set<Listener>();
  private stop: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announces a change to this instance's listeners (the database's messages come here). */
  receive(change: CatalogChange): void {
    this.version += 1;
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.error({ err: error }, 'a catalogue change listener failed');
      }
    }
  }

  /** Starts listening on the database behind `db`. */
  async start(db: Database, engine: DatabaseEngine): Promise<void> {
    const client = (db as unknown as { $client: unknown }).$client;
    if (engine === 'pglite') {
      const unsubscribe = await (client as PGlite).listen(CATALOG_CHANNEL, (payload) =>
        this.receive(parseCatalogPayload(payload)),
      );
      this.live = true;
      this.stop = unsubscribe;
      return;
    }
    await this.listenOnPostgres((client as pg.Pool).options as pg.ClientConfig);
  }

  /** Resolves after the first attempt to connect; later attempts run in the background. */
  private listenOnPostgres(config: pg.ClientConfig): Promise<void> {
    let connection: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let attempt = 0;
    let everConnected = false;
    const retry = () => {
      if (this.closed || timer) return;
      this.live = false;
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, reconnectDelayMs(attempt));
      timer.unref();
      attempt += 1;
    };
    const connect = async () => {
      const client = new pg.Client({ ...config, keepAlive: true });
      connection = client;
      const lost = () => {
        if (connection === client) retry();
      };
      client.on('error', (error) => {
        this.log.warn({ err: error }, 'catalogue change listener lost its connection');
        lost();
      });
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === CATALOG_CHANNEL) {
          this.receive(parseCatalogPayload(message.payload ?? ''));
        }
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CATALOG_CHANNEL}`);
      } catch (error) {
        this.log.warn({ err: error }, 'catalogue change listener could not connect');
        connection = null;
        void client.end().catch((closing: unknown) => this.log.debug({ err: closing }));
        retry();
        return;
      }
      if (this.closed) {
        await client.end();
        return;
      }
      attempt = 0;
      this.live = true;
      // Whatever changed while nobody listened is unknown: copies reload.
      if (everConnected) this.receive({ kind: 'all' });
      everConnected = true;
    };
    this.stop = async () => {
      if (timer) clearTimeout(timer);
      const client = connection;
      connection = null;
      if (client) await client.end().catch((closing: unknown) => this.log.debug({ err: closing }));
    };
    return connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    await this.stop?.();
  }
}
