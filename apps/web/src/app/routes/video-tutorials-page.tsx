import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import type { VideoSummary } from '@space/contracts/videos';
import { useQuery } from '@tanstack/react-query';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { readLocalPosition } from '../../features/videos/resume.ts';
import { VideoCard, VideoGridSkeleton } from '../../features/videos/video-card.tsx';
import { VideoFilterChips } from '../../features/videos/video-filters.tsx';
import {
  getVideoListQueryOptions,
  videoFiltersOf,
  type VideoFilters,
} from '../../features/videos/videos-api.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import { useMainStore } from '../../stores/main-store.ts';

const FAMILY_CODES: readonly string[] = DEVICE_FAMILIES.map((family) => family.code);

/** The filters in the URL (`?family=&topic=`); unknown values are ignored. */
function useVideoFilters(): [VideoFilters, (filters: VideoFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = videoFiltersOf(search);
  const update = (next: VideoFilters) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of [
      ['family', next.deviceFamily],
      ['topic', next.topic],
    ] as const) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    setSearch(params, { replace: true });
  };
  return [filters, update];
}

/** The tutorials of each device family, in the families' order; families without any are left out. */
function byFamily(videos: VideoSummary[]): [string, VideoSummary[]][] {
  return FAMILY_CODES.map(
    (code) =>
      [code, videos.filter((video) => video.deviceFamily === code)] as [string, VideoSummary[]],
  ).filter(([, list]) => list.length > 0);
}

/** `/videoTutorial`: the tutorials by device family, filtered by family and topic (decision 034). */
export function VideoTutorialsPage() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [filters, setFilters] = useVideoFilters();
  const videos = useQuery(getVideoListQueryOptions(filters, lang));
  // Positions are this browser's: not in a first view rendered on the server (decision 060).
  const isClient = useIsClient();
  const filtered = filters.deviceFamily !== null || filters.topic !== null;

  return (
    <div className="container-page py-10">
      <PageHeader title={t('titles.videoTutorial')} subtitle={t('videos.subtitle')} />
      <VideoFilterChips filters={filters} onChange={setFilters} />
      <div className="mt-8" aria-live="polite" aria-busy={videos.isPending}>
        {videos.isPending ? (
          <VideoGridSkeleton />
        ) : videos.isError ? (
          <LoadFailed onRetry={() => void videos.refetch()} />
        ) : videos.data.list.length === 0 ? (
          <EmptyState
            icon={<PlayIcon size={26} />}
            title={filtered ? t('videos.noMatch') : t('empty.tutorialsEmpty')}
            text={filtered ? undefined : t('videos.noneYet')}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => setFilters({ deviceFamily: null, topic: null })}
                >
                  {t('videos.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className="flex flex-col gap-10">
            {byFamily(videos.data.list).map(([family, list], section) => (
              <section key={family} aria-labelledby={`videos-${family}`}>
                <h2
                  id={`videos-${family}`}
                  className="mb-4 flex items-baseline gap-2 text-xl font-bold"
                >
                  {t(runtimeKey('families', family))}
                  <span className="text-sm font-normal text-muted">
                    {t('videos.count', { count: list.length })}
                  </span>
                </h2>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
                  {list.map((video, index) => (
                    <li key={video.id} className="flex">
                      <VideoCard
                        video={video}
                        // The first row's thumbnails are the page's largest paint: in the
                        // first view's markup and fetched at once (Lighthouse's LCP).
                        priority={section === 0 && index < 2}
                        watchedSeconds={isClient ? (readLocalPosition(video.id)?.seconds ?? 0) : 0}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
