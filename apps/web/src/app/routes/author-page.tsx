import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { parseAuthorId, paths } from '../../config/paths.ts';
import { getAuthorArticlesQueryOptions } from '../../features/articles/articles-api.ts';
import { AuthorArticles } from '../../features/articles/author-articles.tsx';
import { AuthorHeader, AuthorHeaderSkeleton } from '../../features/authors/author-header.tsx';
import { getAuthorQueryOptions } from '../../features/authors/authors-api.ts';
import { getProductsQueryOptions } from '../../features/catalog/catalog-api.ts';
import { ListFilters } from '../../features/catalog/list-filters.tsx';
import { ProductResults } from '../../features/catalog/product-results.tsx';
import { ListHeading } from '../../features/catalog/list-heading.tsx';
import { useListParams } from '../../features/catalog/use-list-params.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageName } from '../navigation/page-name.ts';

function AuthorMissing() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-16">
      <EmptyState
        headingLevel={1}
        icon={<UserIcon size={26} />}
        title={t('empty.authorMissing')}
        action={<ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>}
      />
    </div>
  );
}

/** The creator's products: the content-list grid, filtered to them, state kept in the URL. */
function AuthorProducts({
  authorId,
  heading,
  priorityCount,
}: {
  authorId: number;
  heading: string;
  priorityCount: number;
}) {
  const [params, update] = useListParams();
  const query = useQuery(getProductsQueryOptions({ ...params, author: authorId }));
  return (
    <section aria-labelledby="author-products" className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4 pb-4">
        <ListHeading title={heading} page={query.data} level={2} id="author-products" />
      </div>
      <div className="mb-6">
        <ListFilters params={params} onChange={update} />
      </div>
      <ProductResults
        query={query}
        onPage={(page) => update('page', page)}
        showAuthor={false}
        priorityCount={priorityCount}
      />
    </section>
  );
}

/** `/author?id=`: a creator's public profile and their products (decision 012). */
export function AuthorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = parseAuthorId(search.get('id'));
  const author = useQuery({ ...getAuthorQueryOptions(id ?? 0), enabled: id !== null });
  // The creator's articles come before their products: with any, the first screen is theirs
  // and the products' images wait to be scrolled near rather than compete with its cover.
  const articles = useQuery({
    ...getAuthorArticlesQueryOptions(id ?? 0, 1),
    enabled: id !== null,
  });
  // The document title names the creator ('<nickname> | Space'), as a product page names its product.
  usePageName(id !== null ? author.data?.nickName : undefined);

  if (id === null || (author.error instanceof ApiError && author.error.code === 404)) {
    return <AuthorMissing />;
  }
  if (author.isError) {
    return (
      <div className="container-page py-16">
        <LoadFailed onRetry={() => void author.refetch()} />
      </div>
    );
  }
  return (
    <>
      {author.isPending ? <AuthorHeaderSkeleton /> : <AuthorHeader author={author.data} />}
      <AuthorArticles authorId={id} name={author.data?.nickName} />
      <AuthorProducts
        authorId={id}
        priorityCount={articles.data?.total === 0 ? 2 : 0}
        heading={
          author.data
            ? t('author.productsBy', { name: author.data.nickName })
            : t('author.products')
        }
      />
    </>
  );
}
