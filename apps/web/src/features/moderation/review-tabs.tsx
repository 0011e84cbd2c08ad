import { useTranslation } from '../../lib/translator.ts';
import { NavLink } from '../../lib/router/router.tsx';
import { paths } from '../../config/paths.ts';

/** Switches between the moderators' queues: products (upload records), articles and reported reviews. */
export function ReviewTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${
      isActive ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
    }`;
  return (
    <nav aria-label={t('reviewTabs.label')} className="mb-6 flex flex-wrap gap-2">
      <NavLink end to={paths.review} className={tab}>
        {t('reviewTabs.products')}
      </NavLink>
      <NavLink to={paths.reviewArticles} className={tab}>
        {t('reviewTabs.articles')}
      </NavLink>
      <NavLink to={paths.reviewProductReviews} className={tab}>
        {t('reviewTabs.reviews')}
      </NavLink>
    </nav>
  );
}
