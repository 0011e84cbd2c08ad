import type { SessionInfo } from '@space/contracts/accounts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import {
  findSessionByHash,
  insertSession,
  listActiveSessions,
  touchSession,
} from './sessions.queries.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: number;
  userId: number;
  tenantId: number;
  user: UserRow;
}

/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function startSession(
  db: Database,
  config: AppConfig,
  clock: Clock,
  input: { userId: number; tenantId: number; remember: boolean; userAgent: string; ip: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = new Date(clock.now());
  const ttl = input.remember ? config.session.rememberTtlMs : config.session.ttlMs;
  const expiresAt = new Date(now.getTime() + ttl);
  await insertSession(db, {
    tokenHash: sha256(token),
    userId: input.userId,
    tenantId: input.tenantId,
    remember: input.remember,
    userAgent: input.userAgent.slice(0, 300),
    ip: input.ip.slice(0, 64),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The session a token stands for, or null when it is unknown, revoked, past
 * its absolute lifetime, idle too long, or its user can no longer log in.
 */
export async function resolveSession(
  db: Database,
  config: AppConfig,
  clock: Clock,
  token: string,
): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const found = await findSessionByHash(db, sha256(token));
  if (!found) return null;
  const { session, user } = found;
  const now = clock.now();
  if (
    !isSessionLive(session, config, now) ||
    user.deleted ||
    user.status !== 'active' ||
    demoAccountRefused(config, user)
  ) {
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await touchSession(db, session.id, new Date(now));
  return { sessionId: session.id, userId: user.id, tenantId: user.tenantId, user };
}

/**
 * A demo account's password is public (README "Try it"): in production it signs in nowhere,
 * and a session it opened before (in development, on the same data) stops working (decision 051).
 */
export function demoAccountRefused(
  config: Pick<AppConfig, 'nodeEnv'>,
  user: Pick<UserRow, 'isDemo'>,
): boolean {
  return config.nodeEnv === 'production' && user.isDemo;
}

export type SessionRow = typeof sessions.$inferSelect;

/** Not revoked, within its absolute lifetime, and used recently enough (remembered ones idle longer). */
export function isSessionLive(session: SessionRow, config: AppConfig, now: number): boolean {
  const idleLimit = session.remember ? config.session.rememberIdleMs : config.session.idleMs;
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() + idleLimit > now
  );
}

/** The user's live sessions, most recently used first, the requesting one flagged `current`. */
export async function listLiveSessions(
  db: Database,
  config: AppConfig,
  clock: Clock,
  auth: AuthContext,
): Promise<SessionInfo[]> {
  const now = clock.now();
  const rows = await listActiveSessions(db, auth.userId, auth.tenantId);
  return rows
    .filter((session) => isSessionLive(session, config, now))
    .map((session) => ({
      id: session.id,
      current: session.id === auth.sessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
      ip: session.ip,
    }));
}

/** The token from `Authorization` (with or without `Bearer `) or `satoken` (spec §7). */
export function tokenFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const pick = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim();
  const authorization = pick(headers.authorization)?.replace(/^Bearer\s+/i, '');
  return authorization || pick(headers.satoken) || null;
}
