import { useTranslation } from '../../lib/translator.ts';
import { LikeToggle } from './like-toggle.tsx';
import { getLikeQueryOptions, likesApi } from './likes-api.ts';

/** Like or unlike a product; visitors are sent to log in and come back here afterwards. */
export function LikeButton({
  productId,
  initialCount,
}: {
  productId: number;
  initialCount: number;
}) {
  const { t } = useTranslation();
  return (
    <LikeToggle
      query={getLikeQueryOptions(productId)}
      setLiked={(like) => (like ? likesApi.like(productId) : likesApi.unlike(productId))}
      initialCount={initialCount}
      label={t('product.like')}
      countTestId="like-count"
    />
  );
}
