import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { hasDemoContent, seedDemoContent } from './demo-content.ts';
import { ensureReferenceData } from './reference-data.ts';

export type SeedOutcome = 'seeded' | 'already-seeded';

/** Reference data always; demo content only into an empty catalogue. */
export async function runSeed(db: Database, storage: FileStorage): Promise<SeedOutcome> {
  await ensureReferenceData(db);
  if (await hasDemoContent(db)) return 'already-seeded';
  await seedDemoContent(db, storage);
  return 'seeded';
}
