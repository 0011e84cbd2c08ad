import type { UserInfo } from '@space/contracts/accounts';
import type { UserRow } from '../auth/sessions.service.ts';
import { FileStorage } from '../../lib/file-storage.ts';

function superTypeOf(user: UserRow): UserInfo['superType'] {
  if (user.isSuperAdmin) return 'superAdmin';
  if (user.role === 'admin' || user.role === 'moderator') return user.role;
  return null;
}

/** The user info the client stores (spec §3); never the password hash. */
export function toUserInfo(user: UserRow): UserInfo {
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
    // Memberships arrive with commerce; until then every user is a general user.
    membership: null,
  };
}
