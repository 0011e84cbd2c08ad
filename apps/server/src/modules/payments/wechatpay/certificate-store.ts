import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { wechatpayPlatformCertificates } from '../../../db/schema.ts';
import type { CertificateStore } from './platform-certificates.ts';

/** Downloaded platform certificates in the database, shared by every instance (decision 057). */
export function databaseCertificateStore(db: Database): CertificateStore {
  const t = wechatpayPlatformCertificates;
  return {
    async load(mchId) {
      return db
        .select({
          serial: t.serial,
          certificate: t.certificate,
          effectiveAt: t.effectiveAt,
          expiresAt: t.expiresAt,
          fetchedAt: t.fetchedAt,
        })
        .from(t)
        .where(eq(t.mchId, mchId));
    },
    async save(mchId, certificates) {
      if (certificates.length === 0) return;
      await db
        .insert(t)
        .values(certificates.map((row) => ({ mchId, ...row })))
        .onConflictDoUpdate({
          target: [t.mchId, t.serial],
          set: { fetchedAt: sql`excluded.fetched_at`, expiresAt: sql`excluded.expires_at` },
        });
    },
  };
}
