import type { AuthResult } from '@space/contracts/accounts';
import { userInfoOf } from './user-info.ts';
import { setLoginTime } from './accounts.queries.ts';
import type { ClientInfo } from './client-info.ts';
import { AppError } from '../../lib/app-error.ts';
import { demoAccountRefused, startSession, type UserRow } from './sessions.service.ts';
import type { Services } from '../../lib/services.ts';

export type SignInDeps = Pick<Services, 'db' | 'config' | 'clock'>;

/** Records the login time and opens a session: the end of every successful login or registration. */
export async function signIn(
  deps: SignInDeps,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
): Promise<AuthResult> {
  // Every way in (password, code, WeChat) ends here.
  if (demoAccountRefused(deps.config, user)) throw new AppError('DEMO_ACCOUNT_REFUSED');
  const now = new Date(deps.clock.now());
  const updated = (await setLoginTime(deps.db, user.tenantId, user.id, now)) ?? user;
  const session = await startSession(deps.db, deps.config, deps.clock, {
    userId: user.id,
    tenantId: user.tenantId,
    remember,
    ...client,
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: await userInfoOf(deps.db, updated, now),
  };
}
