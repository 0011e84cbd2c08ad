import type { UploadAction } from '@space/contracts/upload-records';
import { EDITABLE_UPLOAD_STATES, type UploadState } from '@space/contracts/upload-states';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadRecordEvents, uploadRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The state machine of upload records (spec §4; decision 028), in one place. Every change of
 * a record's state goes through `transition`: a conditional update that only matches a record
 * still in one of the action's source states (so of two racing transitions exactly one wins),
 * and the history row of the change, in the same transaction.
 *
 *   create    ─            → saved       creator
 *   submit    saved, failed, revoked, delisted → submitted   creator ("upload", "re-upload")
 *   revoke    submitted    → revoked     creator (undo the submission)
 *   reupload  failed, revoked, delisted → saved   creator (back to editing)
 *   delist    succeeded    → delisted    creator (the product leaves the catalogue)
 *   approve   submitted    → succeeded   moderator
 *   reject    submitted    → failed      moderator (with a reason)
 *   delete    saved, failed, revoked, delisted → (gone)   creator
 */
export type UploadActor = 'creator' | 'moderator';

interface Transition {
  from: readonly UploadState[];
  /** null: the record is deleted. */
  to: UploadState | null;
  by: UploadActor;
}

export const UPLOAD_TRANSITIONS: Record<Exclude<UploadAction, 'create'>, Transition> = {
  submit: { from: EDITABLE_UPLOAD_STATES, to: 'submitted', by: 'creator' },
  revoke: { from: ['submitted'], to: 'revoked', by: 'creator' },
  reupload: { from: ['failed', 'revoked', 'delisted'], to: 'saved', by: 'creator' },
  delist: { from: ['succeeded'], to: 'delisted', by: 'creator' },
  approve: { from: ['submitted'], to: 'succeeded', by: 'moderator' },
  reject: { from: ['submitted'], to: 'failed', by: 'moderator' },
  delete: { from: ['saved', 'failed', 'revoked', 'delisted'], to: null, by: 'creator' },
};

export type TransitionAction = keyof typeof UPLOAD_TRANSITIONS;

export function canTransition(action: TransitionAction, state: string): boolean {
  return (UPLOAD_TRANSITIONS[action].from as readonly string[]).includes(state);
}

/** The actions the creator may take on a record in this state, in a stable order. */
export function creatorActionsFor(state: string): UploadAction[] {
  return (Object.keys(UPLOAD_TRANSITIONS) as TransitionAction[]).filter(
    (action) => UPLOAD_TRANSITIONS[action].by === 'creator' && canTransition(action, state),
  );
}

/** 409 for an action the record's state does not allow, naming both. */
export function notAllowed(action: TransitionAction, state: string): AppError {
  return new AppError('UPLOAD_ACTION_NOT_ALLOWED', undefined, { action, state });
}

export interface TransitionInput {
  recordId: number;
  action: TransitionAction;
  /** The state the caller read (under a row lock, or not: the update re-checks it). */
  from: string;
  actorId: number;
  at: Date;
  reason?: string | null;
  /** Narrows the match (the creator's own record, the moderator's brand). */
  scope?: SQL;
  /** Other columns the transition sets (submittedAt, productId…). */
  set?: Partial<typeof uploadRecords.$inferInsert>;
}

/**
 * Moves the record along `action` from the state the caller read, and writes its history row
 * (who, when, from, to, why). The update only matches a record still in that state, so of
 * two racing transitions exactly one wins; the loser gets 409 UPLOAD_ACTION_NOT_ALLOWED, as
 * does an action the state does not allow. Must run inside the caller's transaction, so the
 * history row commits with the change or not at all.
 */
export async function transition(tx: Database, input: TransitionInput): Promise<UploadState> {
  const rule = UPLOAD_TRANSITIONS[input.action];
  if (rule.to === null) throw new Error('deletions go through deleteRecord');
  if (!canTransition(input.action, input.from)) throw notAllowed(input.action, input.from);
  const [moved] = await tx
    .update(uploadRecords)
    .set({ ...input.set, state: rule.to, updatedAt: input.at })
    .where(
      and(
        eq(uploadRecords.id, input.recordId),
        eq(uploadRecords.state, input.from),
        inArray(uploadRecords.state, [...rule.from]),
        input.scope,
      ),
    )
    .returning({ id: uploadRecords.id });
  if (!moved) throw notAllowed(input.action, input.from);
  await tx.insert(uploadRecordEvents).values({
    recordId: input.recordId,
    actorId: input.actorId,
    action: input.action,
    fromState: input.from,
    toState: rule.to,
    reason: input.reason ?? null,
    createdAt: input.at,
  });
  return rule.to;
}

/** The first history row of a new record. */
export async function recordCreated(
  tx: Database,
  recordId: number,
  actorId: number,
  at: Date,
): Promise<void> {
  await tx.insert(uploadRecordEvents).values({
    recordId,
    actorId,
    action: 'create',
    fromState: null,
    toState: 'saved',
    createdAt: at,
  });
}
