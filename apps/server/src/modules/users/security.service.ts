import type { BindContactBody, ChangePasswordBody, UserInfo } from '@space/contracts/accounts';
import type { Locale } from '@space/contracts/locales';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { countLimit, peekLimit, rateLimited } from '../../lib/rate-limits.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import {
  type AuthContext,
  checkCode,
  normalizeTarget,
  ownContactOf,
  revokeAllSessions,
  setPasswordHash,
  targetKind,
  type TargetKind,
  userInfoOf,
  withCode,
} from '../auth/index.ts';
import { setContact } from './security.queries.ts';
import type { Services } from '../../lib/services.ts';

export type SecurityDeps = Pick<Services, 'db' | 'clock' | 'rateLimiter'>;

async function checkOldPassword(
  limiter: RateLimiter,
  auth: AuthContext,
  oldPassword: string,
): Promise<void> {
  // A stolen session must not guess the current password (lib/limits-table.ts).
  const subject = `${auth.tenantId}:${auth.userId}`;
  const state = await peekLimit(limiter, 'wrongCurrentPasswordPerUser', subject);
  if (state.reached) throw rateLimited(state.retryAfterMs);
  if (!(await verifyPassword(auth.user.passwordHash, oldPassword))) {
    await countLimit(limiter, 'wrongCurrentPasswordPerUser', subject);
    throw new AppError('PASSWORD_INCORRECT');
  }
}

/**
 * Changes the password, proven by the current one or by a code sent to the
 * user's own contact (purpose `password`, spent with the change); every other
 * session is ended.
 */
export async function changePassword(
  deps: SecurityDeps,
  auth: AuthContext,
  body: ChangePasswordBody,
): Promise<void> {
  const write = async (db: Database, passwordHash: string) => {
    const now = new Date(deps.clock.now());
    await setPasswordHash(db, auth.tenantId, auth.userId, passwordHash, now);
    await revokeAllSessions(db, auth.userId, auth.tenantId, now, auth.sessionId);
  };
  if (body.method === 'password') {
    await checkOldPassword(deps.rateLimiter, auth, body.oldPassword);
    await write(deps.db, await hashPassword(body.password));
    return;
  }
  const target = ownContactOf(auth.user);
  if (target === null) throw new AppError('CODE_INVALID');
  const subject = { tenantId: auth.tenantId, target, purpose: 'password' as const };
  const owned = { ...subject, userId: auth.userId };
  await checkCode(deps.db, deps.clock, owned, body.code);
  const passwordHash = await hashPassword(body.password);
  await withCode(deps.db, deps.clock, owned, body.code, (tx) => write(tx, passwordHash));
}

/**
 * Binds a new email or phone, proven by a code (purpose `bind`) sent to
 * exactly that target for this user. Another account of the tenant holding
 * it is ACCOUNT_EXISTS, decided by the unique index; the code is spent only
 * when the binding is written.
 */
export async function bindContact(
  deps: SecurityDeps,
  auth: AuthContext,
  kind: TargetKind,
  body: BindContactBody,
  locale: Locale,
): Promise<UserInfo> {
  const target = normalizeTarget(body.target);
  if (targetKind(target) !== kind) {
    const message = kind === 'email' ? 'validation.email' : 'validation.phone';
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: [{ path: 'body.target', message: translateValidationMessage(message, locale) }],
    });
  }
  const subject = {
    tenantId: auth.tenantId,
    target,
    purpose: 'bind' as const,
    userId: auth.userId,
  };
  const contact = kind === 'email' ? { email: target } : { mobile: target };
  try {
    const updated = await withCode(deps.db, deps.clock, subject, body.code, (tx) =>
      setContact(tx, auth.tenantId, auth.userId, contact, new Date(deps.clock.now())),
    );
    return await userInfoOf(deps.db, updated ?? auth.user, new Date(deps.clock.now()));
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}
