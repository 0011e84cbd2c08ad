// What a route's first view loads (ROUTE=product for /product; default home): the entry chunk
// and CSS from index.html, its static imports, and the route's chunk with its static imports,
// gzipped. Prints figures; it is not a test.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const route = process.env.ROUTE ?? 'home';
const routeKey = Object.keys(manifest).find((k) => k.endsWith(`routes/${route}-page.tsx`));
if (!routeKey) {
  console.error(`No route chunk routes/${route}-page.tsx in the build`);
  process.exit(1);
}
const files = collect(routeKey, collect(entryKey));

let raw = 0;
let gzip = 0;
const rows = [];
for (const file of files) {
  const bytes = fs.readFileSync(path.join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  rows.push([file, bytes.length, zipped]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [file, size, zipped] of rows) {
  console.log(
    `${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(8)} kB  ${(zipped / 1024).toFixed(1).padStart(7)} kB gzip`,
  );
}
const js = rows.filter(([f]) => f.endsWith('.js')).reduce((sum, [, , z]) => sum + z, 0);
console.log(
  `/${route} loads ${files.size} files: ${(raw / 1024).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} kB gzipped (JavaScript ${(js / 1024).toFixed(1)} kB gzipped)`,
);
