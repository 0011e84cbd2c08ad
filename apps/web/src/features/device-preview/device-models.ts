import type { DeviceFamily } from '@space/contracts/catalog';
import { VIRTUAL_DEVICES, type VirtualDeviceId } from './device-list.ts';

export type DeviceKind = 'dock' | 'panel' | 'keyboard';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DeviceGeometry {
  id: VirtualDeviceId;
  family: DeviceFamily;
  kind: DeviceKind;
  /** The SVG's viewBox size. */
  width: number;
  height: number;
  /** The device's body. */
  body: Rect;
  /** Its keys, in reading order (key images are placed in this order). */
  keys: Rect[];
  /** Rotary dials (centre and radius). */
  dials: { cx: number; cy: number; r: number }[];
  /** A display: the smart panel's screen, the dock's touch strip. */
  screen: Rect | null;
  /** Keys whose face is an LCD that can show a key image (all but the wide ones on keyboards). */
  imageKeys: number[];
  /** Corner radius of a key, in user units. */
  keyRadius: number;
}

function grid(
  origin: { x: number; y: number },
  cols: number,
  rows: number,
  size: number,
  gap: number,
): Rect[] {
  const keys: Rect[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      keys.push({
        x: origin.x + col * (size + gap),
        y: origin.y + row * (size + gap),
        width: size,
        height: size,
      });
    }
  }
  return keys;
}

/** Rows of key widths in units; each row adds up to the same width. */
function keyboardRows(
  rows: readonly (readonly number[])[],
  origin: { x: number; y: number },
  unit: number,
  gap: number,
): { keys: Rect[]; imageKeys: number[] } {
  const keys: Rect[] = [];
  const imageKeys: number[] = [];
  rows.forEach((row, rowIndex) => {
    let x = origin.x;
    for (const units of row) {
      const width = units * unit + (units - 1) * gap;
      if (units <= 1.25) imageKeys.push(keys.length);
      keys.push({ x, y: origin.y + rowIndex * (unit + gap), width, height: unit });
      x += width + gap;
    }
  });
  return { keys, imageKeys };
}

/** A 40 % board of LCD keys, 13 units wide. */
const LCD_ROWS = [
  Array<number>(13).fill(1),
  [1.5, ...Array<number>(10).fill(1), 1.5],
  [1.75, ...Array<number>(9).fill(1), 2.25],
  [1.25, 1.25, 1.25, 6.25, 1.5, 1.5],
] as const;

/** A 60 % board, 15 units wide. */
const RGB_ROWS = [
  [...Array<number>(13).fill(1), 2],
  [1.5, ...Array<number>(12).fill(1), 1.5],
  [1.75, ...Array<number>(11).fill(1), 2.25],
  [2.25, ...Array<number>(10).fill(1), 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
] as const;

function all(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

function build(id: VirtualDeviceId): DeviceGeometry {
  switch (id) {
    case 'dock15': {
      const keys = grid({ x: 74, y: 62 }, 5, 3, 84, 20);
      return {
        id,
        family: 'streamDock',
        kind: 'dock',
        width: 640,
        height: 420,
        body: { x: 40, y: 28, width: 560, height: 356 },
        keys,
        dials: [],
        screen: null,
        imageKeys: all(keys.length),
        keyRadius: 12,
      };
    }
    case 'dockDials': {
      const keys = grid({ x: 122, y: 48 }, 4, 2, 84, 20);
      return {
        id,
        family: 'streamDock',
        kind: 'dock',
        width: 640,
        height: 420,
        body: { x: 88, y: 16, width: 464, height: 384 },
        keys,
        dials: [0, 1, 2, 3].map((index) => ({ cx: 171.5 + index * 99, cy: 338, r: 34 })),
        screen: { x: 122, y: 254, width: 396, height: 36 },
        imageKeys: all(keys.length),
        keyRadius: 12,
      };
    }
    case 'panel': {
      const screen = { x: 64, y: 40, width: 512, height: 300 };
      // Widget tiles under a status bar, centred on the screen.
      const keys = grid({ x: 106, y: 110 }, 4, 2, 80, 36);
      return {
        id,
        family: 'mPanel',
        kind: 'panel',
        width: 640,
        height: 420,
        body: { x: 48, y: 24, width: 544, height: 332 },
        keys,
        dials: [],
        screen,
        imageKeys: all(keys.length),
        keyRadius: 18,
      };
    }
    case 'lcdKeyboard': {
      const { keys, imageKeys } = keyboardRows(LCD_ROWS, { x: 37, y: 125 }, 38, 6);
      return {
        id,
        family: 'mKey',
        kind: 'keyboard',
        width: 640,
        height: 420,
        body: { x: 15, y: 103, width: 610, height: 214 },
        keys,
        dials: [],
        screen: null,
        imageKeys,
        keyRadius: 6,
      };
    }
    case 'rgbKeyboard': {
      const { keys, imageKeys } = keyboardRows(RGB_ROWS, { x: 40, y: 118 }, 33.6, 4);
      return {
        id,
        family: 'mRgb',
        kind: 'keyboard',
        width: 640,
        height: 420,
        body: { x: 20, y: 98, width: 600, height: 224 },
        keys,
        dials: [],
        screen: null,
        imageKeys,
        keyRadius: 5,
      };
    }
  }
}

const GEOMETRY = new Map(VIRTUAL_DEVICES.map((id) => [id, build(id)]));

export function geometryOf(id: VirtualDeviceId): DeviceGeometry {
  return GEOMETRY.get(id)!;
}

/** The smallest box holding every key: what a span image (a scene) covers. */
export function keysBounds(keys: readonly Rect[]): Rect {
  const left = Math.min(...keys.map((key) => key.x));
  const top = Math.min(...keys.map((key) => key.y));
  const right = Math.max(...keys.map((key) => key.x + key.width));
  const bottom = Math.max(...keys.map((key) => key.y + key.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
