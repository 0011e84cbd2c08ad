import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface Ffmpeg {
  path: string;
  /** The first line's version, e.g. `7.1.3-0+deb13u1`; part of the demo videos' cache key. */
  version: string;
}

/** Why ffmpeg is missing and what to do, for logs and refusals. */
export const NO_FFMPEG =
  'no ffmpeg found: install it (Debian: apt-get install ffmpeg) or set FFMPEG_PATH to its binary';

const found = new Map<string, Promise<Ffmpeg | null>>();

/**
 * The ffmpeg to run (decision 055): `FFMPEG_PATH` when set, else `ffmpeg` on the PATH, so it is
 * the operating system's build and gets its security updates. Null when there is none: the
 * features that need it (the demo video tutorials, tutorial uploads) say so and go on without.
 * A binary that was found is remembered; a missing one is looked for again next time.
 */
export function findFfmpeg(): Promise<Ffmpeg | null> {
  const binary = process.env.FFMPEG_PATH || 'ffmpeg';
  let lookup = found.get(binary);
  if (!lookup) {
    lookup = promisify(execFile)(binary, ['-hide_banner', '-version'], { timeout: 10_000 }).then(
      ({ stdout }) => {
        const version = /^ffmpeg version (\S+)/.exec(stdout)?.[1];
        return version ? { path: binary, version } : null;
      },
      () => null,
    );
    found.set(binary, lookup);
    void lookup.then((result) => {
      if (!result) found.delete(binary);
    });
  }
  return lookup;
}
