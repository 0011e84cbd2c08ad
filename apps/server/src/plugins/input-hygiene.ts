import { Readable } from 'node:stream';
import { forbiddenTextPaths } from '@space/contracts/text';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { translateValidationMessage } from '../lib/validation-messages.ts';

const PARTS = ['params', 'querystring', 'body'] as const;

function partValue(request: FastifyRequest, part: (typeof PARTS)[number]): unknown {
  const value = part === 'querystring' ? request.query : request[part];
  // A raw body its route streams itself (package chunks) is bytes, not parsed text; walking
  // the request stream's object graph would never end.
  return value instanceof Readable ? undefined : value;
}

/**
 * The character rule of contracts/text.ts for every route, including ones that forget to
 * use the shared schemas (docs/decisions/018): before any route schema runs, every string
 * and key of the path parameters, query string and parsed body is checked, and a control
 * character, lone surrogate or non-character is a 400 VALIDATION_FAILED naming each field.
 * Headers are not checked: the HTTP parser refuses control characters in them, and routes
 * read only a few known ones. Multipart bodies are read by their route and checked there.
 */
export const inputHygiene = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fields = PARTS.flatMap((part) =>
        forbiddenTextPaths(partValue(request, part)).map((path) => ({
          path: [part, ...path].join('.'),
          message: translateValidationMessage('validation.controlCharacters', request.locale),
        })),
      );
      if (fields.length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
    });
  },
  { name: 'input-hygiene', dependencies: ['request-context'] },
);
