import { gzipSync } from 'node:zlib';
import { contentLocaleOf, localeFromLangHeader } from '@space/contracts/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { noneMatchHits } from './http-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Anonymous reads of this route are kept by the versioned response cache (decision 036).
     * `onHit` runs for every request the cache answers (e.g. to count a product view), with
     * what the handler gave `keepForCacheHits`.
     */
    responseCache?: true | { onHit: (request: FastifyRequest, kept: unknown) => void };
  }
  interface FastifyRequest {
    /** Set by the response cache: where to keep this response, and whether it came from it. */
    responseCacheState: ResponseCacheState | null;
  }
}

interface ResponseCacheState {
  key: string;
  version: number;
  hit: boolean;
  kept?: unknown;
}

interface Entry {
  version: number;
  storedAt: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  headers: Record<string, string>;
  kept: unknown;
  bytes: number;
}

/** The catalogue's change announcements, as the cache needs them (modules/catalog). */
export interface CatalogVersion {
  /** False while the announcements are not being received: nothing is cached then. */
  readonly live: boolean;
  readonly version: number;
  subscribe(listener: () => void): unknown;
}

export interface ResponseCacheOptions {
  changes: CatalogVersion;
  /** Whether the request carries a session token (such requests are never cached). */
  hasSessionToken: (request: FastifyRequest) => boolean;
  /** The brand whose catalogue an anonymous visitor sees (part of the key). */
  viewerTenantOf: (request: FastifyRequest) => number;
  /** Bound on the bodies kept (identity and gzip), in bytes; least recently used go first. */
  maxBytes: number;
  /** An entry older than this is not served: counters (likes) lag by at most this. */
  maxAgeMs: number;
  now: () => number;
}

/** `hit` or `miss` on every response the cache could have answered (operators, benchmarks). */
export const CACHE_STATUS_HEADER = 'x-response-cache';

/** Headers of the original response that a cached answer repeats. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-language'];

/** Whether the response to this request came from the response cache. */
export function servedFromResponseCache(request: FastifyRequest): boolean {
  return request.responseCacheState?.hit === true;
}

/** Gives the response cache what `onHit` needs on later hits of this response. */
export function keepForCacheHits(request: FastifyRequest, kept: unknown): void {
  if (request.responseCacheState) request.responseCacheState.kept = kept;
}

/**
 * The URL with its query parameters sorted: `?b=1&a=2` and `?a=2&b=1` share an entry. Nothing
 * else is normalised: a response is only ever reused for a request that names the same values.
 */
function normalisedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  return `${url.slice(0, at)}?${params.toString()}`;
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => {
      const [coding, ...params] = part.split(';').map((value) => value.trim());
      if (coding !== 'gzip' && coding !== '*') return false;
      const q = params.find((param) => param.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The versioned response cache of anonymous catalogue reads (decision 036). A request without
 * a token to a route with `config.responseCache` is looked up by normalised URL, brand (the
 * tenant `viewerTenantOf` gives a visitor), interface and content language; an entry of the
 * current catalogue version answers at once (304 when `If-None-Match` names its ETag, else the
 * stored gzip or identity body), before any query. Entries are kept only for 200 responses,
 * and dropped when the catalogue changes (`CatalogChanges.version`), when older than
 * `maxAgeMs`, or least recently used first beyond `maxBytes`. Logged-in readers are never
 * served from it nor stored: their tenant may see restricted products.
 *
 * Register after http-cache (its ETag is stored) and before compress (the JSON is stored).
 */
export const responseCache = fp<ResponseCacheOptions>(
  async (app, options) => {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    const drop = (key: string, entry: Entry) => {
      entries.delete(key);
      bytes -= entry.bytes;
    };
    options.changes.subscribe(() => {
      entries.clear();
      bytes = 0;
    });

    app.decorateRequest('responseCacheState', null);

    // After every onRequest hook (the per-address limits run there), before validation.
    app.addHook('preValidation', async (request, reply) => {
      const config = request.routeOptions.config.responseCache;
      if (!config || request.method !== 'GET') return;
      if (!options.changes.live || options.hasSessionToken(request)) return;
      const lang = typeof request.headers.lang === 'string' ? request.headers.lang : undefined;
      const acceptLanguage = request.headers['accept-language'];
      const key = [
        options.viewerTenantOf(request),
        localeFromLangHeader(lang),
        contentLocaleOf(acceptLanguage, lang),
        normalisedUrl(request.url),
      ].join('\n');
      const version = options.changes.version;
      const entry = entries.get(key);
      if (entry && entry.version === version && options.now() - entry.storedAt < options.maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry);
        request.responseCacheState = { key, version, hit: true };
        if (typeof config === 'object') config.onHit(request, entry.kept);
        return answer(request, reply, entry);
      }
      if (entry) drop(key, entry);
      request.responseCacheState = { key, version, hit: false };
      reply.header(CACHE_STATUS_HEADER, 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const state = request.responseCacheState;
      if (!state || state.hit || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // A write committed while this response was built: it may predate the write.
      if (state.version !== options.changes.version || request.auth) return payload;
      const etag = reply.getHeader('etag');
      if (typeof etag !== 'string') return payload;
      const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const gzip = identity.length >= 1024 ? gzipSync(identity) : null;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const entry: Entry = {
        version: state.version,
        storedAt: options.now(),
        etag,
        identity,
        gzip,
        headers,
        kept: state.kept,
        bytes: identity.length + (gzip?.length ?? 0) + state.key.length * 2 + 256,
      };
      const previous = entries.get(state.key);
      if (previous) drop(state.key, previous);
      if (entry.bytes > options.maxBytes) return payload;
      entries.set(state.key, entry);
      bytes += entry.bytes;
      for (const [key, oldest] of entries) {
        if (bytes <= options.maxBytes) break;
        drop(key, oldest);
      }
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['http-cache'] },
);

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.headers(entry.headers);
  reply.header(CACHE_STATUS_HEADER, 'hit');
  reply.header('etag', entry.etag);
  if (noneMatchHits(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  if (entry.gzip) {
    const vary = entry.headers.vary;
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  if (entry.gzip && acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip');
    return reply.code(200).send(entry.gzip);
  }
  return reply.code(200).send(entry.identity);
}
