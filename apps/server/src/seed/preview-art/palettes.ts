/** Colours of the preview art: a few curated palettes and the arithmetic on hex colours. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  const part = (c: number) =>
    Math.max(0, Math.min(255, Math.round(c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r!)}${part(g!)}${part(b!)}`;
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return toHex(from.map((c, i) => c + (to[i]! - c) * t));
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** A colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q =
    lightness < 0.5
      ? lightness * (1 + saturation)
      : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const k = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (k < 1 / 6) return p + (q - p) * 6 * k;
    if (k < 1 / 2) return q;
    if (k < 2 / 3) return p + (q - p) * (2 / 3 - k) * 6;
    return p;
  };
  return toHex([channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((c) => c * 255));
}

/** Relative luminance (0 black – 1 white), for choosing ink on a background. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Dark or light ink, whichever reads better on `background`. */
export function inkOn(background: string, dark = '#111827', light = '#ffffff'): string {
  return luminance(background) > 0.42 ? dark : light;
}

/**
 * A palette: the backdrop behind a device (mid-tones that stand out on light and dark pages
 * alike), accents for keys and icons, and the device's body colours.
 */
export interface Palette {
  name: string;
  /** Backdrop gradient, top-left to bottom-right. */
  backdrop: readonly [string, string];
  /** Four to six accents, in order of use. */
  accents: readonly string[];
  /** The device body: its face and its darker rim. */
  body: readonly [face: string, rim: string];
  /** Key surfaces when a key shows no art of its own. */
  key: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: 'violet',
    backdrop: ['#8b7cf8', '#3b2a9e'],
    accents: ['#a78bfa', '#22d3ee', '#f472b6', '#facc15', '#34d399', '#fb923c'],
    body: ['#23232b', '#111116'],
    key: '#2e2e38',
  },
  {
    name: 'sunset',
    backdrop: ['#ffa47a', '#b23a6f'],
    accents: ['#fb7185', '#f59e0b', '#f97316', '#a855f7', '#facc15', '#38bdf8'],
    body: ['#1f1d24', '#0f0e12'],
    key: '#2b2830',
  },
  {
    name: 'ocean',
    backdrop: ['#5cc8f5', '#1e40af'],
    accents: ['#38bdf8', '#22d3ee', '#818cf8', '#2dd4bf', '#f472b6', '#fde047'],
    body: ['#1c2230', '#0d1119'],
    key: '#283042',
  },
  {
    name: 'mint',
    backdrop: ['#6ee7b7', '#0f766e'],
    accents: ['#34d399', '#2dd4bf', '#a3e635', '#38bdf8', '#fbbf24', '#f472b6'],
    body: ['#1d2624', '#0d1312'],
    key: '#2a3532',
  },
  {
    name: 'peach',
    backdrop: ['#fcd5c0', '#e7937a'],
    accents: ['#fb7185', '#fdba74', '#f472b6', '#c084fc', '#60a5fa', '#34d399'],
    body: ['#f8f5f2', '#d6d0ca'],
    key: '#ece6e0',
  },
  {
    name: 'slate',
    backdrop: ['#64748b', '#1e293b'],
    accents: ['#60a5fa', '#f472b6', '#facc15', '#4ade80', '#c084fc', '#fb923c'],
    body: ['#e9edf2', '#b8c0cc'],
    key: '#dfe4ea',
  },
  {
    name: 'cyber',
    backdrop: ['#7b2ff7', '#0b1a4a'],
    accents: ['#f0abfc', '#22d3ee', '#a3e635', '#fb7185', '#fde047', '#818cf8'],
    body: ['#17151f', '#09080d'],
    key: '#221f2d',
  },
  {
    name: 'sakura',
    backdrop: ['#fbc8d8', '#c86b98'],
    accents: ['#f472b6', '#fb7185', '#c084fc', '#fda4af', '#f9a8d4', '#a78bfa'],
    body: ['#fff7fa', '#e8cdd8'],
    key: '#f7e8ee',
  },
  {
    name: 'amber',
    backdrop: ['#fcd34d', '#c2410c'],
    accents: ['#f59e0b', '#ef4444', '#fde047', '#fb923c', '#84cc16', '#06b6d4'],
    body: ['#24201b', '#12100d'],
    key: '#302a23',
  },
  {
    name: 'ink',
    backdrop: ['#e9dfc9', '#b7a57f'],
    accents: ['#1f2937', '#b91c1c', '#4b5563', '#78716c', '#0f766e', '#92400e'],
    body: ['#2a2623', '#151311'],
    key: '#f3ecdc',
  },
  {
    name: 'forest',
    backdrop: ['#86c17a', '#1f4d3a'],
    accents: ['#4ade80', '#facc15', '#2dd4bf', '#f97316', '#a3e635', '#60a5fa'],
    body: ['#1e2420', '#0e1210'],
    key: '#2a322d',
  },
  {
    name: 'berry',
    backdrop: ['#f472b6', '#6d28d9'],
    accents: ['#f9a8d4', '#c4b5fd', '#67e8f9', '#fde68a', '#86efac', '#fca5a5'],
    body: ['#201a26', '#100c14'],
    key: '#2c2434',
  },
];

export function paletteNamed(name: string): Palette {
  return PALETTES.find((palette) => palette.name === name) ?? PALETTES[0]!;
}
