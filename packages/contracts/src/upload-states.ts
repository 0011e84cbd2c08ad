/**
 * Upload record states (spec §4): saved (waiting for upload), submitted (awaiting review),
 * succeeded (upload succeeded), failed (with a reason; can be edited and re-uploaded),
 * revoked (the creator undid the submission), delisted.
 */
export const UPLOAD_STATES = [
  'saved',
  'submitted',
  'succeeded',
  'failed',
  'revoked',
  'delisted',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** States in which the creator may change the form, images and package of a record. */
export const EDITABLE_UPLOAD_STATES: readonly UploadState[] = [
  'saved',
  'failed',
  'revoked',
  'delisted',
];

export function isEditableUploadState(state: string): boolean {
  return (EDITABLE_UPLOAD_STATES as readonly string[]).includes(state);
}
