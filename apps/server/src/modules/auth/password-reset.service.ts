import type { ResetPasswordBody } from '@space/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { normalizeTarget } from '../codes/code-targets.ts';
import { requireCode } from '../codes/codes.service.ts';
import { findUserByContact, setPasswordHash } from './accounts.queries.ts';
import { clearAccountFailures } from './login-limits.ts';
import { revokeAllSessions } from './sessions.queries.ts';

export type ResetDeps = Pick<FastifyInstance, 'db' | 'clock' | 'rateLimiter'>;

/**
 * Sets a new password with a code (purpose `reset`) and ends every session of
 * the account: whoever knew the old password is logged out everywhere.
 */
export async function resetPassword(deps: ResetDeps, body: ResetPasswordBody): Promise<void> {
  const target = normalizeTarget(body.account);
  await requireCode(
    deps.db,
    deps.clock,
    { tenantId: body.tenantId, target, purpose: 'reset' },
    body.code,
  );
  const user = await findUserByContact(deps.db, body.tenantId, target);
  if (!user) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  const now = new Date(deps.clock.now());
  await setPasswordHash(deps.db, user.tenantId, user.id, passwordHash, now);
  await revokeAllSessions(deps.db, user.id, user.tenantId, now);
  await clearAccountFailures(deps.rateLimiter, user.tenantId, user.id);
}
