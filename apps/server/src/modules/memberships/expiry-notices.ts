import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, notificationPreferences, notifications, users } from '../../db/schema.ts';

/** A membership that ended longer ago than this is never announced (a server down for days). */
export const EXPIRY_NOTICE_WINDOW_MS = 3 * 86_400_000;

/**
 * "Your membership has expired" (decision 066): one in-app notification per membership that
 * ended within EXPIRY_NOTICE_WINDOW_MS while no other membership of the user is in force (a
 * renewal's term starts where the old one ends, so a renewed member hears nothing). One
 * statement per run of the jobs; the notifications' unique key (user, kind, event key) makes
 * runs on several instances, and every later run, a no-op for the memberships already told.
 */
export async function notifyExpiredMemberships(db: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - EXPIRY_NOTICE_WINDOW_MS).toISOString();
  const result = (await db.execute(sql`
    insert into ${notifications}
      (tenant_id, user_id, kind, object_type, object_id, event_key, payload, created_at)
    select u.tenant_id, m.user_id, 'membershipExpired', 'membership', m.id,
      'membership:' || m.id || ':expired', jsonb_build_object('tier', m.tier), ${at}::timestamptz
    from ${memberships} m
    join ${users} u on u.id = m.user_id and not u.deleted
    where m.expires_at <= ${at}::timestamptz and m.expires_at > ${since}::timestamptz
      and m.expires_at > m.starts_at
      and not exists (
        select 1 from ${memberships} n
        where n.user_id = m.user_id and n.starts_at <= ${at}::timestamptz
          and n.expires_at > ${at}::timestamptz)
      and not exists (
        select 1 from ${notificationPreferences} p
        where p.user_id = m.user_id and p.kind = 'membershipExpired' and p.channel = 'off')
    on conflict (user_id, kind, event_key) where event_key is not null do nothing
    returning id`)) as { rows: unknown[] };
  return result.rows.length;
}
