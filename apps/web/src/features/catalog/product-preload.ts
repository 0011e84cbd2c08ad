import type { ProductDetail } from '@space/contracts/products';
import { paths } from '../../config/paths.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteContext } from '../../lib/router/create-router.ts';
import { getProductQueryOptions } from './catalog-api.ts';
import { GALLERY_IMAGE_SIZES, srcSetOf } from '../../lib/image-sources.ts';

/**
 * The product page's data and its largest image, asked for as the navigation starts (issue 14):
 * the detail request goes out beside the route's code instead of after it, and once the
 * detail is in, a `<link rel=preload fetchpriority=high>` fetches the gallery's first image
 * (the page's largest paint) before the page has rendered. Runs as the product route's guard,
 * so a direct load and an in-app navigation both get it.
 */

const PRELOAD_ATTRIBUTE = 'data-product-image';

/** The product id of a /product URL, or null. */
export function productIdOf(url: URL): number | null {
  if (url.pathname.toLowerCase() !== paths.product.toLowerCase()) return null;
  const id = Number(url.searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Preloads the product's first image as the gallery will ask for it (same srcset and sizes). */
export function preloadGalleryImage(product: Pick<ProductDetail, 'id' | 'images'>): void {
  const image = product.images[0];
  if (!image || typeof document === 'undefined') return;
  for (const stale of document.head.querySelectorAll(`link[${PRELOAD_ATTRIBUTE}]`)) {
    if (stale.getAttribute(PRELOAD_ATTRIBUTE) !== String(product.id)) stale.remove();
  }
  if (document.head.querySelector(`link[${PRELOAD_ATTRIBUTE}="${product.id}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.url;
  const srcSet = srcSetOf(image.variants, image);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', GALLERY_IMAGE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute(PRELOAD_ATTRIBUTE, String(product.id));
  document.head.append(link);
}

/**
 * The product route's data (its prefetch): the detail, then its first image preloaded. The
 * navigation waits for it beside the page's code; a failure is the page's to show.
 */
export async function prefetchProductPage(queryClient: QueryClient, url: URL): Promise<void> {
  const id = productIdOf(url);
  if (id === null) return;
  preloadGalleryImage(await queryClient.fetchQuery(getProductQueryOptions(id)));
}

/**
 * The product route's guard: starts that detail request before any other of the navigation
 * (the layout's), so it leads; the prefetch then waits for the same request. Never redirects.
 */
export function preloadProductPage(url: URL, { queryClient }: RouteContext): null {
  // A failed preload changes nothing: the page asks again and shows the error itself.
  prefetchProductPage(queryClient, url).catch(() => undefined);
  return null;
}
