import type { CodePurpose } from '@space/contracts/accounts';
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { verificationCodes } from '../../../db/schema.ts';

export interface CodeSlot {
  tenantId: number;
  target: string;
  purpose: CodePurpose;
}

/**
 * Stores a new code and drops every older one of the same tenant, target and
 * purpose (a newer code replaces older ones), plus expired codes of anyone.
 */
export async function replaceCode(
  db: Database,
  slot: CodeSlot,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(
        or(
          lte(verificationCodes.expiresAt, now),
          and(
            eq(verificationCodes.tenantId, slot.tenantId),
            eq(verificationCodes.target, slot.target),
            eq(verificationCodes.purpose, slot.purpose),
          ),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({ ...slot, codeHash, createdAt: now, expiresAt })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
}

export async function deleteCode(db: Database, tenantId: number, id: number): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.tenantId, tenantId)));
}

/** The id of the newest live code of a slot, as a subquery. */
function latestLiveCode(db: Database, slot: CodeSlot, now: Date) {
  return db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, slot.tenantId),
        eq(verificationCodes.target, slot.target),
        eq(verificationCodes.purpose, slot.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
}

/**
 * Consumes the newest live code of the slot when its hash matches and it has
 * attempts left. One conditional update: of concurrent callers with the right
 * code exactly one gets the row back.
 */
export async function consumeMatchingCode(
  db: Database,
  slot: CodeSlot,
  codeHash: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        inArray(verificationCodes.id, latestLiveCode(db, slot, now)),
        eq(verificationCodes.tenantId, slot.tenantId),
        eq(verificationCodes.codeHash, codeHash),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Whether the newest live code of the slot has this hash and attempts left; changes nothing. */
export async function liveCodeMatches(
  db: Database,
  slot: CodeSlot,
  codeHash: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .select({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(inArray(verificationCodes.id, latestLiveCode(db, slot, now)));
  const [row] = rows;
  return row !== undefined && row.codeHash === codeHash && row.attempts < maxAttempts;
}

/** Counts a wrong guess against the newest live code of the slot (atomically). */
export async function countWrongAttempt(
  db: Database,
  slot: CodeSlot,
  now: Date,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, latestLiveCode(db, slot, now)),
        eq(verificationCodes.tenantId, slot.tenantId),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    );
}
