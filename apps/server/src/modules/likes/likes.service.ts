import { MAX_ROW_ID } from '@space/contracts/limits';
import type { LikeState } from '@space/contracts/likes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  changeLikeCount,
  deleteLike,
  insertLike,
  likeStateOf,
  visibleLikeCount,
  type Liker,
} from './likes.queries.ts';

function assertPossibleId(productId: number): void {
  if (productId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
}

/**
 * Likes or unlikes a product the user may see; idempotent. The like row and the count change
 * together in one transaction, and the count moves only when a row was really inserted or
 * deleted, so concurrent requests keep `like_count` equal to the number of likes.
 */
export async function setLiked(
  db: Database,
  liker: Liker,
  productId: number,
  liked: boolean,
  at: Date,
): Promise<LikeState> {
  assertPossibleId(productId);
  const likeCount = await db.transaction(async (tx) => {
    const current = await visibleLikeCount(tx, productId, liker.tenantId);
    if (current === null) return null;
    const changed = liked
      ? await insertLike(tx, liker, productId, at)
      : await deleteLike(tx, liker, productId);
    // Nothing changed: the count read above (it may miss a concurrent like committed since).
    if (!changed) return current;
    return changeLikeCount(tx, productId, liked ? 1 : -1);
  });
  if (likeCount === null) throw new AppError('NOT_FOUND');
  return { liked, likeCount };
}

/** The viewer's like state of a product they may see; a visitor (no user) never likes. */
export async function getLikeState(
  db: Database,
  productId: number,
  viewer: { tenantId: number; userId: number | null },
): Promise<LikeState> {
  assertPossibleId(productId);
  const state = await likeStateOf(db, productId, viewer);
  if (!state) throw new AppError('NOT_FOUND');
  return state;
}
