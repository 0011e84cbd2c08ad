import { STORAGE_KEYS } from '@space/contracts/storage';
import type { VideoSummary } from '@space/contracts/videos';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { videoPlayerPath } from '../../config/paths.ts';
import { readItem, writeItem } from '../../lib/storage.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import { VideoThumbnail } from './video-card.tsx';

/**
 * Whether the next tutorial starts by itself: on unless the viewer turned it off in this
 * browser, which a first view rendered on the server shows once hydrated (decision 060).
 */
export function useAutoplayNext(): [boolean, (on: boolean) => void] {
  const isClient = useIsClient();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? (!isClient || readItem(STORAGE_KEYS.videoAutoplayNext) !== 'false');
  return [
    on,
    (value: boolean) => {
      writeItem(STORAGE_KEYS.videoAutoplayNext, String(value));
      setChosen(value);
    },
  ];
}

/** A switch: a button with role="switch", so it is announced and toggled like one. */
function AutoplaySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm">
        {t('videos.autoplayNext')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        onClick={() => onChange(!on)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors outline-primary focus-visible:outline-2 focus-visible:outline-offset-2 ${
          on ? 'bg-primary' : 'bg-border'
        }`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-5' : ''
          }`}
        />
      </button>
    </div>
  );
}

/** "Up next": the next tutorial, the autoplay switch and, after the end, the countdown. */
export function NextTutorial({
  next,
  autoplay,
  onAutoplayChange,
  countdown,
  onCancel,
}: {
  next: VideoSummary | null;
  autoplay: boolean;
  onAutoplayChange: (on: boolean) => void;
  /** Seconds before the next one starts, while counting down. */
  countdown: number | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="up-next-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4"
    >
      <h2 id="up-next-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('videos.upNext')}
      </h2>
      {next ? (
        <Link
          to={videoPlayerPath(next.id)}
          data-testid="next-tutorial"
          className="group flex flex-col gap-2 rounded-lg outline-primary focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <VideoThumbnail video={next} />
          <span className="font-semibold group-hover:text-primary">{next.title}</span>
          <span className="line-clamp-2 text-sm text-muted">{next.description}</span>
        </Link>
      ) : (
        <p className="text-sm text-muted">{t('videos.lastOne')}</p>
      )}
      {next ? <AutoplaySwitch on={autoplay} onChange={onAutoplayChange} /> : null}
      {countdown !== null ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
          <p role="status" className="text-sm font-medium">
            {t('videos.nextIn', { count: countdown })}
          </p>
          <Button variant="secondary" className="px-3 py-1.5" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
