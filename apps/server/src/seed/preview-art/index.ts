/**
 * The demo seed's preview art: what each product shows (an icon pack's icons, a plugin's keys
 * on a Stream Dock, a theme on a smart screen, keycaps, lighting), drawn as SVG and stored
 * through the product image pipeline; creators' avatars. Deterministic for a seed.
 */
import { CATEGORIES, type ContentType } from '@space/contracts/catalog';
import type { DevicePreviewAssets } from '@space/contracts/device-preview';
import sharp from 'sharp';
import type { FileStorage } from '../../lib/file-storage.ts';
import {
  PRODUCT_IMAGE_PLAN,
  type StoredImage,
  storeRenditions,
} from '../../modules/products/index.ts';
import { webpRenditions } from '../../lib/image.ts';
import { mapLimit } from '../images.ts';
import { createRandom } from '../random.ts';
import { ANIMATION, renderAnimation } from './animated.ts';
import { avatarSvg } from './avatars.ts';
import { type ArtPlan, type ArtSubject, planArt } from './plan.ts';
import { productShots, shotCount } from './shots.ts';
import { keycapFace, themeScreen, wallpaper } from './studio.ts';
import { Defs, svgDocument } from './svg.ts';
import { keyImageSvg } from './tiles.ts';

export type { ArtSubject } from './plan.ts';

export interface RenderedArt {
  /** Gallery images in order; the first is the cover. */
  images: StoredImage[];
  /** What the virtual device preview shows (stored in products.device_preview). */
  devicePreview: DevicePreviewAssets;
}

/** Kinds whose gallery holds a looping animation after the cover. */
const ANIMATED_KINDS: readonly ContentType[] = ['animatedBackground', 'lightingEffect'];
/** Stills rendered at once within a product (the seed renders a few products at a time). */
const STILL_CONCURRENCY = 2;
/**
 * The stills' renditions: the uploads' sizes at libwebp's effort 2, as the seed's other
 * artwork (decision 011). The art is opaque, so its alpha channel is dropped before encoding,
 * which saves libwebp a pass.
 */
const STILL_PLAN = { ...PRODUCT_IMAGE_PLAN, effort: 2 };
/** Key images are squares of this size. */
const KEY_SIZE = 144;
const SCREEN = { width: 960, height: 540 };

/**
 * Files rendered for a storage, by the SVG they come from: products of the same pack share
 * their key images, and the same drawing is never rendered twice.
 */
const rendered = new WeakMap<FileStorage, Map<string, Promise<string>>>();

function storeOnce(
  storage: FileStorage,
  svg: string,
  render: () => Promise<Buffer>,
): Promise<string> {
  let files = rendered.get(storage);
  if (!files) {
    files = new Map();
    rendered.set(storage, files);
  }
  let key = files.get(svg);
  if (!key) {
    key = render().then((bytes) => storage.put(bytes, 'webp', 'seed'));
    files.set(svg, key);
  }
  return key;
}

/** A still through the product image pipeline: the main WebP and its renditions, stored. */
async function storeStill(storage: FileStorage, svg: string): Promise<StoredImage> {
  const image = sharp(Buffer.from(svg)).removeAlpha();
  return storeRenditions(storage, await webpRenditions(image, STILL_PLAN), 'seed');
}

/** An SVG as a single WebP (key images, screens, avatars), stored once per drawing. */
function storeSvg(storage: FileStorage, svg: string, quality = 84): Promise<string> {
  return storeOnce(storage, svg, () =>
    sharp(Buffer.from(svg)).removeAlpha().webp({ quality, effort: 2 }).toBuffer(),
  );
}

/** A drawing's SVG document. */
function drawing(width: number, height: number, draw: (defs: Defs) => string): string {
  const defs = new Defs();
  const body = draw(defs);
  return svgDocument(width, height, defs, body);
}

/** How many key images the device preview shows for the product. */
function keyCount(plan: ArtPlan): number {
  if (plan.subject.types.includes('icon')) return 15;
  if (plan.subject.family === 'mPanel') return 6;
  return plan.subject.family === 'mKey' ? 8 : 10;
}

/** The device preview's key images and keycap face, for the kinds that have them. */
async function renderKeyParts(storage: FileStorage, plan: ArtPlan): Promise<DevicePreviewAssets> {
  const { types } = plan.subject;
  const parts: DevicePreviewAssets = {};
  if (types.includes('icon') || types.includes('plugin')) {
    parts.keys = await Promise.all(
      plan.tiles.slice(0, keyCount(plan)).map((tile) =>
        storeSvg(
          storage,
          drawing(KEY_SIZE, KEY_SIZE, (defs) => keyImageSvg(defs, KEY_SIZE, tile, plan.pack)),
        ),
      ),
    );
  }
  if (types.includes('keycapSkin') || types.includes('numericKeycap')) {
    parts.keycap = await storeSvg(
      storage,
      drawing(KEY_SIZE, KEY_SIZE, (defs) =>
        keycapFace(defs, KEY_SIZE, plan.skin.top, plan.skin.side),
      ),
    );
  }
  return parts;
}

