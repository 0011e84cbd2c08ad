/**
 * The device families drawn front-on: a Stream Dock (a key grid, dials when the product
 * supports them), a smart screen panel, an LCD keyboard and an RGB keyboard. Each takes
 * callbacks that draw what its keys or screen show.
 */
import { drawKeyboardCaps, keyboardLayout, type KeycapSkin } from './keycaps.ts';
import { darken, lighten, mix, type Palette } from './palettes.ts';
import { circle, type Defs, groundShadow, n, rect, softShadow } from './svg.ts';

/** Draws what one key shows, filling the square at (x, y) with rounded corners. */
export type KeyDrawer = (
  x: number,
  y: number,
  size: number,
  radius: number,
  index: number,
) => string;
/** Draws what a screen shows into the rectangle at (x, y). */
export type ScreenDrawer = (x: number, y: number, width: number, height: number) => string;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function blankKey(defs: Defs, x: number, y: number, size: number, radius: number): string {
  const glass = defs.linear(['#2a2a33', '#141419']);
  return rect(x, y, size, size, radius, `fill="${glass}"`);
}

/** A knob with a knurled edge and an indicator. */
function dial(defs: Defs, cx: number, cy: number, r: number, face: string, angle: number): string {
  const metal = defs.radial(
    [lighten(face, 0.5), lighten(face, 0.15), darken(face, 0.35)],
    0.35,
    0.3,
    0.75,
  );
  const ticks: string[] = [];
  for (let i = 0; i < 36; i += 1) {
    const a = (i / 36) * Math.PI * 2;
    ticks.push(
      `M${n(cx + Math.cos(a) * r * 0.86)} ${n(cy + Math.sin(a) * r * 0.86)}L${n(cx + Math.cos(a) * r * 0.98)} ${n(cy + Math.sin(a) * r * 0.98)}`,
    );
  }
  const ix = cx + Math.cos(angle) * r * 0.58;
  const iy = cy + Math.sin(angle) * r * 0.58;
  return [
    circle(cx, cy + r * 0.12, r * 1.04, 'fill="#000" fill-opacity="0.35"'),
    circle(cx, cy, r, `fill="${metal}"`),
    `<path d="${ticks.join('')}" stroke="#000" stroke-opacity="0.25" stroke-width="${n(r * 0.05)}"/>`,
    circle(cx, cy, r * 0.78, `fill="${lighten(face, 0.25)}" fill-opacity="0.35"`),
    circle(ix, iy, r * 0.09, 'fill="#fff" fill-opacity="0.9"'),
  ].join('');
}

export interface DockLayout {
  cols: number;
  rows: number;
  dials: boolean;
}

/** The size of a Stream Dock of the layout for a key size, and where its keys go. */
export function dockGeometry(layout: DockLayout, key: number) {
  const gap = key * 0.24;
  const pad = key * 0.5;
  const gridW = layout.cols * key + (layout.cols - 1) * gap;
  const gridH = layout.rows * key + (layout.rows - 1) * gap;
  const dialBand = layout.dials ? key * 1.25 : 0;
  return { gap, pad, gridW, gridH, width: gridW + pad * 2, height: gridH + pad * 2 + dialBand };
}

/**
 * A Stream Dock centred at (cx, cy) with keys `key` px wide. `backdrop` draws one picture
 * across all the keys (a scene), under what `keys` draws on each.
 */
