import type { FeaturedProduct } from '@space/contracts/home';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { ArrowRightIcon, PauseIcon, PlayIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { Link } from '../../lib/router/router.tsx';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';

/** How long a slide stays before the next, when nobody is looking at the carousel. */
const SLIDE_MS = 6500;
/** A horizontal drag longer than this (px) turns the slide on touch screens. */
const SWIPE_PX = 40;
/** The carousel takes about half of a 1440 px page; the whole width on phones. */
const SLIDE_IMAGE_SIZES = '(min-width: 1024px) 720px, 100vw';

function Slide({
  product,
  index,
  count,
  active,
}: {
  product: FeaturedProduct;
  index: number;
  count: number;
  active: boolean;
}) {
  const { t } = useTranslation();
  const kinds = product.contentTypes.map((type) => t(runtimeKey('contentTypes', type))).join(' · ');
  return (
    <div
      role="group"
      aria-roledescription={t('home.carousel.slide')}
      aria-label={t('home.carousel.position', { index: index + 1, total: count })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className="relative h-full w-full shrink-0"
    >
      <Link
        to={productPath(product.id)}
        className="group block h-full w-full focus-visible:outline-none"
        data-testid="featured-slide"
      >
        {product.cover ? (
          <img
            src={product.cover}
            srcSet={srcSetOf(product.coverVariants)}
            sizes={SLIDE_IMAGE_SIZES}
            alt=""
            className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
          />
        ) : (
          <div className="absolute inset-0 bg-gradient-to-br from-primary/40 to-surface-2" />
        )}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/55 to-transparent px-5 pt-16 pb-12 text-white sm:px-7 sm:pb-14">
          <p className="text-xs font-semibold tracking-wide text-white/80 uppercase">{kinds}</p>
          <h2 className="mt-1 line-clamp-2 text-xl font-bold tracking-tight sm:text-2xl">
            {product.name}
          </h2>
          <p className="mt-1 line-clamp-2 max-w-xl text-sm text-white/85">{product.overview}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              {product.author.avatar ? (
                <img
                  src={product.author.avatar}
                  alt=""
                  className="size-6 shrink-0 rounded-full object-cover ring-1 ring-white/40"
                />
              ) : null}
              <span className="truncate text-white/90">
                {t('common.by', { name: product.author.nickName })}
              </span>
            </span>
            <PriceTag
              amount={product.price}
              currency={product.currency}
              className="rounded-full bg-white/15 px-2.5 py-0.5 font-semibold backdrop-blur-sm"
            />
            <span className="ml-auto hidden items-center gap-1 font-medium group-hover:underline sm:flex">
              {t('home.carousel.view')}
              <ArrowRightIcon size={16} />
            </span>
          </div>
        </div>
      </Link>
    </div>
  );
}

/**
 * The /home carousel of featured products (decision 035): one slide at a time, moving on by
 * itself unless the reader prefers reduced motion, is pointing at it or has focus in it, or
 * paused it. Arrow buttons, dots, the arrow keys and a swipe on touch screens turn the slides.
 */
export function FeaturedCarousel({ products }: { products: FeaturedProduct[] }) {
  const { t } = useTranslation();
  const count = products.length;
  const [index, setIndex] = useState(0);
  // Read as a subscription, not as the first state: the server's first view (decision 046)
  // cannot know the setting, and the page must hydrate as the server rendered it.
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByReader, setPaused] = useState<boolean | null>(null);
  const paused = pausedByReader ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const slidesId = useId();

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || hovered || focused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, hovered, focused, count, index, go]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  const control =
    'flex size-10 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <section
      aria-roledescription={t('home.carousel.name')}
      aria-label={t('home.featured')}
      className="relative isolate aspect-[4/3] w-full overflow-hidden rounded-[var(--radius-card)] bg-surface-2 shadow-xl ring-1 ring-black/5 select-none sm:aspect-[16/10]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeFrom.current = null)}
      data-testid="featured-carousel"
    >
      <div
        id={slidesId}
        aria-live={paused || hovered || focused ? 'polite' : 'off'}
        className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {products.map((product, i) => (
          <Slide key={product.id} product={product} index={i} count={count} active={i === index} />
        ))}
      </div>
      {count > 1 ? (
        <>
          {/* In the top corners on a phone, where the middle of the slide holds its title. */}
          <button
            type="button"
            className={`${control} absolute top-3 left-3 sm:top-1/2 sm:-translate-y-1/2`}
            aria-controls={slidesId}
            aria-label={t('home.carousel.previous')}
            onClick={() => go(index - 1)}
          >
            <ArrowRightIcon size={18} className="rotate-180" />
          </button>
          <button
            type="button"
            className={`${control} absolute top-3 right-3 sm:top-1/2 sm:-translate-y-1/2`}
            aria-controls={slidesId}
            aria-label={t('home.carousel.next')}
            onClick={() => go(index + 1)}
          >
            <ArrowRightIcon size={18} />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3 px-5 sm:bottom-4">
            <div className="flex items-center gap-1">
              {products.map((product, i) => (
                <button
                  key={product.id}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={t('home.carousel.goTo', { name: product.name })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    className={`block h-1.5 rounded-full transition-all motion-reduce:transition-none ${
                      i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/55 group-hover:bg-white/80'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className="flex size-7 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-white"
              aria-label={paused ? t('home.carousel.play') : t('home.carousel.pause')}
              onClick={() => setPaused(!paused)}
            >
              {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The carousel's place while the home page loads. */
export function FeaturedCarouselSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="aspect-[4/3] w-full animate-pulse rounded-[var(--radius-card)] bg-surface-2/80 sm:aspect-[16/10]"
    />
  );
}
