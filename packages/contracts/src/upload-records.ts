import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';
import { storedPackageSchema } from './package-uploads.ts';
import { productImageSchema } from './products.ts';
import { singleLine } from './text.ts';
import { UPLOAD_STATES } from './upload-states.ts';
import { uploadDraftSchema, type UploadDraft } from './uploads.ts';

/**
 * Upload records as the API shows them (spec §2 "upload records", §4; decision 028): the
 * creator's own list and detail, and the moderators' review queue.
 */

/** What a creator or moderator does to a record; each is a transition of spec §4. */
export const UPLOAD_ACTIONS = [
  'create',
  'submit',
  'revoke',
  'reupload',
  'delist',
  'approve',
  'reject',
  'delete',
] as const;
export type UploadAction = (typeof UPLOAD_ACTIONS)[number];

export const UPLOAD_REASON_MAX = 500;

export const uploadHistoryEntrySchema = z.object({
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  reason: z.string().nullable(),
  actor: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  at: z.string(),
});
export type UploadHistoryEntry = z.infer<typeof uploadHistoryEntrySchema>;

export const uploadRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['new', 'version']),
  state: z.enum(UPLOAD_STATES),
  productId: z.number().int().nullable(),
  /** The form as last saved: an UploadDraft (read it with `uploadFormOf`). */
  form: z.record(z.string(), z.unknown()),
  /** The stored avatar and images, as the form's keys point at them. */
  media: z.object({
    avatar: productImageSchema.nullable(),
    images: z.array(productImageSchema),
  }),
  package: storedPackageSchema.nullable(),
  /** Why a moderator rejected it (state failed). */
  reason: z.string().nullable(),
  /** The version the record last published, when it did. */
  publishedVersion: z.string().nullable(),
  /** The product's last published version, which a new submission must exceed. */
  lastPublishedVersion: z.string().nullable(),
  /** What the creator may do now (the server's state machine decides). */
  actions: z.array(z.enum(UPLOAD_ACTIONS)),
  editable: z.boolean(),
  history: z.array(uploadHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** The record's form, typed. */
export function uploadFormOf(record: Pick<UploadRecord, 'form'>): UploadDraft {
  return record.form as UploadDraft;
}

export const uploadRecordIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const uploadImageParamsSchema = uploadRecordIdParamsSchema.extend({
  position: z.coerce.number().int().min(0).max(4),
});

export const uploadListQuerySchema = pageQuerySchema.extend({
  state: z.enum(UPLOAD_STATES).optional(),
});
export type UploadListQuery = z.infer<typeof uploadListQuerySchema>;

export const uploadRecordPageSchema = pageOf(uploadRecordSchema);

/** POST /api/uploads: a new product, or (with `productId`) a new version of one of mine. */
export const createUploadBodySchema = z.object({
  productId: z.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type CreateUploadBody = z.infer<typeof createUploadBodySchema>;

/** PUT /api/uploads/:id: the autosaved draft. */
export const saveUploadBodySchema = uploadDraftSchema;

export const reviewReasonSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'validation.uploadReason')
    .max(UPLOAD_REASON_MAX, 'validation.uploadReason'),
);

export const rejectUploadBodySchema = z.object({ reason: reviewReasonSchema });
export type RejectUploadBody = z.infer<typeof rejectUploadBodySchema>;

// ---------------------------------------------------------------------------------------------
// Review (moderators)

export const reviewQueueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['new', 'version']),
  productId: z.number().int().nullable(),
  name: z.string(),
  version: z.string(),
  author: z.object({ id: z.number().int(), nickName: z.string() }),
  submittedAt: z.string(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = pageOf(reviewQueueItemSchema);
export const reviewQueueQuerySchema = pageQuerySchema;

/** One form field that differs from the previous published version. */
export const formChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FormChange = z.infer<typeof formChangeSchema>;

export const reviewDetailSchema = z.object({
  record: uploadRecordSchema,
  author: z.object({ id: z.number().int(), nickName: z.string() }),
  /** The version now published, when this record updates a product. */
  previousVersion: z.string().nullable(),
  /** The form against the previous published version; every filled field for a new product. */
  changes: z.array(formChangeSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Update notices for owners (in-app, on /products)

export const productUpdateSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  version: z.string(),
  newVersionInfo: z.string(),
  createdAt: z.string(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productUpdateIdParamsSchema = uploadRecordIdParamsSchema;
