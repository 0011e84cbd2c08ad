// Builds the app (`vite build`, with the arguments given, e.g. --outDir X --emptyOutDir) and
// then its server renderer (src/entry-server.tsx, decision 046) into `<outDir>-ssr/`, where the
// server looks for it. The renderer bundles its packages: it runs wherever the build is put.
import path from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const outAt = args.indexOf('--outDir');
const outDir = path.resolve(outAt >= 0 ? args[outAt + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
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
