import type { VideoSummary } from '@space/contracts/videos';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { videoPlayerPath } from '../../config/paths.ts';
import { formatDuration } from '../../lib/duration.ts';

/** A thumbnail with the running time over its corner, and the share already watched. */
export function VideoThumbnail({
  video,
  watchedSeconds = 0,
  priority = false,
}: {
  video: VideoSummary;
  watchedSeconds?: number;
  /** One of the first cards on the page: its thumbnail is likely the largest paint. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const watched =
    video.durationSeconds > 0 ? Math.min(1, watchedSeconds / video.durationSeconds) : 0;
  return (
    <div className="relative">
      <LazyImage
        src={video.thumbnailUrl}
        alt=""
        aspect={16 / 9}
        priority={priority}
        imgClassName="transition duration-300 group-hover:scale-[1.03]"
      />
      <span className="absolute inset-0 grid place-items-center opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
        <span className="grid size-12 place-items-center rounded-full bg-black/55 text-white">
          <PlayIcon size={22} />
        </span>
      </span>
      <span className="absolute right-2 bottom-2 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
        <span className="sr-only">{t('videos.duration')} </span>
        {formatDuration(video.durationSeconds)}
      </span>
      {watched > 0 ? (
        <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-black/40">
          <span className="block h-full bg-primary" style={{ width: `${watched * 100}%` }} />
        </span>
      ) : null}
    </div>
  );
}

export function VideoCard({
  video,
  watchedSeconds,
  priority,
}: {
  video: VideoSummary;
  watchedSeconds?: number;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={videoPlayerPath(video.id)}
      className="group flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card transition outline-primary hover:-translate-y-0.5 hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <VideoThumbnail video={video} watchedSeconds={watchedSeconds} priority={priority} />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-primary uppercase">
          {t(runtimeKey('videos.topics', video.topic))}
        </p>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          {video.title}
        </h3>
        <p className="line-clamp-2 text-sm text-muted">{video.description}</p>
      </div>
    </Link>
  );
}

export function VideoGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-72 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      ))}
    </ul>
  );
}
