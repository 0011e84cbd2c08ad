import {
  checkEntryName,
  hasZipSignature,
  isZipFileName,
  PACKAGE_LIMITS,
  ZIP_SIGNATURE,
} from '@space/contracts/package-names';
import type { PackageFinding, PackageReport } from '@space/contracts/package-report';
import { unzipSync } from 'fflate';

/** The spec §8 message for a refused file, as a key of the `messages` namespace. */
export type PrecheckMessage =
  | 'messages.fileTypeWrong'
  | 'messages.fileNamingInvalid'
  | 'messages.fileUploadFailed'
  | 'messages.fileReadFailed';

export interface PrecheckResult {
  report: PackageReport;
  /** Null when the file may be uploaded. */
  message: PrecheckMessage | null;
}

/** What the browser can say about a file before sending a byte of it. */
export interface PackageFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start?: number, end?: number): Blob;
}

const TYPE_WRONG = new Set(['zip.not_zip', 'zip.file_name', 'zip.corrupt', 'zip.empty']);

class TooManyEntries extends Error {}

/** The message of spec §8 for these findings: type, then naming alone, then any failure. */
export function precheckMessage(findings: PackageFinding[]): PrecheckMessage | null {
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (errors.length === 0) return null;
  if (errors.some((finding) => finding.code === 'file.read_failed'))
    return 'messages.fileReadFailed';
  if (errors.some((finding) => TYPE_WRONG.has(finding.code))) return 'messages.fileTypeWrong';
  if (errors.every((finding) => finding.code.startsWith('names.'))) {
    return 'messages.fileNamingInvalid';
  }
  return 'messages.fileUploadFailed';
}

/** Every entry's name, size claim and count from the central directory; nothing is inflated. */
function listEntries(bytes: Uint8Array) {
  const names: string[] = [];
  let claimed = 0;
  unzipSync(bytes, {
    filter(file) {
      names.push(file.name);
      claimed += file.originalSize;
      if (names.length > PACKAGE_LIMITS.maxEntries) throw new TooManyEntries();
      return false;
    },
  });
  return { names, claimed };
}

/**
 * The browser's check of a package before upload (spec §5, decision 026), with the rules the
 * server applies (contracts/package-names.ts): a .zip of at most 20 MB that really is a zip,
 * whose inner names are English letters, digits and underscores, without `..`, absolute
 * paths, backslashes or duplicates. The server checks again, and more (it inflates
 * everything, reads the plugin manifest): this only spares a doomed upload.
 */
export async function precheckPackage(
  file: PackageFile,
  now = new Date(),
): Promise<PrecheckResult> {
  const findings: PackageFinding[] = [];
  const report = (entryCount = 0, uncompressedBytes = 0): PrecheckResult => {
    const message = precheckMessage(findings);
    return {
      message,
      report: {
        ok: message === null,
        fileName: file.name,
        bytes: file.size,
        entryCount,
        uncompressedBytes,
        findings,
        checkedAt: now.toISOString(),
      },
    };
  };
  const error = (code: string, details: Omit<PackageFinding, 'code' | 'severity'> = {}) =>
    findings.push({ code, severity: 'error', ...details });

  if (file.size > PACKAGE_LIMITS.maxBytes) {
    error('zip.too_large', { params: { max: PACKAGE_LIMITS.maxBytes } });
    return report();
  }
  if (!isZipFileName(file.name)) error('zip.file_name');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    error('file.read_failed');
    return report();
  }
  if (!hasZipSignature(bytes.subarray(0, ZIP_SIGNATURE.length))) {
    error('zip.not_zip');
    return report();
  }
  let entries: { names: string[]; claimed: number };
  try {
    entries = listEntries(bytes);
  } catch (problem) {
    if (problem instanceof TooManyEntries) {
      error('zip.too_many_entries', { params: { max: PACKAGE_LIMITS.maxEntries } });
    } else {
      error('zip.corrupt');
    }
    return report();
  }
  const seen = new Set<string>();
  let files = 0;
  for (const name of entries.names) {
    const verdict = checkEntryName(name);
    if (!verdict.ok) {
      const params: Record<string, string | number> | undefined =
        verdict.code === 'names.too_long'
          ? { max: PACKAGE_LIMITS.maxNameLength }
          : verdict.segment !== undefined
            ? { segment: verdict.segment }
            : undefined;
      error(verdict.code, { entry: name, ...(params ? { params } : {}) });
    }
    const key = name.replace(/\/$/, '').normalize('NFC').toLowerCase();
    if (seen.has(key)) error('zip.duplicate', { entry: name });
    seen.add(key);
    if (!name.endsWith('/')) files += 1;
  }
  if (files === 0 && findings.length === 0) error('zip.empty');
  // The headers' claim only: the server inflates everything and counts for real.
  if (entries.claimed > PACKAGE_LIMITS.maxUncompressedBytes) {
    error('zip.too_large_uncompressed', { params: { max: PACKAGE_LIMITS.maxUncompressedBytes } });
  }
  return report(entries.names.length, entries.claimed);
}
