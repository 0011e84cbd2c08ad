import type { DevicePreview as Assets } from '@space/contracts/device-preview';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { devicesFor } from '../src/features/device-preview/device-list.ts';
import { geometryOf } from '../src/features/device-preview/device-models.ts';
import {
  DevicePreview,
  type DevicePreviewProduct,
} from '../src/features/device-preview/device-preview.tsx';
import { cycleColour, gradientColour, keyLight } from '../src/features/device-preview/lighting.ts';
import { initI18n } from '../src/lib/i18n.ts';

const NONE: Assets = { keys: [], screen: null, keycap: null, lighting: null };
const COVER = '/files/seed/aa/cover.webp';
const COVER_640 = '/files/seed/bb/cover-640.webp';
const keyUrl = (index: number) => `/files/seed/cc/key-${index}.webp`;

function product(overrides: Partial<DevicePreviewProduct> = {}): DevicePreviewProduct {
  return {
    name: 'Neon Line Icons',
    contentTypes: ['icon'],
    deviceFamily: 'streamDock',
    supportedDevices: ['streamDock'],
    dialSupport: false,
    devicePreview: NONE,
    cover: COVER,
    coverVariants: [
      { url: '/files/seed/bb/cover-320.webp', width: 320, height: 213, type: 'image/webp' },
      { url: COVER_640, width: 640, height: 427, type: 'image/webp' },
    ],
    ...overrides,
  };
}

