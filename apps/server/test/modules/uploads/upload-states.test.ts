import { UPLOAD_STATES, type UploadState } from '@space/contracts/upload-states';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadRecordEvents, uploadRecords } from '../../../src/db/schema.ts';
import {
  UPLOAD_TRANSITIONS,
  type TransitionAction,
} from '../../../src/modules/uploads/upload-states.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { api, dataOf, person, readyRecord, type Person } from '../../support/creator-fixtures.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';

/**
 * The state machine of upload records (spec §4, decision 028): every action from every state,
 * legal or not, with its history row; another creator's record; racing transitions.
 */
const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
/** A fresh creator per test: the submission limit (30 an hour) counts per creator. */
let creator: Person;
beforeEach(async () => {
  creator = await person(app, { isCreator: true });
});
const other = await person(app, { isCreator: true });
const moderator = await person(app, { role: 'moderator' });

/** A record of `creator` put straight into `state` (its product published when it needs one). */
async function recordIn(state: UploadState): Promise<number> {
  const id = await readyRecord(app, creator);
  if (state === 'saved') return id;
  dataOf(await api(app, creator, 'POST', `/api/uploads/${id}/submit`));
  if (state === 'submitted') return id;
  if (state === 'revoked') {
    dataOf(await api(app, creator, 'POST', `/api/uploads/${id}/revoke`));
    return id;
  }
  if (state === 'failed') {
    dataOf(
      await api(app, moderator, 'POST', `/api/moderation/uploads/${id}/reject`, {
        reason: 'Blurry',
      }),
    );
    return id;
  }
  dataOf(await api(app, moderator, 'POST', `/api/moderation/uploads/${id}/approve`));
  if (state === 'succeeded') return id;
  dataOf(await api(app, creator, 'POST', `/api/uploads/${id}/delist`));
  return id;
}

function request(
  action: TransitionAction,
  id: number,
): [Person, 'POST' | 'DELETE', string, object?] {
  switch (action) {
    case 'approve':
      return [moderator, 'POST', `/api/moderation/uploads/${id}/approve`];
    case 'reject':
      return [moderator, 'POST', `/api/moderation/uploads/${id}/reject`, { reason: 'Not yet' }];
    case 'delete':
      return [creator, 'DELETE', `/api/uploads/${id}`];
    default:
      return [creator, 'POST', `/api/uploads/${id}/${action}`];
  }
}

async function stateOf(id: number): Promise<string | undefined> {
  const [row] = await app.db
    .select({ state: uploadRecords.state })
    .from(uploadRecords)
    .where(eq(uploadRecords.id, id));
  return row?.state;
}

async function eventsOf(id: number) {
  return app.db
    .select()
    .from(uploadRecordEvents)
    .where(eq(uploadRecordEvents.recordId, id))
    .orderBy(uploadRecordEvents.id);
}

const ACTIONS = Object.keys(UPLOAD_TRANSITIONS) as TransitionAction[];

describe('every action from every state', () => {
  const cases = UPLOAD_STATES.flatMap((state) => ACTIONS.map((action) => [state, action] as const));
  it.each(cases)('%s + %s', async (state, action) => {
    const id = await recordIn(state);
    const before = await eventsOf(id);
    const [who, method, url, payload] = request(action, id);
    const response = await api(app, who, method, url, payload);
    const rule = UPLOAD_TRANSITIONS[action];
    if (!(rule.from as readonly string[]).includes(state)) {
      // A draft never submitted is the creator's alone: moderators do not even see it.
      const hidden = rule.by === 'moderator' && state === 'saved';
      expect(response.statusCode, response.body).toBe(hidden ? 404 : 409);
      if (!hidden) expect(response.json().code).toBe(40961);
      expect(await stateOf(id)).toBe(state);
      expect(await eventsOf(id)).toHaveLength(before.length);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    if (rule.to === null) {
      expect(await stateOf(id)).toBeUndefined();
      return;
    }
    expect(await stateOf(id)).toBe(rule.to);
    const events = await eventsOf(id);
    expect(events).toHaveLength(before.length + 1);
    const last = events.at(-1)!;
    expect(last).toMatchObject({
      action,
      fromState: state,
      toState: rule.to,
      actorId: who.user.id,
    });
    if (action === 'reject') expect(last.reason).toBe('Not yet');
  });
});

describe('the history trail', () => {
  it('lists every transition with who, when, from, to and why', async () => {
    const id = await recordIn('failed');
    const record = dataOf<{ history: Record<string, unknown>[]; reason: string }>(
      await api(app, creator, 'GET', `/api/uploads/${id}`),
    );
    expect(record.reason).toBe('Blurry');
    expect(record.history.map((entry) => [entry.action, entry.fromState, entry.toState])).toEqual([
      ['create', null, 'saved'],
      ['submit', 'saved', 'submitted'],
      ['reject', 'submitted', 'failed'],
    ]);
    expect(record.history[2]).toMatchObject({
      reason: 'Blurry',
      actor: { id: moderator.user.id, nickName: moderator.user.nickName },
    });
    expect(typeof record.history[2]!.at).toBe('string');
  });

  it('filters the list by state', async () => {
    const failed = await recordIn('failed');
    const saved = await recordIn('saved');
    const page = dataOf<{ list: { id: number; state: string }[] }>(
      await api(app, creator, 'GET', '/api/uploads?state=failed&pageSize=100'),
    );
    expect(page.list.every((record) => record.state === 'failed')).toBe(true);
    expect(page.list.map((record) => record.id)).toContain(failed);
    expect(page.list.map((record) => record.id)).not.toContain(saved);
  });
});

describe("another creator's record", () => {
  it('is not found, for reading, editing and every action', async () => {
    const id = await recordIn('submitted');
    for (const [method, url] of [
      ['GET', `/api/uploads/${id}`],
      ['PATCH', `/api/uploads/${id}`],
      ['DELETE', `/api/uploads/${id}`],
      ['POST', `/api/uploads/${id}/revoke`],
      ['POST', `/api/uploads/${id}/submit`],
    ] as const) {
      const response = await api(app, other, method, url, method === 'PATCH' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await stateOf(id)).toBe('submitted');
  });
});

describe('editing', () => {
  it('is refused while submitted or succeeded (409 UPLOAD_NOT_EDITABLE)', async () => {
    for (const state of ['submitted', 'succeeded'] as const) {
      const id = await recordIn(state);
      const response = await api(app, creator, 'PATCH', `/api/uploads/${id}`, { name: 'Changed' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(40960);
    }
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('racing transitions (PostgreSQL)', () => {
  it('lets exactly one of revoke, approve and reject win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await recordIn('submitted');
      const responses = await Promise.all(
        (['revoke', 'approve', 'reject'] as const).map((action) => {
          const [who, method, url, payload] = request(action, id);
          return api(app, who, method, url, payload);
        }),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const events = await app.db.execute(
        sql`select count(*)::int as n from upload_record_events where record_id = ${id}`,
      );
      // create, submit, and the one winner
      expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    }
  });

  it('submits a record once when it is submitted twice at the same time', async () => {
    const id = await recordIn('saved');
    const responses = await Promise.all([
      api(app, creator, 'POST', `/api/uploads/${id}/submit`),
      api(app, creator, 'POST', `/api/uploads/${id}/submit`),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(id)).filter((event) => event.action === 'submit')).toHaveLength(1);
  });
});
