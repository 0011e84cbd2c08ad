import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadedSources,
  loadWithRetries,
  retrySrcSet,
  retryUrl,
} from '../src/components/lazy-image/lazy-loader.ts';
import { srcSetOf } from '../src/lib/image-sources.ts';

/**
 * The browser's image loader, standing in for the network: records what each try asked for
 * and fails the first `failures` tries. (happy-dom loads no images.)
 */
function fakeImages(failures: number) {
  const tries: { src: string; srcset: string; sizes: string }[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    srcset = '';
    sizes = '';
    set src(value: string) {
      tries.push({ src: value, srcset: this.srcset, sizes: this.sizes });
      const fail = tries.length <= failures;
      queueMicrotask(() => (fail ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return tries;
}

describe('lazy image sources (decision 011)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('adds the retry parameter to a URL and to every srcset candidate after the first try', () => {
    expect(retryUrl('/files/a.webp', 1)).toBe('/files/a.webp');
    expect(retryUrl('/files/a.webp', 2)).toBe('/files/a.webp?retry=2');
    expect(retryUrl('/files/a.webp?v=1', 3)).toBe('/files/a.webp?v=1&retry=3');
    const srcSet = '/files/s.webp 320w, /files/m.webp 640w';
    expect(retrySrcSet(srcSet, 1)).toBe(srcSet);
    expect(retrySrcSet(srcSet, 3)).toBe('/files/s.webp?retry=3 320w, /files/m.webp?retry=3 640w');
  });

  it('preloads with the srcset and sizes the <img> will use, retrying up to 3 times', async () => {
    vi.useFakeTimers();
    const tries = fakeImages(2);
    const loading = loadWithRetries('/files/main.webp', undefined, {
      srcSet: '/files/s.webp 320w',
      sizes: '50vw',
    });
    await vi.runAllTimersAsync();
    expect(await loading).toBe(true);
    expect(tries).toEqual([
      { src: '/files/main.webp', srcset: '/files/s.webp 320w', sizes: '50vw' },
      { src: '/files/main.webp?retry=2', srcset: '/files/s.webp?retry=2 320w', sizes: '50vw' },
      { src: '/files/main.webp?retry=3', srcset: '/files/s.webp?retry=3 320w', sizes: '50vw' },
    ]);
    expect(loadedSources.has('/files/main.webp')).toBe(true);
  });

  it('gives up after the third failed try', async () => {
    vi.useFakeTimers();
    const tries = fakeImages(3);
    const loading = loadWithRetries('/files/broken.webp');
    await vi.runAllTimersAsync();
    expect(await loading).toBe(false);
    expect(tries.map((entry) => [entry.src, entry.srcset])).toEqual([
      ['/files/broken.webp', ''],
      ['/files/broken.webp?retry=2', ''],
      ['/files/broken.webp?retry=3', ''],
    ]);
    expect(loadedSources.has('/files/broken.webp')).toBe(false);
  });

  it('builds a srcset of the renditions, the main image last when it is wider', () => {
    const variants = [
      { url: '/files/s.webp', width: 320, height: 213, type: 'image/webp' },
      { url: '/files/m.webp', width: 640, height: 427, type: 'image/webp' },
    ];
    expect(srcSetOf(variants)).toBe('/files/s.webp 320w, /files/m.webp 640w');
    expect(srcSetOf(variants, { url: '/files/main.webp', width: 960 })).toBe(
      '/files/s.webp 320w, /files/m.webp 640w, /files/main.webp 960w',
    );
    expect(srcSetOf([], { url: '/files/old.webp', width: 960 })).toBeUndefined();
  });
});
