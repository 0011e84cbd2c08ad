// Bundles the server (with @space/contracts inlined) into dist/, or into the folder given as
// the first argument (the tests' runner bundle); npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@space/'));

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  define: { __APP_VERSION__: JSON.stringify(root.version ?? '0.0.0') },
  logLevel: 'warning',
});
