import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../src/features/catalog/share-button.tsx';
import { useToastStore } from '../src/components/toast/toast-store.ts';
import { initI18n } from '../src/lib/i18n.ts';

const PAGE = `${window.location.origin}/product?id=7`;

function stubNavigator(values: Partial<Navigator>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

beforeAll(() => initI18n('en'));
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => {
  cleanup();
  stubNavigator({ share: undefined, canShare: undefined, clipboard: undefined });
});

describe('ShareButton', () => {
  it('opens the system share sheet where there is one, with the product’s address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton productId={7} name="Neon Line Icons" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Neon Line Icons | Space', url: PAGE }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the reader closes the sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton productId={7} name="Neon Line Icons" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('copies the link, without the parameters of the visit, where there is no share sheet', async () => {
    window.history.replaceState(null, '', '/product?id=7&lang=ko&client=VSD');
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton productId={7} name="Neon Line Icons" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PAGE));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toMatchObject([
        { kind: 'success', text: 'Link copied to the clipboard.' },
      ]),
    );
  });

  it('shows the link itself when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton productId={7} name="Neon Line Icons" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toMatchObject([
        { kind: 'error', text: `Could not copy the link: ${PAGE}` },
      ]),
    );
  });
});
