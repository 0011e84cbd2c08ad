import { describe, expect, it } from 'vitest';
import { authorPath, parseAuthorId } from '../src/config/paths.ts';

describe('the id of an /author link', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (value, id) => {
    expect(parseAuthorId(value)).toBe(id);
  });

  it.each([null, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999'])(
    'rejects %j, which cannot name an author',
    (value) => {
      expect(parseAuthorId(value)).toBeNull();
    },
  );

  it('round-trips through authorPath', () => {
    const url = new URL(authorPath(7), 'http://localhost');
    expect(url.pathname).toBe('/author');
    expect(parseAuthorId(url.searchParams.get('id'))).toBe(7);
  });
});
