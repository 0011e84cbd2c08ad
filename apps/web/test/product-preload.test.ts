import { afterEach, describe, expect, it } from 'vitest';
import { preloadGalleryImage, productIdOf } from '../src/features/catalog/product-preload.ts';
import { GALLERY_IMAGE_SIZES } from '../src/lib/image-sources.ts';

const image = (name: string) => ({
  url: `/files/seed/aa/${name}.webp`,
  width: 1920,
  height: 1280,
  variants: [
    { url: `/files/seed/aa/${name}-640.webp`, width: 640, height: 427, type: 'image/webp' },
  ],
});

const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

/** Issue 14: the product page's largest image is asked for before the page renders. */
describe('product page preload', () => {
  it('reads the product id of a /product address only', () => {
    expect(productIdOf(new URL('https://space.example/product?id=42&lang=ko'))).toBe(42);
    expect(productIdOf(new URL('https://space.example/Product?id=7'))).toBe(7);
    expect(productIdOf(new URL('https://space.example/product?id=abc'))).toBeNull();
    expect(productIdOf(new URL('https://space.example/product?id=-1'))).toBeNull();
    expect(productIdOf(new URL('https://space.example/products?id=42'))).toBeNull();
  });

  it('preloads the first image at high priority, as the gallery will choose it', () => {
    preloadGalleryImage({ id: 1, images: [image('cover'), image('second')] });
    const [link] = preloads();
    expect(preloads()).toHaveLength(1);
    expect(link!.getAttribute('as')).toBe('image');
    expect(link!.getAttribute('href')).toBe('/files/seed/aa/cover.webp');
    expect(link!.getAttribute('imagesrcset')).toBe(
      '/files/seed/aa/cover-640.webp 640w, /files/seed/aa/cover.webp 1920w',
    );
    expect(link!.getAttribute('imagesizes')).toBe(GALLERY_IMAGE_SIZES);
    expect(link!.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps one preload: the same product twice adds nothing, another replaces it', () => {
    preloadGalleryImage({ id: 1, images: [image('cover')] });
    preloadGalleryImage({ id: 1, images: [image('cover')] });
    expect(preloads()).toHaveLength(1);
    preloadGalleryImage({ id: 2, images: [image('other')] });
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([
      '/files/seed/aa/other.webp',
    ]);
  });

  it('does nothing for a product without images', () => {
    preloadGalleryImage({ id: 3, images: [] });
    expect(preloads()).toEqual([]);
  });
});
