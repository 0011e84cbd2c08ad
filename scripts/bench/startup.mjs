// Start-up on PGlite. The server alone, to its first served request: a cold start (empty
// DATA_DIR: migrations and the demo seed) and a warm start (same DATA_DIR). Then, with
// `--whole`, what a newcomer waits for: `npm start` in a fresh clone of HEAD (its packages
// linked from this checkout, as `npm install` would have put them) to the first `/home` page,
// and a second `npm start` with nothing changed. Prints figures; it is not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'apps/server/dist/server.js');
if (process.argv.includes('--whole')) {
  await import('./startup-whole.mjs');
  process.exit(0);
}
if (!fs.existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const runs = Number(process.env.RUNS ?? 3);

async function timeToFirstResponse(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const cold = [];
const warm = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-bench-'));
  cold.push(await timeToFirstResponse(dataDir, 39000 + i));
  warm.push(await timeToFirstResponse(dataDir, 39100 + i));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(
  `cold start (empty DATA_DIR, migrate + seed) to first response: median ${fmt(median(cold))} of ${runs} [${cold.map(fmt).join(', ')}]`,
);
console.log(
  `warm start (existing DATA_DIR) to first response:             median ${fmt(median(warm))} of ${runs} [${warm.map(fmt).join(', ')}]`,
);
