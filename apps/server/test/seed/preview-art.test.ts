import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentType } from '@space/contracts/catalog';
import { lightingSchema } from '@space/contracts/device-preview';
import { fitsAspect, imageAspectRule } from '@space/contracts/upload-rules';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { mapLimit } from '../../src/seed/images.ts';
import {
  type ArtSubject,
  type RenderedArt,
  renderCreatorAvatar,
  renderProductArt,
} from '../../src/seed/preview-art/index.ts';
import { makeTempDir } from '../support/helper.ts';

/** One product of every kind, and one of two kinds. */
const SUBJECTS: ArtSubject[] = [
  {
    name: 'OBS Studio Controller',
    family: 'streamDock',
    types: ['plugin'],
    category: 'streaming',
    author: 'a',
    dial: true,
  },
  {
    name: 'Smart Home Panel',
    family: 'mPanel',
    types: ['plugin'],
    category: 'smartHome',
    author: 'a',
  },
  {
    name: 'Neon Line Icons',
    family: 'streamDock',
    types: ['icon'],
    category: 'streaming',
    author: 'a',
  },
  {
    name: 'Streamer Starter Scene',
    family: 'streamDock',
    types: ['scene'],
    category: 'streaming',
    author: 'a',
  },
  {
    name: 'Midnight Glass Theme',
    family: 'mPanel',
    types: ['theme'],
    category: 'productivity',
    author: 'a',
  },
  {
    name: 'Retro Number Pad',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'utilities',
    author: 'a',
  },
  {
    name: 'Aurora Animated Background',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'lighting',
    author: 'a',
  },
  {
    name: '한글 키캡 스킨',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'social',
    author: 'a',
  },
  {
    name: 'Rainbow Wave',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    author: 'a',
  },
  {
    name: 'Game Macro Pack',
    family: 'mKey',
    types: ['plugin', 'scene'],
    category: 'gaming',
    author: 'a',
  },
];
const ANIMATED: readonly ContentType[] = ['animatedBackground', 'lightingEffect'];
const seedOf = (index: number) => 4200 + index;

function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

describe('the seed’s preview art', async () => {
  const firstDir = makeTempDir('space-art-');
  const secondDir = makeTempDir('space-art-');
  afterAll(() => {
    fs.rmSync(firstDir, { recursive: true, force: true });
    fs.rmSync(secondDir, { recursive: true, force: true });
  });
  const storage = FileStorage.forDataDir(firstDir);
  const render = (target: FileStorage) =>
    mapLimit(SUBJECTS, 2, (subject) =>
      renderProductArt(target, subject, seedOf(SUBJECTS.indexOf(subject))),
    );
  const rendered: RenderedArt[] = await render(storage);

  const metadataOf = async (key: string) => {
    const bytes = await storage.read(key);
    expect(bytes, key).not.toBeNull();
    return sharp(bytes!, { animated: true }).metadata();
  };

  describe.each(
    SUBJECTS.map((subject, index) => ({ subject, index, kind: subject.types.join('+') })),
  )('$kind on $subject.family', ({ subject, index }) => {
    const art = () => rendered[index]!;
    const primary = subject.types[0]!;
    const rule = imageAspectRule(subject.types);

    it('has two to four images of the shape the upload rules demand, stored as WebP', async () => {
      const { images } = art();
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      for (const image of images) {
        expect(fitsAspect(image.width, image.height, rule), `${image.width}×${image.height}`).toBe(
          true,
        );
        for (const stored of [image, ...image.variants]) {
          const metadata = await metadataOf(stored.fileKey);
          expect([metadata.format, metadata.width, metadata.pageHeight ?? metadata.height]).toEqual(
            ['webp', stored.width, stored.height],
          );
        }
      }
      // The cover is a still with the upload pipeline's renditions.
      const [cover] = images;
      expect(cover!.width).toBe(960);
      expect(cover!.variants.map((variant) => variant.width)).toEqual([320, 640]);
      expect((await metadataOf(cover!.fileKey)).pages ?? 1).toBe(1);
    });

    it(
      ANIMATED.includes(primary) ? 'shows a looping animation second' : 'has only stills',
      async () => {
        const pages = await Promise.all(
          art().images.map(async (image) => (await metadataOf(image.fileKey)).pages ?? 1),
        );
        if (!ANIMATED.includes(primary)) {
          expect(pages.every((count) => count === 1)).toBe(true);
          return;
        }
        expect(pages[1]).toBeGreaterThan(1);
        const animation = art().images[1]!;
        expect(animation.variants).toEqual([]);
        expect((await storage.read(animation.fileKey))!.length).toBeLessThan(300 * 1024);
      },
    );

    it('gives the virtual device the parts of its kinds, every file stored', async () => {
      const preview = art().devicePreview;
      const has = (...kinds: ContentType[]) => kinds.some((kind) => subject.types.includes(kind));
      if (has('icon', 'plugin')) {
        expect(preview.keys!.length).toBeGreaterThanOrEqual(6);
        expect(preview.keys!.length).toBeLessThanOrEqual(15);
        for (const key of preview.keys!) {
          const metadata = await metadataOf(key);
          expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 144, 144]);
        }
        // Distinct icons on distinct keys.
        expect(new Set(preview.keys).size).toBe(preview.keys!.length);
      } else {
        expect(preview.keys).toBeUndefined();
      }
      if (has('scene', 'theme', 'animatedBackground')) {
        const metadata = await metadataOf(preview.screen!);
        expect(
          fitsAspect(
            metadata.width!,
            metadata.pageHeight ?? metadata.height!,
            imageAspectRule(['theme']),
          ),
        ).toBe(true);
      } else {
        expect(preview.screen).toBeUndefined();
      }
      if (has('keycapSkin', 'numericKeycap')) {
        const metadata = await metadataOf(preview.keycap!);
        expect([metadata.width, metadata.height]).toEqual([144, 144]);
      } else {
        expect(preview.keycap).toBeUndefined();
      }
      if (has('lightingEffect') || subject.family === 'mRgb') {
        expect(lightingSchema.safeParse(preview.lighting).success).toBe(true);
      } else {
        expect(preview.lighting).toBeUndefined();
      }
    });
  });

  it('draws the same bytes for the same seeds, and other art for other seeds', async () => {
    const second = FileStorage.forDataDir(secondDir);
    expect(await render(second)).toEqual(rendered);
    expect(hashFiles(secondDir)).toEqual(hashFiles(firstDir));

    const other = await renderProductArt(second, SUBJECTS[2]!, seedOf(2) + 1);
    expect(other.images[0]!.fileKey).not.toBe(rendered[2]!.images[0]!.fileKey);
  });

  it('gives each creator a square avatar of their own, the same for the same seed', async () => {
    const creators = ['pixelforge', 'streamcraft', 'lumen_labs', 'devdeck', 'yunduan', 'hanbit'];
    const keys = await Promise.all(
      creators.map((username) => renderCreatorAvatar(storage, { username, nickName: username }, 7)),
    );
    expect(new Set(keys).size).toBe(creators.length);
    const metadata = await metadataOf(keys[0]!);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);
    const again = await renderCreatorAvatar(
      FileStorage.forDataDir(secondDir),
      { username: creators[0]!, nickName: '' },
      7,
    );
    expect(again).toBe(keys[0]);
  });
});
