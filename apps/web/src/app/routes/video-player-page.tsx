import type { VideoDetail } from '@space/contracts/videos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths, videoPlayerPath } from '../../config/paths.ts';
import { formatDuration } from '../../lib/duration.ts';
import { NextTutorial, useAutoplayNext } from '../../features/videos/next-tutorial.tsx';
import { useResume } from '../../features/videos/use-resume.ts';
import { VideoPlayer } from '../../features/videos/video-player.tsx';
import { getVideoQueryOptions, videoIdOf } from '../../features/videos/videos-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { usePageName } from '../navigation/page-name.ts';

/** Seconds from the end of one tutorial to the start of the next, with autoplay on. */
const AUTOPLAY_DELAY_SECONDS = 5;

/** Navigation state from the previous tutorial: start playing without another click. */
interface PlayerState {
  autoplay?: boolean;
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-16">
      <EmptyState
        headingLevel={1}
        icon={<PlayIcon size={26} />}
        title={t('empty.videoMissing')}
        action={<ButtonLink to={paths.videoTutorial}>{t('videos.allTutorials')}</ButtonLink>}
      />
    </div>
  );
}

/** The player, the tutorial's text and "up next"; keyed by the tutorial, so each starts afresh. */
function Tutorial({ video, autoPlay }: { video: VideoDetail; autoPlay: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resume = useResume(video);
  const [autoplayNext, setAutoplayNext] = useAutoplayNext();
  const [countdown, setCountdown] = useState<number | null>(null);
  const next = video.next;

  useEffect(() => {
    if (countdown === null || !next) return;
    const timer = window.setTimeout(() => {
      if (countdown > 1) setCountdown(countdown - 1);
      else
        void navigate(videoPlayerPath(next.id), {
          state: { autoplay: true } satisfies PlayerState,
        });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [countdown, next, navigate]);

  return (
    <div className="container-page flex flex-col gap-6 py-8">
      <Breadcrumbs
        label={t('videos.breadcrumbs')}
        items={[
          { label: t('titles.videoTutorial'), to: paths.videoTutorial },
          { label: video.title },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          {resume.ready ? (
            <VideoPlayer
              video={video}
              startAt={resume.startAt}
              autoPlay={autoPlay}
              onPosition={resume.report}
              onEnded={() => {
                if (autoplayNext && next) setCountdown(AUTOPLAY_DELAY_SECONDS);
              }}
            />
          ) : video.thumbnailUrl ? (
            // Until the player can start (and in the first view, where there is no player):
            // its poster, the page's largest paint, fetched with the page.
            <img
              src={video.thumbnailUrl}
              alt=""
              fetchPriority="high"
              className="aspect-video w-full rounded-[var(--radius-card)] bg-black object-cover"
            />
          ) : (
            <div className="aspect-video w-full animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
          )}
          {resume.ready && resume.startAt > 0 ? (
            <p className="text-sm text-muted">
              {t('videos.resumed', { time: formatDuration(resume.startAt) })}
            </p>
          ) : null}
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium tracking-wide text-primary uppercase">
              {t(runtimeKey('families', video.deviceFamily))} ·{' '}
              {t(runtimeKey('videos.topics', video.topic))} ·{' '}
              <span className="tabular-nums">{formatDuration(video.durationSeconds)}</span>
            </p>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{video.title}</h1>
            <p className="max-w-prose text-muted">{video.description}</p>
          </div>
        </div>
        <aside className="flex flex-col gap-4">
          <NextTutorial
            next={next}
            autoplay={autoplayNext}
            onAutoplayChange={(on) => {
              setAutoplayNext(on);
              if (!on) setCountdown(null);
            }}
            countdown={countdown}
            onCancel={() => setCountdown(null)}
          />
          <ButtonLink variant="secondary" to={paths.videoTutorial}>
            {t('videos.allTutorials')}
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

/** `/videoPlayer?id=`: one tutorial (spec §2; decision 034). */
export function VideoPlayerPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const lang = useMainStore((s) => s.lang);
  const id = videoIdOf(search.get('id'));
  const video = useQuery({
    ...getVideoQueryOptions(id ?? 0, lang),
    enabled: id !== null,
    // Switching the language keeps this tutorial (and its playback) on screen meanwhile.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
    // A tutorial that does not exist stays missing: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.code === 404) && count < 2,
  });
  // The tab and the first view's title name the tutorial, as the server's head does.
  usePageName(id !== null ? video.data?.title : undefined);
  if (id === null) return <Missing />;
  if (video.isPending) {
    return (
      <div className="container-page py-8">
        <div className="aspect-video w-full animate-pulse rounded-[var(--radius-card)] bg-surface-2 lg:w-2/3" />
      </div>
    );
  }
  if (video.isError) {
    if (video.error instanceof ApiError && video.error.code === 404) return <Missing />;
    return (
      <div className="container-page py-16">
        <LoadFailed onRetry={() => void video.refetch()} />
      </div>
    );
  }
  const autoPlay = (location.state as PlayerState | null)?.autoplay === true;
  return <Tutorial key={video.data.id} video={video.data} autoPlay={autoPlay} />;
}
