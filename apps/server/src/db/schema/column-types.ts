import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; read only through SQL (`@@`), never mapped to JS. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
