import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ArticleGrid, ArticleGridSkeleton } from './article-card.tsx';
import { getAuthorArticlesQueryOptions } from './articles-api.ts';

/**
 * The author's published public articles on /author, pinned first, with their count
 * (decision 031). Nothing at all when they have none to show.
 */
export function AuthorArticles({ authorId, name }: { authorId: number; name?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feed = useQuery(getAuthorArticlesQueryOptions(authorId, page));
  if (feed.isPending) {
    return (
      <section aria-hidden="true" className="container-page pt-8">
        <ArticleGridSkeleton count={3} />
      </section>
    );
  }
  if (feed.isError || feed.data.total === 0) return null;
  const heading = name
    ? t('articles.articlesBy', { name, count: feed.data.total })
    : t('articles.authorArticles', { count: feed.data.total });
  return (
    <section aria-labelledby="author-articles" className="container-page pt-8">
      <h2 id="author-articles" className="mb-4 text-xl font-bold sm:text-2xl">
        {heading}
      </h2>
      {/* The first cover sits under the creator's header on a phone: the page's LCP. */}
      <ArticleGrid articles={feed.data.list} showAuthor={false} priorityCount={1} />
      <Pagination
        page={feed.data.page}
        pageSize={feed.data.pageSize}
        total={feed.data.total}
        onPage={setPage}
      />
    </section>
  );
}