export function drawStreamDock(
  defs: Defs,
  cx: number,
  cy: number,
  key: number,
  layout: DockLayout,
  palette: Palette,
  keys: KeyDrawer | null,
  backdrop?: ScreenDrawer,
): string {
  const g = dockGeometry(layout, key);
  const x = cx - g.width / 2;
  const y = cy - g.height / 2;
  const radius = key * 0.38;
  const [face, rim] = palette.body;
  const faceFill = defs.linear([lighten(face, 0.08), face, darken(face, 0.06)]);
  const parts = [
    groundShadow(defs, cx, y + g.height + key * 0.32, g.width * 0.56, key * 0.42, 0.5),
    softShadow(x, y, g.width, g.height, radius, {
      blur: key * 0.5,
      offset: key * 0.22,
      opacity: 0.4,
    }),
    // The body's thickness below its face.
    rect(x, y + key * 0.14, g.width, g.height, radius, `fill="${rim}"`),
    rect(x, y, g.width, g.height, radius, `fill="${faceFill}"`),
    rect(
      x + 1.5,
      y + 1.5,
      g.width - 3,
      g.height - 3,
      radius - 1.5,
      `fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.5"`,
    ),
  ];
  const keyRadius = key * 0.17;
  const slots: { kx: number; ky: number }[] = [];
  for (let row = 0; row < layout.rows; row += 1) {
    for (let col = 0; col < layout.cols; col += 1) {
      slots.push({ kx: x + g.pad + col * (key + g.gap), ky: y + g.pad + row * (key + g.gap) });
    }
  }
  for (const { kx, ky } of slots) {
    parts.push(
      rect(
        kx - key * 0.05,
        ky - key * 0.03,
        key * 1.1,
        key * 1.1,
        keyRadius * 1.2,
        `fill="${darken(rim, 0.3)}" fill-opacity="0.6"`,
      ),
    );
  }
  if (backdrop) {
    const clip = defs.clip(
      slots.map(({ kx, ky }) => rect(kx, ky, key, key, keyRadius, '')).join(''),
    );
    parts.push(`<g clip-path="${clip}">${backdrop(x + g.pad, y + g.pad, g.gridW, g.gridH)}</g>`);
  }
  slots.forEach(({ kx, ky }, index) => {
    const content = keys?.(kx, ky, key, keyRadius, index);
    if (content) parts.push(content);
    else if (!backdrop) parts.push(blankKey(defs, kx, ky, key, keyRadius));
    // Gloss on the key's glass.
    parts.push(rect(kx, ky, key, key * 0.42, keyRadius, 'fill="#fff" fill-opacity="0.06"'));
  });
  if (layout.dials) {
    const bandY = y + g.pad + g.gridH + key * 0.7;
    const count = Math.min(4, layout.cols - 1);
    const step = g.gridW / count;
    for (let i = 0; i < count; i += 1) {
      parts.push(
        dial(
          defs,
          x + g.pad + step * (i + 0.5),
          bandY,
          key * 0.36,
          mix(face, '#9ca3af', 0.6),
          -1 + i * 0.9,
        ),
      );
    }
  }
  return parts.join('');
}

/** The screen area of a smart screen panel of the given outer width. */
export function panelScreen(cx: number, cy: number, width: number): Box {
  const bezel = width * 0.028;
  const outerH = (width - bezel * 2) * (9 / 16) + bezel * 2;
  return {
    x: cx - width / 2 + bezel,
    y: cy - outerH / 2 + bezel,
    width: width - bezel * 2,
    height: outerH - bezel * 2,
  };
}

