import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES } from '@space/contracts/catalog';
import { relatedLinksSchema } from '@space/contracts/products';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { products, videoTutorials } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { referencedKeys } from '../../src/modules/videos/hls-playlist.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalog.ts';
import { runSeed } from '../../src/seed/run-seed.ts';
import { packageInspector } from '../support/package-inspector.ts';
import { build, makeTempDir, openTestDatabase, queryRows } from '../support/helper.ts';

/** Every seeded table with its primary key, so dumps come out in a stable order. */
const SEEDED_TABLES = {
  tenants: ['id'],
  categories: ['code'],
  content_types: ['code'],
  device_families: ['code'],
  device_family_content_types: ['device_family', 'content_type'],
  users: ['id'],
  products: ['id'],
  product_images: ['product_id', 'position'],
  product_versions: ['id'],
  video_tutorials: ['id'],
} as const;

type Dump = Record<string, Record<string, unknown>[]>;

async function dumpSeededTables(db: Database): Promise<Dump> {
  const dump: Dump = {};
  for (const [table, key] of Object.entries(SEEDED_TABLES)) {
    const orderBy = sql.join(
      key.map((column) => sql.identifier(column)),
      sql`, `,
    );
    dump[table] = await queryRows(
      db,
      sql`select * from ${sql.identifier(table)} order by ${orderBy}`,
    );
  }
  return dump;
}

/** sha256 of every stored file, by its storage key. */
function hashFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'files');
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    hashes[key] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

