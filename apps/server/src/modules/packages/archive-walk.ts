import zlib from 'node:zlib';
import { checkEntryName, PACKAGE_LIMITS } from '@space/contracts/package-names';
import { ArchiveSniffer } from './archive-formats.ts';
import { checkLocalHeader } from './local-header.ts';
import type { Findings } from './package-findings.ts';
import { ZipReader, type ZipEntry } from './zip-reader.ts';

/** Text files the plugin checks read (manifest.json, localisations): kept up to this size. */
export const KEPT_TEXT_MAX_BYTES = 256 * 1024;

export interface ArchiveContents {
  entryCount: number;
  /** Bytes actually inflated, archives inside included (never the headers' claim). */
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
/** An archive inside the package could not be read further: the rest of it is skipped. */
class StopInner extends Error {}

/** One walk over the package and the archives inside it, sharing the caps. */
interface Walk {
  findings: Findings;
  keep: (name: string) => boolean;
  contents: ArchiveContents;
  /** Entries of every archive read so far, the package's own included. */
  entries: number;
}

/** Where an archive sits: depth 0 is the package, `label` names its entry in the report. */
interface Level {
  depth: number;
  label: string;
}

const PACKAGE_LEVEL: Level = { depth: 0, label: '' };
const shownName = (level: Level, name: string) =>
  level.depth === 0 ? name : `${level.label} › ${name}`;

/**
 * Reads every entry of the zip at `filePath` and inflates each file while counting its bytes
 * (decisions 026, 053): refuses, as findings, too many entries, too much inflated data or too
 * high a ratio (zip bombs), absolute paths, backslashes and drive letters, `..` (zip slip),
 * symlinks, encrypted entries, unknown compression, duplicate names (ignoring case), names
 * outside the rule of spec §5, local headers or data descriptors that disagree with the
 * central directory, wrong CRC-32, and archives inside that break any of these or nest too
 * deep.
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
  const walk: Walk = { findings, keep, contents, entries: 0 };
  try {
    contents.entryCount = reader.entryCount;
    await walkZip(walk, reader, PACKAGE_LEVEL);
    contents.complete = true;
  } catch (error) {
    if (!(error instanceof StopWalk)) throw error;
  } finally {
    await reader.close();
  }
  return contents;
}

async function walkZip(walk: Walk, reader: ZipReader, level: Level): Promise<void> {
  walk.entries += reader.entryCount;
  if (walk.entries > PACKAGE_LIMITS.maxEntries) {
    walk.findings.error('zip.too_many_entries', {
      ...(level.depth > 0 ? { entry: level.label } : {}),
      params: { max: PACKAGE_LIMITS.maxEntries },
    });
    throw new StopWalk();
  }
  const seen = new Set<string>();
  const junk: string[] = [];
  for (
    let entry = await next(walk, reader, level);
    entry;
    entry = await next(walk, reader, level)
  ) {
    if (!checkEntry(walk.findings, entry, level, seen, junk)) continue;
    for (const problem of await checkLocalHeader(reader, entry)) {
      walk.findings.error(problem.code, {
        entry: shownName(level, entry.name),
        params: problem.params,
      });
    }
    if (entry.isFolder) continue;
    if (level.depth === 0 && junk[junk.length - 1] !== entry.name)
      walk.contents.files.push(entry.name);
    await readEntry(walk, reader, entry, level);
  }
  if (junk.length > 0) {
    walk.findings.warning('names.os_junk', { entry: junk[0], params: { count: junk.length } });
  }
}

async function next(walk: Walk, reader: ZipReader, level: Level): Promise<ZipEntry | null> {
  try {
    return await reader.next();
  } catch (error) {
    if (level.depth > 0) {
      walk.findings.error('zip.inner_corrupt', { entry: level.label });
      throw new StopInner();
    }
    walk.findings.error(isEncryptionError(error) ? 'zip.encrypted' : 'zip.corrupt');
    throw new StopWalk();
  }
}

function isEncryptionError(error: unknown): boolean {
  return error instanceof Error && /encrypt/i.test(error.message);
}

/**
 * The entry's name and flags; false when it must not be read. Inside an archive of the
 * package only what could escape or hide matters: the spec's naming rule is the package's.
 */
function checkEntry(
  findings: Findings,
  entry: ZipEntry,
  level: Level,
  seen: Set<string>,
  junk: string[],
) {
  const where = { entry: shownName(level, entry.name) };
  if (!entry.utf8 && level.depth === 0) {
    findings.error('names.encoding', where);
    return false;
  }
  const verdict = checkEntryName(entry.name);
  if (!verdict.ok && (level.depth === 0 || verdict.code.startsWith('zip.'))) {
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
  } else if (verdict.ok && verdict.junk && level.depth === 0) {
    junk.push(entry.name);
  }
  if (level.depth === 0) {
    const key = entry.name.replace(/\/$/, '').normalize('NFC').toLowerCase();
    if (seen.has(key)) findings.error('zip.duplicate', where);
    seen.add(key);
  }
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

/**
 * Inflates one entry for real, counting every byte against the caps as it comes and
 * computing its CRC-32 (yauzl does not); an archive found inside is then walked in turn.
 */
async function readEntry(walk: Walk, reader: ZipReader, entry: ZipEntry, level: Level) {
  const { findings, contents } = walk;
  const where = { entry: shownName(level, entry.name) };
  const keep = level.depth === 0 && walk.keep(entry.name);
  const sniffer = new ArchiveSniffer(entry.name, PACKAGE_LIMITS.maxInnerArchiveBytes);
  let bytes = 0;
  let crc = 0;
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
        crc = zlib.crc32(chunk, crc);
        sniffer.push(chunk);
        if (keep && bytes <= KEPT_TEXT_MAX_BYTES) kept.push(chunk);
      }
    } finally {
      stream.destroy();
    }
  } catch (error) {
    if (error instanceof StopWalk) throw error;
    // yauzl's own checks: the inflated size is not what the headers say, or the data is bad.
    const lying = error instanceof Error && /bytes in the stream|expected/i.test(error.message);
    findings.error(
      lying ? 'zip.size_mismatch' : level.depth > 0 ? 'zip.inner_corrupt' : 'zip.corrupt',
      where,
    );
    throw level.depth > 0 ? new StopInner() : new StopWalk();
  }
  if (crc !== entry.raw.crc32) findings.error('zip.crc', where);
  if (keep)
    contents.texts.set(entry.name, bytes <= KEPT_TEXT_MAX_BYTES ? Buffer.concat(kept) : null);
  await readInner(walk, entry, sniffer, { depth: level.depth + 1, label: where.entry });
}

