import type { LikedArticle } from '@space/contracts/social';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { formatCount, formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { getLikedArticlesQueryOptions } from './social-api.ts';

const articlePath = (id: number) => `${paths.article}?id=${id}`;

function LikedArticleCard({ article }: { article: LikedArticle }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <li className="group relative flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-3 shadow-card sm:p-4">
      {article.cover ? (
        <img
          src={article.cover}
          alt=""
          loading="lazy"
          className="aspect-video w-28 shrink-0 rounded-lg bg-surface-2 object-cover sm:w-44"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-video w-28 shrink-0 rounded-lg bg-gradient-to-br from-[var(--space-hero-from)] to-[var(--space-hero-to)] sm:w-44"
        />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 font-semibold group-hover:text-primary">
          {/* The whole card is the link's target area; the heading names it. */}
          <Link to={articlePath(article.id)} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h2>
        {article.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted">{article.excerpt}</p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
          <span>{t('social.byAuthor', { name: article.author.nickName })}</span>
          <span className="inline-flex items-center gap-1">
            <HeartIcon size={12} />
            {formatCount(article.likeCount, lang)}
          </span>
          <span>{t('social.likedOn', { date: formatDate(article.likedAt, lang) })}</span>
        </p>
      </div>
    </li>
  );
}

/** The articles of the like history (/thumbUp), newest like first. */
export function LikedArticles({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const liked = useQuery(getLikedArticlesQueryOptions(page));
  if (liked.isPending) {
    return (
      <ul aria-hidden="true" className="grid gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li
            key={index}
            className="h-28 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
          />
        ))}
      </ul>
    );
  }
  if (liked.isError) return <LoadFailed onRetry={() => void liked.refetch()} />;
  if (liked.data.list.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={26} />}
        title={t('social.articlesLikesEmpty')}
        action={<ButtonLink to={paths.discovery}>{t('social.discover')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul aria-label={t('social.likedArticles')} className="grid gap-3 lg:grid-cols-2">
        {liked.data.list.map((article) => (
          <LikedArticleCard key={article.id} article={article} />
        ))}
      </ul>
      <Pagination
        page={liked.data.page}
        pageSize={liked.data.pageSize}
        total={liked.data.total}
        onPage={onPage}
      />
    </>
  );
}
