import { tenantIdSchema } from '@space/contracts/accounts';
import { tenantById } from '@space/contracts/tenants';
import { emailSchema, passwordSchema } from '@space/contracts/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { ensureReferenceData } from '../../db/reference-data.ts';
import { usernameBase, usernameCandidate, type UserRow } from '../auth/index.ts';

export interface CreateAdminInput {
  email: string;
  password: string | undefined;
  tenantId: number;
  superAdmin: boolean;
}

/** The input after validation: email lower-cased, password (if any) already hashed. */
export interface ValidAdminInput {
  email: string;
  passwordHash: string | undefined;
  tenantId: number;
  superAdmin: boolean;
}

export type CreateAdminOutcome =
  | { kind: 'created'; user: UserRow }
  | { kind: 'promoted'; user: UserRow; passwordChanged: boolean };

/** A mistake in the operator's input, reported without a stack trace. */
export class CreateAdminError extends Error {}

function check<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) =>
    translateValidationMessage(issue.message, 'en'),
  );
  throw new CreateAdminError(`${label}: ${reasons.join(' ')}`);
}

/** Checks the operator's input with the shared rules (the password as registration would). */
export async function validateAdminInput(input: CreateAdminInput): Promise<ValidAdminInput> {
  const email = check(emailSchema, input.email, '--email').toLowerCase();
  const tenantId = check(tenantIdSchema, input.tenantId, '--tenant');
  const password =
    input.password === undefined ? undefined : check(passwordSchema, input.password, '--password');
  return {
    email,
    tenantId,
    superAdmin: input.superAdmin,
    passwordHash: password === undefined ? undefined : await hashPassword(password),
  };
}

/**
 * Makes the account with this email an administrator of its tenant (or a
 * super admin): creates it with the password, or promotes an existing one
 * (setting the password when given). Used by `cli.js create-admin` only.
 */
export async function createAdmin(
  db: Database,
  input: ValidAdminInput,
): Promise<CreateAdminOutcome> {
  const { email, tenantId, passwordHash } = input;
  await ensureReferenceData(db);
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  const now = new Date();

  if (existing) {
    if (existing.deleted) throw new CreateAdminError(`${email} belongs to a deleted account`);
    const [user] = await db
      .update(users)
      .set({
        role: 'admin',
        isSuperAdmin: existing.isSuperAdmin || input.superAdmin,
        updatedAt: now,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(and(eq(users.id, existing.id), eq(users.tenantId, tenantId)))
      .returning();
    return { kind: 'promoted', user: user!, passwordChanged: passwordHash !== undefined };
  }

  if (!passwordHash)
    throw new CreateAdminError(
      'a password is required to create a new account (--password-stdin or ADMIN_PASSWORD)',
    );
  const base = usernameBase(email);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [user] = await db
      .insert(users)
      .values({
        tenantId,
        username: usernameCandidate(base, attempt),
        email,
        nickName: (email.split('@')[0] ?? 'admin').slice(0, 50),
        passwordHash,
        role: 'admin',
        isSuperAdmin: input.superAdmin,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (user) return { kind: 'created', user };
  }
  throw new CreateAdminError(`no free username for ${email} in tenant ${tenantId}`);
}

export function describeOutcome(outcome: CreateAdminOutcome): string {
  const { user } = outcome;
  const role = user.isSuperAdmin ? 'super admin' : 'admin';
  const tenant = `${user.tenantId} (${tenantById(user.tenantId)?.code ?? 'unknown'})`;
  if (outcome.kind === 'created') {
    return `created ${role} #${user.id} ${user.email} (username ${user.username}) in tenant ${tenant}`;
  }
  const password = outcome.passwordChanged ? '; password updated' : '; password unchanged';
  const status = user.status === 'active' ? '' : `; note: the account is ${user.status}`;
  return `promoted #${user.id} ${user.email} in tenant ${tenant} to ${role}${password}${status}`;
}
