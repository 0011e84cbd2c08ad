import { recordAudit } from '../access/index.ts';
import type { Locale } from '@space/contracts/locales';
import type { CreateRedeemBatchBody, CreatedRedeemBatch } from '@space/contracts/redeem-codes';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { visibleTo } from '../products/index.ts';
import { displayRedeemCode, generateRedeemCode, hashRedeemCode } from './redeem-code-crypto.ts';
import { insertBatch, insertCodeHashes, toRedeemBatch } from './redeem-batches.queries.ts';

/** Who makes the batch, for which brand (decided by the route: own brand, or any for a super admin). */
export interface BatchAuthor {
  tenantId: number;
  userId: number;
}

/** The key of the code hashes; exchange codes are off without one (production, decision 024). */
export function requireRedeemSecret(secret: string | null): string {
  if (secret === null) throw new AppError('UNAVAILABLE');
  return secret;
}

/**
 * Makes a batch of `count` codes for the author's brand and answers them in plain text: the
 * only time they exist outside the administrator's hands. Only their keyed hashes are stored.
 * The batch's products must exist and be visible to the brand (PRODUCT_UNAVAILABLE naming the
 * others); an expiry must lie ahead. Nothing is written on a refusal.
 */
export async function createRedeemBatch(
  db: Database,
  secret: string,
  author: BatchAuthor,
  body: Omit<CreateRedeemBatchBody, 'tenantId'>,
  options: { now: Date; locale: Locale },
): Promise<CreatedRedeemBatch> {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= options.now) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: [
        {
          path: 'body.expiresAt',
          message: translateValidationMessage('validation.invalid', options.locale),
        },
      ],
    });
  }
  const productIds = [...new Set(body.productIds)];
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), visibleTo(author.tenantId)));
    const found = new Set(rows.map((row) => row.id));
    const missing = productIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError('PRODUCT_UNAVAILABLE', undefined, { productIds: missing });
    }
  }

  return db.transaction(async (tx) => {
    const batch = await insertBatch(tx, {
      tenantId: author.tenantId,
      label: body.label,
      productIds,
      membershipTier: body.membershipTier ?? null,
      membershipDays: body.membershipDays ?? null,
      maxRedemptions: body.maxRedemptions,
      codeCount: body.count,
      expiresAt,
      createdBy: author.userId,
      createdAt: options.now,
    });
    const codes: string[] = [];
    let wanted = body.count;
    while (wanted > 0) {
      const fresh = new Map<string, string>();
      while (fresh.size < wanted) {
        const code = generateRedeemCode();
        fresh.set(hashRedeemCode(secret, code), code);
      }
      const taken = await insertCodeHashes(tx, batch.id, [...fresh.keys()]);
      for (const [hash, code] of fresh) if (!taken.has(hash)) codes.push(displayRedeemCode(code));
      wanted = taken.size;
    }
    const view = toRedeemBatch(batch, undefined, options.now);
    // The codes themselves never reach the log: only what the batch grants.
    await recordAudit(tx, {
      tenantId: author.tenantId,
      actorId: author.userId,
      action: 'codeBatch.create',
      targetType: 'codeBatch',
      targetId: batch.id,
      after: {
        label: batch.label,
        codeCount: batch.codeCount,
        productIds,
        membershipTier: batch.membershipTier,
        membershipDays: batch.membershipDays,
        maxRedemptions: batch.maxRedemptions,
        expiresAt: batch.expiresAt,
      },
      at: options.now,
    });
    return { batch: view, codes };
  });
}
