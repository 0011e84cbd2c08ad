import { ERRORS, type ErrorName } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import type { FieldError } from '@space/contracts/envelope';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { translateValidationMessage } from '../lib/validation-messages.ts';

/** Fastify's own client errors, by their code, mapped into our catalogue. */
const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** What a 503 asks clients to wait before retrying: a lost connection is usually back by then. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

const STATUS_NAMES: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  name: ErrorName,
  message?: string,
  data: Record<string, unknown> | null = null,
) {
  return reply
    .status(ERRORS[name].status)
    .send({ code: ERRORS[name].code, msg: message ?? ERROR_MESSAGES[name][request.locale], data });
}

function validationFields(error: FastifyError, request: FastifyRequest): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const location = error.validationContext ?? 'body';
    const pointer = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: pointer ? `${location}.${pointer}` : location,
      message: translateValidationMessage(issue.message ?? 'validation.invalid', request.locale),
    };
  });
}

/**
 * The one place errors become responses: known errors keep their catalogue
 * code, everything unexpected is logged with the request id and answered as a
 * bare 500 so no internals leak.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) {
          // A refusal under load (busy, retry later) is expected, not a failure to investigate.
          reply.header('retry-after', String(error.retryAfterSeconds));
          if (error.status >= 500) request.log.warn({ err: error }, 'request refused: busy');
        } else if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, request, error.errorName, error.userMessage, error.data);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, request, 'VALIDATION_FAILED', undefined, {
          fields: validationFields(error, request),
        });
      }
      const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (mapped) return send(reply, request, mapped);
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return send(reply, request, 'UNAVAILABLE');
      }
      const status = error.statusCode ?? 500;
      const byStatus = STATUS_NAMES[status];
      if (status < 500 && byStatus) return send(reply, request, byStatus);
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, status === 503 ? 'UNAVAILABLE' : 'INTERNAL');
    });
  },
  { name: 'error-handler' },
);
