// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../precompress.mjs';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressing a build after the fact (npm start, decision 081)', () => {
  it('writes brotli and gzip copies of text assets from 1 kB, as the build does', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('marketplace '.repeat(500))};\n`;
    fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets/photo.webp'), Buffer.alloc(4096, 7));

    await precompressFolder(dir);

    const br = fs.readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // Too small to gain, or not text: left as they are.
    expect(fs.existsSync(path.join(dir, 'assets/tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/photo.webp.br'))).toBe(false);
    // Nothing half-written is left behind.
    expect(
      fs.readdirSync(path.join(dir, 'assets')).filter((name) => name.includes('partial')),
    ).toEqual([]);
  });
});
