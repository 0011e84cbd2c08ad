import type { ProductImage } from '@space/contracts/products';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { ArrowRightIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { GALLERY_IMAGE_SIZES, srcSetOf, THUMBNAIL_SIZES } from '../../lib/image-sources.ts';

function Preview({
  images,
  index,
  name,
  onIndex,
  onClose,
}: {
  images: ProductImage[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex, onClose]);
  const image = images[index]!;
  const nav =
    'grid size-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25';
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('product.preview')}
      className="fixed inset-0 z-50 flex items-center justify-center gap-3 bg-black/85 p-4"
    >
      <button
        type="button"
        className={`${nav} absolute top-4 right-4`}
        onClick={onClose}
        aria-label={t('product.closePreview')}
        autoFocus
      >
        <CloseIcon />
      </button>
      {count > 1 ? (
        <button
          type="button"
          className={nav}
          onClick={() => onIndex((index - 1 + count) % count)}
          aria-label={t('product.previousImage')}
        >
          <ArrowRightIcon className="rotate-180" />
        </button>
      ) : null}
      {/* The main image: the largest stored (decision 011). */}
      <img
        src={image.url}
        alt={t('product.imageOf', { name, index: index + 1, total: count })}
        className="max-h-[85vh] max-w-[85vw] rounded-xl object-contain"
      />
      {count > 1 ? (
        <button
          type="button"
          className={nav}
          onClick={() => onIndex((index + 1) % count)}
          aria-label={t('product.nextImage')}
        >
          <ArrowRightIcon />
        </button>
      ) : null}
    </div>
  );
}

/** The product's images: a large one, thumbnails to switch, and a full-screen preview. */
export function ProductGallery({ name, images }: { name: string; images: ProductImage[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const current = images[index] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="block cursor-zoom-in overflow-hidden rounded-[var(--radius-card)] border border-border text-left"
        onClick={() => current && setPreviewing(true)}
        aria-label={t('product.preview')}
        disabled={!current}
      >
        <LazyImage
          src={current?.url ?? null}
          srcSet={current ? srcSetOf(current.variants, current) : undefined}
          sizes={GALLERY_IMAGE_SIZES}
          alt={t('product.imageOf', { name, index: index + 1, total: images.length })}
          aspect={current ? current.width / current.height : 1.5}
          // The page's largest paint: requested at once (preloaded by the route, issue 14).
          priority={index === 0}
        />
      </button>
      {images.length > 1 ? (
        <ul className="flex gap-2" aria-label={t('product.gallery')}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.showImage', { index: i + 1 })}
                aria-current={i === index}
                className={`block w-20 overflow-hidden rounded-lg border-2 sm:w-24 ${i === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100'}`}
              >
                <LazyImage
                  src={image.url}
                  srcSet={srcSetOf(image.variants, image)}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  aspect={image.width / image.height}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {previewing ? (
        <Preview
          images={images}
          index={index}
          name={name}
          onIndex={setIndex}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </div>
  );
}
