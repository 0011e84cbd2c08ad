import { useTranslation } from '../../lib/translator.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-24">
      <EmptyState
        headingLevel={1}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>}
      />
    </div>
  );
}
