import { isLocale } from '@space/contracts/locales';
import type { UserInfo } from '@space/contracts/accounts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from './sessions.service.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { membershipBadges } from './membership-badges.ts';

function superTypeOf(user: UserRow): UserInfo['superType'] {
  if (user.isSuperAdmin) return 'superAdmin';
  if (user.role === 'admin' || user.role === 'moderator') return user.role;
  return null;
}

/**
 * The user info the client stores (spec §3); never the password hash. `membership` is the one
 * in force (userInfoOf reads it), so the profile shows level and expiry.
 */
export function toUserInfo(user: UserRow, membership: UserInfo['membership']): UserInfo {
  return {
    id: user.id,
    tenantId: user.tenantId,
    username: user.username,
    nickName: user.nickName,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatarKey ? FileStorage.publicUrl(user.avatarKey) : null,
    sex: user.sex as UserInfo['sex'],
    birthday: user.birthday,
    note: user.note,
    status: user.status,
    createTime: user.createdAt.toISOString(),
    loginTime: user.loginTime?.toISOString() ?? null,
    superType: superTypeOf(user),
    isCreator: user.isCreator,
    accountKind: user.passwordHash ? 'primary' : 'order',
    hasPassword: user.passwordHash !== null,
    membership,
    language: isLocale(user.language) ? user.language : null,
  };
}

/** The user info with the membership in force at `at` (decision 023: expiry checked on read). */
export async function userInfoOf(db: Database, user: UserRow, at: Date): Promise<UserInfo> {
  return (await userInfosOf(db, [user], at))[0]!;
}

/** Several users' info, their memberships read in one query. */
export async function userInfosOf(db: Database, users: UserRow[], at: Date): Promise<UserInfo[]> {
  const badges = await membershipBadges(db, users, at);
  return users.map((user) => toUserInfo(user, badges.get(user.id) ?? null));
}
