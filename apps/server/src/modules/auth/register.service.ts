import type { Locale } from '@space/contracts/locales';
import type { AuthResult, RegisterBody } from '@space/contracts/accounts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../../db/client.ts';
import { normalizeTarget, targetKind } from './codes/code-targets.ts';
import { checkCode, withCode } from './codes/codes.service.ts';
import { insertUser } from './accounts.queries.ts';
import type { ClientInfo } from './client-info.ts';
import type { UserRow } from './sessions.service.ts';
import { signIn } from './sign-in.service.ts';
import { usernameBase, usernameCandidate } from './usernames.ts';
import type { Services } from '../../lib/services.ts';

export type RegisterDeps = Pick<Services, 'db' | 'config' | 'clock'>;

const USERNAME_INDEX = 'users_tenant_username_key';
const USERNAME_ATTEMPTS = 8;

interface NewUser {
  tenantId: number;
  contact: string;
  nickName: string;
  passwordHash: string;
  /** The page's language (decision 066). */
  language: Locale;
  now: Date;
}

/**
 * Inserts the user under the first free username. The database's unique
 * indexes decide: a taken username tries the next candidate, a taken email
 * or phone (two registrations racing) is ACCOUNT_EXISTS, never a 500. Runs
 * inside the registration's transaction, so each try is a savepoint: a
 * refused insert must not abort the transaction.
 */
async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const base = usernameBase(input.contact);
  const email = targetKind(input.contact) === 'email' ? input.contact : null;
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    try {
      return await db.transaction((savepoint) =>
        insertUser(savepoint, {
          tenantId: input.tenantId,
          username: usernameCandidate(base, attempt),
          nickName: input.nickName,
          email,
          mobile: email ? null : input.contact,
          passwordHash: input.passwordHash,
          language: input.language,
          loginTime: input.now,
          createdAt: input.now,
          updatedAt: input.now,
        }),
      );
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === null) throw error;
      if (constraint !== USERNAME_INDEX) throw new AppError('ACCOUNT_EXISTS');
    }
  }
  throw new Error(`no free username found for base "${base}"`);
}

/**
 * Registration with a code sent to the email or phone (purpose `register`).
 * The code is checked first, so a wrong code costs no password hashing; it is
 * spent in the transaction that creates the user and the session, so a
 * registration that fails (the address taken meanwhile) leaves it for the retry.
 */
export async function register(
  deps: RegisterDeps,
  body: RegisterBody,
  client: ClientInfo,
  language: Locale,
): Promise<AuthResult> {
  const contact = normalizeTarget(body.account);
  const subject = { tenantId: body.tenantId, target: contact, purpose: 'register' as const };
  await checkCode(deps.db, deps.clock, subject, body.code);
  const passwordHash = await hashPassword(body.password);
  return withCode(deps.db, deps.clock, subject, body.code, async (tx) => {
    const user = await createUser(tx, {
      tenantId: body.tenantId,
      contact,
      nickName: body.nickName,
      passwordHash,
      language,
      now: new Date(deps.clock.now()),
    });
    return signIn({ db: tx, config: deps.config, clock: deps.clock }, user, false, client);
  });
}
