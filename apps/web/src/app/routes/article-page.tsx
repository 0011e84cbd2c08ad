import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { ArticleAuthor, ShareButton } from '../../features/articles/article-author.tsx';
import { ArticleBody } from '../../features/articles/article-body.tsx';
import { ArticleLikeButton } from '../../features/articles/article-like-button.tsx';
import { getArticleQueryOptions, parseId } from '../../features/articles/articles-api.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageName } from '../navigation/page-name.ts';
import {
  ArticleMissing,
  AuthorNotice,
  Related,
} from '../../features/articles/article-page-parts.tsx';

/** `/article?id=`: an article, its author, likes and what to read next (decision 031). */
export function ArticlePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  const article = useQuery({ ...getArticleQueryOptions(id ?? 0), enabled: id !== null });
  usePageName(article.data?.title || undefined);

  if (id === null || (article.error instanceof ApiError && article.error.code === 404)) {
    return <ArticleMissing />;
  }
  if (article.isError) {
    return (
      <div className="container-page py-16">
        <LoadFailed onRetry={() => void article.refetch()} />
      </div>
    );
  }
  if (article.isPending) {
    return (
      <div aria-hidden="true" className="mx-auto max-w-3xl space-y-4 px-4 py-12">
        <div className="h-10 w-3/4 animate-pulse rounded-lg bg-surface-2" />
        <div className="aspect-video animate-pulse rounded-xl bg-surface-2" />
      </div>
    );
  }
  const data = article.data;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <AuthorNotice article={data} />
        <p className="mb-3 flex flex-wrap gap-2 text-xs font-medium tracking-wide uppercase">
          <span className="rounded-full bg-primary/10 px-3 py-1 text-primary">
            {t(`articles.channels.${data.channel}`)}
          </span>
          {data.column ? (
            <span className="rounded-full border border-border px-3 py-1 text-muted normal-case">
              {data.column.name}
            </span>
          ) : null}
        </p>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight break-words sm:text-4xl">
          {data.title || t('articles.untitled')}
        </h1>
        <div className="mt-6">
          <ArticleAuthor article={data} />
        </div>
        {data.cover ? (
          <img
            src={data.cover}
            srcSet={srcSetOf(data.coverVariants)}
            sizes="(min-width: 768px) 720px, 100vw"
            alt=""
            className="mt-8 aspect-video w-full rounded-[var(--radius-card)] bg-surface-2 object-cover"
          />
        ) : null}
        <div className="mt-8">
          <ArticleBody html={data.html} />
        </div>
        <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-border pt-6">
          {data.state === 'published' ? (
            <ArticleLikeButton articleId={data.id} initialCount={data.likeCount} />
          ) : null}
          <ShareButton />
        </div>
      </article>
      {data.state === 'published' ? <Related id={data.id} /> : null}
    </>
  );
}
