import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { imageBusyError } from '../../lib/upload.ts';
import { QueueFullError } from '../../lib/work-queue.ts';
import { MissingSourceError, type OgCard, OgCards } from './og-cards.ts';
import { OG_ROW_KINDS, type OgRowKind } from './og-sources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Link preview cards (decision 061). */
    ogCards: OgCards;
  }
}

/** A URL whose version is the card's: its bytes never change, so it is cached for a year. */
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
/** Any other version (none, an old one): the current card, asked again within minutes. */
const CACHE_UNVERSIONED = 'public, max-age=300';

/** `<id>.jpg`, the id a positive row id as the pages read it (page-status.ts). */
const CARD_FILE = /^([1-9]\d{0,9})\.jpg$/;

/**
 * The brand a card is for: the host's, never a session's. Cards are cached publicly and
 * fetched by link previewers, which carry no session, so one URL must answer everyone alike.
 */
function hostTenantOf(request: FastifyRequest): number {
  return request.server.brands.tenantForHost(request.hostname) ?? DEFAULT_TENANT_ID;
}

function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === etag);
}

async function send(request: FastifyRequest, reply: FastifyReply, card: OgCard) {
  const asked = (request.query as Record<string, unknown> | undefined)?.v;
  const etag = `"${card.key.slice(card.key.lastIndexOf('/') + 1, -'.jpg'.length)}"`;
  reply
    .header('cache-control', asked === card.version ? CACHE_VERSIONED : CACHE_UNVERSIONED)
    .header('etag', etag)
    // Shown by other sites (chat apps, social networks): the helmet's same-origin would refuse
    // a browser that loads the card itself instead of through its service's proxy.
    .header('cross-origin-resource-policy', 'cross-origin')
    .type('image/jpeg');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  let bytes: Buffer;
  try {
    bytes = await request.server.ogCards.bytes(card);
  } catch (error) {
    if (error instanceof QueueFullError) throw imageBusyError(request.locale);
    if (error instanceof MissingSourceError) {
      request.log.warn({ key: card.key }, 'link preview card: source image missing');
      throw new AppError('NOT_FOUND');
    }
    throw error;
  }
  return reply.header('content-length', bytes.length).send(bytes);
}

/**
 * `/og/site.jpg` and `/og/<kind>/<id>.jpg` (decision 061): 1200×630 JPEG link preview cards,
 * outside `/api/`, which robots.txt keeps fetchers out of. What a visitor of the host's brand
 * cannot see answers 404 in the envelope, like every other unknown resource. Not encapsulated:
 * `app.ogCards` is the app's (its count of drawings is what the tests read).
 */
export const ogImageRoutes = fp(
  async (app) => {
    app.decorate('ogCards', new OgCards(app));
    const options = { schema: { hide: true }, compress: false } as const;

    app.get('/og/site.jpg', options, async (request, reply) => {
      await app.brands.refreshIfStale();
      return send(request, reply, await app.ogCards.siteCard(hostTenantOf(request)));
    });

    app.get<{ Params: { kind: string; file: string } }>(
      '/og/:kind/:file',
      options,
      async (request, reply) => {
        const { kind, file } = request.params;
        const match = CARD_FILE.exec(file);
        const id = match ? Number(match[1]) : 0;
        if (!OG_ROW_KINDS.includes(kind as OgRowKind) || id < 1 || id > MAX_ROW_ID) {
          throw new AppError('NOT_FOUND');
        }
        await app.brands.refreshIfStale();
        const card = await app.ogCards.find(kind as OgRowKind, id, hostTenantOf(request));
        if (!card) throw new AppError('NOT_FOUND');
        return send(request, reply, card);
      },
    );
  },
  { name: 'og-images' },
);
