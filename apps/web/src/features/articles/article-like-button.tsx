import { useTranslation } from '../../lib/translator.ts';
import { LikeToggle } from '../likes/like-toggle.tsx';
import { articlesApi, getArticleLikeQueryOptions } from './articles-api.ts';

/** Like or unlike an article (exact count on the server); visitors go to log in and come back. */
export function ArticleLikeButton({
  articleId,
  initialCount,
}: {
  articleId: number;
  initialCount: number;
}) {
  const { t } = useTranslation();
  return (
    <LikeToggle
      query={getArticleLikeQueryOptions(articleId)}
      setLiked={(like) => articlesApi.like(articleId, like)}
      initialCount={initialCount}
      label={t('articles.like')}
      countTestId="article-like-count"
    />
  );
}
