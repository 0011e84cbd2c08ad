// Writes the built-in brand logos as PNG for email (decision 072): mail clients do not show SVG,
// so apps/web/public/mail/ holds a 2x PNG of each logo in apps/web/src/assets/brand/, served by
// the web app at /mail/<name>.png. Run again after a built-in logo changes:
//   node scripts/mail-logos.mjs
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const source = path.join(root, 'apps/web/src/assets/brand');
const target = path.join(root, 'apps/web/public/mail');
mkdirSync(target, { recursive: true });
for (const file of readdirSync(source).filter((name) => name.endsWith('.svg'))) {
  if (file.startsWith('tutorial-')) continue;
  const out = path.join(target, file.replace(/\.svg$/, '.png'));
  await sharp(path.join(source, file), { density: 144 }).png({ compressionLevel: 9 }).toFile(out);
  console.log(path.relative(root, out));
}
