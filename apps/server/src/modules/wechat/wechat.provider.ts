import { z } from 'zod';

/** Who WeChat says the person scanning the QR code is. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
  nickname: string;
}

/**
 * WeChat's website-application QR login (OAuth 2.0, scope snsapi_login):
 * send the browser to the authorize URL, get a `code` back on the redirect
 * URI, exchange it for the identity.
 */
export interface WechatProvider {
  readonly kind: 'open-platform' | 'sandbox';
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Throws WechatError when WeChat refuses the code or cannot be reached. */
  exchangeCode(code: string): Promise<WechatIdentity>;
}

/** WeChat answered with an errcode, an unexpected body, or not at all. */
export class WechatError extends Error {
  constructor(
    message: string,
    readonly errcode: number | null = null,
  ) {
    super(message);
    this.name = 'WechatError';
  }
}

/** GETs a URL and returns its parsed JSON body; the seam between the client and the wire. */
export type WechatTransport = (url: URL) => Promise<unknown>;

const REQUEST_TIMEOUT_MS = 10_000;

/** The network transport: WeChat answers JSON, sometimes labelled text/plain, so parse the text. */
export const httpTransport: WechatTransport = async (url) => {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // Network failure or timeout; the URL is not logged, its query carries the app secret.
    throw new WechatError(`${url.host}${url.pathname} failed: ${(error as Error).message}`);
  }
  if (status < 200 || status > 299) {
    throw new WechatError(`${url.pathname} answered HTTP ${status}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WechatError(`${url.pathname} answered a body that is not JSON`);
  }
};

const errorBody = z.object({
  errcode: z.number().refine((code) => code !== 0),
  errmsg: z.string(),
});
const tokenBody = z.object({
  access_token: z.string().min(1).max(512),
  openid: z.string().min(1).max(128),
  unionid: z.string().min(1).max(128).optional(),
});
const userInfoBody = z.object({
  openid: z.string().min(1).max(128),
  nickname: z.string().max(1000).default(''),
  headimgurl: z.string().optional(),
  unionid: z.string().min(1).max(128).optional(),
});

export interface OpenPlatformOptions {
  appId: string;
  appSecret: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  /** e.g. https://open.weixin.qq.com */
  openBase: string;
}

/** The real client of open.weixin.qq.com / api.weixin.qq.com. */
export class WechatOpenPlatform implements WechatProvider {
  readonly kind: WechatProvider['kind'] = 'open-platform';

  constructor(
    protected readonly options: OpenPlatformOptions,
    private readonly transport: WechatTransport = httpTransport,
  ) {}

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL('/connect/qrconnect', this.options.openBase);
    url.search = new URLSearchParams({
      appid: this.options.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    url.hash = 'wechat_redirect';
    return url.toString();
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const token = await this.call('/sns/oauth2/access_token', tokenBody, {
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const info = await this.call('/sns/userinfo', userInfoBody, {
      access_token: token.access_token,
      openid: token.openid,
    });
    if (info.openid !== token.openid) throw new WechatError('userinfo answered another openid');
    return {
      openId: token.openid,
      unionId: info.unionid ?? token.unionid ?? null,
      nickname: info.nickname,
    };
  }

  /** One API call; an errcode body or a body of the wrong shape becomes a WechatError. */
  private async call<T extends z.ZodType>(
    path: string,
    shape: T,
    query: Record<string, string>,
  ): Promise<z.infer<T>> {
    const base = this.options.apiBase.replace(/\/+$/, '');
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams(query).toString();
    const body = await this.transport(url);
    const failure = errorBody.safeParse(body);
    if (failure.success) {
      throw new WechatError(
        `${path} answered errcode ${failure.data.errcode}: ${failure.data.errmsg}`,
        failure.data.errcode,
      );
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new WechatError(`${path} answered an unexpected body`);
    return parsed.data;
  }
}
