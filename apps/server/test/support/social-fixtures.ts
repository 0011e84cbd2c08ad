import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { bearer, createTestUser, tokenFor } from './user-fixtures.ts';

/** A user with a session, of the default brand unless told. */
export async function socialMember(
  app: FastifyInstance,
  overrides: Parameters<typeof createTestUser>[1] = {},
) {
  const user = await createTestUser(app, { tenantId: DEFAULT_TENANT_ID, ...overrides });
  return { user, headers: bearer(await tokenFor(app, user)) };
}

export type Member = Awaited<ReturnType<typeof socialMember>>;

/** The stored counters of a user. */
export async function storedCounts(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({ followers: users.followerCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A call that must succeed: its `data`. */
export async function okData<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<T> {
  const response = await app.inject({ method, url, headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A call that must fail: its status and body code. */
export async function failure(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<{ status: number; code: number; msg: string }> {
  const response = await app.inject({ method, url, headers, payload });
  const body = response.json() as { code: number; msg: string };
  return { status: response.statusCode, code: body.code, msg: body.msg };
}
