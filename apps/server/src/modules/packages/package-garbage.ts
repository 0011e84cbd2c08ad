import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../lib/object-storage.ts';
import { referencedFileKeys, type GarbageReport } from '../files/file-garbage.ts';

/**
 * The file garbage collection of decision 011 for packages kept in S3 (decision 027): a
 * replaced package, or one stored just before its transaction failed, is referenced by no
 * row; once older than the grace period it is removed. (Locally, packages live under
 * DATA_DIR/files and the ordinary collection covers them.)
 */
export async function collectPackageGarbage(
  db: Database,
  storage: ObjectStorage,
  options: { writtenBefore: Date; dryRun?: boolean },
): Promise<GarbageReport> {
  const referenced = await referencedFileKeys(db);
  const report: GarbageReport = { scanned: 0, removed: 0, removedBytes: 0, kept: 0 };
  for await (const object of storage.list('packages/')) {
    report.scanned += 1;
    if (referenced.has(object.key)) continue;
    if (object.modifiedAt >= options.writtenBefore.getTime()) {
      report.kept += 1;
      continue;
    }
    if (!options.dryRun) await storage.remove(object.key);
    report.removed += 1;
    report.removedBytes += object.bytes;
  }
  return report;
}
