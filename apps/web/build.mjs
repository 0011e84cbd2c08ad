// Builds the app (`vite build`, with the arguments given, e.g. --outDir X --emptyOutDir) and
// then its server renderer (src/entry-server.tsx, decision 046) into `<outDir>-ssr/`, where the
// server looks for it. The renderer bundles its packages: it runs wherever the build is put.
// The app's compressed copies are written meanwhile, unless `npm start` makes them later
// (SPACE_PRECOMPRESS=later, decision 081); the renderer has none: Node reads it from disk.
import path from 'node:path';
import { build } from 'vite';
import { precompressFolder } from './precompress.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--outDir');
const outDir = path.resolve(outAt >= 0 ? args[outAt + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
const precompressed =
  process.env.SPACE_PRECOMPRESS === 'later' ? Promise.resolve() : precompressFolder(outDir);
await build({
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', format: 'esm' } },
  },
});
await precompressed;
