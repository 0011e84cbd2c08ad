import { ButtonLink } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { paths } from '../config/paths.ts';
import { useRouteError } from '../lib/router/router.tsx';
import { useTranslation } from '../lib/translator.ts';

/** Last line of defence for a page that throws: say so, log it, offer a way back. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container-page py-24">
      <EmptyState
        title={t('common.failedToLoad')}
        action={
          <ButtonLink to={paths.home} reloadDocument>
            {t('common.backHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
