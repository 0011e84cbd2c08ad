import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ArticleBody, safeHref } from '../src/features/articles/article-body.tsx';
import { domParser, setHtmlParser } from '../src/features/articles/html-tree.ts';
import { parse5Html } from '../src/features/articles/parse5-html.ts';
import { initI18n } from '../src/lib/i18n.ts';

const IMAGE = '/files/articles/ab/0123456789abcdef0123456789abcdef.webp';

function renderBody(html: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ArticleBody html={html} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

/** The reader's side of decision 031: whatever the stored HTML holds, only the allow-list renders. */
describe('ArticleBody', () => {
  it('renders the allowed structure', () => {
    const { container } = renderBody(
      `<h2>Title</h2><p>A <strong>bold</strong> <a href="https://example.com/x">link</a></p><ol start="3"><li><p>x</p></li></ol><pre><code class="language-ts">a &lt; b</code></pre><img src="${IMAGE}" alt="pic">`,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('code')?.className).toBe('language-ts');
    expect(container.querySelector('code')?.textContent).toBe('a < b');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(IMAGE);
  });

  it('drops scripts, handlers, styles, foreign images and unsafe links, keeping link text', () => {
    const { container } = renderBody(
      `<p onclick="window.__xss=1" style="color:red">text</p><script>window.__xss=1</script>` +
        `<img src="x" onerror="window.__xss=1"><img src="https://evil.example/a.webp">` +
        `<a href="javascript:window.__xss=1">js</a><a href="data:text/html,x">data</a>` +
        `<svg onload="window.__xss=1"></svg><object data="x">obj</object>` +
        `<div onmouseover="x">gone</div><code class="evil">c</code><ol start="x"><li>y</li></ol>`,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/<(script|svg|object|img|style)/);
    expect(html).not.toMatch(/\son\w+=|style=|javascript:|data:/);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('js');
    expect(container.textContent).not.toContain('gone');
    expect(container.querySelector('code')?.hasAttribute('class')).toBe(false);
  });

  it('accepts only http(s) and mailto links', () => {
    expect(safeHref('https://a.example/')).toBe('https://a.example/');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const bad of [
      'javascript:x',
      ' javascript:x',
      'data:text/html,x',
      '/relative',
      'vbscript:x',
      null,
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  // Decision 060: the server renders an article with parse5, the browser hydrates it with
  // DOMParser's tree; a difference would be a hydration mismatch. The stored HTML is
  // well-formed (made from the editor's document): happy-dom, the tests' DOM, is not the HTML
  // standard's parser for misnested tags, as browsers and parse5 are.
  it('builds the same markup from the server’s parser as from the browser’s', () => {
    const samples = [
      `<h2>Title</h2><p>A <strong>bold</strong> <em>and</em> <a href="https://example.com/x?a=1&amp;b=2">link</a><br>next</p>`,
      `<ol start="3"><li><p>x</p></li></ol><ul><li>a</li></ul><blockquote><p>q</p></blockquote><hr>`,
      `<pre><code class="language-ts">\nif (a &lt; b) {\n  c();\n}</code></pre><p>&nbsp;中文 한국어 &amp; &quot;q&quot;</p>`,
      `<img src="${IMAGE}" alt="pic"><div data-product-card="12"></div><p><s>struck</s> <u>under</u> <code>x</code></p>`,
      `<!-- a comment --><p onclick="x">t</p><script>x</script><table><tr><td>cell</td></tr></table>`,
    ];
    const markup = (html: string) => {
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, enabled: false } },
      });
      return renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ArticleBody html={html} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    for (const html of samples) {
      const browser = markup(html);
      setHtmlParser(parse5Html);
      try {
        expect(browser).toMatch(/<(p|h2|ol|pre|img|div)[ >]/);
        expect(markup(html)).toBe(browser);
      } finally {
        setHtmlParser(domParser);
      }
    }
  });
});
