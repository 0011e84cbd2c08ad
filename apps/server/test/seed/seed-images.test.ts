import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImages } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { runSeed } from '../../src/seed/run-seed.ts';
import { build } from '../support/helper.ts';

describe('the demo seed’s product images (decision 011)', async () => {
  const { app, config } = await build({
    prepare: (database, cfg) => runSeed(database.db, FileStorage.forDataDir(cfg.dataDir)).then(),
  });

  it('go through the upload pipeline: a WebP main image and 320 and 640 wide renditions', async () => {
    const rows = await app.db.select().from(productImages);
    expect(rows.length).toBeGreaterThan(80);
    let stills = 0;
    for (const row of rows) {
      const metadata = await sharp(path.join(config.dataDir, 'files', row.fileKey)).metadata();
      expect(metadata.format).toBe('webp');
      // Animated kinds (backgrounds, lighting) have a looping animation in their gallery: one
      // small animated WebP, without renditions.
      if (row.variants.length === 0) {
        expect(row.position).toBeGreaterThan(0);
        expect([metadata.width, metadata.pageHeight ?? metadata.height]).toEqual([
          row.width,
          row.height,
        ]);
        continue;
      }
      stills += 1;
      // Cards are 3:2, screens (themes, backgrounds, lighting) 16:9 (decision 028).
      const height = row.height === 540 ? 540 : 640;
      const files = [row, ...row.variants].map((image) => ({
        file: path.join(config.dataDir, 'files', image.fileKey),
        size: [image.width, image.height],
      }));
      expect(files.map((entry) => entry.size)).toEqual([
        [960, height],
        [320, Math.round((320 * height) / 960)],
        [640, Math.round((640 * height) / 960)],
      ]);
      expect(row.variants.map((variant) => variant.format)).toEqual(['image/webp', 'image/webp']);
      for (const { file, size } of files) {
        const still = await sharp(file).metadata();
        expect([still.format, still.width, still.height]).toEqual(['webp', ...size]);
      }
    }
    expect(stills).toBeGreaterThan(rows.length / 2);
  });
});
