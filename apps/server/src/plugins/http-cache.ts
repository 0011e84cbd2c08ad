import { hash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_HEADER } from '@space/contracts/tenants';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A catalogue read that may be cached and revalidated (decision 008): a weak ETag of the
     * body, `Cache-Control: … max-age=0, must-revalidate`, and 304 on a matching If-None-Match.
     */
    httpCache?: boolean;
  }
}

/**
 * Logged-in requests may see products restricted to their tenant, so their responses are
 * `private`; anonymous ones are `public`. Either way a cache must key on the token headers,
 * and on the client brand a visitor names (it chooses their catalogue).
 */
const VARY = ['authorization', 'satoken', CLIENT_HEADER];

/** `W/"<sha256 of the body, base64url>"`: weak, since compression may change the bytes. */
export function weakEtagOf(body: string | Buffer): string {
  // One-shot: every uncached catalogue answer is hashed (issue 31).
  return `W/"${hash('sha256', body, 'base64url')}"`;
}

/** If-None-Match with weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** Adds header names to `Vary`, keeping those already there (and a `*`). */
export function appendVary(reply: FastifyReply, names: string[]): void {
  const current = reply.getHeader('vary');
  const existing = typeof current === 'string' ? current.split(',').map((v) => v.trim()) : [];
  if (existing.includes('*')) return;
  const lower = new Set(existing.map((v) => v.toLowerCase()));
  const merged = [...existing.filter(Boolean), ...names.filter((n) => !lower.has(n))];
  reply.header('vary', merged.join(', '));
}

/**
 * Conditional GETs for routes with `config: { httpCache: true }`. Register before
 * @fastify/compress: this onSend hook must see the serialised JSON, not a compressed stream.
 */
export const httpCache = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.httpCache) return payload;
      // Answered by the response cache (decision 036) with its stored ETag and headers.
      if (request.responseCacheState?.hit) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      const etag = weakEtagOf(payload);
      const scope = request.auth ? 'private' : 'public';
      reply.header('etag', etag);
      reply.header('cache-control', `${scope}, max-age=0, must-revalidate`);
      appendVary(reply, VARY);
      const ifNoneMatch = request.headers['if-none-match'];
      if (noneMatchHits(ifNoneMatch, etag)) {
        reply.code(304);
        // No body, and Fastify then sends no Content-Length (RFC 9110 §15.4.5).
        return null;
      }
      return payload;
    });
  },
  { name: 'http-cache', dependencies: ['auth'] },
);
