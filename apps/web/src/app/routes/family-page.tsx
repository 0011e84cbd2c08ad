import { DEVICE_FAMILIES, contentSlug, type DeviceFamily } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { NavLink } from '../../lib/router/router.tsx';
import { ScrollRow } from '../../components/ui/scroll-row.tsx';
import { ProductShelf } from '../../features/catalog/product-shelf.tsx';

export function FamilyNav({ family }: { family: DeviceFamily }) {
  const { t } = useTranslation();
  const definition = DEVICE_FAMILIES.find((f) => f.code === family)!;
  const tab = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full border px-4 py-1.5 text-sm transition-colors ${
      isActive
        ? 'border-primary bg-primary text-on-primary'
        : 'border-border bg-surface hover:bg-surface-2'
    }`;
  return (
    <ScrollRow label={t(`families.${family}`)} className="-mx-4 px-4 pb-2 sm:mx-0 sm:px-0">
      <NavLink end to={definition.path} className={tab}>
        {t(`families.${family}`)}
      </NavLink>
      {definition.contentTypes.map((type) => (
        <NavLink key={type} to={`${definition.path}/${contentSlug(type)}`} className={tab}>
          {t(`contentTypes.${type}`)}
        </NavLink>
      ))}
    </ScrollRow>
  );
}

/** A device family's landing: its content kinds, each with the most popular items. */
export function FamilyPage({ family }: { family: DeviceFamily }) {
  const { t } = useTranslation();
  const definition = DEVICE_FAMILIES.find((f) => f.code === family)!;
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-[var(--space-hero-from)] to-[var(--space-hero-to)]">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t(`families.${family}`)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t(`familyBlurbs.${family}`)}</p>
        </div>
      </section>
      <div className="container-page py-6">
        <FamilyNav family={family} />
        {definition.contentTypes.map((type) => (
          <ProductShelf
            key={type}
            title={t(`contentTypes.${type}`)}
            params={{ family, type, sort: 'popular' }}
            viewAllTo={`${definition.path}/${contentSlug(type)}`}
          />
        ))}
      </div>
    </>
  );
}
