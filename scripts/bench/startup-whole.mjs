// `npm run bench:startup -- --whole`: the whole `npm start` a newcomer runs, from a fresh clone
// of HEAD to the first `/home` page answered 200, then a second `npm start` with nothing
// changed (decisions 075 and 081: builds are kept while their sources are unchanged). The
// clone links this checkout's installed packages instead of installing them again. `npm start`
// runs on the `node` first on PATH: put a supported one (22.12+) there.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.RUNS ?? 3);
const packageFolders = ['node_modules', 'apps/web/node_modules', 'apps/server/node_modules'];

function freshClone() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-start-'));
  execFileSync('git', ['clone', '--quiet', '--local', root, dir]);
  for (const folder of [...packageFolders, 'packages/contracts/node_modules', 'e2e/node_modules']) {
    if (fs.existsSync(path.join(root, folder))) {
      fs.symlinkSync(path.join(root, folder), path.join(dir, folder), 'dir');
    }
  }
  return dir;
}

async function npmStart(dir, port) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/home`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // npm runs the server in a child process of its own: stop the whole group.
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
  }
}

/**
 * FRESH_MACHINE=1: each first start also finds none of the caches a machine keeps between
 * starts in its temporary folder (decision 081): the demo art and videos, the migrated
 * database and Node's compile cache, as on a machine that never ran Space.
 */
function forgetMachineCaches() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (/^space-seed-|^space-pglite-template$|^node-compile-cache$/.test(name)) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

const first = [];
const second = [];
for (let i = 0; i < runs; i += 1) {
  if (process.env.FRESH_MACHINE) forgetMachineCaches();
  const dir = freshClone();
  try {
    first.push(await npmStart(dir, 39200 + i));
    second.push(await npmStart(dir, 39300 + i));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');
const caches = process.env.FRESH_MACHINE ? 'none (FRESH_MACHINE)' : 'as the machine has them';
console.log(`machine: ${os.cpus().length} cores, load average ${load}, Node ${process.version}`);
console.log(`caches in ${os.tmpdir()} at each first start: ${caches}`);
console.log(
  `npm start in a fresh clone to the first /home page:  median ${fmt(median(first))} of ${runs} [${first.map(fmt).join(', ')}]`,
);
console.log(
  `second npm start, nothing changed, to /home:         median ${fmt(median(second))} of ${runs} [${second.map(fmt).join(', ')}]`,
);
