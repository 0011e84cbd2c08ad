/**
 * Keycaps seen from slightly in front: a darker skirt, a lighter dished top face and a legend
 * drawn as strokes. Numeric pads and a compact keyboard are laid out from them.
 */
import type { Random } from '../random.ts';
import { drawJamo, drawLegend, drawNumeral, NUMPAD_LEGENDS, type NumeralStyle } from './legends.ts';
import { darken, hsl, lighten, mix, type Palette } from './palettes.ts';
import { type Defs, n, rect } from './svg.ts';

export interface KeycapSkin {
  /** The top face. */
  top: string;
  /** The skirt (sides). */
  side: string;
  legend: string;
  /** Modifier and accent keys. */
  accent: { top: string; side: string; legend: string };
  /** A brushed-metal sheen on the top face. */
  metal?: boolean;
  /** Legends glow (translucent caps lit from below). */
  glow?: boolean;
  /** Walnut: warm browns with a grain on the top face. */
  wood?: boolean;
  /** What the legends are on letter keys. */
  letters: 'none' | 'jamo' | 'dots';
  /** How digits are written. */
  numerals: NumeralStyle;
}

function numeralsFor(hints: string): NumeralStyle {
  if (/dice|骰子|주사위/i.test(hints)) return 'dice';
  if (/braille|盲文|점자/i.test(hints)) return 'braille';
  if (/roman|罗马|로마/i.test(hints)) return 'roman';
  return 'arabic';
}

/** A keycap set in the palette's colours; the name's hints pick metal, glow or Hangul. */
export function keycapSkin(palette: Palette, random: Random, hints: string): KeycapSkin {
  const metal = /metal|alu|steel|金属/i.test(hints);
  const glow = /cyber|neon|glow|rgb|led|nixie|segment|赛博|霓虹|数码|辉光/i.test(hints);
  const letters = /[\uac00-\ud7af]|hangul|korean/i.test(hints)
    ? 'jamo'
    : random.pick(['none', 'dots'] as const);
  const numerals = numeralsFor(hints);
  const [first, second] = [random.pick(palette.accents), palette.accents[0]!];
  if (/wood|walnut|木/i.test(hints)) {
    return {
      top: '#a8754a',
      side: '#6e4527',
      legend: '#3b2414',
      accent: { top: '#5e3b22', side: '#3d2514', legend: '#f3e3c8' },
      wood: true,
      letters,
      numerals,
    };
  }
  if (/nixie|辉光/i.test(hints)) {
    return {
      top: '#1f1a17',
      side: '#0d0b0a',
      legend: '#ff9b3d',
      accent: { top: '#3a2516', side: '#1c120a', legend: '#ffd3a1' },
      glow: true,
      letters,
      numerals,
    };
  }
  if (metal) {
    return {
      top: '#c9ced6',
      side: '#8b929c',
      legend: '#2b3038',
      accent: { top: '#3a3f48', side: '#1f2329', legend: second },
      metal: true,
      letters,
      numerals,
    };
  }
  if (glow) {
    return {
      top: '#1d1b26',
      side: '#0c0b11',
      legend: first,
      accent: { top: mix(first, '#1d1b26', 0.35), side: darken(first, 0.6), legend: '#ffffff' },
      glow: true,
      letters,
      numerals,
    };
  }
  const base =
    /pastel|macaron|马卡龙|파스텔/i.test(hints) || random.chance(0.5)
      ? lighten(second, 0.82)
      : hsl(random.int(0, 359), 0.18, random.chance(0.5) ? 0.92 : 0.26);
  const dark = isDark(base);
  return {
    top: base,
    side: darken(base, 0.22),
    legend: dark ? lighten(first, 0.3) : darken(first, 0.35),
    accent: { top: first, side: darken(first, 0.3), legend: dark ? '#111827' : '#ffffff' },
    letters,
    numerals,
  };
}

