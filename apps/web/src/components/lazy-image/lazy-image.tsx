import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { ImageOffIcon } from '../ui/icons.tsx';
import { loadedSources, loadWithRetries, watchVisibility, type LoadState } from './lazy-loader.ts';

interface LazyImageProps {
  /** The fallback source, and the identity of the image (its state and cache entry). */
  src: string | null;
  /** Smaller renditions as `url 320w, …`; the browser picks one for `sizes`. */
  srcSet?: string;
  /** How wide the image is shown, e.g. `(min-width: 1024px) 25vw, 50vw`. */
  sizes?: string;
  alt: string;
  /** width / height, reserved before the image arrives so nothing jumps. */
  aspect?: number;
  className?: string;
  imgClassName?: string;
  /**
   * The page's largest image (its LCP) or one of the first a page shows: loads at once, at
   * high priority, without waiting to be seen near the viewport.
   */
  priority?: boolean;
}

/** The one image component: loading, loaded and error states, lazy with retries (spec §4). */
export function LazyImage(props: LazyImageProps) {
  // A new source is a new image: start again from its own state.
  return <LazyImageForSource key={props.src ?? ''} {...props} />;
}

function LazyImageForSource({
  src,
  srcSet,
  sizes,
  alt,
  aspect = 1.5,
  className = '',
  imgClassName = '',
  priority = false,
}: LazyImageProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const cached = src !== null && loadedSources.has(src);
  const [state, setState] = useState<LoadState>(cached ? 'loaded' : src ? 'loading' : 'error');

  useEffect(() => {
    if (!src || cached || !box.current) return;
    let active = true;
    const load = () => {
      void loadWithRetries(src, undefined, {
        srcSet,
        sizes,
        fetchPriority: priority ? 'high' : undefined,
      }).then((ok) => {
        if (active) setState(ok ? 'loaded' : 'error');
      });
    };
    const stop = priority ? undefined : watchVisibility(box.current, load);
    if (priority) load();
    return () => {
      active = false;
      stop?.();
    };
  }, [src, srcSet, sizes, cached, priority]);

  return (
    <div
      ref={box}
      data-state={state}
      className={`relative overflow-hidden bg-surface-2 ${className}`}
      style={{ aspectRatio: String(aspect) }}
    >
      {/* A priority image is in the markup from the start (and in a first view rendered by
          the server, decision 046), so the browser fetches it with the page; the box's colour
          is its placeholder meanwhile. */}
      {src && (state === 'loaded' || (priority && state === 'loading')) ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          className={`size-full object-cover ${imgClassName}`}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
      {state === 'loading' && !priority ? (
        <div
          className="absolute inset-0 animate-pulse bg-gradient-to-r from-surface-2 via-border/40 to-surface-2"
          role="img"
          aria-label={alt}
        />
      ) : null}
      {state === 'error' ? (
        <div
          className="absolute inset-0 grid place-items-center text-muted"
          role="img"
          aria-label={`${alt} — ${t('common.imageFailed')}`}
        >
          <ImageOffIcon size={28} />
        </div>
      ) : null}
    </div>
  );
}
