import type { ResetPasswordBody } from '@space/contracts/accounts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { normalizeTarget } from './codes/code-targets.ts';
import { checkCode, withCode } from './codes/codes.service.ts';
import { findUserByContact, setPasswordHash } from './accounts.queries.ts';
import { clearAccountFailures } from './login-limits.ts';
import { revokeAllSessions } from './sessions.queries.ts';
import type { Services } from '../../lib/services.ts';

export type ResetDeps = Pick<Services, 'db' | 'clock' | 'rateLimiter'>;

/**
 * Sets a new password with a code (purpose `reset`) and ends every session of
 * the account: whoever knew the old password is logged out everywhere. The
 * code is spent in the transaction that changes the password.
 */
export async function resetPassword(
  deps: ResetDeps,
  body: ResetPasswordBody,
  ip: string,
): Promise<void> {
  const target = normalizeTarget(body.account);
  const subject = { tenantId: body.tenantId, target, purpose: 'reset' as const };
  await checkCode(deps.db, deps.clock, subject, body.code);
  const passwordHash = await hashPassword(body.password);
  const user = await withCode(deps.db, deps.clock, subject, body.code, async (tx) => {
    const found = await findUserByContact(tx, body.tenantId, target);
    if (!found) throw new AppError('CODE_INVALID');
    const now = new Date(deps.clock.now());
    await setPasswordHash(tx, found.tenantId, found.id, passwordHash, now);
    await revokeAllSessions(tx, found.id, found.tenantId, now);
    return found;
  });
  await clearAccountFailures(deps.rateLimiter, user.tenantId, user.id, ip);
}
