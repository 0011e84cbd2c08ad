import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { UploadState } from '@space/contracts/upload-states';
import { uploadRecords } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/client.ts';

export type UploadRecordRow = typeof uploadRecords.$inferSelect;

/**
 * An upload record written directly (no route, no history event): for tests that need a
 * record of a creator in some state, e.g. to upload a package to it.
 */
export async function createUploadRecord(
  db: Database,
  options: {
    authorId: number;
    tenantId?: number;
    state?: UploadState;
    form?: Record<string, unknown>;
    kind?: 'new' | 'version';
    productId?: number | null;
  },
): Promise<UploadRecordRow> {
  const [row] = await db
    .insert(uploadRecords)
    .values({
      authorId: options.authorId,
      tenantId: options.tenantId ?? DEFAULT_TENANT_ID,
      state: options.state ?? 'saved',
      form: options.form ?? {},
      kind: options.kind ?? 'new',
      productId: options.productId ?? null,
    })
    .returning();
  return row!;
}