/** Whether the reader's system asks for less motion, for the next render. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const drawing = () => screen.getByRole('img', { name: /Neon Line Icons on/ });
const hrefs = (selector: string) =>
  [...drawing().querySelectorAll(selector)].map((node) => node.getAttribute('href'));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('devicesFor', () => {
  it('offers every model of each supported family, the product’s own family first', () => {
    expect(
      devicesFor({ deviceFamily: 'mKey', supportedDevices: ['streamDock'], dialSupport: false }),
    ).toEqual(['lcdKeyboard', 'dock15', 'dockDials']);
  });

  it('puts the dial model first for a product that uses dials', () => {
    expect(
      devicesFor({ deviceFamily: 'streamDock', supportedDevices: [], dialSupport: true }),
    ).toEqual(['dockDials', 'dock15']);
  });

  it('reads a family from a creator’s own model names, and ignores names it cannot place', () => {
    expect(
      devicesFor({
        deviceFamily: 'mRgb',
        supportedDevices: ['RGB Sync Pro', 'Smart Panel 7"', 'Toaster 3000', 'mRgb'],
        dialSupport: false,
      }),
    ).toEqual(['rgbKeyboard', 'panel']);
  });
});

describe('DevicePreview', () => {
  it('switches between the supported devices with labelled buttons', () => {
    prefersReducedMotion(false);
    render(<DevicePreview product={product({ supportedDevices: ['streamDock', 'mKey'] })} />);
    const group = screen.getByRole('group', { name: 'Device' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Stream Dock15 keys',
      'Stream Dockkeys and dials',
      'LCD Keyboard',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(drawing().getAttribute('data-device')).toBe('dock15');

    fireEvent.click(screen.getByRole('button', { name: 'LCD Keyboard' }));
    expect(drawing().getAttribute('data-device')).toBe('lcdKeyboard');
    expect(drawing().getAttribute('aria-label')).toBe('Neon Line Icons on a LCD Keyboard');
    expect(screen.getByRole('button', { name: 'LCD Keyboard' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: /keys and dials/ }));
    expect(drawing().getAttribute('data-device')).toBe('dockDials');
    expect(drawing().querySelectorAll('[data-part="dials"] > g')).toHaveLength(4);
  });

  it('puts an icon pack’s images on the keys, in order, as many as the device has', () => {
    prefersReducedMotion(false);
    const keys = Array.from({ length: 20 }, (_, index) => keyUrl(index));
    render(<DevicePreview product={product({ devicePreview: { ...NONE, keys } })} />);
    expect(hrefs('[data-part="key-images"] image')).toEqual(keys.slice(0, 15));
    // Art of its own: the cover does not stand in.
    expect(drawing().querySelector('[data-part="span"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Shown on the device' }).textContent).toBe(
      '15 key images',
    );
  });

  it('repeats a keycap skin on every key of the LCD keyboard', () => {
    prefersReducedMotion(false);
    const keycap = '/files/seed/dd/keycap.webp';
    render(
      <DevicePreview
        product={product({
          deviceFamily: 'mKey',
          supportedDevices: ['mKey'],
          devicePreview: { ...NONE, keycap },
        })}
      />,
    );
    const images = hrefs('[data-part="keycaps"] image');
    expect(images).toHaveLength(geometryOf('lcdKeyboard').keys.length);
    expect(new Set(images)).toEqual(new Set([keycap]));
  });

  it('prints the digits of a numeric keycap set on its keycaps', () => {
    prefersReducedMotion(false);
    render(
      <DevicePreview
        product={product({
          contentTypes: ['numericKeycap'],
          devicePreview: { ...NONE, keycap: '/files/seed/dd/keycap.webp' },
        })}
      />,
    );
    expect(hrefs('[data-part="keycaps"] image')).toHaveLength(15);
    expect(
      [...drawing().querySelectorAll('[data-part="legends"] text')].map((node) => node.textContent),
    ).toEqual(['7', '8', '9', '÷', '×', '4', '5', '6', '−', '+', '1', '2', '3', '0', '=']);
  });

  it('shows a theme on the smart panel’s screen, and a scene across a dock’s keys', () => {
    prefersReducedMotion(false);
    const theme = '/files/seed/ee/theme.webp';
    render(
      <DevicePreview
        product={product({
          deviceFamily: 'mPanel',
          supportedDevices: ['mPanel', 'streamDock'],
          devicePreview: { ...NONE, screen: theme },
        })}
      />,
    );
    expect(hrefs('[data-part="screen"] image')).toEqual([theme]);
    fireEvent.click(screen.getByRole('button', { name: /15 keys/ }));
    expect(hrefs('[data-part="span"]')).toEqual([theme]);
  });

  it('falls back to the product’s cover when it has no device art', () => {
    prefersReducedMotion(false);
    render(<DevicePreview product={product()} />);
    expect(hrefs('[data-part="span"]')).toEqual([COVER_640]);
    expect(screen.getByText('Product cover (no device art yet)')).toBeTruthy();
  });

  it('animates a lighting effect across the keys, with a pause button', () => {
    prefersReducedMotion(false);
    render(
      <DevicePreview
        product={product({
          deviceFamily: 'mRgb',
          supportedDevices: ['mRgb'],
          devicePreview: {
            ...NONE,
            lighting: { pattern: 'wave', colors: ['#ff0000', '#0000ff'] },
          },
        })}
      />,
    );
    const lighting = drawing().querySelector('[data-part="lighting"]')!;
    expect(lighting.getAttribute('data-pattern')).toBe('wave');
    const animations = [...lighting.querySelectorAll('animate')];
    expect(animations).toHaveLength(geometryOf('rgbKeyboard').keys.length);
    expect(animations[0]!.getAttribute('values')).toBe('#ff0000;#0000ff;#ff0000');
    // A wave: keys further right are at another point of the cycle.
    expect(new Set(animations.map((node) => node.getAttribute('begin'))).size).toBeGreaterThan(5);
    expect(screen.getByText('Lighting: Wave')).toBeTruthy();

    const pause = screen.getByRole('button', { name: 'Pause the lighting' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play the lighting' })).toBeTruthy();
  });

  it('holds the lighting still for a reader who asked for less motion', () => {
    prefersReducedMotion(true);
    render(
      <DevicePreview
        product={product({
          deviceFamily: 'mRgb',
          supportedDevices: ['mRgb'],
          devicePreview: {
            ...NONE,
            lighting: { pattern: 'ripple', colors: ['#ff0000', '#00ff00', '#0000ff'] },
          },
        })}
      />,
    );
    const lighting = drawing().querySelector('[data-part="lighting"]')!;
    expect(lighting.querySelectorAll('animate')).toHaveLength(0);
    // Still lit, each key in its colour of the moment.
    const fills = [...lighting.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(fills.every((fill) => /^#[0-9a-f]{6}$/.test(fill ?? ''))).toBe(true);
    expect(new Set(fills).size).toBeGreaterThan(3);
    expect(screen.queryByRole('button', { name: /the lighting/ })).toBeNull();
  });
});

describe('lighting', () => {
  const bounds = { x: 0, y: 0, width: 100, height: 10 };
  const key = (x: number) => ({ x, y: 0, width: 10, height: 10 });

  it('mixes colours along a cycle and a gradient', () => {
    expect(cycleColour(['#000000', '#ffffff'], 0)).toBe('#000000');
    expect(cycleColour(['#000000', '#ffffff'], 0.25)).toBe('#808080');
    expect(cycleColour(['#000000', '#ffffff'], 0.75)).toBe('#808080');
    expect(gradientColour(['#000000', '#ffffff'], 1)).toBe('#ffffff');
  });

  it('keeps a static effect still and drops colours that are not colours', () => {
    const lighting = { pattern: 'static' as const, colors: ['#ff0000', 'red;}', '#0000ff'] };
    expect(keyLight(lighting, key(0), bounds)).toEqual({
      still: '#f2000d',
      cycle: null,
      pulse: null,
    });
    expect(keyLight(lighting, key(90), bounds).still).toBe('#0d00f2');
  });

  it('breathes every key alike', () => {
    const lighting = { pattern: 'breathe' as const, colors: ['#ff0000', '#0000ff'] };
    const first = keyLight(lighting, key(0), bounds);
    expect(keyLight(lighting, key(90), bounds)).toEqual(first);
    expect(first.pulse).not.toBeNull();
  });
});
