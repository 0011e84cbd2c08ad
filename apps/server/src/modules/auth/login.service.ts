import type { AuthResult, CodeLoginBody, LoginBody } from '@space/contracts/accounts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { normalizeTarget } from './codes/code-targets.ts';
import { withCode } from './codes/codes.service.ts';
import { findUserByContact, findUserForLogin } from './accounts.queries.ts';
import { checkCaptcha } from './captcha.service.ts';
import type { ClientInfo } from './client-info.ts';
import {
  assertLoginAllowed,
  clearAddressFailures,
  loginLimitSubjects,
  recordLoginFailure,
} from './login-limits.ts';
import { signIn } from './sign-in.service.ts';
import type { Services } from '../../lib/services.ts';

export type LoginDeps = Pick<Services, 'db' | 'config' | 'clock' | 'rateLimiter'>;

/**
 * Password login: graphic code first, then the abuse limits (login-limits.ts),
 * then the password. Unknown account and wrong password answer alike (and take alike
 * long: verifyPassword hashes even without a user); "disabled" is only said
 * to someone who knew the password.
 */
export async function loginWithPassword(
  deps: LoginDeps,
  body: LoginBody,
  client: ClientInfo,
): Promise<AuthResult> {
  if (!(await checkCaptcha(deps.db, deps.clock, body.captchaId, body.captcha))) {
    throw new AppError('CAPTCHA_INVALID');
  }
  const account = body.account.trim();
  const user = await findUserForLogin(deps.db, body.tenantId, account);
  const limits = loginLimitSubjects(
    body.tenantId,
    user ? { userId: user.id } : { name: account },
    client.ip,
  );
  await assertLoginAllowed(deps.rateLimiter, limits);
  const passwordRight = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordRight) {
    await recordLoginFailure(deps.rateLimiter, limits);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  await clearAddressFailures(deps.rateLimiter, limits);
  return signIn(deps, user, body.remember, client);
}

/**
 * Login with a code sent to the account's email or phone (purpose `login`); the
 * code is spent in the transaction that opens the session.
 */
export async function loginWithCode(
  deps: LoginDeps,
  body: CodeLoginBody,
  client: ClientInfo,
): Promise<AuthResult> {
  const target = normalizeTarget(body.account);
  const subject = { tenantId: body.tenantId, target, purpose: 'login' as const };
  return withCode(deps.db, deps.clock, subject, body.code, async (tx) => {
    const user = await findUserByContact(tx, body.tenantId, target);
    // The account went away after the code was sent: the code no longer stands for anyone.
    if (!user) throw new AppError('CODE_INVALID');
    if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return signIn({ db: tx, config: deps.config, clock: deps.clock }, user, body.remember, client);
  });
}
