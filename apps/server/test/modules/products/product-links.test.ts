import { envelope } from '@space/contracts/envelope';
import { productDetailSchema } from '@space/contracts/products';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

describe('product related links', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  it('reach the page only when they are http or https, whatever was stored', async () => {
    const product = await createTestProduct(app, {
      relatedLinks: [
        { label: 'Docs', url: 'https://example.com/docs' },
        { label: 'Page', url: 'data:text/html,<script>alert(document.cookie)</script>' },
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: 'Mixed case', url: 'JaVaScRiPt:alert(1)' },
        { label: 'Padded', url: '  javascript:alert(1)' },
        { label: 'Blob', url: 'blob:https://example.com/x' },
        { label: 'File', url: 'file:///etc/passwd' },
        { label: 'Relative', url: '/elsewhere' },
        { label: 'Forum', url: 'http://forum.example.com/t/1' },
      ],
    });
    const response = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = envelope(productDetailSchema).parse(response.json()).data;
    expect(detail.relatedLinks).toEqual([
      { label: 'Docs', url: 'https://example.com/docs' },
      { label: 'Forum', url: 'http://forum.example.com/t/1' },
    ]);
    expect(response.body).not.toMatch(/javascript:|data:text/i);
  });
});
