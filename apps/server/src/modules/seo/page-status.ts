import { MAX_ROW_ID } from '@space/contracts/limits';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { articles, products, videoTutorials } from '../../db/schema.ts';
import { viewerTenantOf } from '../auth/index.ts';
import { publiclyVisible } from '../articles/index.ts';
import { getAuthorProfile } from '../authors/index.ts';

/** 404: no such page for this brand; 410: a product that was listed and is delisted. */
export type PageStatus = 404 | 410;

/** An id as the web app's pages read `?id=` (parseId, parseAuthorId): a positive row id. */
function rowId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

type Check = (app: FastifyInstance, id: number, tenantId: number) => Promise<PageStatus | null>;

const product: Check = async (app, id, tenantId) => {
  const [row] = await app.db
    .select({ status: products.status, restrictedTo: products.restrictedToTenants })
    .from(products)
    .where(eq(products.id, id));
  // A product kept to other brands is unknown here, delisted or not.
  if (!row || (row.restrictedTo.length > 0 && !row.restrictedTo.includes(tenantId))) return 404;
  return row.status === 'delisted' ? 410 : null;
};

const article: Check = async (app, id, tenantId) => {
  const [row] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), publiclyVisible(tenantId)));
  return row ? null : 404;
};

const author: Check = async (app, id, tenantId) =>
  (await getAuthorProfile(app.db, id, { tenantId })) ? null : 404;

const video: Check = async (app, id) => {
  const [row] = await app.db
    .select({ id: videoTutorials.id })
    .from(videoTutorials)
    .where(and(eq(videoTutorials.id, id), isNull(videoTutorials.hiddenAt)));
  return row ? null : 404;
};

/** The public pages that show one row, by their path (apps/web/src/config/paths.ts). */
const ONE_ROW_PAGES = new Map<string, Check>([
  ['/product', product],
  ['/article', article],
  ['/author', author],
  ['/videoplayer', video],
]);

const statuses = new WeakMap<FastifyRequest, Promise<PageStatus | null>>();

/**
 * The status of a page request other than 200 (decision 058): 404 for a product, article,
 * author or video tutorial that a visitor of this brand cannot see (unknown, hidden, a draft,
 * kept to other brands, or no id), 410 for a delisted product; null for every other page. The
 * page is still the app, whose own not-found state shows; a session cannot change the status
 * (page requests carry none), only what the app then shows to its owner. Asked once per
 * request: the first view's hook and the not-found handler share the answer.
 */
export function pageStatusOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageStatus | null> {
  const known = statuses.get(request);
  if (known) return known;
  let url: URL;
  try {
    url = new URL(request.url, 'http://localhost');
  } catch {
    return Promise.resolve(null);
  }
  const check = ONE_ROW_PAGES.get(url.pathname.toLowerCase().replace(/\/+$/, ''));
  const id = rowId(url.searchParams.get('id'));
  const status = !check
    ? Promise.resolve(null)
    : id === null
      ? Promise.resolve<PageStatus>(404)
      : app.brands.refreshIfStale().then(() => check(app, id, viewerTenantOf(request)));
  statuses.set(request, status);
  return status;
}
