/** What the player needs of an hls.js instance. */
export interface HlsHandle {
  destroy(): void;
}

/**
 * Plays an HLS playlist through hls.js, which is imported here and only here: browsers that
 * play HLS themselves, and MP4-only tutorials, never download it (decision 034).
 * `onFatal` is told when hls.js gives up, so the player can try the next way.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
): Promise<HlsHandle> {
  // The light build: no alternate audio, subtitles or DRM, none of which the tutorials use
  // (their captions are <track> elements).
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) throw new Error('hls.js is not supported in this browser');
  // No worker: the CSP allows scripts from our origin only, and hls.js makes its worker
  // from a blob URL. Segments of a few seconds transmux quickly on the main thread.
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return hls;
}
