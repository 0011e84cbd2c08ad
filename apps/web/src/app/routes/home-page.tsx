import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { backgroundVideoFor } from '../../config/brand.ts';
import { ProductShelf } from '../../features/catalog/product-shelf.tsx';
import { useMainStore } from '../../stores/main-store.ts';

function Hero() {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const video = backgroundVideoFor(theme);
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
      <div className="container-page py-16 sm:py-24">
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
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
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero />
      <div className="container-page py-6">
        <ProductShelf title={t('home.newest')} params={{ sort: 'newest' }} />
        <ProductShelf title={t('home.popular')} params={{ sort: 'popular' }} />
        {DEVICE_FAMILIES.map((family) => (
          <ProductShelf
            key={family.code}
            title={t(`families.${family.code}`)}
            params={{ family: family.code, sort: 'popular' }}
            viewAllTo={family.path}
          />
        ))}
      </div>
    </>
  );
}
