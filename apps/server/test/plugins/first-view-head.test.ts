import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build, makeTempDir } from '../support/helper.ts';
import { plainApp } from '../support/page-head.ts';
import { createTestProduct } from '../support/product-fixtures.ts';

// A first view and the page's head together (decision 059): the head's lookup runs beside the
// render, never in front of it, and a 404 or 410 discards the render.
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="The build\'s own description." />',
  '    <title>Space</title>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/** Counts its renders on globalThis (the module is imported into this same process). */
const RENDERER = `
export function isFirstViewPath(pathname) {
  return pathname === '/product' || pathname === '/home';
}
export async function renderFirstView({ url }) {
  globalThis.__firstViewRenders = (globalThis.__firstViewRenders ?? 0) + 1;
  return { html: '<h1>rendered ' + url + '</h1>', title: 'Title the view chose | Space', state: {} };
}
`;

const renders = () => (globalThis as { __firstViewRenders?: number }).__firstViewRenders ?? 0;

describe('a first view with its head', async () => {
  const parent = makeTempDir('space-first-view-head-');
  const dist = path.join(parent, 'web');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(parent, 'web-ssr'));
  fs.writeFileSync(path.join(parent, 'web-ssr', 'entry-server.js'), RENDERER);
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));
  const { app } = await build({
    config: { webDistDir: dist },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const product = await createTestProduct(app, {
    name: 'Rendered Product',
    overview: 'What the product does, in a sentence.',
  });
  const delisted = await createTestProduct(app, { name: 'Gone', status: 'delisted' });
  const page = (url: string) => app.inject({ method: 'GET', url });

  it("keeps the view's title and adds the page's head once", async () => {
    const response = await page(`/product?id=${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`data-first-view><h1>rendered /product?id=${product.id}</h1>`);
    expect(response.body).toContain('<title>Title the view chose | Space</title>');
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(response.body).toContain(
      '<meta name="description" content="What the product does, in a sentence.">',
    );
    expect(response.body).not.toContain("The build's own description.");
    expect(response.body).toContain('<meta property="og:title" content="Rendered Product">');
    expect(response.body.match(/application\/ld\+json/g)).toHaveLength(2);
  });

  it.each([
    ['an unknown product', () => '/product?id=987654', 404],
    ['a delisted product', () => `/product?id=${delisted.id}`, 410],
  ])('starts the render beside the lookup for %s, then discards it', async (_n, url, status) => {
    const before = renders();
    const response = await page(url());
    expect(renders()).toBe(before + 1);
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('data-first-view');
    expect(response.body).not.toContain('rendered');
    expect(plainApp(response.body)).toBe(
      INDEX_HTML.replace(/\n\s*<meta name="description"[^>]*>/, ''),
    );
  });
});
