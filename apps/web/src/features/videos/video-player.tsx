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

/** Shows the track in the interface language, hides the others (or all, for `null`). */
function showCaptions(element: HTMLVideoElement, lang: string | null): void {
  for (const track of Array.from(element.textTracks)) {
    track.mode = track.language === lang ? 'showing' : 'disabled';
  }
}

/**
 * The HTML5 player (decision 034): HLS natively or through hls.js, else MP4, moving on to the
 * next way when one fails; caption tracks in en, zh and ko with the interface language shown;
 * keyboard control on the focused video. Render it with `key={video.id}`.
 */
export function VideoPlayer({ video, startAt, autoPlay, onPosition, onEnded }: VideoPlayerProps) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const ref = useRef<HTMLVideoElement>(null);
  const [abilities] = useState(() => playbackAbilities(document.createElement('video')));
  const plans = useMemo(() => playbackPlans(video.sources, abilities), [video.sources, abilities]);
  const [attempt, setAttempt] = useState(0);
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

  useEffect(() => {
    if (ref.current) showCaptions(ref.current, lang);
  }, [lang, engine]);

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
      showCaptions(element, showing ? null : lang);
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
        {video.captions.map((caption) => (
          <track
            key={caption.lang}
            kind="captions"
            src={caption.url}
            srcLang={caption.lang}
            label={t(`languages.${caption.lang}`)}
            default={caption.lang === lang}
          />
        ))}
      </video>
      <p id="video-keyboard-hint" className="hidden text-xs text-muted sm:block">
        {t('videos.keyboardHint')}
      </p>
    </div>
  );
}
