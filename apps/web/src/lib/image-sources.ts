import type { CardImageVariant } from '@space/contracts/products';

/**
 * A srcset of an image's WebP renditions (decision 011), with the main image as the widest
 * candidate when its width is known; undefined when there is nothing to choose from, so the
 * plain `src` is used (images stored before renditions existed).
 */
export function srcSetOf(
  variants: readonly CardImageVariant[],
  main?: { url: string; width: number },
): string | undefined {
  const candidates = variants.map((variant) => `${variant.url} ${variant.width}w`);
  if (candidates.length === 0) return undefined;
  if (main && variants.every((variant) => variant.width < main.width)) {
    candidates.push(`${main.url} ${main.width}w`);
  }
  return candidates.join(', ');
}

/**
 * How wide a product card's image is shown: half the screen on phones (two columns), then
 * three, four and five columns in a page at most 1440 px wide.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1920px) 280px, (min-width: 1280px) min(25vw, 350px), (min-width: 1024px) 33vw, 50vw';

/** The product page's large image: the full width on small screens, beside the 360 px panel on large. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) min(100vw - 440px, 1000px), 100vw';

/** The gallery's thumbnails: 80 px, 96 px from the sm breakpoint. */
export const THUMBNAIL_SIZES = '96px';
