import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NO_SOURCE_VERSION, ogVersionOf, SITE_CARD_VERSION } from './og-images.ts';
import { authorCard, OG_DESIGN, photoCard, siteCard } from './og-render.ts';
import {
  ogBrandOf,
  ogSourceOf,
  type OgBrand,
  type OgRowKind,
  type OgSource,
} from './og-sources.ts';

/** Where cards are kept in the file storage: no row names them, so `gc-files` sweeps them. */
export const OG_FOLDER = 'og';

/** What a card is drawn from, as it was when its key was made. */
type Drawing =
  | { kind: 'photo'; source: OgSource }
  | { kind: 'author'; source: OgSource; brand: OgBrand }
  | { kind: 'site'; brand: OgBrand };

/** A card found: its stored key (also its ETag), the version its URL carries, its drawing. */
export interface OgCard {
  key: string;
  version: string;
  drawing: Drawing;
}

/**
 * Everything the card's pixels depend on, hashed into its storage key: the same inputs always
 * give the same key, so a card is drawn once per (kind, id, source image), and a new image,
 * name, brand colour or design gives a new key. Unguessable without the source's key, which
 * is a content hash, so `/files/og/…` shows nothing a visitor could not already see.
 */
function cardKey(parts: readonly (string | number | null)[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([OG_DESIGN, ...parts]))
    .digest('hex')
    .slice(0, 32);
  return `${OG_FOLDER}/${hash.slice(0, 2)}/${hash}.jpg`;
}

/**
 * Link preview cards (decision 061): looked up per request (visibility is the database's),
 * drawn on the first fetch and kept in the file storage. Concurrent first fetches of one card
 * share one drawing (single flight), and drawings run in the app's image queue, whose cap
 * every upload's decoding shares.
 */
export class OgCards {
  /** Cards drawn by this instance since it started (tests and the decision's figures). */
  drawn = 0;
  readonly #inflight = new Map<string, Promise<Buffer>>();

  constructor(private readonly app: FastifyInstance) {}

  /** The card of a row a visitor of the brand may see, or null. */
  async find(kind: OgRowKind, id: number, tenantId: number): Promise<OgCard | null> {
    const source = await ogSourceOf(this.app.db, kind, id, tenantId);
    if (!source) return null;
    if (kind === 'author') {
      const brand = await ogBrandOf(this.app.db, tenantId);
      const version = source.sourceKey === null ? NO_SOURCE_VERSION : ogVersionOf(source.sourceKey);
      return {
        key: cardKey([kind, id, source.sourceKey, source.title, brand.name, brand.accent]),
        version,
        drawing: { kind: 'author', source, brand },
      };
    }
    // Photos without an image show the brand's card, as ogImageUrl points at it.
    if (source.sourceKey === null) return this.siteCard(tenantId);
    return {
      key: cardKey([kind, id, source.sourceKey]),
      version: ogVersionOf(source.sourceKey),
      drawing: { kind: 'photo', source },
    };
  }

  /** The brand's default card. */
  async siteCard(tenantId: number): Promise<OgCard> {
    const brand = await ogBrandOf(this.app.db, tenantId);
    return {
      key: cardKey(['site', brand.tenantId, brand.name, brand.accent]),
      version: SITE_CARD_VERSION,
      drawing: { kind: 'site', brand },
    };
  }

  /**
   * The card's bytes: from the storage, else drawn and stored. Asked again while one request
   * draws it, the same promise answers; a failed drawing is forgotten, so the next fetch retries.
   */
  bytes(card: OgCard): Promise<Buffer> {
    const running = this.#inflight.get(card.key);
    if (running) return running;
    const work = this.#load(card).finally(() => {
      this.#inflight.delete(card.key);
    });
    this.#inflight.set(card.key, work);
    return work;
  }

  async #load(card: OgCard): Promise<Buffer> {
    const stored = await this.app.files.read(card.key);
    if (stored) return stored;
    const { drawing } = card;
    const image =
      drawing.kind === 'site' || drawing.source.decodeKey === null
        ? null
        : await this.app.files.read(drawing.source.decodeKey);
    const drawn = await this.app.imageQueue.run(async () => {
      this.drawn += 1;
      try {
        switch (drawing.kind) {
          case 'site':
            return await siteCard(drawing.brand);
          case 'author':
            return await authorCard(image, drawing.source.title ?? '', drawing.brand);
          case 'photo':
            return image ? await photoCard(image) : null;
        }
      } catch {
        // sharp refused the stored file: as good as missing.
        return null;
      }
    });
    // A source file swept or unreadable: no card to draw (the route answers 404).
    if (!drawn) throw new MissingSourceError(card.key);
    // An author whose avatar file is gone gets a card without it, but not kept under the key
    // that names the avatar: the file may come back (a restore), and the card with it.
    const incomplete = drawing.kind === 'author' && drawing.source.decodeKey !== null && !image;
    if (!incomplete) await this.app.files.objects.putBuffer(card.key, drawn, 'image/jpeg');
    return drawn;
  }
}

/** A card's source image is not in the storage (or not an image sharp can read). */
export class MissingSourceError extends Error {
  constructor(key: string) {
    super(`no source image for ${key}`);
    this.name = 'MissingSourceError';
  }
}
