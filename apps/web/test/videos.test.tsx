import { STORAGE_KEYS } from '@space/contracts/storage';
import type { VideoDetail } from '@space/contracts/videos';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDuration } from '../src/lib/duration.ts';
import { ProgressSaver } from '../src/features/videos/progress-saver.ts';
import {
  laterPosition,
  readLocalPosition,
  resumePosition,
  writeLocalPosition,
} from '../src/features/videos/resume.ts';
import { preferredCaption, VideoPlayer } from '../src/features/videos/video-player.tsx';
import { playbackAbilities, playbackPlans } from '../src/features/videos/video-source.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { writeItem } from '../src/lib/storage.ts';
import { useMainStore } from '../src/stores/main-store.ts';

const HLS = '/files/seed/aa/playlist.m3u8';
const MP4 = '/files/seed/bb/video.mp4';

describe('choosing the source', () => {
  const both = { hls: HLS, mp4: MP4 };

  it('plays HLS natively where the browser can, then hls.js, then the MP4', () => {
    expect(playbackPlans(both, { nativeHls: true, mediaSource: true })).toEqual([
      { engine: 'native-hls', url: HLS },
      { engine: 'hls.js', url: HLS },
      { engine: 'mp4', url: MP4 },
    ]);
  });

  it('uses hls.js when the browser lacks native HLS but has Media Source Extensions', () => {
    expect(playbackPlans(both, { nativeHls: false, mediaSource: true })).toEqual([
      { engine: 'hls.js', url: HLS },
      { engine: 'mp4', url: MP4 },
    ]);
  });

  it('falls back to the MP4 without either, and without an HLS rendition', () => {
    expect(playbackPlans(both, { nativeHls: false, mediaSource: false })).toEqual([
      { engine: 'mp4', url: MP4 },
    ]);
    expect(playbackPlans({ hls: null, mp4: MP4 }, { nativeHls: true, mediaSource: true })).toEqual([
      { engine: 'mp4', url: MP4 },
    ]);
    expect(
      playbackPlans({ hls: HLS, mp4: null }, { nativeHls: false, mediaSource: false }),
    ).toEqual([]);
  });

  it('reads native HLS from canPlayType and hls.js support from MediaSource', () => {
    const element = { canPlayType: (type: string) => (type.includes('mpegurl') ? 'maybe' : '') };
    vi.stubGlobal('MediaSource', { isTypeSupported: (type: string) => type.includes('avc1') });
    expect(playbackAbilities(element as HTMLVideoElement)).toEqual({
      nativeHls: true,
      mediaSource: true,
    });
    vi.stubGlobal('MediaSource', undefined);
    const none = { canPlayType: () => '' };
    expect(playbackAbilities(none as unknown as HTMLVideoElement)).toEqual({
      nativeHls: false,
      mediaSource: false,
    });
    vi.unstubAllGlobals();
  });
});

describe('resuming', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [null, 60, 0],
    [undefined, 60, 0],
    [Number.NaN, 60, 0],
    [1.9, 60, 0], // a moment in: start over
    [2, 60, 2],
    [37.8, 60, 37],
    [57.9, 60, 57],
    [58, 60, 0], // the end: watched, start over
    [60, 60, 0],
  ])('saved %s of %s s starts at %s', (saved, duration, expected) => {
    expect(resumePosition(saved, duration)).toBe(expected);
  });

  it('takes the later of the server and the browser', () => {
    const server = { seconds: 30, savedAt: 2_000 };
    const local = { seconds: 40, savedAt: 3_000 };
    expect(laterPosition(server, local)).toBe(local);
    expect(laterPosition({ ...server, savedAt: 4_000 }, local)).toEqual({
      ...server,
      savedAt: 4_000,
    });
    expect(laterPosition(null, local)).toBe(local);
    expect(laterPosition(server, null)).toBe(server);
    expect(laterPosition(null, null)).toBeNull();
  });

  it("keeps a visitor's positions in the browser, the 50 most recent", () => {
    expect(readLocalPosition(7)).toBeNull();
    writeLocalPosition(7, 12.7, 1_000);
    expect(readLocalPosition(7)).toEqual({ seconds: 12, savedAt: 1_000 });
    for (let id = 100; id < 160; id += 1) writeLocalPosition(id, 5, 2_000 + id);
    expect(readLocalPosition(7)).toBeNull();
    expect(readLocalPosition(159)).toEqual({ seconds: 5, savedAt: 2_159 });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.videoProgress)!) as object;
    expect(Object.keys(stored)).toHaveLength(50);
  });

  it('ignores what it cannot read', () => {
    writeItem(STORAGE_KEYS.videoProgress, '{not json');
    expect(readLocalPosition(1)).toBeNull();
    writeItem(STORAGE_KEYS.videoProgress, JSON.stringify({ 1: { s: 'x' }, 2: { s: 4, t: 9 } }));
    expect(readLocalPosition(1)).toBeNull();
    expect(readLocalPosition(2)).toEqual({ seconds: 4, savedAt: 9 });
  });
});