describe('the demo seed', async () => {
  const inspect = packageInspector();
  // The first seeded database serves the app; the second is seeded on its own.
  const { app, database, config } = await build({
    prepare: async (db, appConfig) => {
      await runSeed(db.db, FileStorage.forDataDir(appConfig.dataDir));
    },
  });
  const second = await openTestDatabase();
  const secondDataDir = makeTempDir();
  const secondOutcome = await runSeed(second.db, FileStorage.forDataDir(secondDataDir));
  afterAll(async () => {
    await second.dispose();
    fs.rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('is deterministic: the same rows in two fresh databases', async () => {
    expect(secondOutcome).toBe('seeded');
    const first = await dumpSeededTables(database.db);
    for (const rows of Object.values(first)) expect(rows.length).toBeGreaterThan(0);
    expect(await dumpSeededTables(second.db)).toEqual(first);
  });

  it('is deterministic: byte-identical image files', () => {
    const first = hashFiles(config.dataDir);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    expect(hashFiles(secondDataDir)).toEqual(first);
  });

  it('stores every file the rows refer to', async () => {
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`select avatar_key as key from users where avatar_key is not null
          union all select file_key from product_images`,
    );
    const stored = hashFiles(config.dataDir);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(stored).toHaveProperty([key]);

    const image = await app.inject({ method: 'GET', url: FileStorage.publicUrl(keys[0]!.key) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('does nothing the second time', async () => {
    const before = await dumpSeededTables(second.db);
    expect(await runSeed(second.db, FileStorage.forDataDir(secondDataDir))).toBe('already-seeded');
    expect(await dumpSeededTables(second.db)).toEqual(before);
  });

  // Decision 074: every product ships a real package of its kind, shown at its real size.
  it('ships a package for every version of every product, passing the package checks', async () => {
    const versions = await queryRows<{
      id: number;
      product_id: number;
      version: string;
      size_bytes: string | number;
      file_key: string | null;
      content_types: string[];
      supported_systems: string[];
      supported_languages: string[];
    }>(
      database.db,
      sql`select v.id, v.product_id, v.version, v.size_bytes, v.file_key, p.content_types,
            p.supported_systems, p.supported_languages
          from product_versions v join products p on p.id = v.product_id order by v.id`,
    );
    expect(versions.length).toBeGreaterThanOrEqual(DEMO_PRODUCTS.length);
    const storage = FileStorage.forDataDir(config.dataDir);
    const kinds = new Set<string>();
    for (const row of versions) {
      const where = `product ${row.product_id} ${row.version}`;
      expect(row.file_key, where).toMatch(/^packages\//);
      const bytes = await storage.read(row.file_key!);
      expect(bytes, where).not.toBeNull();
      expect(Number(row.size_bytes), where).toBe(bytes!.length);
      const plugin = row.content_types.includes('plugin');
      kinds.add(plugin ? 'plugin' : row.content_types[0]!);
      const report = await inspect(bytes!, {
        fileName: `${where}.zip`.replace(/ /g, '_'),
        kind: plugin ? 'plugin' : 'other',
        expected: {
          version: row.version,
          systems: row.supported_systems,
          languages: row.supported_languages,
        },
      });
      expect(report.findings, where).toEqual([]);
      expect(report.ok, where).toBe(true);
      if (plugin) expect(report.manifest?.version, where).toBe(row.version);
    }
    expect([...kinds].sort()).toEqual(
      [
        ...new Set(DEMO_PRODUCTS.map((p) => (p.types.includes('plugin') ? 'plugin' : p.types[0]!))),
      ].sort(),
    );
    // Packages are private: /files/ never serves them.
    const open = await app.inject({
      method: 'GET',
      url: FileStorage.publicUrl(versions[0]!.file_key!),
    });
    expect(open.statusCode).toBe(404);
  });

  it("shows every product the size of its newest package's stored bytes", async () => {
    const storage = FileStorage.forDataDir(config.dataDir);
    const rows = await queryRows<{ id: number; file_key: string }>(
      database.db,
      sql`select distinct on (product_id) product_id as id, file_key from product_versions
          order by product_id, created_at desc, id desc`,
    );
    for (const row of rows) {
      const detail = await app.inject({ method: 'GET', url: `/api/products/${row.id}` });
      expect(detail.statusCode, String(row.id)).toBe(200);
      const newest = (detail.json().data.versions as { sizeBytes: number }[])[0]!;
      expect(newest.sizeBytes, String(row.id)).toBe((await storage.read(row.file_key))!.length);
    }
  });

  it('gives a catalogue seeded before packages existed its packages, the same bytes', async () => {
    const before = await dumpSeededTables(second.db);
    await second.db.execute(sql`update product_versions set file_key = null, size_bytes = 1`);
    expect(await runSeed(second.db, FileStorage.forDataDir(secondDataDir))).toBe('already-seeded');
    expect(await dumpSeededTables(second.db)).toEqual(before);
  });

  it('holds the reference data of the specification', async () => {
    const dump = await dumpSeededTables(database.db);
    expect(dump.tenants?.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: 10000000, code: 'default' },
      { id: 10000001, code: 'soomfon' },
      { id: 10000002, code: 'VSD' },
      { id: 10000003, code: 'gClickcr' },
      { id: 10000004, code: 'AJAZZ' },
      { id: 10000005, code: 'darkFlash' },
    ]);
    expect(dump.categories).toHaveLength(15);
    expect(dump.content_types).toHaveLength(8);
    expect(dump.device_families).toHaveLength(4);
  });

  it('has a product for every device family and each content type it lists', async () => {
    const rows = await database.db
      .select({ family: products.deviceFamily, types: products.contentTypes })
      .from(products);
    for (const family of DEVICE_FAMILIES) {
      for (const type of family.contentTypes) {
        const match = rows.some((row) => row.family === family.code && row.types.includes(type));
        expect(match, `${family.code} / ${type}`).toBe(true);
      }
    }
  });

  it('gives products only related links a product form accepts (http and https)', async () => {
    const rows = await database.db.select({ links: products.relatedLinks }).from(products);
    for (const { links } of rows) expect(relatedLinksSchema.parse(links)).toEqual(links);
  });

  it('is served by GET /api/catalog/meta', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalog/meta' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        categories: [...CATEGORIES],
        contentTypes: CONTENT_TYPES.map(({ code, slug }) => ({ code, slug })),
        deviceFamilies: DEVICE_FAMILIES.map(({ code, path: familyPath, contentTypes }) => ({
          code,
          path: familyPath,
          contentTypes: [...contentTypes],
        })),
      },
    });
  });

  // Video tutorials (decision 034): made with ffmpeg, every file stored and served.
  it('has video tutorials whose files exist, the playlists naming stored segments', async () => {
    const videos = await database.db.select().from(videoTutorials);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(videos.map((video) => video.deviceFamily)).size).toBeGreaterThanOrEqual(3);
    const stored = hashFiles(config.dataDir);
    for (const video of videos) {
      const keys = [video.thumbnailKey, video.videoKey, video.hlsKey];
      expect(
        keys.every((key) => key && key in stored),
        video.slug,
      ).toBe(true);
      expect(video.captions.map((caption) => caption.lang).sort()).toEqual(['en', 'ko', 'zh']);
      for (const { fileKey } of video.captions) {
        expect(fs.readFileSync(path.join(config.dataDir, 'files', fileKey), 'utf8')).toMatch(
          /^WEBVTT\n\n1\n00:00:00\.000 --> /,
        );
      }
      const playlist = fs.readFileSync(path.join(config.dataDir, 'files', video.hlsKey!), 'utf8');
      const segments = referencedKeys(video.hlsKey!, playlist);
      expect(playlist).toContain('#EXT-X-ENDLIST');
      expect(segments.filter((key) => key.endsWith('.m4s')).length).toBeGreaterThan(1);
      for (const key of segments) expect(stored, `${video.slug}: ${key}`).toHaveProperty([key]);
    }

    const [first] = videos;
    const segment = referencedKeys(
      first!.hlsKey!,
      fs.readFileSync(path.join(config.dataDir, 'files', first!.hlsKey!), 'utf8'),
    )[1]!;
    const served = await app.inject({ method: 'GET', url: FileStorage.publicUrl(segment) });
    expect(served.statusCode).toBe(200);
    const mp4 = await app.inject({
      method: 'GET',
      url: FileStorage.publicUrl(first!.videoKey!),
      headers: { range: 'bytes=0-99' },
    });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
  });

  it('is served by GET /api/tenants', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      { id: 10000000, code: 'default', name: 'Space', hostRules: [] },
      { id: 10000001, code: 'soomfon', name: 'soomfon', hostRules: [] },
      { id: 10000002, code: 'VSD', name: 'VSDCraft', hostRules: ['vsdcraft.'] },
      { id: 10000003, code: 'gClickcr', name: 'gClickcr', hostRules: [] },
      { id: 10000004, code: 'AJAZZ', name: 'AJAZZ', hostRules: ['ajazz.'] },
      { id: 10000005, code: 'darkFlash', name: 'darkFlash', hostRules: ['darkflash.'] },
    ]);
  });
});
