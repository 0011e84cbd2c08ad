import type { ArticleDetail } from '@space/contracts/articles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths, publishPath } from '../../config/paths.ts';
import { ArticleGrid } from './article-card.tsx';
import { getRelatedQueryOptions } from './articles-api.ts';
import { ProductGrid } from '../catalog/product-card.tsx';

export function ArticleMissing() {
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
export function AuthorNotice({ article }: { article: ArticleDetail }) {
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

export function Related({ id }: { id: number }) {
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
