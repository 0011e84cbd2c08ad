import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** Route schemas as Fastify hands them to a serializer compiler (the zod type provider's). */
type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * A response schema's JSON Schema for fast-json-stringify: the zod schema's output side as
 * draft-07, without what only a validator reads. `additionalProperties: false` goes because
 * rows carry columns a schema leaves out: outside `anyOf` the serializer skips them anyway,
 * inside it fast-json-stringify chooses the branch with Ajv, which would refuse them.
 */
export function serializerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    reused: 'inline',
    cycles: 'ref',
  }) as Record<string, unknown>;
  delete json.$schema;
  return stripValidationOnly(json) as Record<string, unknown>;
}

const VALIDATION_ONLY = new Set(['description', 'minimum', 'maximum', 'format', 'pattern']);

function stripValidationOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripValidationOnly);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (VALIDATION_ONLY.has(key) && typeof value !== 'object') continue;
    // `properties` and `definitions` hold names, not keywords: walk their values only.
    out[key] =
      key === 'properties' || key === 'definitions'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, child]) => [
              name,
              stripValidationOnly(child),
            ]),
          )
        : stripValidationOnly(value);
  }
  return out;
}

/** fast-json-stringify compiled from `schema`; throws when the schema has no JSON Schema. */
export function compileFastSerializer(schema: z.ZodType): Serialize {
  return fastJsonStringify(serializerJsonSchema(schema) as never) as Serialize;
}

/** Compiled serializers by schema object: many routes share one (the error envelope). */
const compiled = new WeakMap<object, Serialize>();

/** zod's serializer: validates the answer against its schema, then JSON.stringify. */
function zodSerializer(schema: z.ZodType, method = 'GET', url = ''): Serialize {
  return zodSerializerCompiler({ schema, method, url } as RouteSchema) as Serialize;
}

/**
 * The serializer of a response schema without validation (decision 080): compiled once per
 * schema, the first time an answer needs it (start-up compiles nothing), by fast-json-stringify
 * from its JSON Schema. A schema that has none (a transform, a date) keeps zod's serializer.
 */
export function fastSerializerOf(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    try {
      serialize = compileFastSerializer(schema);
    } catch {
      serialize = zodSerializer(schema);
    }
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Fastify's serializer compiler (decision 080). With `validate` (tests, development) every
 * answer is checked against its route's zod schema, so a handler that drifts from its contract
 * fails; without (production) answers are written by serializers compiled from the schemas.
 */
export function responseSerializerCompiler(
  validate: boolean,
): FastifySerializerCompiler<z.ZodType> {
  if (validate) return zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return (route: RouteSchema) => {
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route) as Serialize;
    let serialize: Serialize | null = null;
    return (data: unknown) => (serialize ??= fastSerializerOf(schema))(data);
  };
}

/** What a route's 200 schema makes of `payload`, as the route's serializer would. */
export function serializeAnswer(schema: z.ZodType, validate: boolean, payload: unknown): string {
  return validate ? zodSerializer(schema)(payload) : fastSerializerOf(schema)(payload);
}
