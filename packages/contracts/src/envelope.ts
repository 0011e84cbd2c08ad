import { z } from 'zod';

/** Every response body: `{ code, msg, data }` (architecture §3). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = envelope(
  z.union([z.object({ fields: z.array(fieldErrorSchema).optional() }).passthrough(), z.null()]),
);

/** The error responses of a route, for its OpenAPI schema: `...errorResponses(400, 404)`. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

export type Envelope<T> = { code: number; msg: string; data: T };

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
