import { HUB_CONTENT_TYPES, contentSlug, type ContentType } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { NavLink } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';

/** Spec §2: the hub routes are empty placeholders; say so plainly and point onward. */
export function HubPage({ type }: { type: ContentType | null }) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-10">
      <PageHeader
        title={type ? t(`contentTypes.${type}`) : t('families.hub')}
        subtitle={t('familyBlurbs.hub')}
      />
      <nav aria-label={t('families.hub')} className="mb-6 flex flex-wrap gap-2">
        {HUB_CONTENT_TYPES.map((code) => (
          <NavLink
            key={code}
            to={`${paths.hub}/${contentSlug(code)}`}
            className={({ isActive }) =>
              `rounded-full border px-4 py-1.5 text-sm ${isActive ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
            }
          >
            {t(`contentTypes.${code}`)}
          </NavLink>
        ))}
      </nav>
      <EmptyState
        title={t('hub.emptyTitle')}
        text={t('hub.emptyText')}
        action={
          <ButtonLink to={paths.streamDock}>
            {t('home.browse', { family: t('families.streamDock') })}
          </ButtonLink>
        }
      />
    </div>
  );
}
