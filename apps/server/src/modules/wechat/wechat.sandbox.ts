import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import {
  WechatError,
  WechatOpenPlatform,
  type WechatIdentity,
  type WechatTransport,
} from './wechat.provider.ts';

/**
 * The local stand-in for WeChat (docs/decisions/007): our own pages play the
 * QR-scan step and our own endpoints speak WeChat's token protocol, so the
 * real client runs unchanged against them.
 */
export const SANDBOX_PATH = '/api/sandbox/wechat';
export const SANDBOX_APP_ID = 'wxsandbox0000000';
export const SANDBOX_APP_SECRET = 'sandbox-secret';
/** Never contacted over the network: the sandbox transport injects into the app. */
const SANDBOX_API_BASE = `http://sandbox.invalid${SANDBOX_PATH}`;

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 2 * 60 * 60_000;
const MAX_ENTRIES = 10_000;

/** A sandbox identity is its nickname; the openid is derived from it, so it is stable. */
export function sandboxIdentity(nickname: string): WechatIdentity {
  return {
    openId: `sbx_${sha256(`openid:${nickname}`).slice(0, 24)}`,
    unionId: `sbxu_${sha256(`unionid:${nickname}`).slice(0, 24)}`,
    nickname,
  };
}

interface Grant {
  identity: WechatIdentity;
  expiresAt: number;
}

/**
 * Codes and access tokens of the sandbox, in process memory as WeChat keeps
 * them on its side. Codes are single use; both expire.
 */
export class SandboxWechatServer {
  private readonly codes = new Map<string, Grant & { used: boolean }>();
  private readonly tokens = new Map<string, Grant>();

  constructor(private readonly clock: Clock) {}

  issueCode(identity: WechatIdentity): string {
    this.sweep();
    const code = newToken();
    this.codes.set(code, { identity, expiresAt: this.clock.now() + CODE_TTL_MS, used: false });
    return code;
  }

  /** WeChat's answer to /sns/oauth2/access_token, errcodes included. */
  exchange(code: string): Record<string, unknown> {
    const grant = this.codes.get(code);
    if (!grant || grant.expiresAt <= this.clock.now()) {
      return { errcode: 40029, errmsg: 'invalid code' };
    }
    if (grant.used) return { errcode: 40163, errmsg: 'code been used' };
    grant.used = true;
    const accessToken = newToken();
    this.tokens.set(accessToken, {
      identity: grant.identity,
      expiresAt: this.clock.now() + TOKEN_TTL_MS,
    });
    return {
      access_token: accessToken,
      expires_in: TOKEN_TTL_MS / 1000,
      refresh_token: newToken(),
      openid: grant.identity.openId,
      scope: 'snsapi_login',
      unionid: grant.identity.unionId,
    };
  }

  /** WeChat's answer to /sns/userinfo. */
  userInfo(accessToken: string, openId: string): Record<string, unknown> {
    const grant = this.tokens.get(accessToken);
    if (!grant || grant.expiresAt <= this.clock.now()) {
      return {
        errcode: 40001,
        errmsg: 'invalid credential, access_token is invalid or not latest',
      };
    }
    if (grant.identity.openId !== openId) return { errcode: 40003, errmsg: 'invalid openid' };
    return {
      openid: grant.identity.openId,
      nickname: grant.identity.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: '',
      privilege: [],
      unionid: grant.identity.unionId,
    };
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const map of [this.codes, this.tokens] as Map<string, Grant>[]) {
      for (const [key, grant] of map) if (grant.expiresAt <= now) map.delete(key);
      // Still full of live entries: drop the oldest rather than grow without bound.
      while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    }
  }
}

/** Sends the client's GETs into the app itself, through the whole HTTP pipeline. */
export function injectTransport(app: FastifyInstance): WechatTransport {
  return async (url) => {
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    if (response.statusCode !== 200) {
      throw new WechatError(`${url.pathname} answered HTTP ${response.statusCode}`);
    }
    return response.json() as unknown;
  };
}

/**
 * The real client pointed at the sandbox: the same token protocol, with our
 * own confirmation page instead of open.weixin.qq.com's QR code.
 */
export class WechatSandbox extends WechatOpenPlatform {
  override readonly kind = 'sandbox';

  constructor(transport: WechatTransport) {
    super(
      {
        appId: SANDBOX_APP_ID,
        appSecret: SANDBOX_APP_SECRET,
        apiBase: SANDBOX_API_BASE,
        openBase: SANDBOX_API_BASE,
      },
      transport,
    );
  }

  /** Our sandbox page on the same origin as the redirect URI, with WeChat's query parameters. */
  override authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const page = new URL(redirectUri);
    page.pathname = `${page.pathname.replace(/\/callBack$/, '')}${SANDBOX_PATH}/authorize`;
    page.search = new URLSearchParams({
      appid: SANDBOX_APP_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    page.hash = '';
    return page.toString();
  }
}
