import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * Zip archives for the package tests (issue 11), made by yazl as a creator's tool would make
 * them, and hostile ones made from those by patching bytes the way an attacker would (yazl
 * itself refuses `..`, absolute paths and backslashes).
 */

export interface ZipEntrySpec {
  name: string;
  content?: Buffer | string;
  /** A folder entry (`name/`). */
  folder?: boolean;
  /** Unix mode, high 16 bits of the external attributes (0o120777: a symlink). */
  mode?: number;
  /** Deflate (default) or store. */
  compress?: boolean;
}

export async function zipOf(entries: ZipEntrySpec[], compressionLevel = 6): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const entry of entries) {
    if (entry.folder) {
      zip.addEmptyDirectory(entry.name, { mtime });
      continue;
    }
    const content = Buffer.isBuffer(entry.content)
      ? entry.content
      : Buffer.from(entry.content ?? `content of ${entry.name}`);
    zip.addBuffer(content, entry.name, {
      mtime,
      // yazl takes either: level 0 stores, anything else deflates at that level.
      compressionLevel: entry.compress === false ? 0 : compressionLevel,
      ...(entry.mode !== undefined ? { mode: entry.mode } : {}),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A 1×1 PNG: what the manifest's images point at. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const PLUGIN_FOLDER = 'com.example.clock.sdPlugin';

/** A StreamDock/Elgato manifest that passes every check; `overrides` replace its fields. */
export function pluginManifest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Name: 'Clock',
    Version: '1.0.0',
    Author: 'Stream Craft',
    Description: 'Shows the time on a key.',
    Icon: 'imgs/plugin_icon',
    CodePath: 'plugin/index.html',
    PropertyInspectorPath: 'property_inspector/index.html',
    SDKVersion: 2,
    OS: [
      { Platform: 'mac', MinimumVersion: '10.15' },
      { Platform: 'windows', MinimumVersion: '10' },
    ],
    Software: { MinimumVersion: '2.9' },
    Actions: [
      {
        UUID: 'com.example.clock.time',
        Name: 'Time',
        Icon: 'imgs/action_icon',
        States: [{ Image: 'imgs/state_0' }],
      },
      {
        UUID: 'com.example.clock.date',
        Name: 'Date',
        Icon: 'imgs/action_icon.png',
        States: [{ Image: 'imgs/state_0.png' }, { Image: 'imgs/state_1' }],
      },
    ],
    ...overrides,
  };
}

/** The entries of a valid plugin package, less `omit`, plus `extra`. */
export function pluginEntries(
  options: {
    manifest?: Record<string, unknown> | string;
    omit?: string[];
    extra?: ZipEntrySpec[];
  } = {},
): ZipEntrySpec[] {
  const manifest =
    typeof options.manifest === 'string'
      ? options.manifest
      : JSON.stringify(options.manifest ?? pluginManifest(), null, 2);
  const entries: ZipEntrySpec[] = [
    { name: `${PLUGIN_FOLDER}/`, folder: true },
    { name: `${PLUGIN_FOLDER}/manifest.json`, content: manifest },
    {
      name: `${PLUGIN_FOLDER}/plugin/index.html`,
      content: '<!doctype html><script src="main.js"></script>',
    },
    { name: `${PLUGIN_FOLDER}/plugin/main.js`, content: 'console.log("clock")' },
    { name: `${PLUGIN_FOLDER}/property_inspector/index.html`, content: '<!doctype html>' },
    { name: `${PLUGIN_FOLDER}/imgs/plugin_icon.png`, content: TINY_PNG, compress: false },
    { name: `${PLUGIN_FOLDER}/imgs/action_icon.png`, content: TINY_PNG, compress: false },
    { name: `${PLUGIN_FOLDER}/imgs/state_0.png`, content: TINY_PNG, compress: false },
    { name: `${PLUGIN_FOLDER}/imgs/state_1.png`, content: TINY_PNG, compress: false },
    { name: `${PLUGIN_FOLDER}/en.json`, content: JSON.stringify({ Description: 'Clock' }) },
    { name: `${PLUGIN_FOLDER}/zh_CN.json`, content: JSON.stringify({ Description: '时钟' }) },
  ];
  const omit = new Set((options.omit ?? []).map((name) => `${PLUGIN_FOLDER}/${name}`));
  return [...entries.filter((entry) => !omit.has(entry.name)), ...(options.extra ?? [])];
}

/** A valid plugin package (version 1.0.0 unless the manifest says otherwise). */
export function pluginZip(options: Parameters<typeof pluginEntries>[0] = {}): Promise<Buffer> {
  return zipOf(pluginEntries(options));
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;

/** Every local and central header of the archive naming `name`, with where its fields are. */
function headersOf(zip: Buffer, name: string) {
  const wanted = Buffer.from(name);
  const found: { kind: 'local' | 'central'; at: number }[] = [];
  for (let at = 0; at + 4 <= zip.length; at += 1) {
    const signature = zip.readUInt32LE(at);
    if (signature !== LOCAL && signature !== CENTRAL) continue;
    const kind = signature === LOCAL ? 'local' : 'central';
    const nameAt = at + (kind === 'local' ? 30 : 46);
    const length = zip.readUInt16LE(at + (kind === 'local' ? 26 : 28));
    if (length === wanted.length && zip.subarray(nameAt, nameAt + length).equals(wanted)) {
      found.push({ kind, at });
    }
  }
  if (found.length === 0) throw new Error(`no entry ${name} in the archive`);
  return found;
}

/** Renames an entry in place (same byte length): how `../x` and `/x` names get in. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to))
    throw new Error('names must match in length');
  const out = Buffer.from(zip);
  for (const header of headersOf(zip, from)) {
    Buffer.from(to).copy(out, header.at + (header.kind === 'local' ? 30 : 46));
  }
  return out;
}

/** Sets general purpose flags on an entry (bit 0: encrypted). */
export function flagEntry(zip: Buffer, name: string, flags: number): Buffer {
  const out = Buffer.from(zip);
  for (const header of headersOf(zip, name)) {
    const at = header.at + (header.kind === 'local' ? 6 : 8);
    out.writeUInt16LE(out.readUInt16LE(at) | flags, at);
  }
  return out;
}

/** Makes the headers lie about an entry's inflated size. */
export function claimSize(zip: Buffer, name: string, bytes: number): Buffer {
  const out = Buffer.from(zip);
  for (const header of headersOf(zip, name)) {
    out.writeUInt32LE(bytes, header.at + (header.kind === 'local' ? 22 : 24));
  }
  return out;
}

/** A small zip of zeros that inflates to `bytes` (the classic bomb: ratio near 1000:1). */
export function zeroBomb(bytes: number): Promise<Buffer> {
  return zipOf([{ name: 'data/zeros.bin', content: Buffer.alloc(bytes) }], 9);
}

/**
 * Many moderately compressible files (about 40:1, under any ratio cap) that together inflate
 * past `bytes`: the bomb the total cap stops.
 */
export function spreadBomb(bytes: number, files = 12): Promise<Buffer> {
  const each = Math.ceil(bytes / files);
  const block = Buffer.alloc(each);
  let seed = 12_345;
  for (let at = 0; at < block.length; at += 1024) {
    for (let i = 0; i < 16 && at + i < block.length; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      block[at + i] = seed >>> 24;
    }
  }
  const entries = Array.from({ length: files }, (_, i) => ({
    name: `data/part_${i}.bin`,
    content: block,
  }));
  return zipOf(entries, 1);
}

/** Bytes that look like nothing in particular: for size tests that compression cannot shrink. */
export function noise(bytes: number, seed = 7): Buffer {
  const out = Buffer.alloc(bytes);
  let state = seed;
  for (let i = 0; i < bytes; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** Local header fields (offsets from the header's start), as an attacker would patch them. */
const LOCAL_FIELDS = { flags: 6, method: 8, crc: 14, compressedSize: 18, uncompressedSize: 22 };
type LocalPatch = Partial<Record<keyof typeof LOCAL_FIELDS, number>> & { name?: string };

/**
 * Changes what an entry's local file header says and leaves its central-directory entry as
 * it was: the archive a streaming extractor unpacks differently (issue 25). A new name must
 * have as many bytes as the old one.
 */
export function patchLocalHeader(zip: Buffer, name: string, patch: LocalPatch): Buffer {
  const out = Buffer.from(zip);
  const local = headersOf(zip, name).find((header) => header.kind === 'local');
  if (!local) throw new Error(`no local header for ${name}`);
  for (const [field, at] of Object.entries(LOCAL_FIELDS)) {
    const value = patch[field as keyof typeof LOCAL_FIELDS];
    if (value === undefined) continue;
    if (at === 6 || at === 8) out.writeUInt16LE(value, local.at + at);
    else out.writeUInt32LE(value >>> 0, local.at + at);
  }
  if (patch.name !== undefined) {
    if (Buffer.byteLength(patch.name) !== Buffer.byteLength(name))
      throw new Error('names must match in length');
    Buffer.from(patch.name).copy(out, local.at + 30);
  }
  return out;
}

/** The CRC-32 an entry's headers (local and central alike) claim. */
export function claimCrc(zip: Buffer, name: string, crc: number): Buffer {
  const out = Buffer.from(zip);
  for (const header of headersOf(zip, name)) {
    out.writeUInt32LE(crc >>> 0, header.at + (header.kind === 'local' ? 14 : 16));
  }
  return out;
}

/**
 * A zip whose entries carry their CRC and sizes in a data descriptor after the data (flag
 * bit 3), as tools that write while they read do; yazl does so for streams.
 */
export async function streamedZipOf(entries: { name: string; content: Buffer | string }[]) {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const entry of entries) {
    zip.addReadStream(Readable.from([Buffer.from(entry.content)]), entry.name, { mtime });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Makes an entry's data descriptor lie (its central entry and local header unchanged). */
export function patchDataDescriptor(
  zip: Buffer,
  name: string,
  patch: { crc?: number; compressedSize?: number; uncompressedSize?: number },
): Buffer {
  const central = headersOf(zip, name).find((header) => header.kind === 'central');
  if (!central) throw new Error(`no central entry for ${name}`);
  const compressed = zip.readUInt32LE(central.at + 20);
  const local = zip.readUInt32LE(central.at + 42);
  let at = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28) + compressed;
  if (zip.readUInt32LE(at) === 0x08074b50) at += 4;
  const out = Buffer.from(zip);
  if (patch.crc !== undefined) out.writeUInt32LE(patch.crc >>> 0, at);
  if (patch.compressedSize !== undefined) out.writeUInt32LE(patch.compressedSize, at + 4);
  if (patch.uncompressedSize !== undefined) out.writeUInt32LE(patch.uncompressedSize, at + 8);
  return out;
}

/** `inner` wrapped in `levels` zips, each holding the next as `data/level_<n>.zip`. */
export async function nestedZip(inner: Buffer, levels: number): Promise<Buffer> {
  let bytes = inner;
  for (let level = levels; level >= 1; level -= 1) {
    bytes = await zipOf([{ name: `data/level_${level}.zip`, content: bytes, compress: false }]);
  }
  return bytes;
}
