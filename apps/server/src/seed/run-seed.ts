import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { hasDemoContent, seedDemoContent } from './demo-content.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { ensureReferenceData } from './reference-data.ts';

export type SeedOutcome = 'seeded' | 'already-seeded';

/** Reference data always; demo content (and demo membership plans) only into an empty catalogue. */
export async function runSeed(db: Database, storage: FileStorage): Promise<SeedOutcome> {
  await ensureReferenceData(db);
  if (await hasDemoContent(db)) return 'already-seeded';
  await seedDemoContent(db, storage);
  await seedDemoPlans(db);
  await seedDemoCoupons(db);
  return 'seeded';
}
