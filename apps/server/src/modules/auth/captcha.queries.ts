import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';

export async function insertCaptcha(db: Database, values: typeof captchas.$inferInsert) {
  await db.insert(captchas).values(values);
}

/** Expired and used captchas are dead weight; dropped whenever a new one is issued. */
export async function deleteDeadCaptchas(db: Database, now: Date): Promise<void> {
  await db.delete(captchas).where(or(lte(captchas.expiresAt, now), isNotNull(captchas.consumedAt)));
}

/**
 * Uses a captcha up: succeeds once, while it is unexpired, whatever the answer
 * turns out to be; returns the stored answer hash to compare, or null.
 */
export async function consumeCaptcha(db: Database, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}
