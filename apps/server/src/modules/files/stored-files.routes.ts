import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOfKey } from '../../lib/file-storage.ts';
import { isPrivateKey, isValidKey, type StoredObject } from '../../lib/object-storage.ts';

/** Keys are content hashes: a key never changes its bytes (the same as the local route). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `bytes=` range of RFC 9110; several ranges, or a malformed header, get the whole file.
 * Not range-parser: it refuses a suffix longer than the file (`bytes=-5000` of 4096 bytes,
 * which RFC 9110 serves whole) and answers 416 where the header is merely invalid
 * (`bytes=9-2`, to be ignored). test/modules/files/byte-range.test.ts holds both cases.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? null : { start, end };
}

function etagOf(object: StoredObject): string {
  return (
    object.etag ?? `W/"${object.bytes.toString(16)}-${Math.floor(object.modifiedAt).toString(16)}"`
  );
}

function isFresh(request: FastifyRequest, etag: string, modifiedAt: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return (
      ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
    );
  }
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ifModifiedSince) && Math.floor(modifiedAt / 1000) * 1000 <= ifModifiedSince;
}

/**
 * `/files/*` from the configured object storage when it is not the local folder (decision 044):
 * the same URLs, caching and byte ranges as the static route over DATA_DIR/files, so a CDN in
 * front of the instances caches each file once and the database keeps keys, never bucket URLs.
 */
export const storedFileRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.objectStorage;

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const key = (request.params as { '*': string })['*'];
    // Packages are sold: served only behind a download link (decision 027).
    if (!isValidKey(key) || isPrivateKey(key)) return reply.callNotFound();
    const object = await storage.stat(key);
    if (!object) return reply.callNotFound();
    const etag = etagOf(object);
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', new Date(object.modifiedAt).toUTCString())
      .header('accept-ranges', 'bytes')
      .type(contentTypeOfKey(key));
    if (isFresh(request, etag, object.modifiedAt)) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag
        ? byteRangeOf(request.headers.range, object.bytes)
        : null;
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${object.bytes}`).send();
    }
    const head = request.method === 'HEAD';
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${object.bytes}`)
        .header('content-length', range.end - range.start + 1);
      return head ? reply.send() : reply.send(await storage.getRange(key, range.start, range.end));
    }
    reply.header('content-length', object.bytes);
    return head ? reply.send() : reply.send(await storage.getStream(key));
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    // HEAD answers the length without opening the object.
    exposeHeadRoute: false,
    // Streams pass through as stored: a length already sent must stay true.
    compress: false,
    schema: { hide: true },
    handler: serve,
  });
};
