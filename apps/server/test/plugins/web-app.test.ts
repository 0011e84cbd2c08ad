import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeTempDir } from '../support/helper.ts';
import { plainApp } from '../support/page-head.ts';

const MARKER = 'space-spa-marker-7f3c';
const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const INDEX_HTML = `<!doctype html><html><head><title>Space</title><script>${INLINE_SCRIPT}</script></head><body><div id="root">${MARKER}</div></body></html>`;
const SMALL_ASSET = 'console.log("hello");\n';
const LARGE_ASSET = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = "some repetitive bundle text ${i}";`,
).join('\n');

/** A fake `vite build` output: index.html plus content-hashed assets. */
function makeWebDist(): string {
  const dir = makeTempDir('space-web-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbCdEf12.js'), SMALL_ASSET);
  fs.writeFileSync(path.join(dir, 'assets', 'vendor-XyZ98765.js'), LARGE_ASSET);
  // The build's compressed copy (apps/web/precompress.mjs), served as it is.
  fs.writeFileSync(
    path.join(dir, 'assets', 'vendor-XyZ98765.js.br'),
    brotliCompressSync(LARGE_ASSET),
  );
  return dir;
}

const NOT_FOUND = { code: 404, msg: ERROR_MESSAGES.NOT_FOUND.en, data: null };

describe('serving the web build', async () => {
  const webDistDir = makeWebDist();
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
  const { app } = await build({ config: { webDistDir } });
  const vendorAsset = (acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/vendor-XyZ98765.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  // `/` is a permanent redirect to /home, and an unknown product a 404 (decision 058).
  it.each(['/home', '/mKey/icons', '/search?q=3', '/StreamDock/plugins/'])(
    'answers the page %s with index.html, revalidated by browsers and shared a minute (decision 062)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers.etag).toMatch(/^W\/"/);
      expect(plainApp(response.body)).toBe(INDEX_HTML);
    },
  );

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const response = await app.inject({ method: 'GET', url: '/home' });
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    // The rest of the policy is the one every answer carries.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toBe(SMALL_ASSET);
  });

  it('lets browsers revalidate unhashed files', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('answers a missing asset with a 404 envelope, not index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-AbCdEf12.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['POST', '/mKey'],
    ['DELETE', '/home'],
  ] as const)('answers %s %s with a 404 JSON envelope, not HTML', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(response.body).not.toContain(MARKER);
  });

  it('compresses large assets for clients that accept gzip', async () => {
    const response = await vendorAsset('gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(response.rawPayload).toString('utf8');
    expect(body).toBe(LARGE_ASSET);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(LARGE_ASSET));
  });

  it("serves the build's brotli copy to clients that accept br, still immutable", async () => {
    const response = await vendorAsset('br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(LARGE_ASSET);
  });

  it('sends large assets uncompressed to clients that do not accept gzip', async () => {
    const response = await vendorAsset('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(LARGE_ASSET);
  });

  it('still answers API routes as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(200);
  });
});

describe('without a web build', async () => {
  const { app } = await build({ config: { webDistDir: undefined } });

  it.each(['/home', '/product?id=3'])('answers GET %s with a 404 envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});
