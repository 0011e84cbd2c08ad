import { checkEntryName, PACKAGE_LIMITS } from '@space/contracts/package-names';
import type { Findings } from './package-findings.ts';
import { ZipReader, type ZipEntry } from './zip-reader.ts';

/** Text files the plugin checks read (manifest.json, localisations): kept up to this size. */
export const KEPT_TEXT_MAX_BYTES = 256 * 1024;

export interface ArchiveContents {
  entryCount: number;
  /** Bytes actually inflated (never the headers' claim). */
  uncompressedBytes: number;
  /** Every file entry (not folders, not OS junk), as named in the archive. */
  files: string[];
  /** The bytes of the files `keep` asked for, up to KEPT_TEXT_MAX_BYTES; null when larger. */
  texts: Map<string, Buffer | null>;
  /** False when the walk stopped early (a zip bomb, a broken archive): the rest is unknown. */
  complete: boolean;
}

const STORED = 0;
const DEFLATED = 8;

/** Why reading stopped: the archive is refused and further entries do not matter. */
class StopWalk extends Error {}

/**
 * Reads every entry of the zip at `filePath` and inflates each file while counting its bytes
 * (decision 026): refuses, as findings, too many entries, too much inflated data or too high a
 * ratio (zip bombs), absolute paths, backslashes and drive letters, `..` (zip slip),
 * symlinks, encrypted entries, unknown compression, duplicate names (ignoring case) and
 * names outside the rule of spec §5.
 */
export async function walkArchive(
  filePath: string,
  findings: Findings,
  keep: (name: string) => boolean,
): Promise<ArchiveContents> {
  const contents: ArchiveContents = {
    entryCount: 0,
    uncompressedBytes: 0,
    files: [],
    texts: new Map(),
    complete: false,
  };
  let reader: ZipReader;
  try {
    reader = await ZipReader.open(filePath);
  } catch (error) {
    findings.error(isEncryptionError(error) ? 'zip.encrypted' : 'zip.corrupt');
    return contents;
  }
  try {
    contents.entryCount = reader.entryCount;
    if (reader.entryCount > PACKAGE_LIMITS.maxEntries) {
      findings.error('zip.too_many_entries', { params: { max: PACKAGE_LIMITS.maxEntries } });
      return contents;
    }
    const seen = new Set<string>();
    const junk: string[] = [];
    for (let entry = await next(reader, findings); entry; entry = await next(reader, findings)) {
      const readable = checkEntry(entry, findings, seen, junk);
      if (!readable || entry.isFolder) continue;
      if (junk[junk.length - 1] !== entry.name) contents.files.push(entry.name);
      await readEntry(reader, entry, contents, findings, keep(entry.name));
    }
    if (junk.length > 0) {
      findings.warning('names.os_junk', { entry: junk[0], params: { count: junk.length } });
    }
    contents.complete = true;
  } catch (error) {
    if (!(error instanceof StopWalk)) throw error;
  } finally {
    reader.close();
  }
  return contents;
}

async function next(reader: ZipReader, findings: Findings): Promise<ZipEntry | null> {
  try {
    return await reader.next();
  } catch (error) {
    findings.error(isEncryptionError(error) ? 'zip.encrypted' : 'zip.corrupt');
    throw new StopWalk();
  }
}

function isEncryptionError(error: unknown): boolean {
  return error instanceof Error && /encrypt/i.test(error.message);
}

/** The entry's name and flags; false when it must not be read. */
function checkEntry(entry: ZipEntry, findings: Findings, seen: Set<string>, junk: string[]) {
  const where = { entry: entry.name };
  if (!entry.utf8) {
    findings.error('names.encoding', where);
    return false;
  }
  const verdict = checkEntryName(entry.name);
  if (!verdict.ok) {
    findings.error(verdict.code, {
      ...where,
      params:
        verdict.code === 'names.too_long'
          ? { max: PACKAGE_LIMITS.maxNameLength }
          : verdict.segment !== undefined
            ? { segment: verdict.segment }
            : undefined,
    });
    // A path that could escape the folder it is unpacked in is never read.
    if (verdict.code.startsWith('zip.')) return false;
  } else if (verdict.junk) {
    junk.push(entry.name);
  }
  const key = entry.name.replace(/\/$/, '').normalize('NFC').toLowerCase();
  if (seen.has(key)) findings.error('zip.duplicate', where);
  seen.add(key);
  if (entry.symlink) {
    findings.error('zip.symlink', where);
    return false;
  }
  if (entry.encrypted) {
    findings.error('zip.encrypted', where);
    return false;
  }
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    findings.error('zip.unsupported_compression', {
      ...where,
      params: { method: entry.compressionMethod },
    });
    return false;
  }
  return true;
}

/** Inflates one entry for real, counting every byte against the caps as it comes. */
async function readEntry(
  reader: ZipReader,
  entry: ZipEntry,
  contents: ArchiveContents,
  findings: Findings,
  keep: boolean,
): Promise<void> {
  const where = { entry: entry.name };
  let bytes = 0;
  const kept: Buffer[] = [];
  try {
    const stream = await reader.openStream(entry);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        contents.uncompressedBytes += chunk.length;
        if (contents.uncompressedBytes > PACKAGE_LIMITS.maxUncompressedBytes) {
          findings.error('zip.too_large_uncompressed', {
            ...where,
            params: { max: PACKAGE_LIMITS.maxUncompressedBytes },
          });
          throw new StopWalk();
        }
        const ratio = bytes / Math.max(1, entry.compressedSize);
        if (bytes > PACKAGE_LIMITS.ratioFromBytes && ratio > PACKAGE_LIMITS.maxRatio) {
          findings.error('zip.ratio', { ...where, params: { max: PACKAGE_LIMITS.maxRatio } });
          throw new StopWalk();
        }
        if (keep && bytes <= KEPT_TEXT_MAX_BYTES) kept.push(chunk);
      }
    } finally {
      stream.destroy();
    }
  } catch (error) {
    if (error instanceof StopWalk) throw error;
    // yauzl's own checks: the inflated size is not what the headers say, or the data is bad.
    const lying = error instanceof Error && /bytes in the stream|expected/i.test(error.message);
    findings.error(lying ? 'zip.size_mismatch' : 'zip.corrupt', where);
    throw new StopWalk();
  }
  if (keep)
    contents.texts.set(entry.name, bytes <= KEPT_TEXT_MAX_BYTES ? Buffer.concat(kept) : null);
}
