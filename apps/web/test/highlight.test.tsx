import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from '../src/components/ui/highlight.tsx';

describe('Highlight', () => {
  it('marks every case-insensitive occurrence of the query', () => {
    const { container } = render(<Highlight text="Icon pack of icons" query="icon" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Icon',
      'icon',
    ]);
    expect(container.textContent).toBe('Icon pack of icons');
  });
  it('marks Chinese and Korean substrings', () => {
    const { container } = render(<Highlight text="미니멀 아이콘 팩" query="아이콘" />);
    expect(container.querySelector('mark')?.textContent).toBe('아이콘');
  });
  it('leaves text without a match (a typo) unmarked', () => {
    const { container } = render(<Highlight text="Spotify Now Playing" query="Spotifi" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Spotify Now Playing');
  });
});