/** A smart screen panel (a 16:9 display in a thin bezel on a foot) centred at (cx, cy). */
export function drawPanel(
  defs: Defs,
  cx: number,
  cy: number,
  width: number,
  palette: Palette,
  screen: ScreenDrawer,
): string {
  const s = panelScreen(cx, cy, width);
  const bezel = width * 0.028;
  const x = s.x - bezel;
  const y = s.y - bezel;
  const height = s.height + bezel * 2;
  const radius = bezel * 1.6;
  const [face, rim] = palette.body;
  const dark = mix(face, '#16161c', 0.75);
  const foot = `M${n(cx - width * 0.12)} ${n(y + height - 2)}L${n(cx + width * 0.12)} ${n(y + height - 2)}L${n(cx + width * 0.17)} ${n(y + height + width * 0.055)}L${n(cx - width * 0.17)} ${n(y + height + width * 0.055)}Z`;
  const glare = `M${n(s.x + s.width * 0.55)} ${n(s.y)}L${n(s.x + s.width * 0.78)} ${n(s.y)}L${n(s.x + s.width * 0.42)} ${n(s.y + s.height)}L${n(s.x + s.width * 0.19)} ${n(s.y + s.height)}Z`;
  return [
    groundShadow(defs, cx, y + height + width * 0.058, width * 0.36, width * 0.03, 0.55),
    softShadow(x, y, width, height, radius, {
      blur: width * 0.04,
      offset: width * 0.02,
      opacity: 0.35,
    }),
    `<path d="${foot}" fill="${defs.linear([lighten(rim, 0.1), darken(rim, 0.25)])}"/>`,
    rect(x, y + width * 0.006, width, height, radius, `fill="${rim}"`),
    rect(x, y, width, height, radius, `fill="${defs.linear([lighten(dark, 0.12), dark])}"`),
    `<g clip-path="${defs.clip(rect(s.x, s.y, s.width, s.height, radius * 0.35, ''))}">${screen(s.x, s.y, s.width, s.height)}<path d="${glare}" fill="#fff" fill-opacity="0.05"/></g>`,
    rect(
      x + 1,
      y + 1,
      width - 2,
      height - 2,
      radius - 1,
      'fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="1.5"',
    ),
    circle(cx, y + bezel * 0.5, bezel * 0.14, 'fill="#000" fill-opacity="0.6"'),
  ].join('');
}

/** The size of an LCD keyboard for a key unit: its LCD row above a compact keyboard. */
export function lcdKeyboardGeometry(unit: number) {
  const pad = unit * 0.45;
  const lcdRow = unit * 1.45;
  return {
    pad,
    lcdRow,
    width: 15 * unit + pad * 2,
    height: lcdRow + 5 * unit + pad * 2 + unit * 0.2,
  };
}

/**
 * An LCD keyboard centred at (cx, cy): a row of screen keys (what `keys` draws, eight of them)
 * above a compact keyboard in a keycap skin.
 */
export function drawLcdKeyboard(
  defs: Defs,
  cx: number,
  cy: number,
  unit: number,
  palette: Palette,
  skin: KeycapSkin,
  keys: KeyDrawer | null,
  backdrop?: ScreenDrawer,
): string {
  const g = lcdKeyboardGeometry(unit);
  const x = cx - g.width / 2;
  const y = cy - g.height / 2;
  const [face, rim] = palette.body;
  const radius = unit * 0.35;
  const parts = [
    groundShadow(defs, cx, y + g.height + unit * 0.3, g.width * 0.55, unit * 0.45, 0.5),
    softShadow(x, y, g.width, g.height, radius, {
      blur: unit * 0.6,
      offset: unit * 0.25,
      opacity: 0.4,
    }),
    rect(x, y + unit * 0.16, g.width, g.height, radius, `fill="${rim}"`),
    rect(
      x,
      y,
      g.width,
      g.height,
      radius,
      `fill="${defs.linear([lighten(face, 0.08), darken(face, 0.05)])}"`,
    ),
    rect(
      x + 1.5,
      y + 1.5,
      g.width - 3,
      g.height - 3,
      radius - 1.5,
      'fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.5"',
    ),
  ];
  // Eight screen keys of 1.6 units, centred over the keyboard.
  const lcd = unit * 1.22;
  const count = 8;
  const gap = (15 * unit - count * lcd) / (count - 1);
  const ky = y + g.pad + unit * 0.04;
  const slots = Array.from({ length: count }, (_, i) => x + g.pad + i * (lcd + gap));
  const keyRadius = lcd * 0.14;
  for (const kx of slots) {
    parts.push(
      rect(
        kx - lcd * 0.05,
        ky - lcd * 0.03,
        lcd * 1.1,
        lcd * 1.14,
        keyRadius * 1.3,
        `fill="${darken(rim, 0.3)}" fill-opacity="0.55"`,
      ),
    );
  }
  if (backdrop) {
    const clip = defs.clip(slots.map((kx) => rect(kx, ky, lcd, lcd, keyRadius, '')).join(''));
    parts.push(`<g clip-path="${clip}">${backdrop(slots[0]!, ky, 15 * unit, lcd)}</g>`);
  }
  slots.forEach((kx, index) => {
    const content = keys?.(kx, ky, lcd, keyRadius, index);
    if (content) parts.push(content);
    else if (!backdrop) parts.push(blankKey(defs, kx, ky, lcd, keyRadius));
    parts.push(rect(kx, ky, lcd, lcd * 0.42, keyRadius, 'fill="#fff" fill-opacity="0.06"'));
  });
  parts.push(drawKeyboardCaps(defs, x + g.pad, y + g.pad + g.lcdRow, unit, skin));
  return parts.join('');
}

