import type { Category, ContentType, DeviceFamily } from '@space/contracts/catalog';
import type { DevicePreviewAssets } from '@space/contracts/device-preview';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { StoredImage } from '../../modules/products/product-images.queries.ts';
import { artworkSvg, generateArtwork, storeProductArtwork } from '../images.ts';
import { createRandom } from '../random.ts';

/** What the art of a demo product is drawn from. */
export interface ArtSubject {
  name: string;
  family: DeviceFamily;
  types: readonly ContentType[];
  category: Category;
  author: string;
}

export interface RenderedArt {
  /** Gallery images in order; the first is the cover. */
  images: StoredImage[];
  /** What the virtual device preview shows (stored in products.device_preview). */
  devicePreview: DevicePreviewAssets;
}

/**
 * The preview art of one demo product, deterministic for a seed. Placeholder until the
 * per-kind art lands: gradient artworks.
 */
export async function renderProductArt(
  storage: FileStorage,
  _subject: ArtSubject,
  seed: number,
): Promise<RenderedArt> {
  const random = createRandom(seed);
  const count = random.int(2, 4);
  const images: StoredImage[] = [];
  for (let i = 0; i < count; i += 1) {
    images.push(await storeProductArtwork(storage, artworkSvg(random, 960, 640)));
  }
  return { images, devicePreview: {} };
}

/** A creator's avatar (square WebP), stored; returns its file key. */
export async function renderCreatorAvatar(
  storage: FileStorage,
  _creator: { username: string; nickName: string },
  seed: number,
): Promise<string> {
  return storage.put(await generateArtwork(createRandom(seed), 256, 256), 'webp', 'seed');
}
