import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { localeFromLangHeader } from '@space/contracts/locales';
import type { AppConfig } from './config/env.ts';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * pino-pretty when the config asks for readable logs and it is installed (a development
 * dependency: a production install leaves it out, and JSON lines it is).
 */
function prettyTransport(config: AppConfig): { target: string; options: object } | undefined {
  if (!config.logPretty) return undefined;
  let target: string;
  try {
    target = createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target,
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.satoken'],
            transport: prettyTransport(config),
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Read in genReqId instead, so a client cannot inject arbitrary ids into our logs.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Keep serving in-flight requests on close; new ones get 503 (Fastify default).
    return503OnClosing: true,
    // Registering the app opens the database, migrates and, on a first start, seeds the demo:
    // on a busy 2-core machine that outlasts Fastify's 10 s, which is meant to catch a plugin
    // that never finishes, not a slow one.
    pluginTimeout: 120_000,
    // A path that is not valid UTF-8 once decoded never reaches a route or the error handler:
    // answer it in the envelope like every other bad request.
    frameworkErrors: (_error, request, reply) => {
      const header = request.headers['lang'];
      const locale = localeFromLangHeader(Array.isArray(header) ? header[0] : header);
      void (reply as unknown as FastifyReply).status(ERRORS.BAD_REQUEST.status).send({
        code: ERRORS.BAD_REQUEST.code,
        msg: ERROR_MESSAGES.BAD_REQUEST[locale],
        data: null,
      });
    },
  };
}
