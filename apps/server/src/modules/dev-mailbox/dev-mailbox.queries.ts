import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { devMailbox } from '../../db/schema.ts';

/** The newest messages kept for one address or phone number, newest first. */
export async function latestMessages(db: Database, target: string, limit: number) {
  return db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.target, target))
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}
