import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { accountPath, paths } from '../../config/paths.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';

export interface EmptyPageConfig {
  titleKey: string;
  /** Key under `empty.*` for what the page shows when it has nothing. */
  emptyKey: string;
  textKey?: string;
  /** The page shows the user's own data, so visitors are asked to log in. */
  needsLogin: boolean;
}

/**
 * The layout of a page whose data has nothing to show yet: its title and an
 * honest empty state with a way onward. Feature issues replace these routes
 * with their full pages.
 */
export function EmptyStatePage({ config }: { config: EmptyPageConfig }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const client = useSoftwareStore((s) => s.client);
  const askLogin = config.needsLogin && !loggedIn;
  return (
    <div className="container-page py-10">
      <PageHeader title={t(`titles.${config.titleKey}`)} />
      {askLogin ? (
        <EmptyState
          title={t('empty.signInTitle')}
          text={t('empty.signInText')}
          action={<ButtonLink to={accountPath('login', client)}>{t('nav.logIn')}</ButtonLink>}
        />
      ) : (
        <EmptyState
          title={t(`empty.${config.emptyKey}`)}
          text={config.textKey ? t(`empty.${config.textKey}`) : undefined}
          action={
            <ButtonLink to={paths.home} variant="secondary">
              {t('common.backHome')}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
