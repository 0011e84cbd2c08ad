import { act, Suspense, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from '../src/components/hydrate-when-near/hydrate-when-near.tsx';

/** The browser's IntersectionObserver, driven by the test: `reveal()` brings everything near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  reveal() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) this.callback(entries as never, this as never);
  }
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's render: Node has no document. */
function serverHtml(page: ReactElement): string {
  const browserDocument = document;
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page);
  } finally {
    vi.stubGlobal('document', browserDocument);
  }
}

const isHydrated = (element: Element | null) =>
  Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));

function Page({ id, onPress }: { id: string; onPress: () => void }) {
  return (
    <main>
      <button type="button">at the top</button>
      <Suspense fallback={<p>loading</p>}>
        <HydrateWhenNear id={id}>
          <button type="button" onClick={onPress}>
            far below
          </button>
        </HydrateWhenNear>
      </Suspense>
    </main>
  );
}

describe('HydrateWhenNear (issue 31)', () => {
  it("keeps the server's markup as it is until the reader nears it, then hydrates it", async () => {
    const onPress = vi.fn();
    const page = <Page id="shelf-test-1" onPress={onPress} />;
    container.innerHTML = serverHtml(page);
    const [top, below] = container.querySelectorAll('button');

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(isHydrated(top!)).toBe(true);
    expect(isHydrated(below!)).toBe(false);
    // The server's markup, untouched: no fallback in its place.
    expect(container.textContent).toBe('at the topfar below');

    await act(async () => FakeObserver.all.forEach((observer) => observer.reveal()));
    expect(container.querySelectorAll('button')[1]).toBe(below);
    expect(isHydrated(below!)).toBe(true);
    below!.click();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('renders at once where nothing is hydrated (a navigation to the page)', async () => {
    const onPress = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page id="shelf-test-2" onPress={onPress} />);
    });
    expect(FakeObserver.all).toEqual([]);
    container.querySelectorAll('button')[1]!.click();
    expect(onPress).toHaveBeenCalledOnce();
  });
});
