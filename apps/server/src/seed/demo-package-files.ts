import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * The two file formats a demo package is made of, written by hand so the seed stays fast and
 * its bytes never depend on a library's version: PNG images (a two-colour gradient with a
 * mark) and zip archives (decision 074).
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = readonly [number, number, number];

/** `hsl(h, s%, l%)` as 8-bit RGB. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export interface PngArt {
  width: number;
  height: number;
  from: Rgb;
  to: Rgb;
  /** The mark in the middle: a ring, a bar chart or a digit-like block pattern. */
  mark: 'ring' | 'bars' | 'dot' | 'none';
  /** Varies the mark between images of one set. */
  variant: number;
}

/** A truecolour PNG: a diagonal gradient with a light mark; the same art gives the same bytes. */
export function png(art: PngArt): Buffer {
  const { width, height, from, to, mark, variant } = art;
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * (0.22 + (variant % 4) * 0.04);
  const ring = Math.max(2, r * 0.18);
  const bars = 3 + (variant % 3);
  const barWidth = width / (bars * 2 + 1);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let red = from[0] + (to[0] - from[0]) * t;
      let green = from[1] + (to[1] - from[1]) * t;
      let blue = from[2] + (to[2] - from[2]) * t;
      let lit = false;
      if (mark === 'ring' || mark === 'dot') {
        const d = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
        lit = mark === 'dot' ? d < r : Math.abs(d - r) < ring;
      } else if (mark === 'bars') {
        const i = Math.floor(x / barWidth);
        const level = ((i * 37 + variant * 11) % 60) / 100 + 0.25;
        lit = i % 2 === 1 && i < bars * 2 && y > height * (1 - level) && y < height * 0.88;
      }
      if (lit) {
        red += (255 - red) * 0.8;
        green += (255 - green) * 0.8;
        blue += (255 - blue) * 0.8;
      }
      const at = y * row + 1 + x * 3;
      raw[at] = Math.round(red);
      raw[at + 1] = Math.round(green);
      raw[at + 2] = Math.round(blue);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ZipFile {
  /** The entry's path; a folder ends in `/`. */
  name: string;
  data?: Buffer | string;
}

/** 2026-01-05 09:00 in DOS date and time fields: every demo package has the same date. */
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 5;
const DOS_TIME = 9 << 11;

/**
 * A zip archive: text deflated, images (already compressed) stored; UTF-8 names; no data
 * descriptors, so every local header states its sizes as the central directory does.
 */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const folder = file.name.endsWith('/');
    const data = folder ? Buffer.alloc(0) : Buffer.from(file.data ?? '');
    const compress = !folder && !/\.png$/i.test(file.name) && data.length > 64;
    const body = compress ? deflateRawSync(data) : data;
    const method = compress ? 8 : 0;
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(folder ? 0x10 : 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
