import fs from 'node:fs';
import {
  hasZipSignature,
  isPluginFolder,
  isZipFileName,
  PACKAGE_LIMITS,
  ZIP_SIGNATURE,
} from '@space/contracts/package-names';
import type { PackageReport } from '@space/contracts/package-report';
import { walkArchive } from './archive-walk.ts';
import { checkPlugin, type PluginExpectations } from './manifest-check.ts';
import { Findings } from './package-findings.ts';
import { isPluginText } from './plugin-files.ts';
import type { PackageKind } from './record-package.ts';

export interface PackageInspection {
  /** The bytes as received (a temporary file). */
  filePath: string;
  /** The name the creator's file had. */
  fileName: string;
  /** Plugins get the manifest checks; 'unknown' (no types chosen yet): when a `.sdPlugin` folder is there. */
  kind: PackageKind;
  /** What the form says, checked against the manifest where given. */
  expected: PluginExpectations;
  now: Date;
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The authoritative checks of a creator's package (spec §5, decision 026), on bytes already
 * received in full: size, a real zip signature (a renamed file is not a zip), every entry
 * inflated and counted (zip bombs, zip slip, symlinks, encryption, duplicates, names), then
 * for plugins the manifest. Never throws for what is in the file: every problem is a
 * finding, and `ok` is false when any finding is an error.
 */
export async function inspectPackage(input: PackageInspection): Promise<PackageReport> {
  const findings = new Findings();
  const { size: bytes } = await fs.promises.stat(input.filePath);
  const report = (entryCount = 0, uncompressedBytes = 0): PackageReport => ({
    ok: findings.ok,
    fileName: input.fileName,
    bytes,
    entryCount,
    uncompressedBytes,
    findings: findings.done(),
    checkedAt: input.now.toISOString(),
  });
  if (bytes > PACKAGE_LIMITS.maxBytes) {
    findings.error('zip.too_large', { params: { max: PACKAGE_LIMITS.maxBytes } });
    return report();
  }
  if (!isZipFileName(input.fileName)) findings.error('zip.file_name');
  if (!hasZipSignature(await readHead(input.filePath))) {
    findings.error('zip.not_zip');
    return report();
  }
  const contents = await walkArchive(input.filePath, findings, (name) => isPluginText(name));
  // Nothing else wrong, yet no file: an archive of folders (or of OS junk) only.
  if (contents.complete && contents.files.length === 0 && findings.ok) findings.error('zip.empty');
  const plugin =
    input.kind === 'plugin' ||
    (input.kind === 'unknown' &&
      contents.files.some((file) => isPluginFolder(file.split('/')[0]!)));
  const manifest =
    plugin && contents.complete && contents.files.length > 0
      ? checkPlugin(contents, findings, input.expected)
      : undefined;
  return {
    ...report(contents.entryCount, contents.uncompressedBytes),
    ...(manifest ? { manifest } : {}),
  };
}
