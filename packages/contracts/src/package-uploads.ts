import { z } from 'zod';
import { MAX_ROW_ID } from './limits.ts';
import type { PackageFinding, PackageReport } from './package-report.ts';
import { singleLine } from './text.ts';

/**
 * The resumable, chunked upload of a record's package (issue 11, decision 026):
 * `POST …/package-uploads` announces the file, `PUT …/package-uploads/:uploadId` sends its
 * bytes in order as `application/octet-stream` with `Content-Range: bytes a-b/total`,
 * `GET` says how many arrived (to resume after a drop), `DELETE` abandons it.
 */
export const uploadRecordParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const packageUploadParamsSchema = uploadRecordParamsSchema.extend({
  uploadId: z.uuid(),
});

export const startPackageUploadBodySchema = z.object({
  fileName: singleLine(z.string().trim().min(1).max(255)),
  /** Checked against the 20 MB limit by the server, which answers 413 before any byte. */
  totalBytes: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type StartPackageUploadBody = z.infer<typeof startPackageUploadBodySchema>;

export const packageUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  totalBytes: z.number().int(),
  receivedBytes: z.number().int(),
  /** How many bytes to send per request (the server takes at most `chunkMaxBytes`). */
  chunkBytes: z.number().int(),
  chunkMaxBytes: z.number().int(),
});
export type PackageUpload = z.infer<typeof packageUploadSchema>;

const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  entry: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<PackageFinding>;

export const packageReportSchema = z.object({
  ok: z.boolean(),
  fileName: z.string(),
  bytes: z.number().int(),
  entryCount: z.number().int(),
  uncompressedBytes: z.number().int(),
  findings: z.array(findingSchema),
  manifest: z
    .object({
      name: z.string().optional(),
      version: z.string().optional(),
      author: z.string().optional(),
      sdkVersion: z.number().optional(),
      systems: z.array(z.string()),
      actionCount: z.number().int(),
      languages: z.array(z.string()),
    })
    .optional(),
  checkedAt: z.string(),
}) satisfies z.ZodType<PackageReport>;

/** The package a record holds once an upload passed its checks. */
export const storedPackageSchema = z.object({
  fileName: z.string(),
  bytes: z.number().int(),
  report: packageReportSchema,
});
export type StoredPackage = z.infer<typeof storedPackageSchema>;

/** A chunk's answer: the upload so far; on the last one, the stored package too. */
export const packageChunkResultSchema = z.object({
  upload: packageUploadSchema,
  done: z.boolean(),
  package: storedPackageSchema.nullable(),
});
export type PackageChunkResult = z.infer<typeof packageChunkResultSchema>;
