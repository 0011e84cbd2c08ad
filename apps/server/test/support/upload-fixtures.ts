import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(
  parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
) {
  const boundary = '----space-test-boundary-Pq81VbN0xTg3eR';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A noisy image (so encoders cannot shrink it to nothing) of the given size. */
export function noisyImage(width: number, height: number, seed = 1): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = (state >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A flat image: tiny as PNG even at huge dimensions (a decompression bomb in the making). */
export function flatImage(width: number, height: number, background = '#336699'): Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Every file under a folder, as paths relative to it ([] when it does not exist). */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
