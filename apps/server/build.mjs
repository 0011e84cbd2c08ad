// Bundles the server (with @space/contracts inlined) into dist/, or into the folder given as
// the first argument (the tests' runner bundle); npm packages stay external.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@space/'));

/**
 * The folders whose code draws the demo seed's caches (src/seed/seed-cache-version.ts): each
 * file's SHA-256 by its path under src/, so the bundled seed keys its caches as the sources do.
 */
const SEED_CACHE_SOURCES = ['seed', 'lib', 'modules/products'];
const seedSourceDigests = {};
for (const folder of SEED_CACHE_SOURCES) {
  for (const name of readdirSync(path.join('src', folder), { recursive: true })) {
    const file = path.join('src', folder, name);
    if (!statSync(file).isFile()) continue;
    const key = path.relative('src', file).split(path.sep).join('/');
    seedSourceDigests[key] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
}

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  define: {
    __APP_VERSION__: JSON.stringify(root.version ?? '0.0.0'),
    __SEED_SOURCE_DIGESTS__: JSON.stringify(seedSourceDigests),
  },
  logLevel: 'warning',
});
