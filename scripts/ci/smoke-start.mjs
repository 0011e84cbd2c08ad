// A smoke start of the built server under the Node.js running this script (CI runs it with the
// current LTS line as well as the machine's): a fresh embedded database, migrations, readiness,
// the SPA and the catalogue API. Exit 0 when all answer, 1 otherwise; prints what it checked.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [serverEntry, webDist] = process.argv.slice(2);
if (!serverEntry || !webDist) {
  console.error('usage: smoke-start.mjs <dist/server.js> <web dist>');
  process.exit(2);
}
const port = 39_170 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-smoke-'));
const child = spawn(process.execPath, [serverEntry], {
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilReady(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('not ready within the time allowed');
}

let ok = false;
try {
  await waitUntilReady(Date.now() + 180_000);
  const home = await fetch(`${base}/home`);
  const html = await home.text();
  if (!home.ok || !/<div id="root"[ >]/.test(html))
    throw new Error(`/home answered ${home.status}`);
  const products = await fetch(`${base}/api/products?pageSize=1`);
  const body = await products.json();
  if (!products.ok || body.code !== 200)
    throw new Error(`/api/products answered ${products.status}`);
  console.log(
    `smoke start on Node ${process.versions.node}: ready, /home and /api/products answer`,
  );
  ok = true;
} catch (error) {
  console.error(`smoke start on Node ${process.versions.node} failed: ${error.message}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
