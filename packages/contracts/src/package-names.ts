import { LIMITS } from './limits.ts';

/**
 * The rules a creator's package (a zip, spec §5) is held to, shared by the browser's precheck
 * and the server's inspection so both say the same (decision 026).
 */
export const PACKAGE_LIMITS = {
  /** The archive itself (spec §5, §9: 20 MB). */
  maxBytes: LIMITS.uploadFileMaxBytes,
  /** Entries (files and folders) in one archive. */
  maxEntries: 5_000,
  /** Everything inflated together: a zip bomb stops here, whatever the headers claim. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /**
   * Inflated to compressed, per entry, once past `ratioFromBytes` inflated. Deflate tops out
   * near 1000:1 (what bombs use); real assets stay far below, even flat bitmaps rarely pass 200.
   */
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
  /**
   * Archives inside the package (a `.zip`, or any entry whose first bytes are a zip) are
   * opened and held to the same caps, counted together with the package's own entries and
   * bytes; an archive inside one of those is opened too, and none deeper (decision 053).
   */
  maxNestingDepth: 2,
  /** An archive inside the package is held in memory to be read: at most the package's size. */
  maxInnerArchiveBytes: LIMITS.uploadFileMaxBytes,
  /** One entry's full path, in characters. */
  maxNameLength: 240,
  /** What the uploader sends per request, and the most one request may carry. */
  chunkBytes: 2 * 1024 * 1024,
  chunkMaxBytes: 8 * 1024 * 1024,
} as const;

/** `PK\x03\x04`: the first local file header, how every non-empty zip starts. */
export const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

export function hasZipSignature(head: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => head[i] === byte);
}

/** The uploaded file's own name: anything printable, ending in `.zip`. */
export function isZipFileName(fileName: string): boolean {
  return /\.zip$/i.test(fileName);
}

/** A folder: letters, digits and underscores (spec §5). */
const FOLDER = /^[A-Za-z0-9_]+$/;
/** A file: letters, digits and underscores, and at most one extension of letters and digits. */
const FILE = /^[A-Za-z0-9_]+(\.[A-Za-z0-9]{1,10})?$/;
/** The plugin folder at the top, named by reverse DNS: `com.example.tool.sdPlugin`. */
const PLUGIN_FOLDER = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*\.sdPlugin$/;
/** What operating systems add to archives on their own; ignored, with a warning. */
const JUNK_FOLDERS = new Set(['__MACOSX']);
const JUNK_FILES = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

export function isPluginFolder(segment: string): boolean {
  return PLUGIN_FOLDER.test(segment);
}

/** Why an entry's name is refused; each is a finding code of the package report. */
export type EntryNameCode =
  'zip.absolute_path' | 'zip.backslash' | 'zip.slip' | 'names.invalid' | 'names.too_long';

export type EntryNameVerdict =
  { ok: true; junk: boolean } | { ok: false; code: EntryNameCode; segment?: string };

/**
 * Checks one entry name of an archive (`folder/`, `folder/file.ext`): never absolute, never
 * a backslash or a drive letter, never `..` (zip slip), then each part against the naming
 * rule of spec §5. OS junk (`__MACOSX/…`, `.DS_Store`, `._x`) passes as junk.
 */
export function checkEntryName(name: string): EntryNameVerdict {
  if (name.includes('\\')) return { ok: false, code: 'zip.backslash' };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    return { ok: false, code: 'zip.absolute_path' };
  }
  const isFolder = name.endsWith('/');
  const segments = (isFolder ? name.slice(0, -1) : name).split('/');
  if (segments.includes('..')) return { ok: false, code: 'zip.slip' };
  if (name.length > PACKAGE_LIMITS.maxNameLength) return { ok: false, code: 'names.too_long' };
  const last = segments[segments.length - 1]!;
  const junk =
    JUNK_FOLDERS.has(segments[0]!) ||
    segments.some((segment) => segment.startsWith('._')) ||
    (!isFolder && JUNK_FILES.has(last));
  if (junk) return { ok: true, junk: true };
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const folder = isFolder || i < segments.length - 1;
    const valid = folder
      ? FOLDER.test(segment) || (i === 0 && PLUGIN_FOLDER.test(segment))
      : FILE.test(segment);
    if (!valid) return { ok: false, code: 'names.invalid', segment };
  }
  return { ok: true, junk: false };
}
