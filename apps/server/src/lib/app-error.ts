import { ERRORS, type ErrorName } from '@space/contracts/errors';

/**
 * The one error type handlers throw on purpose. The global error handler
 * turns it into the `{code, msg, data}` envelope with the catalogue's status.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly errorName: ErrorName,
    /** A precise, user-facing message; defaults to the catalogue's localised one. */
    readonly userMessage?: string,
    readonly data: Record<string, unknown> | null = null,
    /** Sent as Retry-After (seconds): when a refused request is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(userMessage ?? errorName);
    this.name = 'AppError';
    this.code = ERRORS[errorName].code;
    this.status = ERRORS[errorName].status;
  }
}
