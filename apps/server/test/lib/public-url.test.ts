import fs from 'node:fs';
import { TENANTS } from '@space/contracts/tenants';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { absoluteUrl, publicBaseUrl, type PublicUrlConfig } from '../../src/lib/public-url.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { SANDBOX_APP_ID } from '../../src/modules/wechat/wechat.sandbox.ts';
import { configError, PRODUCTION_ENV } from '../support/config-errors.ts';
import { build, makeTempDir, spawnRunner } from '../support/helper.ts';

const TENANT = TENANTS[0]!.id;
const AUTHORIZE = `/api/auth/wechat/authorize?tenantId=${TENANT}`;

/** The redirect_uri WeChat (here the sandbox) is asked to send the browser back to. */
function redirectUriOf(body: string): string | null {
  const url = new URL(JSON.parse(body).data.url);
  return url.searchParams.get('redirect_uri');
}

/** Just what publicBaseUrl reads from a request. */
function fakeRequest(host: string, protocol = 'http'): FastifyRequest {
  return { host, protocol, locale: 'en' } as unknown as FastifyRequest;
}

describe('absolute links outside production, without PUBLIC_URL', async () => {
  const { app } = await build({
    config: {
      nodeEnv: 'development',
      publicUrl: undefined,
      allowedHosts: ['darkflash.space.test', 'lan.example:8080'],
    },
    prepare: (database) => ensureReferenceData(database.db),
  });

  function authorize(headers: Record<string, string>, url = AUTHORIZE) {
    return app.inject({ method: 'GET', url, headers });
  }

  it('refuses a forged Host without echoing it anywhere', async () => {
    const response = await authorize({ host: 'evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40001, msg: 'Unknown host.', data: null });
    expect(response.body).not.toContain('evil');
    expect(JSON.stringify(response.headers)).not.toContain('evil');
  });

  it.each([
    ['an unlisted port of an allowed host', 'lan.example:9090'],
    ['a name that only ends like localhost', 'evil-localhost'],
    ['a look-alike of a loopback address', '127.0.0.1.evil.example'],
    ['a Host with a path', 'localhost/evil'],
    ['a Host with credentials', 'user@localhost'],
  ])('refuses %s', async (_label, host) => {
    const response = await authorize({ host });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Unknown host.');
  });

  it('says so in the language asked for', async () => {
    const zh = await authorize({ host: 'evil.example', lang: 'zh' });
    const ko = await authorize({ host: 'evil.example', lang: 'ko' });
    expect(zh.json().msg).toBe('未知的主机。');
    expect(ko.json().msg).toBe('알 수 없는 호스트입니다.');
  });

  it('ignores X-Forwarded-Host from a proxy it does not trust', async () => {
    const response = await authorize({
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(200);
    expect(redirectUriOf(response.body)).toBe('http://localhost:3000/callBack');
    expect(response.body).not.toContain('evil');
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000/callBack'],
    ['LOCALHOST:3000', 'http://localhost:3000/callBack'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080/callBack'],
    ['[::1]:3000', 'http://[::1]:3000/callBack'],
    ['space.localhost', 'http://space.localhost/callBack'],
  ])('builds links on a loopback Host %s', async (host, expected) => {
    const response = await authorize({ host });
    expect(response.statusCode, response.body).toBe(200);
    expect(redirectUriOf(response.body)).toBe(expected);
    // The sandbox's own page is on the same origin.
    expect(new URL(response.json().data.url).origin).toBe(new URL(expected).origin);
  });

  it.each([
    ['darkflash.space.test:3000', 'http://darkflash.space.test:3000/callBack'],
    ['lan.example:8080', 'http://lan.example:8080/callBack'],
  ])('builds links on a Host listed in ALLOWED_HOSTS (%s)', async (host, expected) => {
    const response = await authorize({ host });
    expect(response.statusCode, response.body).toBe(200);
    expect(redirectUriOf(response.body)).toBe(expected);
  });

  it('refuses the sandbox pages on a forged Host too, without echoing it', async () => {
    const query = new URLSearchParams({
      appid: SANDBOX_APP_ID,
      redirect_uri: 'http://evil.example/callBack',
      state: 's',
    });
    const response = await authorize(
      { host: 'evil.example' },
      `/api/sandbox/wechat/authorize?${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Unknown host.');
  });
});

describe('absolute links in production', async () => {
  const { app } = await build({
    config: { nodeEnv: 'production', publicUrl: 'https://space.example' },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('come from PUBLIC_URL only, whatever the Host says', async () => {
    for (const host of ['evil.example', 'localhost:3000']) {
      const response = await app.inject({ method: 'GET', url: AUTHORIZE, headers: { host } });
      expect(response.statusCode, response.body).toBe(200);
      expect(redirectUriOf(response.body)).toBe('https://space.example/callBack');
      expect(response.body).not.toContain('evil');
    }
  });
});

describe('publicBaseUrl and absoluteUrl', () => {
  const development: PublicUrlConfig = {
    nodeEnv: 'development',
    publicUrl: undefined,
    allowedHosts: [],
  };

  it('prefer PUBLIC_URL to any request origin, loopback included', () => {
    const config = { ...development, publicUrl: 'https://space.example/shop/' };
    expect(publicBaseUrl(fakeRequest('evil.example'), config)).toBe('https://space.example/shop');
    expect(publicBaseUrl(fakeRequest('localhost:3000'), config)).toBe('https://space.example/shop');
    expect(absoluteUrl(fakeRequest('localhost'), '/pay/return?order=1', config)).toBe(
      'https://space.example/shop/pay/return?order=1',
    );
  });

  it('use the request protocol of a trusted origin', () => {
    expect(publicBaseUrl(fakeRequest('localhost:8443', 'https'), development)).toBe(
      'https://localhost:8443',
    );
  });

  it('never fall back to the request in production', () => {
    const production = { ...development, nodeEnv: 'production' as const };
    expect(() => publicBaseUrl(fakeRequest('localhost'), production)).toThrow(/PUBLIC_URL/);
  });

  it('take only paths on this site', () => {
    const config = { ...development, publicUrl: 'https://space.example' };
    for (const path of ['//evil.example/x', 'https://evil.example/', 'relative']) {
      expect(() => absoluteUrl(fakeRequest('localhost'), path, config)).toThrow();
    }
  });
});

describe('the PUBLIC_URL and ALLOWED_HOSTS configuration', () => {
  it('requires PUBLIC_URL in production, naming it', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = PRODUCTION_ENV;
    const error = configError(withoutUrl);
    expect(error.issues).toHaveLength(1);
    expect(error.message).toContain('PUBLIC_URL');
    expect(error.message).toContain('NODE_ENV=production');
    expect(loadConfig(PRODUCTION_ENV).publicUrl).toBe('https://space.example');
  });

  it('needs no PUBLIC_URL outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).allowedHosts).toEqual([]);
  });

  it('accepts only an http(s) PUBLIC_URL without credentials, query or fragment', () => {
    for (const value of [
      'ftp://space.example',
      'javascript:alert(1)',
      'https://user:pw@space.example',
      'https://space.example/?a=1',
      'https://space.example/#x',
      'space.example',
    ]) {
      expect(configError({ PUBLIC_URL: value }).message).toContain('PUBLIC_URL');
    }
    expect(loadConfig({ PUBLIC_URL: 'https://Space.Example/shop/' }).publicUrl).toBe(
      'https://space.example/shop',
    );
  });

  it('reads ALLOWED_HOSTS as a list of host[:port], naming it when an entry is not one', () => {
    expect(loadConfig({ ALLOWED_HOSTS: ' a.example , B.example:8080,' }).allowedHosts).toEqual([
      'a.example',
      'b.example:8080',
    ]);
    for (const value of ['http://a.example', 'a.example/path', 'a.example:99999', 'a b']) {
      expect(configError({ ALLOWED_HOSTS: value }).message).toContain('ALLOWED_HOSTS');
    }
  });

  it('stops the runner at start-up in production without PUBLIC_URL', async () => {
    const dataDir = makeTempDir();
    const child = spawnRunner({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(exitCode).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PUBLIC_URL');
  });
});
