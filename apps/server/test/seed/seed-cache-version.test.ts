import { describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/seed/seed-cache-version.ts';

const version = (sources: string[]) => sourceHash(sources).digest('hex');

describe('a seed cache’s code version', () => {
  it('is the same for the same sources and differs for other ones', () => {
    expect(version(['seed/preview-art', 'lib/image.ts'])).toBe(
      version(['seed/preview-art', 'lib/image.ts']),
    );
    expect(version(['seed/preview-art'])).not.toBe(version(['seed/preview-art', 'lib/image.ts']));
    expect(version(['seed/video-slides.ts'])).not.toBe(version(['seed/video-encoder.ts']));
  });

  it('refuses a source that is not there, rather than keying a cache without it', () => {
    expect(() => version(['seed/no-such-file.ts'])).toThrow(/no-such-file/);
  });
});
