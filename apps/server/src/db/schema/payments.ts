import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WeChat Pay platform certificates downloaded from `GET /v3/certificates` (decision 057), one
 * row per merchant and serial, shared by every instance: one instance's download serves the
 * others, and a certificate WeChat Pay rotates in is taken without a restart. The PEM was
 * decrypted with the APIv3 key and the answer verified before it was written.
 */
export const wechatpayPlatformCertificates = pgTable(
  'wechatpay_platform_certificates',
  {
    mchId: text('mch_id').notNull(),
    serial: text('serial').notNull(),
    certificate: text('certificate').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a download last listed it: the newest one tells when to download again. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mchId, t.serial] })],
);
