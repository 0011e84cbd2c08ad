import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../src/features/catalog/markdown.tsx';

const OUR_IMAGE = '/files/seed/ab/0123456789abcdef0123456789abcdef.webp';

function renderMarkdown(source: string) {
  return render(<Markdown source={source} />).container;
}

/** Every attribute of every element, as `name=value`. */
function attributesIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
  );
}

afterEach(cleanup);

/** A product's long description (decision 035): Markdown as React elements, never as HTML. */
describe('Markdown', () => {
  it('keeps the outline without gaps: the levels a description uses become h3, h4…', () => {
    const container = renderMarkdown(
      ['### Features', '', '##### Keys', '', '> ##### Quoted', '', '- ### In a list'].join('\n'),
    );
    const outline = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
    );
    expect(outline).toEqual(['h3 Features', 'h4 Keys', 'h4 Quoted', 'h3 In a list']);
  });

  it('renders the usual structure', () => {
    const container = renderMarkdown(
      [
        '# Setup',
        '',
        'Press **one key**, then _another_ ~~or not~~. Use `a < b` and AT&amp;T.',
        '',
        '1. first',
        '2. second',
        '',
        '- [x] done',
        '',
        '> A quote',
        '',
        '```',
        'let x = 1 < 2;',
        '```',
        '',
        '| Key | Action |',
        '|:----|-------:|',
        '| F1 | Mute |',
        '',
        `[Docs](https://example.com/docs) ![Shot](${OUR_IMAGE})`,
      ].join('\n'),
    );
    // The page has its h1 and h2s: a description's top heading is an h3.
    expect(container.querySelector('h3')?.textContent).toBe('Setup');
    expect(container.querySelector('strong')?.textContent).toBe('one key');
    expect(container.querySelector('em')?.textContent).toBe('another');
    expect(container.querySelector('s')?.textContent).toBe('or not');
    expect(container.querySelector('p code')?.textContent).toBe('a < b');
    expect(container.textContent).toContain('AT&T.');
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(container.querySelector<HTMLInputElement>('ul input[type=checkbox]')?.checked).toBe(
      true,
    );
    expect(container.querySelector('blockquote')?.textContent).toBe('A quote');
    expect(container.querySelector('pre code')?.textContent).toBe('let x = 1 < 2;');
    expect(container.querySelector('td:last-child')?.getAttribute('style')).toContain('right');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(OUR_IMAGE);
  });

  it('shows raw HTML as text and runs or loads nothing from it', () => {
    const container = renderMarkdown(
      [
        '<script>window.__xss = 1</script>',
        '',
        '<img src="x" onerror="window.__xss = 1">',
        '',
        'Inline <b onclick="window.__xss = 1">bold</b> and <iframe src="https://evil.example"></iframe>',
        '',
        '<svg onload="window.__xss = 1"></svg>',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, b, iframe, svg')).toBeNull();
    expect(attributesIn(container).filter((attribute) => /^on|^src=/i.test(attribute))).toEqual([]);
    // The markup is there to read, as text.
    expect(container.textContent).toContain('<script>window.__xss = 1</script>');
    expect(container.textContent).toContain('<img src="x" onerror="window.__xss = 1">');
    expect(container.textContent).toContain('<b onclick="window.__xss = 1">');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the text of links it will not follow, and drops images from elsewhere', () => {
    const container = renderMarkdown(
      [
        '[js](javascript:alert(1)) [mixed](JaVaScRiPt:alert(1)) [data](data:text/html,x)',
        '[entity](jav&#x61;script:alert(1)) [relative](/elsewhere) <javascript:alert(1)>',
        '',
        '![tracker](https://evil.example/pixel.png) ![local](/files/other/x.png)',
      ].join('\n'),
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    expect(
      attributesIn(container).filter((a) => /javascript:|data:|evil\.example/i.test(a)),
    ).toEqual([]);
    for (const text of ['js', 'mixed', 'data', 'entity', 'relative', 'tracker', 'local']) {
      expect(container.textContent).toContain(text);
    }
  });
});