/** An entry that is an archive: a zip is read like the package, anything else is refused. */
async function readInner(walk: Walk, entry: ZipEntry, sniffer: ArchiveSniffer, inner: Level) {
  const format = sniffer.format();
  if (format === null) return;
  const where = { entry: inner.label };
  if (format !== 'zip') {
    walk.findings.error('zip.inner_unsupported', { ...where, params: { format } });
    return;
  }
  if (sniffer.overflow) {
    walk.findings.error('zip.inner_too_large', {
      ...where,
      params: { max: PACKAGE_LIMITS.maxInnerArchiveBytes },
    });
    return;
  }
  if (inner.depth > PACKAGE_LIMITS.maxNestingDepth) {
    walk.findings.error('zip.inner_too_deep', {
      ...where,
      params: { max: PACKAGE_LIMITS.maxNestingDepth },
    });
    return;
  }
  let reader: ZipReader;
  try {
    reader = await ZipReader.fromBuffer(sniffer.bytes());
  } catch (error) {
    walk.findings.error(isEncryptionError(error) ? 'zip.encrypted' : 'zip.inner_corrupt', where);
    return;
  }
  try {
    await walkZip(walk, reader, inner);
  } catch (error) {
    if (!(error instanceof StopInner)) throw error;
  } finally {
    await reader.close();
  }
}
