import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useLocation, useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { getEditorQueryOptions, parseId } from '../../features/articles/articles-api.ts';
import { PublishForm } from '../../features/articles/publish-form.tsx';
import { ApiError } from '../../lib/api-client.ts';

/**
 * `/publish` (spec §2; §6: login required, the route guard sends visitors to log in): write a
 * new article, or `?id=` edit one of mine. The form is rebuilt for each navigation here, so
 * "Write an article" from an open draft starts a new one.
 */
export function PublishPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  const editor = useQuery({ ...getEditorQueryOptions(id ?? 0), enabled: id !== null });

  let body;
  if (id === null) {
    body = <PublishForm key={location.key} initial={null} />;
  } else if (editor.error instanceof ApiError && editor.error.code === 404) {
    body = (
      <EmptyState
        title={t('articles.missing')}
        action={<ButtonLink to={paths.personal}>{t('titles.personal')}</ButtonLink>}
      />
    );
  } else if (editor.isError) {
    body = <LoadFailed onRetry={() => void editor.refetch()} />;
  } else if (editor.isPending) {
    body = (
      <div
        aria-hidden="true"
        className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
      />
    );
  } else {
    body = <PublishForm key={`${location.key}-${id}`} initial={editor.data} />;
  }
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={id === null ? t('titles.publish') : t('articles.editTitle')}
        actions={
          <ButtonLink to={paths.personal} variant="secondary">
            {t('articles.myArticles')}
          </ButtonLink>
        }
      />
      {body}
    </div>
  );
}
