import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { hasDemoContent, seedDemoContent } from './demo-content.ts';
import { seedDemoArticles } from './demo-articles.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoSocial } from './demo-social.ts';
import { ensureDemoPackages } from './demo-package-store.ts';
import { seedDemoVideos, type DemoVideoOptions } from './demo-videos.ts';
import { ensureReferenceData } from '../db/reference-data.ts';

export type SeedOutcome = 'seeded' | 'already-seeded';
export type SeedOptions = DemoVideoOptions;

/** Reference data always; demo content (and demo membership plans) only into an empty catalogue. */
export async function runSeed(
  db: Database,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  await ensureReferenceData(db);
  // The tutorials have their own check, so a catalogue seeded before they existed gets them too.
  await seedDemoVideos(db, storage, options);
  if (await hasDemoContent(db)) {
    // A catalogue seeded before demo packages existed gets them (decision 074).
    await ensureDemoPackages(db, storage);
    return 'already-seeded';
  }
  await seedDemoContent(db, storage);
  await seedDemoPlans(db);
  await seedDemoCoupons(db);
  await seedDemoSocial(db);
  await seedDemoReviews(db);
  await seedDemoArticles(db, storage);
  return 'seeded';
}
