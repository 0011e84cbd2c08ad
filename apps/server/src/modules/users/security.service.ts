import type { BindContactBody, ChangePasswordBody, UserInfo } from '@space/contracts/accounts';
import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { setPasswordHash } from '../auth/accounts.queries.ts';
import { revokeAllSessions } from '../auth/sessions.queries.ts';
import type { AuthContext } from '../auth/sessions.service.ts';
import {
  normalizeTarget,
  ownContactOf,
  targetKind,
  type TargetKind,
} from '../codes/code-targets.ts';
import { consumeCode } from '../codes/codes.service.ts';
import { setContact } from './security.queries.ts';
import { toUserInfo } from './user-info.ts';

export type SecurityDeps = Pick<FastifyInstance, 'db' | 'clock' | 'rateLimiter'>;

/** Wrong current passwords allowed per user in 15 minutes (a stolen session must not guess it). */
const OLD_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

async function checkOldPassword(
  limiter: RateLimiter,
  auth: AuthContext,
  oldPassword: string,
): Promise<void> {
  const key = `password-change:${auth.tenantId}:${auth.userId}`;
  if (await limiter.isBlocked(key, OLD_PASSWORD_LIMIT.limit)) throw new AppError('RATE_LIMITED');
  if (!(await verifyPassword(auth.user.passwordHash, oldPassword))) {
    await limiter.hit(key, OLD_PASSWORD_LIMIT.limit, OLD_PASSWORD_LIMIT.windowMs);
    throw new AppError('PASSWORD_INCORRECT');
  }
}

/**
 * Changes the password, proven by the current one or by a code sent to the
 * user's own contact (purpose `password`); every other session is ended.
 */
export async function changePassword(
  deps: SecurityDeps,
  auth: AuthContext,
  body: ChangePasswordBody,
): Promise<void> {
  if (body.method === 'password') {
    await checkOldPassword(deps.rateLimiter, auth, body.oldPassword);
  } else {
    const target = ownContactOf(auth.user);
    const subject = { tenantId: auth.tenantId, target: target ?? '', purpose: 'password' as const };
    const valid =
      target !== null &&
      (await consumeCode(deps.db, deps.clock, { ...subject, userId: auth.userId }, body.code));
    if (!valid) throw new AppError('CODE_INVALID');
  }
  const passwordHash = await hashPassword(body.password);
  const now = new Date(deps.clock.now());
  await setPasswordHash(deps.db, auth.tenantId, auth.userId, passwordHash, now);
  await revokeAllSessions(deps.db, auth.userId, auth.tenantId, now, auth.sessionId);
}

/**
 * Binds a new email or phone, proven by a code (purpose `bind`) sent to
 * exactly that target for this user. Another account of the tenant holding
 * it is ACCOUNT_EXISTS, decided by the unique index.
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
  if (!(await consumeCode(deps.db, deps.clock, subject, body.code))) {
    throw new AppError('CODE_INVALID');
  }
  const contact = kind === 'email' ? { email: target } : { mobile: target };
  try {
    const now = new Date(deps.clock.now());
    const updated = await setContact(deps.db, auth.tenantId, auth.userId, contact, now);
    return toUserInfo(updated ?? auth.user);
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}
