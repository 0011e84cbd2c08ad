import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isSessionHook } from '../lib/needs-session.ts';

/**
 * What the generated OpenAPI document needs beyond the zod schemas to say exactly what the API
 * answers (decision 054). A route that answers a CSV file says so in its config:
 * `csv: 'only'` (always a file) or `csv: 'alternative'` (JSON, or a file when asked for).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    csv?: 'only' | 'alternative';
    /** Answers in a payment provider's own format (notifications), not the envelope. */
    providerFormat?: true;
  }
}

/**
 * The local sandboxes stand in for WeChat and the payment providers (decisions 007, 021):
 * they answer in those services' formats, for our own provider clients, with whatever status
 * the real service would use; the document says so with a `default` answer.
 */
const PROVIDER_SANDBOX_PREFIX = '/api/sandbox/';
const PROVIDER_ANSWER = {
  description: "The imitated service's own answer (its status, format and errors)",
  content: {
    'application/json': { schema: { type: 'object' } },
    'text/plain': { schema: { type: 'string' } },
    'text/html': { schema: { type: 'string' } },
    // PayPal's webhook signing certificate.
    'application/x-pem-file': { schema: { type: 'string' } },
  },
};

/**
 * Examples of path and required query parameters, by name: contract testers (dredd) refuse an
 * operation whose parameter has none, and readers learn the form. test/system/api-document.test.ts
 * checks that every parameter has one and that it fits its schema.
 */
export const PARAMETER_EXAMPLES: Record<string, string | number> = {
  id: 1,
  productId: 1,
  code: 'VSD',
  position: 0,
  slot: 'logoLight',
  method: 'wechat',
  token: 'dl-token-from-a-download-answer',
  orderNo: 'SP20260101-7K3M9Q2T',
  uploadId: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
  no: 'SP20260101-7K3M9Q2T',
  q: 'icon',
  tier: 'premium',
  duration: 'annual',
  target: 'buyer@example.com',
  tenantId: 10000000,
  appid: 'wx-sandbox-app',
  redirect_uri: 'https://space.example/wechat/callback',
  state: 'state-1',
  month: '2026-11',
  payoutNo: 'PO20261129ABCDEFGHJK',
};

type JsonSchema = Record<string, unknown>;

/** The route schema as JSON schema, with the CSV answer of routes that give one. */
export function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]): {
  schema: FastifySchema;
  url: string;
} {
  const transformed = jsonSchemaTransform(input);
  // Routes without a schema (a sandbox's pages) come back without one.
  const out = { ...transformed, schema: transformed.schema ?? {} };
  if (input.url.startsWith(PROVIDER_SANDBOX_PREFIX)) {
    const response = { ...(out.schema.response as Record<string, JsonSchema> | undefined) };
    return {
      ...out,
      schema: { ...out.schema, response: { ...response, default: PROVIDER_ANSWER } },
    };
  }
  const { route } = input;
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  if (!out.schema.security && hooks.some(isSessionHook)) {
    // A session hook refuses visitors: the operation needs the token, whether or not the
    // route's schema repeats it.
    out.schema = { ...out.schema, security: [{ token: [] }] };
  }
  if (route.config?.providerFormat) return providerFormat(out);
  const csv = input.route.config?.csv;
  if (!csv) return out;
  const response = { ...(out.schema.response as Record<string, JsonSchema> | undefined) };
  const json = response['200'] ?? response[200];
  delete response[200];
  response['200'] = {
    description: csv === 'only' ? 'A CSV file (UTF-8)' : 'JSON, or a CSV file (UTF-8) when asked',
    content: {
      ...(csv === 'alternative' && json ? { 'application/json': { schema: json } } : {}),
      'text/csv': { schema: { type: 'string' } },
    },
  };
  return { ...out, schema: { ...out.schema, response } };
}

/**
 * A provider's notification is answered in that provider's format: JSON for some, plain text
 * for others, a success or a refusal (400); a request we refuse ourselves (an unknown method)
 * still gets the envelope, which the same JSON schema admits.
 */
function providerFormat(out: { schema: FastifySchema; url: string }) {
  const response = { ...(out.schema.response as Record<string, JsonSchema> | undefined) };
  for (const status of ['200', '400']) {
    delete response[status];
    response[status] = {
      description: "The provider's own answer format",
      content: {
        'application/json': { schema: { type: 'object' } },
        'text/plain': { schema: { type: 'string' } },
      },
    };
  }
  return { ...out, schema: { ...out.schema, response } };
}

/**
 * OpenAPI 3.0.3 reads `nullable: true` beside an `enum` as "null must still be listed": a
 * strict client refuses a null the enum does not name, so it is added. Parameters get their
 * examples.
 */
export function transformDocument<T extends object>(document: T): T {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    Object.values(schema).forEach(walk);
  };
  walk(document);
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const parameters = (operation as { parameters?: JsonSchema[] }).parameters ?? [];
      for (const parameter of parameters) {
        const needed = parameter.in === 'path' || parameter.required === true;
        const example = PARAMETER_EXAMPLES[parameter.name as string];
        if (needed && parameter.example === undefined && example !== undefined) {
          parameter.example = example;
        }
      }
    }
  }
  return document;
}
