import { ERRORS } from '@space/contracts/errors';
import type { VideoDetail, VideoPage } from '@space/contracts/videos';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { collectFileGarbage } from '../../../src/modules/files/file-garbage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import { createTestVideo } from '../../support/video-fixtures.ts';

describe('video tutorials', async () => {
  const clock = new ManualClock();
  const { app, config } = await build({
    clock,
    prepare: (database) => ensureReferenceData(database.db),
  });
  // Five tutorials in list order (v3 and v4 share a position: the id breaks the tie).
  const v1 = await createTestVideo(app, { deviceFamily: 'streamDock', topic: 'gettingStarted' });
  const v2 = await createTestVideo(app, {
    deviceFamily: 'streamDock',
    topic: 'plugins',
    position: 1,
  });
  const v3 = await createTestVideo(app, {
    deviceFamily: 'mPanel',
    topic: 'customization',
    position: 2,
    title: { en: 'Panel themes', zh: '面板主题', ko: ' ' },
  });
  const v4 = await createTestVideo(app, {
    deviceFamily: 'mKey',
    topic: 'customization',
    position: 2,
  });
  const v5 = await createTestVideo(app, {
    deviceFamily: 'mRgb',
    topic: 'lighting',
    position: 3,
    hlsKey: null,
    thumbnailKey: null,
    captions: [],
  });
  const userA = await createTestUser(app);
  const userB = await createTestUser(app);
  const tokenA = await tokenFor(app, userA);
  const tokenB = await tokenFor(app, userB);

  async function list(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url: '/api/videos', query, headers });
  }
  const ids = (page: VideoPage) => page.list.map((video) => video.id);

  describe('the list', () => {
    it('holds every tutorial in position order, ties by id', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const page = response.json().data as VideoPage;
      expect(ids(page)).toEqual([v1.id, v2.id, v3.id, v4.id, v5.id]);
      expect(page.total).toBe(5);
      expect(page.list[0]).toEqual({
        id: v1.id,
        slug: v1.slug,
        deviceFamily: 'streamDock',
        topic: 'gettingStarted',
        title: v1.title.en,
        description: 'In English.',
        durationSeconds: 12,
        thumbnailUrl: `/files/${v1.thumbnailKey}`,
      });
      expect(page.list[4]!.thumbnailUrl).toBeNull();
    });

    it('filters by device family, by topic and by both', async () => {
      expect(ids((await list({ deviceFamily: 'streamDock' })).json().data)).toEqual([v1.id, v2.id]);
      expect(ids((await list({ topic: 'customization' })).json().data)).toEqual([v3.id, v4.id]);
      const both = (await list({ deviceFamily: 'mKey', topic: 'customization' })).json().data;
      expect(ids(both)).toEqual([v4.id]);
      const none = (await list({ deviceFamily: 'mRgb', topic: 'plugins' })).json().data;
      expect(none).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    });

    it('pages with a total of every match', async () => {
      const page = (await list({ page: '2', pageSize: '2' })).json().data as VideoPage;
      expect(ids(page)).toEqual([v3.id, v4.id]);
      expect(page.total).toBe(5);
    });

    it('speaks the lang header, or ?lang=, falling back to English for a blank translation', async () => {
      const zh = (await list({}, { lang: 'zh-CN' })).json().data as VideoPage;
      expect(zh.list[0]!.title).toBe(v1.title.zh);
      expect(zh.list[0]!.description).toBe('中文说明。');
      const ko = (await list({ lang: 'ko' }, { lang: 'en-US' })).json().data as VideoPage;
      expect(ko.list[0]!.title).toBe(v1.title.ko);
      expect(ko.list[2]!.title).toBe('Panel themes');
      const response = await list();
      expect(response.headers.vary).toMatch(/\blang\b/);
      expect(response.headers.etag).toBeTruthy();
    });

    it.each([
      [{ deviceFamily: 'toaster' }],
      [{ topic: 'cooking' }],
      [{ lang: 'fr' }],
      [{ page: '0' }],
      [{ pageSize: '101' }],
    ])('refuses %j with 400', async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ERRORS.VALIDATION_FAILED.code);
    });
  });

  describe('a tutorial', () => {
    it('has its sources, captions and the next tutorial', async () => {
      const response = await app.inject({ method: 'GET', url: `/api/videos/${v2.id}?lang=zh` });
      expect(response.statusCode).toBe(200);
      const video = response.json().data as VideoDetail;
      expect(video.title).toBe(v2.title.zh);
      expect(video.sources).toEqual({ hls: `/files/${v2.hlsKey}`, mp4: `/files/${v2.videoKey}` });
      expect(video.captions).toEqual(
        v2.captions.map((c) => ({ lang: c.lang, url: `/files/${c.fileKey}` })),
      );
      expect(video.next).toMatchObject({ id: v3.id, title: '面板主题' });
    });

    it('follows the list order to the next one, and the last has none', async () => {
      const next = async (id: number) =>
        (await app.inject({ method: 'GET', url: `/api/videos/${id}` })).json().data.next;
      expect((await next(v3.id)).id).toBe(v4.id);
      expect((await next(v4.id)).id).toBe(v5.id);
      expect(await next(v5.id)).toBeNull();
    });

    it('may have no HLS rendition and no captions', async () => {
      const video = (await app.inject({ method: 'GET', url: `/api/videos/${v5.id}` })).json().data;
      expect(video.sources.hls).toBeNull();
      expect(video.captions).toEqual([]);
    });

    it.each([
      ['999999', 404],
      ['2147483648', 404],
      ['0', 400],
      ['abc', 400],
    ])('answers /api/videos/%s with %i', async (id, status) => {
      expect((await app.inject({ method: 'GET', url: `/api/videos/${id}` })).statusCode).toBe(
        status,
      );
    });
  });

  describe('resume positions', () => {
    const progressUrl = (id: number) => `/api/videos/${id}/progress`;
    const save = (token: string, id: number, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: progressUrl(id),
        headers: bearer(token),
        payload: payload as object,
      });
    const read = (token: string, id: number) =>
      app.inject({ method: 'GET', url: progressUrl(id), headers: bearer(token) });

    it('are for signed-in viewers only: a visitor gets 401', async () => {
      expect((await app.inject({ method: 'GET', url: progressUrl(v1.id) })).statusCode).toBe(401);
      const put = await app.inject({
        method: 'PUT',
        url: progressUrl(v1.id),
        payload: { positionSeconds: 3 },
      });
      expect(put.statusCode).toBe(401);
      expect(put.json().code).toBe(401);
    });

    it('start at 0 and keep the last position saved, per user', async () => {
      expect((await read(tokenA, v1.id)).json().data).toEqual({
        videoId: v1.id,
        positionSeconds: 0,
        updatedAt: null,
      });
      expect((await save(tokenA, v1.id, { positionSeconds: 4 })).statusCode).toBe(200);
      clock.advance(1000);
      const saved = await save(tokenA, v1.id, { positionSeconds: 7 });
      expect(saved.json().data).toEqual({
        videoId: v1.id,
        positionSeconds: 7,
        updatedAt: new Date(clock.now()).toISOString(),
      });
      expect((await read(tokenA, v1.id)).json().data.positionSeconds).toBe(7);
      // User B sees only their own position, and theirs does not move A's.
      expect((await read(tokenB, v1.id)).json().data.positionSeconds).toBe(0);
      await save(tokenB, v1.id, { positionSeconds: 2 });
      expect((await read(tokenA, v1.id)).json().data.positionSeconds).toBe(7);
      expect((await read(tokenB, v1.id)).json().data.positionSeconds).toBe(2);
      // The end of the tutorial is a valid position (watched to the end).
      expect((await save(tokenA, v2.id, { positionSeconds: 12 })).statusCode).toBe(200);
    });

    it('refuses a position past the end (40090) and bad input (400), changing nothing', async () => {
      const beyond = await save(tokenA, v1.id, { positionSeconds: 13 });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().code).toBe(ERRORS.VIDEO_POSITION_BEYOND_END.code);
      expect(beyond.json().msg).toBe('The position is beyond the end of the video.');
      for (const body of [
        {},
        { positionSeconds: -1 },
        { positionSeconds: 1.5 },
        { positionSeconds: '5' },
        { positionSeconds: 86_401 },
      ]) {
        const response = await save(tokenA, v1.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await read(tokenA, v1.id)).json().data.positionSeconds).toBe(7);
    });

    it('answer 404 for a tutorial that does not exist', async () => {
      expect((await save(tokenA, 999_999, { positionSeconds: 1 })).statusCode).toBe(404);
      expect((await read(tokenA, 2_147_483_648)).statusCode).toBe(404);
    });

    it('are rate limited per user: 120 writes in 10 minutes', async () => {
      const user = await createTestUser(app);
      const token = await tokenFor(app, user);
      for (let i = 0; i < 120; i += 1) {
        expect((await save(token, v2.id, { positionSeconds: i % 12 })).statusCode).toBe(200);
      }
      const refused = await save(token, v2.id, { positionSeconds: 1 });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await save(tokenB, v2.id, { positionSeconds: 1 })).statusCode).toBe(200);
      clock.advance(10 * 60_000);
      expect((await save(token, v2.id, { positionSeconds: 1 })).statusCode).toBe(200);
    });
  });

  describe('files', () => {
    const storage = FileStorage.forDataDir(config.dataDir);

    it('are served with their media types, and MP4 with byte ranges for seeking', async () => {
      const bytes = Buffer.alloc(4096, 7);
      const cases = [
        ['m3u8', 'application/vnd.apple.mpegurl'],
        ['m4s', 'video/iso.segment'],
        ['ts', 'video/mp2t'],
        ['vtt', 'text/vtt'],
        ['mp4', 'video/mp4'],
      ] as const;
      for (const [extension, type] of cases) {
        const key = await storage.put(Buffer.concat([bytes, Buffer.from(extension)]), extension);
        const response = await app.inject({ method: 'GET', url: FileStorage.publicUrl(key) });
        expect(response.statusCode, extension).toBe(200);
        expect(response.headers['content-type'], extension).toMatch(new RegExp(`^${type}`));
      }
      const mp4 = await storage.put(bytes, 'mp4');
      const range = await app.inject({
        method: 'GET',
        url: FileStorage.publicUrl(mp4),
        headers: { range: 'bytes=1000-1999' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe('bytes 1000-1999/4096');
      expect(range.rawPayload).toHaveLength(1000);
      expect(range.headers['accept-ranges']).toBe('bytes');
    });

    it('of a playlist stay when unreferenced files are collected: its segments too', async () => {
      const init = await storage.put(Buffer.from('init segment'), 'mp4', 'seed');
      const segment = await storage.put(Buffer.from('media segment'), 'm4s', 'seed');
      const orphan = await storage.put(Buffer.from('nobody names me'), 'm4s', 'seed');
      const playlist = [
        '#EXTM3U',
        `#EXT-X-MAP:URI="../${init.split('/').slice(-2).join('/')}"`,
        '#EXTINF:2.000000,',
        `../${segment.split('/').slice(-2).join('/')}`,
        '#EXT-X-ENDLIST',
      ].join('\n');
      const hlsKey = await storage.put(Buffer.from(playlist), 'm3u8', 'seed');
      const row = await createTestVideo(app, { hlsKey, position: 99 });
      const report = await collectFileGarbage(app.db, storage, {
        writtenBefore: new Date(Date.now() + 60_000),
      });
      expect(report.removed).toBeGreaterThan(0);
      expect(await storage.read(hlsKey)).not.toBeNull();
      expect(await storage.read(init)).not.toBeNull();
      expect(await storage.read(segment)).not.toBeNull();
      expect(await storage.read(orphan)).toBeNull();
      expect(row.hlsKey).toBe(hlsKey);
    });
  });
});