/**
 * The device preview's screen: the animation for an animated background, else the theme or
 * the wallpaper at 16:9, taken from the gallery when one of its stills is that very drawing.
 */
function renderScreen(
  storage: FileStorage,
  plan: ArtPlan,
  animation: string | null,
  stills: ReadonlyMap<string, string>,
): Promise<string> | string | undefined {
  const { types } = plan.subject;
  if (animation && types.includes('animatedBackground')) return animation;
  if (
    !types.some((type) => type === 'theme' || type === 'scene' || type === 'animatedBackground')
  ) {
    return undefined;
  }
  const svg = drawing(SCREEN.width, SCREEN.height, (defs) =>
    types.includes('theme')
      ? themeScreen(defs, plan)(0, 0, SCREEN.width, SCREEN.height)
      : wallpaper(defs, plan)(0, 0, SCREEN.width, SCREEN.height),
  );
  return stills.get(svg) ?? storeSvg(storage, svg);
}

/**
 * The preview art of one demo product, deterministic for a seed: a cover and one to three
 * gallery shots of the product's kind (a looping animation second for animated kinds), and
 * the parts of its virtual device preview.
 */
export async function renderProductArt(
  storage: FileStorage,
  subject: ArtSubject,
  seed: number,
): Promise<RenderedArt> {
  const plan = planArt(subject, seed);
  const random = createRandom(seed ^ 0x5f3759df);
  const animated = ANIMATED_KINDS.includes(plan.primary);
  // Two to four images in all: most products get two or three, icon packs sometimes four.
  const extra = random.chance(0.45) ? 1 : 0;
  const wanted = animated ? 1 + extra : 2 + extra + (extra && random.chance(0.4) ? 1 : 0);
  const shots = productShots(plan, Math.min(wanted, shotCount(plan)));
  const [stills, animation, keyParts] = await Promise.all([
    mapLimit(shots, STILL_CONCURRENCY, (shot) => storeStill(storage, shot.svg)),
    animated
      ? renderAnimation(plan).then((bytes) => storage.put(bytes, 'webp', 'seed'))
      : Promise.resolve(null),
    renderKeyParts(storage, plan),
  ]);
  const images = [...stills];
  if (animation) {
    images.splice(1, 0, {
      fileKey: animation,
      width: ANIMATION.width,
      height: ANIMATION.height,
      variants: [],
    });
  }
  const bySvg = new Map(shots.map((shot, i) => [shot.svg, stills[i]!.fileKey]));
  const devicePreview: DevicePreviewAssets = { ...keyParts };
  const screen = await renderScreen(storage, plan, animation, bySvg);
  if (screen) devicePreview.screen = screen;
  if (plan.subject.types.includes('lightingEffect') || plan.subject.family === 'mRgb') {
    devicePreview.lighting = plan.lighting;
  }
  return { images, devicePreview };
}

/** A creator's avatar (square WebP, a geometric mark), stored; returns its file key. */
export async function renderCreatorAvatar(
  storage: FileStorage,
  creator: { username: string; nickName: string },
  seed: number,
): Promise<string> {
  return storeSvg(storage, avatarSvg(creator.username, seed, 256), 86);
}

/** The shared covers' subjects: card-shaped kinds (3:2), so every cover has the same size. */
const SHARED_SUBJECTS: readonly Omit<ArtSubject, 'category' | 'author'>[] = [
  { name: 'Stream Deck Tools', family: 'streamDock', types: ['plugin'] },
  { name: 'Line Icons', family: 'streamDock', types: ['icon'] },
  { name: 'Night Scene', family: 'streamDock', types: ['scene'] },
  { name: 'Number Pad', family: 'streamDock', types: ['numericKeycap'] },
  { name: 'Dashboard', family: 'mPanel', types: ['plugin'] },
  { name: 'Keycap Set', family: 'mKey', types: ['keycapSkin'] },
  { name: 'Macro Keys', family: 'mKey', types: ['plugin'] },
  { name: 'Soft Icons', family: 'mKey', types: ['icon'] },
];

/**
 * Covers for the bulk catalogue's pool: the covers of `count` made-up products of the
 * card-shaped kinds (all 960×640), with their renditions.
 */
export function renderSharedCovers(
  storage: FileStorage,
  count: number,
  seed: number,
): Promise<StoredImage[]> {
  const covers = Array.from({ length: count }, (_, i) => {
    const subject: ArtSubject = {
      ...SHARED_SUBJECTS[i % SHARED_SUBJECTS.length]!,
      category: CATEGORIES[(i * 7) % CATEGORIES.length]!,
      author: 'bulk',
    };
    return productShots(planArt(subject, seed + i), 1)[0]!;
  });
  return mapLimit(covers, 4, (cover) => storeStill(storage, cover.svg));
}
