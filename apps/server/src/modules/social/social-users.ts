import type { Relation, SocialUser } from '@space/contracts/social';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import type { Member } from '../auth/index.ts';

/** A logged-in member of the graph: the user and the tenant every relation lives in. */
export type { Member };

/** The public columns of a user a list shows (never contacts, login name, tenant or roles). */
export const socialUserColumns = {
  id: users.id,
  nickName: users.nickName,
  avatarKey: users.avatarKey,
  note: users.note,
  isCreator: users.isCreator,
  followerCount: users.followerCount,
  followingCount: users.followingCount,
};

export interface SocialUserRow {
  id: number;
  nickName: string;
  avatarKey: string | null;
  note: string;
  isCreator: boolean;
  followerCount: number;
  followingCount: number;
}

export function toSocialUser(row: SocialUserRow): SocialUser {
  return {
    id: row.id,
    nickName: row.nickName,
    avatar: row.avatarKey === null ? null : FileStorage.publicUrl(row.avatarKey),
    signature: row.note,
    isCreator: row.isCreator,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
  };
}

/**
 * The viewer's relation to the `users` row of the outer query, as three columns. Written as
 * correlated EXISTS over the follows primary key (follower, followee) and its followee index,
 * and the friendships primary key, so a page costs three index probes per row. A visitor
 * follows nobody.
 */
export function relationColumns(viewerId: number | null) {
  if (viewerId === null) {
    return {
      following: sql<boolean>`false`.as('following'),
      followsYou: sql<boolean>`false`.as('follows_you'),
      friend: sql<boolean>`false`.as('friend'),
    };
  }
  return {
    following:
      sql<boolean>`exists (select 1 from follows r where r.follower_id = ${viewerId} and r.followee_id = ${users.id})`.as(
        'following',
      ),
    followsYou:
      sql<boolean>`exists (select 1 from follows r where r.follower_id = ${users.id} and r.followee_id = ${viewerId})`.as(
        'follows_you',
      ),
    friend:
      sql<boolean>`exists (select 1 from friendships f where f.user_low_id = least(${viewerId}::int, ${users.id}) and f.user_high_id = greatest(${viewerId}::int, ${users.id}))`.as(
        'friend',
      ),
  };
}

export function toRelation(row: {
  following: unknown;
  followsYou: unknown;
  friend: unknown;
}): Relation {
  return {
    following: Boolean(row.following),
    followsYou: Boolean(row.followsYou),
    friend: Boolean(row.friend),
  };
}

/** A user of the tenant who may appear in the graph: same brand, not deleted. */
export function graphUser(id: number, tenantId: number): SQL {
  return and(eq(users.id, id), eq(users.tenantId, tenantId), eq(users.deleted, false))!;
}

/** The user with this id in the tenant, or null: another brand's user looks unknown (404). */
export async function findGraphUser(
  db: Database,
  id: number,
  tenantId: number,
): Promise<SocialUserRow | null> {
  if (id > MAX_ROW_ID) return null;
  const [row] = await db.select(socialUserColumns).from(users).where(graphUser(id, tenantId));
  return row ?? null;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function offsetOf(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}
