import type { VideoDetail } from '@space/contracts/videos';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { attachHls, type HlsHandle } from './attach-hls.ts';
import { playbackAbilities, playbackPlans } from './video-source.ts';

const SEEK_STEP_SECONDS = 5;

export interface VideoPlayerProps {
  video: VideoDetail;
  /** Where to start, in seconds (a resume position); read once, when the video loads. */
  startAt: number;
  /** Start playing once loaded (coming from the previous tutorial with autoplay on). */
  autoPlay: boolean;
  /** The position now and then; `force` on pause, seek, end and leaving the page. */
  onPosition: (seconds: number, force: boolean) => void;
  onEnded: () => void;
}

/**
 * The caption language shown first: the viewer's, else English, else the first there is
 * (issue 32: one track at a time, the viewer's language first).
 */
export function preferredCaption(lang: string, available: string[]): string | null {
  if (available.includes(lang)) return lang;
  if (available.includes('en')) return 'en';
  return available[0] ?? null;
}

/** Shows the track of `lang` and hides every other one (all of them, for `null`). */
function showCaptions(element: HTMLVideoElement, lang: string | null): void {
  for (const track of Array.from(element.textTracks)) {
    const mode = track.language === lang ? 'showing' : 'disabled';
    if (track.mode !== mode) track.mode = mode;
  }
}

/**
 * The HTML5 player (decision 034): HLS natively or through hls.js, else MP4, moving on to the
 * next way when one fails; caption tracks in en, zh and ko, one shown at a time, the interface
 * language's first;
 * keyboard control on the focused video. Render it with `key={video.id}`.
 */
export function VideoPlayer({ video, startAt, autoPlay, onPosition, onEnded }: VideoPlayerProps) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const ref = useRef<HTMLVideoElement>(null);
  const [abilities] = useState(() => playbackAbilities(document.createElement('video')));
  const plans = useMemo(() => playbackPlans(video.sources, abilities), [video.sources, abilities]);
  const [attempt, setAttempt] = useState(0);
  const captionLangs = video.captions.map((caption) => caption.lang);
  const preferred = preferredCaption(lang, captionLangs);
  // The viewer's language first: the browser's captions menu lists the tracks in this order.
  const captions = [...video.captions].sort(
    (a, b) => Number(b.lang === preferred) - Number(a.lang === preferred),
  );
  // The caption the viewer has: their language at first, then whatever they pick in the
  // browser's menu, or none once they turn captions off.
  const wantedCaption = useRef<string | null>(preferred);
  const plan = plans[attempt] ?? null;
  const engine = plan?.engine ?? null;
  const url = plan?.url ?? null;
  // Where the next attempt starts: the resume position, then wherever a failed way stopped.
  const startRef = useRef(startAt);
  const callbacks = useRef({ onPosition, onEnded });
  useEffect(() => {
    callbacks.current = { onPosition, onEnded };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !engine || !url) return;
    let active = true;
    let hls: HlsHandle | null = null;
    const giveUp = () => {
      if (!active) return;
      active = false;
      if (element.currentTime > 0) startRef.current = element.currentTime;
      setAttempt((current) => current + 1);
    };
    const onLoaded = () => {
      if (startRef.current > 0) element.currentTime = startRef.current;
      // A browser may refuse to start without a gesture: the video then waits for one.
      if (autoPlay) element.play().catch(() => undefined);
    };
    element.addEventListener('loadedmetadata', onLoaded);
    element.addEventListener('error', giveUp);
    if (engine === 'hls.js') {
      attachHls(element, url, giveUp).then((handle) => {
        if (active) hls = handle;
        else handle.destroy();
      }, giveUp);
    } else {
      element.src = url;
    }
    return () => {
      active = false;
      element.removeEventListener('loadedmetadata', onLoaded);
      element.removeEventListener('error', giveUp);
      hls?.destroy();
      element.removeAttribute('src');
      element.load();
    };
    // Primitives, not the plan object: a refetched detail must not restart the video.
  }, [engine, url, autoPlay]);

  // A new interface language: its captions.
  useEffect(() => {
    wantedCaption.current = preferred;
    if (ref.current) showCaptions(ref.current, preferred);
  }, [preferred, engine]);

  // One track at a time. The browser's own automatic selection may turn on a track of its
  // choosing after ours (Chromium showed the `default` one beside the viewer's); a menu choice
  // leaves one track on, and becomes the viewer's.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const tracks = element.textTracks;
    const enforce = () => {
      const showing = Array.from(tracks).filter((track) => track.mode === 'showing');
      if (showing.length > 1) showCaptions(element, wantedCaption.current);
      else wantedCaption.current = showing[0]?.language ?? null;
    };
    const onAdded = () => showCaptions(element, wantedCaption.current);
    tracks.addEventListener('change', enforce);
    tracks.addEventListener('addtrack', onAdded);
    return () => {
      tracks.removeEventListener('change', enforce);
      tracks.removeEventListener('addtrack', onAdded);
    };
  }, [engine]);

  // Leaving the page (or the tab going to the background) saves where the viewer is.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const save = () => {
      if (element.currentTime > 0) callbacks.current.onPosition(element.currentTime, true);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      save();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'k') {
      if (element.paused) void element.play();
      else element.pause();
    } else if (key === 'arrowleft' || key === 'arrowright') {
      const step = key === 'arrowleft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
      element.currentTime = Math.max(
        0,
        Math.min(element.duration || 0, element.currentTime + step),
      );
    } else if (key === 'c') {
      const showing = Array.from(element.textTracks).some((track) => track.mode === 'showing');
      wantedCaption.current = showing ? null : preferred;
      showCaptions(element, wantedCaption.current);
    } else {
      return;
    }
    event.preventDefault();
  };

  if (!engine) {
    return (
      <div className="grid aspect-video place-items-center rounded-[var(--radius-card)] bg-surface-2 p-6 text-center text-muted">
        {t('videos.unplayable')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <video
        ref={ref}
        data-engine={engine}
        controls
        playsInline
        preload="metadata"
        poster={video.thumbnailUrl ?? undefined}
        aria-label={t('videos.playerLabel', { title: video.title })}
        aria-describedby="video-keyboard-hint"
        onKeyDown={onKeyDown}
        onTimeUpdate={(e) => onPosition(e.currentTarget.currentTime, false)}
        onPause={(e) => onPosition(e.currentTarget.currentTime, true)}
        onSeeked={(e) => onPosition(e.currentTarget.currentTime, true)}
        onEnded={(e) => {
          onPosition(e.currentTarget.duration || video.durationSeconds, true);
          onEnded();
        }}
        className="aspect-video w-full rounded-[var(--radius-card)] bg-black outline-primary focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {captions.map((caption) => (
          <track
            key={caption.lang}
            kind="captions"
            src={caption.url}
            srcLang={caption.lang}
            label={t(`languages.${caption.lang}`)}
            default={caption.lang === preferred}
          />
        ))}
      </video>
      <p id="video-keyboard-hint" className="hidden text-xs text-muted sm:block">
        {t('videos.keyboardHint')}
      </p>
    </div>
  );
}
