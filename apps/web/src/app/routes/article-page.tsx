import type { ArticleDetail } from '@space/contracts/articles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths, publishPath } from '../../config/paths.ts';
import { ArticleAuthor, ShareButton } from '../../features/articles/article-author.tsx';
import { ArticleBody } from '../../features/articles/article-body.tsx';
import { ArticleGrid } from '../../features/articles/article-card.tsx';
import { ArticleLikeButton } from '../../features/articles/article-like-button.tsx';
import {
  getArticleQueryOptions,
  getRelatedQueryOptions,
  parseId,
} from '../../features/articles/articles-api.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { ProductGrid } from '../../features/catalog/product-card.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageName } from '../navigation/page-name.ts';

function ArticleMissing() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-16">
      <EmptyState
        headingLevel={1}
        title={t('articles.missing')}
        action={<ButtonLink to={paths.discovery}>{t('articles.toDiscovery')}</ButtonLink>}
      />
    </div>
  );
}

/** What the author sees on their own article that readers do not: where it stands. */
function AuthorNotice({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  if (!article.isMine) return null;
  const notes: string[] = [];
  if (article.state !== 'published') notes.push(t(`articles.notice.${article.state}`));
  if (article.visibility === 'private') notes.push(t('articles.notice.private'));
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
      <p>{notes.length ? notes.join(' ') : t('articles.notice.yours')}</p>
      <ButtonLink to={publishPath(article.id)} variant="secondary" className="!px-4 !py-1.5">
        {t('articles.edit')}
      </ButtonLink>
    </div>
  );
}

function Related({ id }: { id: number }) {
  const { t } = useTranslation();
  const related = useQuery(getRelatedQueryOptions(id));
  if (!related.data) return null;
  const { articles, products } = related.data;
  return (
    <div className="container-page space-y-10 pb-16">
      {articles.length ? (
        <section aria-labelledby="related-articles">
          <h2 id="related-articles" className="mb-4 text-xl font-bold">
            {t('articles.relatedArticles')}
          </h2>
          <ArticleGrid articles={articles} />
        </section>
      ) : null}
      {products.length ? (
        <section aria-labelledby="related-products">
          <h2 id="related-products" className="mb-4 text-xl font-bold">
            {t('articles.relatedProducts')}
          </h2>
          <ProductGrid products={products} />
        </section>
      ) : null}
    </div>
  );
}

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
