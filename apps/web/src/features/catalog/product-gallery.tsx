import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';

interface GalleryImage {
  url: string;
  width: number;
  height: number;
}

export function ProductGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <LazyImage
        src={current?.url ?? null}
        alt={t('product.imageOf', { name, index: index + 1, count: images.length })}
        aspect={current ? current.width / current.height : 1.5}
        className="rounded-[var(--radius-card)] border border-border"
      />
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
                <LazyImage src={image.url} alt="" aspect={image.width / image.height} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
