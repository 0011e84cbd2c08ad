import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRootAttribute } from '../src/lib/root-attribute.ts';
import { warmIntl } from '../src/lib/warm-intl.ts';
import { yieldToBrowser } from '../src/lib/yield-to-browser.ts';

// What the app does at its start so the first view's hydration has no long task of its own
// making (issue 31): no restyle of the page, no first Intl formatter on the main thread, the
// router's start in a task after the modules' evaluation.

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
});

describe('setRootAttribute', () => {
  it('writes the root element only when the value changes', async () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'en');
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        writes.push(`${record.attributeName}=${root.getAttribute(record.attributeName!)}`),
      ),
    );
    observer.observe(root, { attributes: true });
    setRootAttribute('lang', 'en');
    setRootAttribute('lang', 'ko');
    setRootAttribute('lang', 'ko');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(['lang=ko']);
    expect(root.lang).toBe('ko');
  });
});

describe('warmIntl', () => {
  it("starts a worker that is told the page's language and ends it once it has formatted", () => {
    const started: {
      url: string;
      options: WorkerOptions | undefined;
      posted: unknown[];
      ended: boolean;
      onmessage: (() => void) | null;
    }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        record = {
          url: '',
          options: undefined as WorkerOptions | undefined,
          posted: [] as unknown[],
          ended: false,
          onmessage: null as (() => void) | null,
        };
        constructor(url: URL, options?: WorkerOptions) {
          this.record.url = String(url);
          this.record.options = options;
          started.push(this.record);
        }
        set onmessage(handler: () => void) {
          this.record.onmessage = handler;
        }
        postMessage(message: unknown) {
          this.record.posted.push(message);
        }
        terminate() {
          this.record.ended = true;
        }
      },
    );
    document.documentElement.lang = 'zh-CN';
    warmIntl();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/warm-intl\.worker\.ts/);
    expect(started[0]!.options?.type).toBe('module');
    expect(started[0]!.posted).toEqual(['zh-CN']);
    expect(started[0]!.ended).toBe(false);
    started[0]!.onmessage!();
    expect(started[0]!.ended).toBe(true);
  });

  it('leaves the formatting to the main thread where workers are refused', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by the page policy');
        }
      },
    );
    expect(() => warmIntl()).not.toThrow();
  });
});

describe('yieldToBrowser', () => {
  it('resumes in a later task, after a timer already due', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['timer', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
