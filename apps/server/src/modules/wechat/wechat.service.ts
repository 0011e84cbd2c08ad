import { randomBytes } from 'node:crypto';
import type { WechatBinding } from '@space/contracts/accounts';
import type { Locale } from '@space/contracts/locales';
import { LIMITS } from '@space/contracts/limits';
import { withoutInvisibleCharacters } from '@space/contracts/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { AuthContext, UserRow } from '../auth/index.ts';
import { WECHAT_MESSAGES } from './wechat.messages.ts';
import { WechatError, type WechatIdentity, type WechatProvider } from './wechat.provider.ts';
import {
  consumeOauthState,
  deleteExpiredOauthStates,
  deleteWechatBindingOfUser,
  findWechatAccountOfUser,
  findWechatBinding,
  insertOauthState,
  insertOrderUser,
  insertWechatBinding,
  recordLogin,
} from './wechat.queries.ts';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
const FALLBACK_NICKNAME = 'WeChat user';

export interface WechatContext {
  db: Database;
  clock: Clock;
  provider: WechatProvider;
  log: FastifyBaseLogger;
  locale: Locale;
}

/**
 * A bind state names its user (by a hash, not the id), so a state issued to
 * one account cannot bind a WeChat to another, nor log anyone in.
 */
function bindPrefix(auth: Pick<AuthContext, 'tenantId' | 'userId'>): string {
  return `b.${sha256(`bind:${auth.tenantId}:${auth.userId}`).slice(0, 16)}.`;
}

/** Issues a single-use state for the login flow, or for binding when `binder` is given. */
export async function issueOauthState(
  ctx: Pick<WechatContext, 'db' | 'clock'>,
  tenantId: number,
  binder?: Pick<AuthContext, 'tenantId' | 'userId'>,
): Promise<string> {
  const now = ctx.clock.now();
  const state = `${binder ? bindPrefix(binder) : ''}${newToken()}`;
  await deleteExpiredOauthStates(ctx.db, new Date(now - OAUTH_STATE_TTL_MS));
  await insertOauthState(ctx.db, {
    state,
    tenantId,
    expiresAt: new Date(now + OAUTH_STATE_TTL_MS),
  });
  return state;
}

async function exchange(ctx: WechatContext, code: string): Promise<WechatIdentity> {
  try {
    return await ctx.provider.exchangeCode(code);
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    ctx.log.warn({ errcode: error.errcode, reason: error.message }, 'WeChat code exchange failed');
    throw new AppError('UNAVAILABLE', WECHAT_MESSAGES.unavailable[ctx.locale]);
  }
}

/** WeChat nicknames may be long or hold control characters; keep at most the profile limit. */
export function clipNickname(raw: string): string {
  let clipped = '';
  // WeChat's name is not typed here, so look-alike characters are dropped, not refused.
  for (const char of withoutInvisibleCharacters(raw.replace(/\p{Cc}/gu, '')).trim()) {
    if (clipped.length + char.length > LIMITS.profileNicknameMax) break;
    clipped += char;
  }
  return clipped.trim() || FALLBACK_NICKNAME;
}

class BindingTaken extends Error {}

/** The user bound to the identity, or a new order user bound to it (safe against a racing twin). */
async function findOrCreateUser(
  db: Database,
  tenantId: number,
  identity: WechatIdentity,
  at: Date,
): Promise<UserRow> {
  const existing = await findWechatBinding(db, tenantId, identity.openId);
  if (existing) return existing.user;
  try {
    return await db.transaction(async (tx) => {
      const nickName = clipNickname(identity.nickname);
      const derived = `wx_${sha256(`${tenantId}:${identity.openId}`).slice(0, 10)}`;
      const user =
        (await insertOrderUser(tx, { tenantId, username: derived, nickName, at })) ??
        (await insertOrderUser(tx, {
          tenantId,
          username: `wx_${randomBytes(6).toString('hex')}`,
          nickName,
          at,
        }));
      if (!user) throw new Error('could not find a free username for a WeChat user');
      const bound = await insertWechatBinding(tx, {
        tenantId,
        openId: identity.openId,
        unionId: identity.unionId,
        userId: user.id,
        at,
      });
      if (!bound) throw new BindingTaken();
      return user;
    });
  } catch (error) {
    if (!(error instanceof BindingTaken)) throw error;
    // A concurrent callback for the same person won; log in as the user it created.
    const winner = await findWechatBinding(db, tenantId, identity.openId);
    if (!winner) throw new Error('WeChat binding disappeared during login', { cause: error });
    return winner.user;
  }
}