/** Where a key of the RGB keyboard is, for a lighting pattern to colour it. */
export interface LitKey {
  /** Centre, 0–1 across and down the keyboard. */
  u: number;
  v: number;
}

/**
 * An RGB keyboard centred at (cx, cy): dark, translucent keycaps lit from below in the colour
 * `light` gives each key, with an underglow of the mean colour.
 */
export function drawRgbKeyboard(
  defs: Defs,
  cx: number,
  cy: number,
  unit: number,
  light: (key: LitKey) => string,
  underglow: readonly string[],
): string {
  const pad = unit * 0.42;
  const width = 15 * unit + pad * 2;
  const height = 5 * unit + pad * 2;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const radius = unit * 0.3;
  const glow = defs.linear(
    underglow.map((color, i) => [color, i / Math.max(1, underglow.length - 1), 0.75] as const),
    0,
    0,
    1,
    0,
  );
  const parts = [
    rect(
      x - unit * 0.5,
      y + height - unit * 0.25,
      width + unit,
      unit * 0.9,
      unit * 0.45,
      `fill="${glow}" fill-opacity="0.35"`,
    ),
    rect(
      x - unit * 0.2,
      y + height - unit * 0.1,
      width + unit * 0.4,
      unit * 0.45,
      unit * 0.22,
      `fill="${glow}" fill-opacity="0.55"`,
    ),
    rect(x, y + unit * 0.14, width, height, radius, 'fill="#08080b"'),
    rect(x, y, width, height, radius, `fill="${defs.linear(['#26262e', '#151519'])}"`),
    rect(
      x + 1.5,
      y + 1.5,
      width - 3,
      height - 3,
      radius - 1.5,
      'fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="1.5"',
    ),
  ];
  const gap = unit * 0.08;
  for (const key of keyboardLayout(x + pad, y + pad, unit)) {
    const color = light({
      u: (key.x + key.w / 2 - x) / width,
      v: (key.y + key.h / 2 - y) / height,
    });
    const kx = key.x + gap / 2;
    const ky = key.y + gap / 2;
    const kw = key.w - gap;
    const kh = key.h - gap;
    parts.push(
      rect(
        kx - unit * 0.04,
        ky - unit * 0.01,
        kw + unit * 0.08,
        kh + unit * 0.08,
        unit * 0.16,
        `fill="${color}"`,
      ),
      rect(
        kx + unit * 0.05,
        ky + unit * 0.03,
        kw - unit * 0.1,
        kh - unit * 0.14,
        unit * 0.11,
        `fill="${mix(color, '#141419', 0.62)}"`,
      ),
      rect(
        kx + kw / 2 - unit * 0.12,
        ky + kh * 0.34,
        unit * 0.24,
        unit * 0.07,
        unit * 0.035,
        `fill="${lighten(color, 0.45)}"`,
      ),
    );
  }
  return parts.join('');
}
