// `npm run screenshots`: the store's main pages in light and dark, en/zh/ko, at 1440 and 390 px,
// into reports/screenshots (kept by CI as an artefact). Starts its own server on a fresh demo
// database, like the browser tests, serving E2E_WEB_DIST or a fresh build of the web app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from '../e2e/support/global-setup.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.env.OUT ?? path.join(root, 'reports', 'screenshots'));
fs.rmSync(out, { recursive: true, force: true });

let buildDir = null;
if (!process.env.E2E_WEB_DIST) {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-shots-build-'));
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@space/web', '--', '--outDir', buildDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.env.E2E_WEB_DIST = buildDir;
}

const stop = await globalSetup();
let failed = false;
try {
  const base = process.env.E2E_BASE_URL;
  const popular = await (await fetch(`${base}/api/products?pageSize=1&sort=popular`)).json();
  const productId = popular.data.list[0].id;
  const pages = [
    '/home',
    '/StreamDock',
    '/StreamDock/icons',
    `/product?id=${productId}`,
    '/search?q=icon',
    '/search?q=zzqxv',
  ];
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    const run = spawnSync('node', ['scripts/screenshots.mjs', base, ...pages], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, OUT: out, WIDTH: String(width), HEIGHT: String(height) },
    });
    if (run.status !== 0) failed = true;
  }
  const count = fs.existsSync(out) ? fs.readdirSync(out).length : 0;
  process.stdout.write(`screenshots: ${count} pictures in ${path.relative(root, out)}\n`);
} finally {
  await stop();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
