import type { VideoSources } from '@space/contracts/videos';

/** How a source is played: the browser's own HLS, hls.js over Media Source Extensions, or MP4. */
export type PlaybackEngine = 'native-hls' | 'hls.js' | 'mp4';

export interface PlaybackPlan {
  engine: PlaybackEngine;
  url: string;
}

/** What the browser can do, read once from a video element (see `playbackAbilities`). */
export interface PlaybackAbilities {
  /** `canPlayType` answers for the HLS playlist type (Safari, iOS, Android, recent Chromium). */
  nativeHls: boolean;
  /** Media Source Extensions that take H.264 in MP4: what hls.js needs. */
  mediaSource: boolean;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const H264_MP4 = 'video/mp4; codecs="avc1.42E01E"';

interface MediaSourceType {
  isTypeSupported(type: string): boolean;
}

export function playbackAbilities(video: HTMLVideoElement): PlaybackAbilities {
  const scope = globalThis as {
    MediaSource?: MediaSourceType;
    ManagedMediaSource?: MediaSourceType;
  };
  const source = scope.ManagedMediaSource ?? scope.MediaSource;
  return {
    nativeHls: video.canPlayType(HLS_TYPE) !== '',
    mediaSource: Boolean(source?.isTypeSupported(H264_MP4)),
  };
}

/**
 * The ways to play a tutorial, best first; the player moves to the next when one fails
 * (decision 034). The HLS playlist comes first: natively where the browser plays HLS, else
 * through hls.js (loaded only then); the progressive MP4 is the last resort.
 */
export function playbackPlans(sources: VideoSources, abilities: PlaybackAbilities): PlaybackPlan[] {
  const plans: PlaybackPlan[] = [];
  if (sources.hls) {
    if (abilities.nativeHls) plans.push({ engine: 'native-hls', url: sources.hls });
    if (abilities.mediaSource) plans.push({ engine: 'hls.js', url: sources.hls });
  }
  if (sources.mp4) plans.push({ engine: 'mp4', url: sources.mp4 });
  return plans;
}
