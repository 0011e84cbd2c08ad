import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SCHEMA = 'https://schema.org/';

/**
 * A JSON-LD context for `"@context": "https://schema.org"` built from schema-dts, whose
 * typings are generated from schema.org's vocabulary: every type and property it names, and
 * the potential actions' `<property>-input` annotations. Unlike schema.org's published context
 * it has no `@vocab`, so a term schema.org does not define is dropped on expansion, and
 * jsonld's `safe` mode turns that into an error. Served by a document loader: no network.
 */
function schemaOrgContext(): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const typings = fs.readFileSync(
    path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist', 'schema.d.ts'),
    'utf8',
  );
  const context: Record<string, unknown> = {};
  for (const match of typings.matchAll(/^\s+"([A-Za-z][A-Za-z0-9]*)"\??:/gm)) {
    context[match[1]!] = { '@id': `${SCHEMA}${match[1]}` };
  }
  for (const match of typings.matchAll(/"@type": "([A-Za-z][A-Za-z0-9]*)"/g)) {
    context[match[1]!] = `${SCHEMA}${match[1]}`;
  }
  // schema.org's Potential Actions: `query-input` and the like annotate an action's target.
  context['query-input'] = { '@id': `${SCHEMA}query-input` };
  return { '@context': context };
}

let cached: Record<string, unknown> | undefined;

/** A jsonld document loader that knows schema.org only, and refuses any other URL. */
export async function schemaOrgLoader(url: string) {
  if (url !== 'https://schema.org' && url !== 'https://schema.org/') {
    throw new Error(`no network in tests: ${url}`);
  }
  cached ??= schemaOrgContext();
  return { contextUrl: undefined, documentUrl: url, document: cached };
}
