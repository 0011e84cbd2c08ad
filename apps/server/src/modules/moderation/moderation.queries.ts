import type { ReviewDetail, ReviewQueueItem, FormChange } from '@space/contracts/upload-records';
import type { UploadDraft } from '@space/contracts/uploads';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
  uploadRecords,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  draftOf,
  formOfProduct,
  highestVersion,
  recordIn,
  type RecordRow,
  toUploadRecord,
  versionsOf,
} from '../uploads/index.ts';
import { reviewableScope, reviewScope } from './moderation.service.ts';

/** The submitted records of the moderator's brand (all brands for a super admin), oldest first. */
export async function reviewQueue(
  db: Database,
  auth: AuthContext,
  page: { page: number; pageSize: number },
): Promise<{ list: ReviewQueueItem[]; total: number }> {
  const where = and(eq(uploadRecords.state, 'submitted'), reviewScope(auth));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: uploadRecords.id,
        kind: uploadRecords.kind,
        productId: uploadRecords.productId,
        form: uploadRecords.form,
        submittedAt: uploadRecords.submittedAt,
        authorId: users.id,
        nickName: users.nickName,
      })
      .from(uploadRecords)
      .innerJoin(users, eq(users.id, uploadRecords.authorId))
      .where(where)
      .orderBy(asc(uploadRecords.submittedAt), asc(uploadRecords.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(uploadRecords).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    list: rows.map((row) => {
      const form = row.form as UploadDraft;
      return {
        id: row.id,
        kind: row.kind as ReviewQueueItem['kind'],
        productId: row.productId,
        name: form.name ?? '',
        version: form.version ?? '',
        author: { id: row.authorId, nickName: row.nickName },
        submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
      };
    }),
  };
}

/** The form fields a review compares, in the order the form shows them. */
const COMPARED: (keyof UploadDraft)[] = [
  'deviceFamily',
  'category',
  'name',
  'types',
  'originalType',
  'author',
  'overview',
  'newVersionInfo',
  'nameTranslations',
  'overviewTranslations',
  'newVersionInfoTranslations',
  'description',
  'minAppVersion',
  'relatedLinks',
  'version',
  'size',
  'supportedSystems',
  'supportedDevices',
  'supportedLanguages',
  'dialSupport',
  'audioSupport',
  'prerequisiteIds',
  'currency',
  'prices',
  'uses',
  'avatar',
  'images',
  'file',
];

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0) ||
    // Translations with nothing filled in (decision 035).
    (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank))
  );
}

/** A field's value as compared: translations without their blank entries (decision 035). */
function comparable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value ?? null;
  const filled = Object.entries(value).filter(([, item]) => !isBlank(item));
  return filled.length === 0 ? null : Object.fromEntries(filled);
}

/** Fields that differ; with no previous version, every field the record fills. */
export function diffForms(before: UploadDraft | null, after: UploadDraft): FormChange[] {
  return COMPARED.flatMap((field) => {
    const now = comparable(after[field]);
    if (before === null) return isBlank(now) ? [] : [{ field, before: null, after: now }];
    const then = comparable(before[field]);
    return JSON.stringify(then) === JSON.stringify(now)
      ? []
      : [{ field, before: then, after: now }];
  });
}

/**
 * The previous published version as a form: the record that published the product's highest
 * version when there is one (other than this record), else the product as it stands, with that
 * version's own number and notes.
 */
async function previousForm(
  db: Database,
  row: RecordRow,
): Promise<{ form: UploadDraft; version: string } | null> {
  if (row.productId === null) return null;
  const versions = (await versionsOf(db, [row.productId])).get(row.productId) ?? [];
  const highest = highestVersion(versions);
  if (highest === null) return null;
  const versionId = versions.find((v) => v.version === highest)!.id;
  const [publisher] = await db
    .select()
    .from(uploadRecords)
    .where(and(eq(uploadRecords.publishedVersionId, versionId), ne(uploadRecords.id, row.id)));
  if (publisher) return { form: draftOf(publisher), version: highest };
  const [[product], [version], images, prerequisites] = await Promise.all([
    db
      .select({ product: products, nickName: users.nickName })
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(eq(products.id, row.productId)),
    db.select().from(productVersions).where(eq(productVersions.id, versionId)),
    db
      .select({ fileKey: productImages.fileKey })
      .from(productImages)
      .where(eq(productImages.productId, row.productId))
      .orderBy(asc(productImages.position)),
    db
      .select({ id: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, row.productId))
      .orderBy(asc(productPrerequisites.position)),
  ]);
  if (!product) return null;
  const form = formOfProduct(
    product.product,
    prerequisites.map((p) => p.id),
    product.nickName,
  );
  return {
    version: highest,
    form: {
      ...form,
      version: highest,
      newVersionInfo: version?.newVersionInfo ?? '',
      newVersionInfoTranslations: version?.newVersionInfoTranslations ?? {},
      avatar: product.product.avatarKey ?? '',
      images: images.map((image) => image.fileKey),
    },
  };
}

/** A record as a moderator reviews it: the record, its report and images, and the changes. */
export async function reviewDetail(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<ReviewDetail> {
  const row = await recordIn(db, id, reviewableScope(auth));
  const [record, previous, [author]] = await Promise.all([
    toUploadRecord(db, row),
    previousForm(db, row),
    db
      .select({ id: users.id, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, row.authorId)),
  ]);
  if (!author) throw new AppError('NOT_FOUND');
  return {
    record,
    author,
    previousVersion: previous?.version ?? null,
    changes: diffForms(previous?.form ?? null, draftOf(row)),
  };
}
