import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, toApiError } from './api-client.ts';

/**
 * Puts a failed call's field errors under their inputs (`body.password` →
 * `password`) and returns the message for the whole form, if any.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string | null {
  const failure = error instanceof ApiError ? error : toApiError(error);
  for (const field of failure.fields) {
    setError(field.path.replace(/^body\./, '') as Path<T>, { message: field.message });
  }
  return failure.fields.length > 0 ? null : failure.message;
}