describe('saving the position', () => {
  function saverWith(save: (s: number) => Promise<void>) {
    let now = 0;
    const saver = new ProgressSaver(save, 10_000, () => now);
    return { saver, advance: (ms: number) => (now += ms) };
  }

  it('saves at most once per interval while playing, at once when forced, never the same second twice', () => {
    const saved: number[] = [];
    const { saver, advance } = saverWith(async (s) => void saved.push(s));
    saver.report(0.2);
    saver.report(1.1);
    advance(9_999);
    saver.report(4);
    advance(1);
    saver.report(10.5);
    saver.report(11, true); // a pause
    saver.report(11.4, true); // the same second
    expect(saved).toEqual([0, 10, 11]);
  });

  it('tries again after a failed save', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { saver } = saverWith(save);
    saver.report(5, true);
    await Promise.resolve();
    await Promise.resolve();
    saver.report(5, true);
    expect(save.mock.calls).toEqual([[5], [5]]);
  });
});

describe('the player', () => {
  const video: VideoDetail = {
    id: 3,
    slug: 'panel',
    deviceFamily: 'mPanel',
    topic: 'customization',
    title: 'Panel themes',
    description: 'Themes.',
    durationSeconds: 9,
    thumbnailUrl: '/files/seed/cc/thumb.webp',
    sources: { hls: HLS, mp4: MP4 },
    captions: [
      { lang: 'en', url: '/files/en.vtt' },
      { lang: 'zh', url: '/files/zh.vtt' },
      { lang: 'ko', url: '/files/ko.vtt' },
    ],
    next: null,
  };
  beforeAll(() => initI18n('en'));
  afterEach(() => {
    cleanup();
    useMainStore.getState().setLang('en');
  });
  const noop = () => undefined;

  it('has a caption track per language, the interface language first and by default', () => {
    useMainStore.getState().setLang('zh');
    const { container } = render(
      <VideoPlayer video={video} startAt={0} autoPlay={false} onPosition={noop} onEnded={noop} />,
    );
    const tracks = [...container.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.kind, track.default])).toEqual([
      ['zh', 'captions', true],
      ['en', 'captions', false],
      ['ko', 'captions', false],
    ]);
  });

  it('falls back to English captions, then to the first there is (issue 32)', () => {
    expect(preferredCaption('ko', ['en', 'zh', 'ko'])).toBe('ko');
    expect(preferredCaption('ko', ['zh', 'en'])).toBe('en');
    expect(preferredCaption('ko', ['zh'])).toBe('zh');
    expect(preferredCaption('en', [])).toBeNull();
  });

  it('plays the MP4 where neither native HLS nor Media Source Extensions exist', () => {
    const { container } = render(
      <VideoPlayer video={video} startAt={0} autoPlay={false} onPosition={noop} onEnded={noop} />,
    );
    const element = container.querySelector('video')!;
    expect(element.dataset.engine).toBe('mp4');
    expect(element.getAttribute('src')).toBe(MP4);
  });

  it('says so when nothing can be played', () => {
    render(
      <VideoPlayer
        video={{ ...video, sources: { hls: HLS, mp4: null } }}
        startAt={0}
        autoPlay={false}
        onPosition={noop}
        onEnded={noop}
      />,
    );
    expect(screen.getByText('This video cannot be played in your browser.')).toBeTruthy();
  });
});

it('formats durations as a clock', () => {
  expect([0, 9, 65, 600, 3723].map(formatDuration)).toEqual([
    '0:00',
    '0:09',
    '1:05',
    '10:00',
    '1:02:03',
  ]);
});
