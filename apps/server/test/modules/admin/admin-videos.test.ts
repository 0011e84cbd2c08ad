import fs from 'node:fs';
import path from 'node:path';
import type { AdminVideo } from '@space/contracts/admin-videos';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, videoProgress, videoTutorials } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { NEW_TUTORIAL, tinyMp4, tutorialUpload } from '../../support/admin-video-fixtures.ts';
import { build } from '../../support/helper.ts';
import { multipart } from '../../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import { createTestVideo, type VideoRow } from '../../support/video-fixtures.ts';

/** Small enough that an oversize body costs nothing, large enough for the tiny MP4. */
const UPLOAD_CAP = 64 * 1024;

describe('video tutorials in the admin console (decision 042)', async () => {
  const { app, config } = await build({
    config: { videoUploadMaxBytes: UPLOAD_CAP },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const superAdmin = await createTestUser(app, { isSuperAdmin: true });
  const brandAdmin = await createTestUser(app, { role: 'admin' });
  const viewer = await createTestUser(app);
  const asSuper = bearer(await tokenFor(app, superAdmin));
  const asAdmin = bearer(await tokenFor(app, brandAdmin));
  const asViewer = bearer(await tokenFor(app, viewer));
  let first: VideoRow;
  let second: VideoRow;
  let third: VideoRow;

  beforeAll(async () => {
    first = await createTestVideo(app, { position: 0 });
    second = await createTestVideo(app, { position: 1 });
    third = await createTestVideo(app, { position: 2 });
  });

  const fileOf = (key: string) => path.join(config.dataDir, 'files', key);
  const auditCount = async () =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.n;
  const auditOf = (targetId: string | number) =>
    app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(targetId)));
  const rowOf = async (id: number) =>
    (await app.db.select().from(videoTutorials).where(eq(videoTutorials.id, id)))[0];
  const publicIds = async () =>
    (await app.inject({ url: '/api/videos?pageSize=50' }))
      .json()
      .data.list.map((video: { id: number }) => video.id);
  const patch = (id: number, payload: object, headers = asSuper) =>
    app.inject({ method: 'PATCH', url: `/api/admin/videos/${id}`, headers, payload });
  const upload = (body: { payload: Buffer; contentType: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: { ...asSuper, 'content-type': body.contentType },
      payload: body.payload,
    });
  const storedVideoFolders = () => {
    const dir = fileOf('videos');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('is for super admins only: tutorials are every brand’s', async () => {
    expect((await app.inject({ url: '/api/admin/videos' })).statusCode).toBe(401);
    for (const headers of [asViewer, asAdmin]) {
      expect((await app.inject({ url: '/api/admin/videos', headers })).statusCode).toBe(403);
      expect((await patch(first.id, { hidden: true }, headers)).statusCode).toBe(403);
    }
    expect((await rowOf(first.id))!.hiddenAt).toBeNull();
    const list = await app.inject({ url: '/api/admin/videos', headers: asSuper });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.uploadMaxBytes).toBe(UPLOAD_CAP);
    expect(list.json().data.list.map((video: AdminVideo) => video.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it('edits titles and descriptions in three languages, family and topic, with an audit entry', async () => {
    const response = await patch(second.id, {
      title: { en: 'Pair it', zh: '配对', ko: '' },
      topic: 'lighting',
      deviceFamily: 'mKey',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: { en: 'Pair it', zh: '配对', ko: '' },
      topic: 'lighting',
      deviceFamily: 'mKey',
    });
    const zh = await app.inject({ url: `/api/videos/${second.id}?lang=zh` });
    expect(zh.json().data.title).toBe('配对');
    // A blank Korean title falls back to English for viewers.
    const ko = await app.inject({ url: `/api/videos/${second.id}?lang=ko` });
    expect(ko.json().data.title).toBe('Pair it');
    const [entry] = await auditOf(second.id);
    expect(entry).toMatchObject({
      action: 'video.update',
      targetType: 'video',
      actorId: superAdmin.id,
      before: { topic: 'plugins', deviceFamily: 'streamDock' },
      after: { topic: 'lighting', deviceFamily: 'mKey' },
    });
  });

  it('refuses bad edits and changes nothing', async () => {
    const before = await rowOf(third.id);
    const entries = await auditCount();
    for (const payload of [
      {},
      { title: { en: '', zh: 'x', ko: 'x' } },
      { title: { en: 'x'.repeat(121), zh: '', ko: '' } },
      { title: { en: 'Only English' } },
      { topic: 'cooking' },
      { deviceFamily: 'toaster' },
      { hidden: 'yes' },
    ]) {
      const response = await patch(third.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(999_999, { hidden: true })).statusCode).toBe(404);
    expect(await rowOf(third.id)).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it('hides a tutorial from the list, the player and "next", and shows it again', async () => {
    expect((await patch(second.id, { hidden: true })).json().data.hiddenAt).not.toBeNull();
    expect(await publicIds()).toEqual([first.id, third.id]);
    expect((await app.inject({ url: `/api/videos/${second.id}` })).statusCode).toBe(404);
    const before = await app.inject({ url: `/api/videos/${first.id}` });
    expect(before.json().data.next.id).toBe(third.id);
    const progress = await app.inject({
      method: 'PUT',
      url: `/api/videos/${second.id}/progress`,
      headers: asViewer,
      payload: { positionSeconds: 1 },
    });
    expect(progress.statusCode).toBe(404);
    // The console still lists it.
    const admin = await app.inject({ url: '/api/admin/videos', headers: asSuper });
    expect(admin.json().data.list).toHaveLength(3);

    expect((await patch(second.id, { hidden: false })).json().data.hiddenAt).toBeNull();
    expect(await publicIds()).toEqual([first.id, second.id, third.id]);
    const actions = (await auditOf(second.id)).map((entry) => entry.after);
    expect(actions).toContainEqual({ hidden: true });
    expect(actions).toContainEqual({ hidden: false });
  });

  it('reorders every tutorial at once; a stale or repeated list is refused', async () => {
    const order = (ids: number[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/videos/order',
        headers: asSuper,
        payload: { ids },
      });
    const entries = await auditCount();
    expect((await order([first.id, second.id])).statusCode).toBe(409);
    expect((await order([first.id, first.id, third.id])).statusCode).toBe(400);
    expect((await order([first.id, second.id, third.id, 999_999])).statusCode).toBe(409);
    expect(await auditCount()).toBe(entries);
    expect(await publicIds()).toEqual([first.id, second.id, third.id]);

    const reversed = await order([third.id, second.id, first.id]);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().data.list.map((video: AdminVideo) => video.position)).toEqual([0, 1, 2]);
    expect(await publicIds()).toEqual([third.id, second.id, first.id]);
    const next = await app.inject({ url: `/api/videos/${third.id}` });
    expect(next.json().data.next.id).toBe(second.id);
    const [entry] = await auditOf('order');
    expect(entry).toMatchObject({
      action: 'video.reorder',
      before: { ids: [first.id, second.id, third.id] },
      after: { ids: [third.id, second.id, first.id] },
    });
  });

  it('adds a tutorial from an MP4: hidden, last, with its duration, thumbnail, MP4 and HLS', async () => {
    const mp4 = await tinyMp4();
    const response = await upload(tutorialUpload(mp4));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data as AdminVideo;
    expect(created).toMatchObject({
      slug: 'pairing-a-dock',
      title: NEW_TUTORIAL.title,
      description: NEW_TUTORIAL.description,
      durationSeconds: 1,
      position: 3,
      captions: [],
    });
    expect(created.hiddenAt).not.toBeNull();
    expect(await publicIds()).not.toContain(created.id);
    const row = (await rowOf(created.id))!;
    const thumbnail = fs.readFileSync(fileOf(row.thumbnailKey!));
    expect(thumbnail.subarray(8, 12).toString()).toBe('WEBP');
    const stored = fs.readFileSync(fileOf(row.videoKey!));
    expect(stored.subarray(4, 8).toString()).toBe('ftyp');
    const playlist = fs.readFileSync(fileOf(row.hlsKey!), 'utf8');
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(fs.existsSync(fileOf(row.hlsKey!.replace('index.m3u8', 'seg0.m4s')))).toBe(true);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'video.create', actorId: superAdmin.id });

    // The same title again gets a slug of its own; shown, it plays from its files.
    const again = (await upload(tutorialUpload(mp4))).json().data as AdminVideo;
    expect(again.slug).toMatch(/^pairing-a-dock-[0-9a-f]{6}$/);
    await patch(again.id, { hidden: false });
    const detail = (await app.inject({ url: `/api/videos/${again.id}` })).json().data;
    expect(detail.sources.mp4).toMatch(/^\/files\/videos\/[0-9a-f]{24}\/video\.mp4$/);
    const served = await app.inject({ url: detail.sources.hls });
    expect(served.statusCode).toBe(200);
  });

  it('refuses what is not an MP4, an oversize body and a bad form, leaving no row and no file', async () => {
    const rows = (await app.db.select().from(videoTutorials)).length;
    const folders = storedVideoFolders();
    const entries = await auditCount();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const renamed = await upload(tutorialUpload(Buffer.concat([png, Buffer.alloc(2000)])));
    expect(renamed.statusCode).toBe(415);
    // An `ftyp` box and nothing ffmpeg can read after it.
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
    ]);
    const hollow = await upload(tutorialUpload(Buffer.concat([ftyp, Buffer.alloc(4000, 7)])));
    expect(hollow.statusCode).toBe(415);
    const mp4 = await tinyMp4();
    const oversize = Buffer.concat([mp4, Buffer.alloc(UPLOAD_CAP)]);
    const tooLarge = await upload(tutorialUpload(oversize));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toContain('MB');
    const badMeta = await upload(tutorialUpload(mp4, { ...NEW_TUTORIAL, topic: 'cooking' }));
    expect(badMeta.statusCode).toBe(400);
    expect(badMeta.json().data.fields[0].path).toBe('meta.topic');
    const noMeta = await upload(
      multipart([{ name: 'file', filename: 'a.mp4', type: 'video/mp4', content: mp4 }]),
    );
    expect(noMeta.statusCode).toBe(400);
    const noFile = await upload(
      multipart([{ name: 'meta', content: JSON.stringify(NEW_TUTORIAL) }]),
    );
    expect(noFile.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: asSuper,
      payload: NEW_TUTORIAL,
    });
    expect(json.statusCode).toBe(415);
    expect((await app.db.select().from(videoTutorials)).length).toBe(rows);
    expect(storedVideoFolders()).toEqual(folders);
    expect(await auditCount()).toBe(entries);
  });

  it('deletes a tutorial with its files and viewers’ positions; files another row names stay', async () => {
    const created = (await upload(tutorialUpload(await tinyMp4()))).json().data as AdminVideo;
    const row = (await rowOf(created.id))!;
    const folder = path.dirname(fileOf(row.videoKey!));
    expect(fs.readdirSync(folder).sort()).toEqual(
      ['index.m3u8', 'init.mp4', 'seg0.m4s', 'thumb.webp', 'video.mp4'].sort(),
    );
    await app.db
      .insert(videoProgress)
      .values({ userId: viewer.id, videoId: created.id, positionSeconds: 1 });
    // A second row naming the same thumbnail (as seeded, content-addressed files may be).
    const sharing = await createTestVideo(app, { thumbnailKey: row.thumbnailKey });

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${created.id}`,
      headers: asSuper,
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(created.id)).toBeUndefined();
    expect(
      await app.db.select().from(videoProgress).where(eq(videoProgress.videoId, created.id)),
    ).toEqual([]);
    expect(fs.readdirSync(folder)).toEqual(['thumb.webp']);
    const [entry] = await auditOf(created.id).then((all) =>
      all.filter((e) => e.action === 'video.delete'),
    );
    expect(entry).toMatchObject({ actorId: superAdmin.id, before: { slug: created.slug } });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/videos/${created.id}`,
          headers: asSuper,
        })
      ).statusCode,
    ).toBe(404);
    expect(await rowOf(sharing.id)).toBeDefined();
  });
});
