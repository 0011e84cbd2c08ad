// A value that fits an OpenAPI 3.0 schema, for request bodies the contract check has no
// hand-written one for: its example or default, else the first allowed value, else the
// smallest value its bounds allow. Every property is filled, so the server sees a whole form.

const FORMATS = {
  email: 'contract.check@example.com',
  uri: 'https://space.example/contract',
  url: 'https://space.example/contract',
  uuid: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
};

export function sampleOf(schema, depth = 0) {
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.const !== undefined) return schema.const;
  const options = schema.anyOf ?? schema.oneOf;
  if (options)
    return sampleOf(options.find((option) => option.type !== 'null') ?? options[0], depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  }
  switch (schema.type) {
    case 'object': {
      const value = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleOf(property, depth + 1);
      }
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, depth + 1));
    }
    case 'integer':
    case 'number': {
      const minimum = schema.minimum ?? 1;
      return schema.exclusiveMinimum === true ? minimum + 1 : Math.max(minimum, 1);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const length = Math.max(schema.minLength ?? 0, 8);
      return 'contract'.padEnd(Math.min(length, schema.maxLength ?? length), 'x');
    }
    default:
      return schema.nullable ? null : 'contract';
  }
}
