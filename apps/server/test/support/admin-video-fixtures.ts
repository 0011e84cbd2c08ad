import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AdminVideoCreateMeta } from '@space/contracts/admin-videos';
import { findFfmpeg, NO_FFMPEG } from '../../src/lib/ffmpeg.ts';
import { makeTempDir } from './helper.ts';
import { multipart } from './upload-fixtures.ts';

let made: Promise<Buffer> | undefined;

/**
 * A real MP4 of one second (160×90, 10 fps, H.264, no sound), made once per test file with the
 * ffmpeg the seed uses: a few kilobytes, and an encode of well under a second.
 */
export function tinyMp4(): Promise<Buffer> {
  made ??= (async () => {
    const ffmpeg = await findFfmpeg();
    if (!ffmpeg) throw new Error(NO_FFMPEG);
    const dir = makeTempDir('space-tiny-mp4-');
    const out = path.join(dir, 'tiny.mp4');
    await promisify(execFile)(ffmpeg.path, [
      ...'-hide_banner -loglevel error -nostdin -y'.split(' '),
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '1'],
      ...'-c:v libx264 -preset ultrafast -pix_fmt yuv420p -g 10 -threads 1'.split(' '),
      ...['-movflags', '+faststart', out],
    ]);
    const bytes = fs.readFileSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
    return bytes;
  })();
  return made;
}

export const NEW_TUTORIAL: AdminVideoCreateMeta = {
  deviceFamily: 'streamDock',
  topic: 'plugins',
  title: { en: 'Pairing a dock', zh: '配对扩展坞', ko: '독 페어링' },
  description: { en: 'Step by step.', zh: '一步一步来。', ko: '단계별로 알아봅니다.' },
};

/** The multipart body of a tutorial upload: `meta` first, then the file. */
export function tutorialUpload(
  file: Buffer,
  meta: unknown = NEW_TUTORIAL,
  fileName = 'tutorial.mp4',
) {
  return multipart([
    { name: 'meta', content: JSON.stringify(meta) },
    { name: 'file', filename: fileName, type: 'video/mp4', content: file },
  ]);
}
