// `npm start`'s build: builds the web app and the server only when their sources changed since
// the build in place. Each output folder keeps a fingerprint of what it was built from (paths,
// sizes and contents of the inputs below, and the Node version); a build whose fingerprint
// matches is kept. `npm run build` still builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contracts'];

const targets = [
  {
    name: 'web',
    workspace: '@space/web',
    // The server renderer is built beside the app (apps/web/build.mjs).
    outputs: ['apps/web/dist', 'apps/web/dist-ssr'],
    inputs: [...shared, 'apps/web'],
  },
  {
    name: 'server',
    workspace: '@space/server',
    outputs: ['apps/server/dist'],
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
  },
];

/** Folders that are never inputs: outputs, installed packages and tests. */
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', 'test', 'coverage', '.vite']);

function filesUnder(relative, found = []) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return found;
  if (fs.statSync(absolute).isFile()) {
    found.push(relative);
    return found;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    // By name: a linked node_modules is a symbolic link, not a directory entry.
    if (skipped.has(entry.name)) continue;
    filesUnder(path.join(relative, entry.name), found);
  }
  return found;
}

function fingerprint(inputs) {
  const hash = createHash('sha256').update(process.version);
  const files = inputs.flatMap((input) => filesUnder(input)).sort();
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const stampOf = (target) => path.join(root, target.outputs[0], '.build-fingerprint');

for (const target of targets) {
  const wanted = fingerprint(target.inputs);
  const stamp = stampOf(target);
  const built =
    target.outputs.every((output) => fs.existsSync(path.join(root, output))) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === wanted;
  if (built) {
    console.log(`${target.name}: unchanged since its last build, kept`);
    continue;
  }
  const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(stamp, wanted);
}
