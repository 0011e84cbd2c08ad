import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImages } from '../src/db/schema.ts';
import { FileStorage } from '../src/lib/file-storage.ts';
import { runSeed } from '../src/seed/run-seed.ts';
import { build } from './helper.ts';

describe('the demo seed’s product images (decision 011)', async () => {
  const { app, config } = await build({
    prepare: (database, cfg) => runSeed(database.db, FileStorage.forDataDir(cfg.dataDir)).then(),
  });

  it('go through the upload pipeline: a WebP main image and 320 and 640 wide renditions', async () => {
    const rows = await app.db.select().from(productImages);
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      const files = [row, ...row.variants].map((image) => ({
        file: path.join(config.dataDir, 'files', image.fileKey),
        size: [image.width, image.height],
      }));
      expect(files.map((entry) => entry.size)).toEqual([
        [960, 640],
        [320, 213],
        [640, 427],
      ]);
      expect(row.variants.map((variant) => variant.format)).toEqual(['image/webp', 'image/webp']);
      for (const { file, size } of files) {
        const metadata = await sharp(file).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...size]);
      }
    }
  });
});