/** Completes a WeChat login: consumes the state, exchanges the code, finds or creates the user. */
export async function loginWithWechat(
  ctx: WechatContext,
  input: { code: string; state: string },
): Promise<UserRow> {
  const now = new Date(ctx.clock.now());
  const tenantId = input.state.startsWith('b.')
    ? null
    : await consumeOauthState(ctx.db, input.state, now);
  if (tenantId === null) throw new AppError('OAUTH_STATE_INVALID');
  const identity = await exchange(ctx, input.code);
  const user = await findOrCreateUser(ctx.db, tenantId, identity, now);
  if (user.deleted || user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return recordLogin(ctx.db, tenantId, user.id, now);
}

/** Binds the WeChat identity behind `code` to the logged-in user. */
export async function bindWechat(
  ctx: WechatContext,
  auth: AuthContext,
  input: { code: string; state: string },
): Promise<void> {
  const now = new Date(ctx.clock.now());
  const consumed = input.state.startsWith(bindPrefix(auth))
    ? await consumeOauthState(ctx.db, input.state, now, auth.tenantId)
    : null;
  if (consumed === null) throw new AppError('OAUTH_STATE_INVALID');
  const identity = await exchange(ctx, input.code);
  const existing = await findWechatBinding(ctx.db, auth.tenantId, identity.openId);
  if (existing?.user.id === auth.userId) return;
  const boundToAnother = new AppError('ACCOUNT_EXISTS', WECHAT_MESSAGES.boundToAnother[ctx.locale]);
  if (existing) throw boundToAnother;
  if (await findWechatAccountOfUser(ctx.db, auth.tenantId, auth.userId)) {
    throw new AppError('CONFLICT', WECHAT_MESSAGES.accountHasWechat[ctx.locale]);
  }
  const bound = await insertWechatBinding(ctx.db, {
    tenantId: auth.tenantId,
    openId: identity.openId,
    unionId: identity.unionId,
    userId: auth.userId,
    at: now,
  });
  if (bound) return;
  // A concurrent bind won one of the unique keys: say which, as the checks above would have.
  const mine = await findWechatAccountOfUser(ctx.db, auth.tenantId, auth.userId);
  if (mine?.openId === identity.openId) return;
  if (mine) throw new AppError('CONFLICT', WECHAT_MESSAGES.accountHasWechat[ctx.locale]);
  throw boundToAnother;
}

/** Whether the logged-in user has a WeChat bound, and since when. */
export async function wechatBindingOf(
  db: Database,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
): Promise<WechatBinding> {
  const row = await findWechatAccountOfUser(db, auth.tenantId, auth.userId);
  return { bound: row !== undefined, boundAt: row?.createdAt.toISOString() ?? null };
}

/**
 * Unbinds the logged-in user's WeChat, unless it is their only way to sign in (409). Nothing
 * bound is not an error: the answer is the same unbound state, with a message saying so.
 */
export async function unbindWechat(
  ctx: Pick<WechatContext, 'db' | 'locale'>,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
): Promise<{ binding: WechatBinding; message: string }> {
  const unbound = { bound: false, boundAt: null };
  if (await deleteWechatBindingOfUser(ctx.db, auth.tenantId, auth.userId)) {
    return { binding: unbound, message: WECHAT_MESSAGES.unbindSuccessful[ctx.locale] };
  }
  // Nothing was deleted: either nothing is bound (or a concurrent unbind was first), or the
  // account has no other way in.
  if (await findWechatAccountOfUser(ctx.db, auth.tenantId, auth.userId)) {
    throw new AppError('CONFLICT', WECHAT_MESSAGES.onlyWayIn[ctx.locale]);
  }
  return { binding: unbound, message: WECHAT_MESSAGES.notBound[ctx.locale] };
}
