import type { ArticleSettingsBody, MyArticle } from '@space/contracts/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { articlePath, publishPath } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { articlesApi, invalidateArticle } from './articles-api.ts';
import { StateBadge } from './state-badge.tsx';

const ACTION =
  'rounded-full border border-border px-3 py-1 text-xs font-medium hover:bg-surface-2 disabled:opacity-60';

/** One of my articles on /personal, with what I can do to it from here. */
export function MyArticleRow({ article }: { article: MyArticle }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const done = (message: string) => () => {
    invalidateArticle(queryClient);
    toast.success(message);
  };
  const fail = (error: unknown) => toast.error(toApiError(error).message);
  const settings = useMutation({
    mutationFn: (body: ArticleSettingsBody) => articlesApi.settings(article.id, body),
    onSuccess: done(t('articles.saved')),
    onError: fail,
  });
  const revert = useMutation({
    mutationFn: () => articlesApi.revert(article.id),
    onSuccess: done(t('articles.reverted')),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => articlesApi.remove(article.id),
    onSuccess: done(t('articles.deleted')),
    onError: fail,
  });
  const busy = settings.isPending || revert.isPending || remove.isPending;
  const canRevert = article.state !== 'draft';

  return (
    <li
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center"
      data-testid="my-article"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={article.state} revision={article.revision} />
          {article.visibility === 'private' ? (
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
              {t('articles.private')}
            </span>
          ) : null}
          {article.pinned ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
              {t('articles.pinned')}
            </span>
          ) : null}
        </div>
        <h2 className="mt-1 truncate font-semibold">
          <Link to={articlePath(article.id)} className="hover:text-primary">
            {article.title || t('articles.untitled')}
          </Link>
        </h2>
        <p className="text-xs text-muted">
          {t('articles.updatedAt', { date: formatDateTime(article.updatedAt, lang) })}
          {article.column ? ` · ${article.column.name}` : ''}
        </p>
        {article.reason && (article.state === 'rejected' || article.revision === 'rejected') ? (
          <p className="mt-1 text-sm text-danger">
            {t('articles.rejectedBecause', { reason: article.reason })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={publishPath(article.id)} className={ACTION}>
          {t('articles.edit')}
        </Link>
        <button
          type="button"
          className={ACTION}
          disabled={busy}
          onClick={() => settings.mutate({ pinned: !article.pinned })}
        >
          {article.pinned ? t('articles.unpin') : t('articles.pin')}
        </button>
        <button
          type="button"
          className={ACTION}
          disabled={busy}
          onClick={() =>
            settings.mutate({ visibility: article.visibility === 'public' ? 'private' : 'public' })
          }
        >
          {article.visibility === 'public' ? t('articles.makePrivate') : t('articles.makePublic')}
        </button>
        {canRevert ? (
          <button type="button" className={ACTION} disabled={busy} onClick={() => revert.mutate()}>
            {article.state === 'review' || article.revision === 'submitted'
              ? t('articles.withdraw')
              : t('articles.revert')}
          </button>
        ) : null}
        <button
          type="button"
          className={`${ACTION} text-danger`}
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('articles.deleteConfirm'))) remove.mutate();
          }}
        >
          {t('articles.delete')}
        </button>
      </div>
    </li>
  );
}