function isDark(color: string): boolean {
  const value = Number.parseInt(color.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return r * 0.3 + g * 0.59 + b * 0.11 < 128;
}

export type Legend =
  | { kind: 'text'; text: string }
  | { kind: 'jamo'; index: number }
  | { kind: 'dot' }
  | { kind: 'none' };

/** How a keycap is finished and its digits written. */
export interface CapStyle {
  metal?: boolean;
  glow?: boolean;
  wood?: boolean;
  numerals?: NumeralStyle;
  /** The key unit the proportions follow (a wide key keeps a 1-unit key's bevel). */
  unit?: number;
}

/** The cap style of a skin's key: accent keys are plain caps in the accent colours. */
export function capStyle(skin: KeycapSkin, accent: boolean, unit?: number): CapStyle {
  return {
    metal: skin.metal && !accent,
    glow: skin.glow,
    wood: skin.wood && !accent,
    numerals: skin.numerals,
    ...(unit === undefined ? {} : { unit }),
  };
}

/** One keycap in the box (x, y, w, h), its top face lifted and narrowed. */
export function drawKeycap(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  colors: { top: string; side: string; legend: string },
  legend: Legend,
  options: CapStyle = {},
): string {
  const unit = options.unit ?? Math.min(w, h);
  const r = unit * 0.14;
  const inset = unit * 0.11;
  const topX = x + inset;
  const topY = y + unit * 0.04;
  const topW = w - inset * 2;
  const topH = h - unit * 0.22;
  const skirt = defs.linear([lighten(colors.side, 0.12), darken(colors.side, 0.18)]);
  const face = options.metal
    ? defs.linear(
        [
          lighten(colors.top, 0.35),
          colors.top,
          lighten(colors.top, 0.2),
          darken(colors.top, 0.08),
          lighten(colors.top, 0.15),
        ],
        0,
        0,
        1,
        0.3,
      )
    : defs.linear([lighten(colors.top, 0.08), darken(colors.top, 0.05)]);
  const parts = [
    rect(x, y + unit * 0.05, w, h, r, `fill="#000" fill-opacity="0.28"`),
    rect(x, y, w, h, r, `fill="${skirt}"`),
    rect(topX, topY, topW, topH, r * 0.85, `fill="${face}"`),
    // The dish: a soft highlight at the top edge of the face.
    rect(topX + 1, topY + 1, topW - 2, topH * 0.45, r * 0.8, `fill="#fff" fill-opacity="0.07"`),
  ];
  if (options.wood) {
    // Grain: a few long waves across the face.
    const grain = [0.22, 0.41, 0.58, 0.77].map((at, i) => {
      const gy = topY + topH * at;
      return `M${n(topX + 2)} ${n(gy)}q${n(topW * 0.25)} ${n(topH * (i % 2 ? 0.05 : -0.05))} ${n(topW * 0.5)} 0t${n(topW * 0.5 - 4)} 0`;
    });
    parts.push(
      `<path d="${grain.join('')}" fill="none" stroke="${darken(colors.top, 0.3)}" stroke-opacity="0.45" stroke-width="${n(Math.max(1, unit * 0.012))}"/>`,
    );
  }
  const cx = topX + topW / 2;
  const cy = topY + topH / 2;
  const size = unit * 0.36;
  const weight = Math.max(1.4, unit * 0.035);
  const mark = (width: number): string => {
    switch (legend.kind) {
      case 'text':
        return options.numerals && options.numerals !== 'arabic' && /^\d$/.test(legend.text)
          ? drawNumeral(legend.text, options.numerals, cx, cy, size, colors.legend, width)
          : drawLegend(legend.text, cx, cy, size, colors.legend, width);
      case 'jamo':
        return drawJamo(legend.index, cx, cy, size, colors.legend, width);
      case 'dot':
        return `<circle cx="${n(topX + topW * 0.28)}" cy="${n(topY + topH * 0.3)}" r="${n(width * 0.9)}" fill="${colors.legend}"/>`;
      case 'none':
        return '';
    }
  };
  if (options.glow && legend.kind !== 'none')
    parts.push(`<g opacity="0.3">${mark(weight * 3.5)}</g>`);
  parts.push(mark(weight));
  return parts.join('');
}

/** A numeric keypad (4×5 units, tall + and Enter, wide 0) with its top-left at (x, y). */
export function drawNumpad(
  defs: Defs,
  x: number,
  y: number,
  unit: number,
  skin: KeycapSkin,
): string {
  const gap = unit * 0.06;
  const parts: string[] = [];
  const key = (col: number, row: number, wide: number, tall: number, text: string) => {
    const accent = text === '>' || text === '+' || text === '#';
    parts.push(
      drawKeycap(
        defs,
        x + col * unit + gap / 2,
        y + row * unit + gap / 2,
        wide * unit - gap,
        tall * unit - gap,
        accent ? skin.accent : skin,
        { kind: 'text', text },
        capStyle(skin, accent, unit - gap),
      ),
    );
  };
  NUMPAD_LEGENDS.forEach((row, r) => {
    let col = 0;
    for (const text of row) {
      const tall = text === '+' || text === '>' ? 2 : 1;
      const wide = text === '0' ? 2 : 1;
      key(col, r, wide, tall, text);
      col += wide;
    }
  });
  return parts.join('');
}

/** A 60 % layout: rows of key widths in units (15 units wide). */
const ROWS: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
  [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];

export interface KeyPosition {
  x: number;
  y: number;
  w: number;
  h: number;
  row: number;
  /** A modifier (the first and last keys of a row, the bottom row but the space bar). */
  modifier: boolean;
}

/** Where the keys of a 60 % keyboard are, `unit` px per key, top-left at (x, y). */
export function keyboardLayout(
  x: number,
  y: number,
  unit: number,
  rows = ROWS.length,
): KeyPosition[] {
  const keys: KeyPosition[] = [];
  ROWS.slice(ROWS.length - rows).forEach((widths, row) => {
    let col = 0;
    widths.forEach((width, i) => {
      const bottom = row === rows - 1;
      keys.push({
        x: x + col * unit,
        y: y + row * unit,
        w: width * unit,
        h: unit,
        row,
        modifier: bottom ? width !== 6.25 : i === 0 || i === widths.length - 1,
      });
      col += width;
    });
  });
  return keys;
}

/** A compact keyboard's keycaps in a skin (legends: Hangul, dots or none). */
export function drawKeyboardCaps(
  defs: Defs,
  x: number,
  y: number,
  unit: number,
  skin: KeycapSkin,
  rows = ROWS.length,
): string {
  const gap = unit * 0.06;
  let letter = 0;
  return keyboardLayout(x, y, unit, rows)
    .map((key) => {
      const accent = key.modifier && (key.row === 0 || key.w > unit * 1.6);
      let legend: Legend = { kind: 'none' };
      if (!key.modifier && key.w === unit) {
        letter += 1;
        if (skin.letters === 'jamo') legend = { kind: 'jamo', index: letter };
        if (skin.letters === 'dots' && (letter % 5 === 0 || letter === 15))
          legend = { kind: 'dot' };
      }
      return drawKeycap(
        defs,
        key.x + gap / 2,
        key.y + gap / 2,
        key.w - gap,
        key.h - gap,
        accent ? skin.accent : skin,
        legend,
        capStyle(skin, accent, unit - gap),
      );
    })
    .join('');
}
