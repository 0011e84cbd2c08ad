import { describe, expect, it } from 'vitest';
import { build } from '../support/helper.ts';

/**
 * The OpenAPI document says exactly what the API answers (decision 054): the CSV exports'
 * 200s, null wherever a nullable enum can answer it, an example for every path parameter and
 * required query parameter. scripts/contract/ checks the running server against it.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', async () => {
  const { app } = await build();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as Document;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const operation = (method: string, path: string) => document.paths[path]![method]!;

  it('is OpenAPI 3.0 with every operation', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(operations.length).toBeGreaterThan(100);
  });

  it("documents the CSV exports' 200s as text/csv", () => {
    const stats = operation('get', '/api/creator-stats/csv').responses['200']!;
    expect(Object.keys(stats.content ?? {})).toEqual(['text/csv']);
    const batch = operation('post', '/api/admin/redeem-code-batches').responses['200']!;
    expect(Object.keys(batch.content ?? {}).sort()).toEqual(['application/json', 'text/csv']);
    expect(batch.content!['application/json']!.schema).toMatchObject({ type: 'object' });
  });

  it('lists null among the allowed values of every nullable enum', () => {
    const wrong: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Schema;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
        wrong.push(at);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(document, '');
    expect(wrong).toEqual([]);
    // The ones a strict client met: a user's creator type, an order's method.
    const user = operation('get', '/api/users/me').responses['200']!.content!['application/json']!;
    const data = (user.schema.properties as Record<string, Schema>).data!;
    expect((data.properties as Record<string, Schema>).superType!.enum).toContain(null);
  });

  it('says which operations need a session, from the hooks that refuse visitors', () => {
    const needs = (method: string, path: string) =>
      (operation(method, path) as { security?: unknown[] }).security;
    expect(needs('put', '/api/products/{id}/like')).toEqual([{ token: [] }]);
    expect(needs('get', '/api/moderation/articles')).toEqual([{ token: [] }]);
    expect(needs('get', '/api/products')).toBeUndefined();
    // The provider sandboxes answer in the imitated services' formats, any status.
    const sandbox = operation('get', '/api/sandbox/wechat/sns/userinfo');
    expect(Object.keys(sandbox.responses['default']!.content ?? {})).toContain('application/json');
  });

  it('gives every path parameter and required query parameter an example that fits its schema', () => {
    const missing: string[] = [];
    const unfit: string[] = [];
    let count = 0;
    for (const { path, method, operation: op } of operations) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.in !== 'path' && !parameter.required) continue;
        count += 1;
        const where = `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`;
        if (parameter.example === undefined) missing.push(where);
        else if (!fits(parameter.example, parameter.schema)) unfit.push(where);
      }
    }
    expect(count).toBeGreaterThan(80);
    expect({ missing, unfit }).toEqual({ missing: [], unfit: [] });
  });
});

/** The keywords parameter schemas use here: enum, type, bounds, length, pattern. */
function fits(value: unknown, schema: Schema): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof value !== 'number') return false;
    if (schema.type === 'integer' && !Number.isInteger(value)) return false;
    const minimum = schema.minimum as number | undefined;
    if (minimum !== undefined && (schema.exclusiveMinimum ? value <= minimum : value < minimum)) {
      return false;
    }
    return schema.maximum === undefined || value <= (schema.maximum as number);
  }
  if (schema.type === 'string') {
    if (typeof value !== 'string') return false;
    if (schema.minLength !== undefined && value.length < (schema.minLength as number)) return false;
    if (schema.maxLength !== undefined && value.length > (schema.maxLength as number)) return false;
    return schema.pattern === undefined || new RegExp(schema.pattern as string).test(value);
  }
  return true;
}
