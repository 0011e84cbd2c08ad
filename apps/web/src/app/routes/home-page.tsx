import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import type { HomeShelfKey } from '@space/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { HydrateWhenNear } from '../../components/hydrate-when-near/hydrate-when-near.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { backgroundVideoFor } from '../../config/brand.ts';
import { getHomeQueryOptions } from '../../features/catalog/catalog-api.ts';
import {
  FeaturedCarousel,
  FeaturedCarouselSkeleton,
} from '../../features/catalog/featured-carousel.tsx';
import { Shelf, type ShelfState } from '../../features/catalog/product-shelf.tsx';
import { useMainStore } from '../../stores/main-store.ts';

function Hero() {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const video = backgroundVideoFor(theme);
  const home = useQuery(getHomeQueryOptions());
  const featured = home.data?.featured ?? [];
  return (
    <section className="relative isolate overflow-hidden border-b border-border">
      <video
        key={video.webm}
        className="absolute inset-0 -z-10 size-full object-cover"
        src={video.webm}
        poster={video.poster}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        data-testid="hero-video"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-transparent to-bg/70" />
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,9fr)_minmax(0,11fr)] lg:gap-12 lg:py-16">
        <div>
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {DEVICE_FAMILIES.map((family, index) => (
              <ButtonLink
                key={family.code}
                to={family.path}
                variant={index === 0 ? 'primary' : 'secondary'}
              >
                {t(`families.${family.code}`)}
              </ButtonLink>
            ))}
          </div>
        </div>
        {home.isPending ? (
          <FeaturedCarouselSkeleton />
        ) : featured.length > 0 ? (
          <FeaturedCarousel products={featured} />
        ) : null}
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const home = useQuery(getHomeQueryOptions());
  // Seven shelves of cards are a lot of work for a phone: built in the background (a deferred
  // value renders in slices), while the skeletons stay up, so no long task blocks input.
  const data = useDeferredValue(home.data);
  // The shelves' order (HOME_SHELVES in contracts/home, which the first load does not import).
  const keys: HomeShelfKey[] = ['newest', 'popular', ...DEVICE_FAMILIES.map((f) => f.code)];
  const stateOf = (key: HomeShelfKey): ShelfState =>
    home.isError
      ? { status: 'error', retry: () => void home.refetch() }
      : data === undefined
        ? { status: 'pending' }
        : {
            status: 'success',
            products: data.shelves.find((shelf) => shelf.key === key)?.products ?? [],
          };
  return (
    <>
      <Hero />
      <div className="container-page py-6">
        {keys.map((key) => {
          const family = DEVICE_FAMILIES.find((f) => f.code === key);
          const title = family
            ? t(`families.${family.code}`)
            : t(key === 'newest' ? 'home.newest' : 'home.popular');
          // Each shelf its own boundary: over the server's first view, React hydrates the
          // header and hero first, then each shelf as a separate piece once the reader nears
          // it, so no task (a commit of the whole page) holds a slow phone's main thread.
          return (
            <Suspense key={key} fallback={<Shelf title={title} state={{ status: 'pending' }} />}>
              <HydrateWhenNear id={`shelf-${key}`}>
                <Shelf title={title} state={stateOf(key)} viewAllTo={family?.path} />
              </HydrateWhenNear>
            </Suspense>
          );
        })}
      </div>
    </>
  );
}
