// `npm start`: builds what changed, then runs the server on it (decisions 075, 081).
// Each build's output folder keeps a fingerprint of what it was built from (paths and contents
// of the inputs below, and the Node version); a build whose fingerprint matches is kept, so a
// second start with nothing changed builds nothing. `npm run build` still builds everything.
// The server is built first (about a second); the web app's build (several seconds) then runs
// in a child process beside the server's start-up, whose first start spends as long creating
// and seeding the embedded database, and the server waits for it only before reading its files.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { precompressFolder } from '../apps/web/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contracts'];

const server = {
  name: 'server',
  dir: 'apps/server',
  outputs: ['apps/server/dist'],
  inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
};
const web = {
  name: 'web',
  dir: 'apps/web',
  // The server renderer is built beside the app (apps/web/build.mjs).
  outputs: ['apps/web/dist', 'apps/web/dist-ssr'],
  inputs: [...shared, 'apps/web'],
};

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

/** Builds `target` unless its outputs match its inputs; settles when its outputs are in place. */
function buildIfChanged(target, env = {}) {
  const wanted = fingerprint(target.inputs);
  const stamp = path.join(root, target.outputs[0], '.build-fingerprint');
  const built =
    target.outputs.every((output) => fs.existsSync(path.join(root, output))) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === wanted;
  if (built) {
    console.log(`${target.name}: unchanged since its last build, kept`);
    return Promise.resolve();
  }
  console.log(`${target.name}: building`);
  // The workspace's own build script, without npm in between (a few hundred ms less).
  const child = spawn(process.execPath, ['build.mjs'], {
    cwd: path.join(root, target.dir),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  // A start that ends early (the data folder in use, Ctrl+C) ends its build too: without its
  // fingerprint, a half-written output is built again next time.
  const stop = () => child.kill();
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      if (code !== 0) {
        reject(new Error(`${target.name}: the build failed (${signal ?? `exit code ${code}`})`));
        return;
      }
      // The fingerprint taken before the build: a file saved during it builds again next time.
      fs.writeFileSync(stamp, wanted);
      resolve();
    });
  });
}

/**
 * The web app's brotli and gzip copies, made after its build (SPACE_PRECOMPRESS=later) while
 * the server already answers (it compresses per request until they exist). A marker says they
 * are whole; a start stopped before that makes them again. A new build empties the folder.
 */
async function precompressWeb() {
  const dist = path.join(root, 'apps/web/dist');
  const marker = path.join(dist, '.precompressed');
  if (fs.existsSync(marker)) return;
  await precompressFolder(dist);
  fs.writeFileSync(marker, '');
}

function fail(error) {
  console.error(error.message);
  process.exit(1);
}

// Node 22.1+: the server's ~900 modules are compiled from a cache after the first start.
module.enableCompileCache?.();

await buildIfChanged(server).catch(fail);
const webReady = buildIfChanged(web, { SPACE_PRECOMPRESS: 'later' });
webReady.catch(fail);
const { runServer } = await import('../apps/server/dist/server.js');
await runServer({}, { webReady });
// Once the server listens: until then the start-up has both cores' worth of work of its own.
await precompressWeb().catch((error) => console.error(`web: ${error.message}`));
