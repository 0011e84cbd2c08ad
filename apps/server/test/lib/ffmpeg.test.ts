import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { findFfmpeg, NO_FFMPEG } from '../../src/lib/ffmpeg.ts';
import { tinyMp4, tutorialUpload } from '../support/admin-video-fixtures.ts';
import { build } from '../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/** The system's ffmpeg (decision 055): the PATH's or FFMPEG_PATH, never a bundled 2018 build. */
describe('ffmpeg', async () => {
  const logs: string[] = [];
  const { app } = await build({
    prepare: (database) => ensureReferenceData(database.db),
    // What the request's logger is told, however quiet the test logger is.
    beforeReady: (built) =>
      built.addHook('onRequest', async (request) => {
        vi.spyOn(request.log, 'warn').mockImplementation((...args: unknown[]) => {
          logs.push(String(args.at(-1)));
        });
      }),
  });
  const saved = process.env.FFMPEG_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = saved;
  });

  it('is the one on the PATH, a maintained release', async () => {
    delete process.env.FFMPEG_PATH;
    const ffmpeg = await findFfmpeg();
    expect(ffmpeg, NO_FFMPEG).not.toBeNull();
    expect(ffmpeg!.path).toBe('ffmpeg');
    // 4.1 is the static build of 2018 that @ffmpeg-installer shipped.
    expect(Number(/^n?(\d+)\./.exec(ffmpeg!.version)?.[1])).toBeGreaterThanOrEqual(5);
  });

  it('is FFMPEG_PATH when that is set, and none when it names nothing', async () => {
    const onPath = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
    process.env.FFMPEG_PATH = onPath;
    expect((await findFfmpeg())?.path).toBe(onPath);
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    expect(await findFfmpeg()).toBeNull();
  });

  it('missing, refuses a tutorial upload with 503 and tells the log how to install it', async () => {
    const video = await tinyMp4();
    const admin = bearer(await tokenFor(app, await createTestUser(app, { isSuperAdmin: true })));
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    const body = tutorialUpload(video);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: { ...admin, 'content-type': body.contentType, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 503,
      msg: 'This server cannot process videos: ffmpeg is not installed.',
    });
    expect(logs.join('\n')).toContain('apt-get install ffmpeg');
  });
});

describe('ffmpeg missing at start-up', async () => {
  const warnings: string[] = [];
  const saved = process.env.FFMPEG_PATH;
  process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
  try {
    await build({
      beforeReady: (built) => {
        vi.spyOn(built.log, 'warn').mockImplementation((...args: unknown[]) => {
          warnings.push(String(args.at(-1)));
        });
      },
    });
  } finally {
    if (saved === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = saved;
  }

  it('is told to the log once the app is ready, before any upload', () => {
    expect(warnings).toContain(`${NO_FFMPEG}: tutorial uploads will be refused`);
  });
});
