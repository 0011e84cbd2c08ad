import type { Locale } from '@space/contracts/locales';
import type { CreateUploadBody } from '@space/contracts/upload-records';
import { isEditableUploadState } from '@space/contracts/upload-states';
import { emptyUploadForm, type UploadDraft } from '@space/contracts/uploads';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  productImages,
  productPrerequisites,
  products,
  uploadRecords,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext, UserRow } from '../auth/index.ts';
import { formOfProduct, savedForm, type RecordMedia, type RecordRow } from './upload-form.ts';
import { ownedBy, recordIn } from './upload-records.queries.ts';
import { canTransition, notAllowed, recordCreated } from './upload-states.ts';

const NOT_CREATOR = {
  en: 'Become a creator first: it takes one step on the upload page.',
  zh: '请先成为创作者：在上传页面一步即可完成。',
  ko: '먼저 크리에이터가 되어 주세요. 업로드 페이지에서 한 단계면 됩니다.',
} as const satisfies Record<Locale, string>;

/** The one-step opt-in of /contentUpload: the account becomes a creator, once (decision 028). */
export async function becomeCreator(db: Database, auth: AuthContext, at: Date): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ isCreator: true, creatorSince: auth.user.creatorSince ?? at, updatedAt: at })
    .where(and(eq(users.id, auth.userId), eq(users.isCreator, false)))
    .returning();
  return updated ?? auth.user;
}

/** What a new version's record starts from: the product as published, its images and avatar. */
async function startingPoint(
  db: Database,
  auth: AuthContext,
  productId: number,
): Promise<{ form: UploadDraft; media: RecordMedia }> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.authorId, auth.userId)));
  if (!product) throw new AppError('NOT_FOUND');
  const [images, prerequisites] = await Promise.all([
    db
      .select({
        fileKey: productImages.fileKey,
        width: productImages.width,
        height: productImages.height,
        variants: productImages.variants,
      })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
    db
      .select({ id: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.position)),
  ]);
  // Avatars are stored square (upload-media.ts); the largest rendition gives the side.
  const side = Math.max(512, ...product.avatarVariants.map((variant) => variant.width));
  return {
    form: {
      ...formOfProduct(
        product,
        prerequisites.map((row) => row.id),
        auth.user.nickName,
      ),
      version: '',
      size: '',
      newVersionInfo: '',
    },
    media: {
      avatar: product.avatarKey
        ? {
            fileKey: product.avatarKey,
            width: side,
            height: side,
            variants: product.avatarVariants,
          }
        : null,
      images,
    },
  };
}

/** A new record: a new product, or a new version of one of the creator's products. */
export async function createRecord(
  db: Database,
  auth: AuthContext,
  body: CreateUploadBody,
  at: Date,
  locale: Locale,
): Promise<RecordRow> {
  if (!auth.user.isCreator) throw new AppError('FORBIDDEN', NOT_CREATOR[locale]);
  const start =
    body.productId === undefined
      ? { form: { ...emptyUploadForm(), author: auth.user.nickName.slice(0, 100) }, media: null }
      : await startingPoint(db, auth, body.productId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploadRecords)
      .values({
        tenantId: auth.tenantId,
        authorId: auth.userId,
        productId: body.productId ?? null,
        kind: body.productId === undefined ? 'new' : 'version',
        form: { ...start.form, media: start.media ?? { avatar: null, images: [] } },
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordCreated(tx, row!.id, auth.userId, at);
    return row!;
  });
}

/**
 * Runs `change` on the creator's record, locked, when its state allows editing (409
 * UPLOAD_NOT_EDITABLE otherwise); 404 for anyone else's record.
 */
export async function editRecord<T>(
  db: Database,
  auth: AuthContext,
  id: number,
  change: (tx: Database, row: RecordRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await recordIn(tx, id, ownedBy(auth), true);
    if (!isEditableUploadState(row.state)) throw new AppError('UPLOAD_NOT_EDITABLE');
    return change(tx, row);
  });
}

export async function deleteRecord(db: Database, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await recordIn(tx, id, ownedBy(auth), true);
    if (!canTransition('delete', row.state)) throw notAllowed('delete', row.state);
    await tx.delete(uploadRecords).where(and(eq(uploadRecords.id, id), ownedBy(auth)));
  });
}

/** Autosave: the typed fields replace the stored ones; avatar, images and package stay. */
export async function saveDraft(
  db: Database,
  auth: AuthContext,
  id: number,
  draft: UploadDraft,
  at: Date,
): Promise<RecordRow> {
  return editRecord(db, auth, id, async (tx, row) => {
    const [saved] = await tx
      .update(uploadRecords)
      .set({ form: savedForm(row.form, draft), updatedAt: at })
      .where(and(eq(uploadRecords.id, id), ownedBy(auth)))
      .returning();
    return saved!;
  });
}
