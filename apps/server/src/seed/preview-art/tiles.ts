/**
 * Key tiles: a glyph on a square background, as an icon pack or a plugin's action keys show
 * them. One pack style makes every tile of a product consistent (line or filled glyphs, the
 * palette, the corner radius).
 */
import type { Random } from '../random.ts';
import { drawGlyph, type GlyphMode, type GlyphName } from './glyphs.ts';
import { drawJamo } from './legends.ts';
import { darken, inkOn, lighten, mix, type Palette } from './palettes.ts';
import { type Defs, n, rect } from './svg.ts';

/** How a pack colours its tiles. */
type TileScheme = 'rainbow' | 'pastel' | 'dark' | 'mono' | 'paper';

export interface PackStyle {
  mode: GlyphMode;
  scheme: TileScheme;
  /** Corner radius as a share of the tile's size (0.5 is a circle). */
  radius: number;
  weight: number;
  /** The share of the tile the glyph takes. */
  glyphScale: number;
  accents: readonly string[];
  /** The colour of mono, dark and paper tiles. */
  base: string;
  /** One colour for every glyph (paper cuts), instead of the scheme's. */
  ink?: string;
  /** Tiles show Hangul letters instead of glyphs. */
  hangul?: boolean;
}

/** A pack style from the palette; the name's hints pick neon, ink or pastel looks. */
export function packStyle(palette: Palette, random: Random, hints: string): PackStyle {
  const accents = palette.accents;
  if (/neon|glow|cyber|赛博|霓虹/i.test(hints)) {
    return {
      mode: 'neon',
      scheme: 'dark',
      radius: 0.22,
      weight: 1.7,
      glyphScale: 0.56,
      accents,
      base: '#15131d',
    };
  }
  const hangul = /hangul|한글|韩文/i.test(hints);
  if (/paper|剪纸|종이/i.test(hints)) {
    return {
      mode: 'filled',
      scheme: 'paper',
      radius: 0.2,
      weight: 2,
      glyphScale: 0.56,
      accents,
      base: '#fbf3e4',
      ink: '#c8102e',
    };
  }
  if (/ink|水墨|墨/i.test(hints)) {
    return {
      mode: 'filled',
      scheme: 'paper',
      radius: 0.16,
      weight: 2,
      glyphScale: 0.54,
      accents,
      base: '#f1e8d4',
    };
  }
  if (/pastel|soft|cute|파스텔/i.test(hints)) {
    return {
      mode: 'duotone',
      scheme: 'pastel',
      radius: 0.3,
      weight: 1.8,
      glyphScale: 0.54,
      accents,
      base: '#ffffff',
    };
  }
  if (/minimal|mono|미니멀|简约/i.test(hints)) {
    return {
      mode: 'line',
      scheme: 'mono',
      radius: 0.24,
      weight: 1.6,
      glyphScale: 0.5,
      accents,
      base: palette.body[0],
    };
  }
  const scheme = hangul ? 'pastel' : random.pick(['rainbow', 'pastel', 'dark', 'mono'] as const);
  const mode =
    scheme === 'pastel'
      ? random.pick(['duotone', 'line'] as const)
      : random.pick(['line', 'filled', 'filled'] as const);
  return {
    mode,
    scheme,
    radius: random.pick([0.18, 0.24, 0.3, 0.5]),
    weight: random.pick([1.6, 1.8, 2, 2.2]),
    glyphScale: 0.52,
    accents,
    base: scheme === 'dark' ? '#1b1a22' : darken(accents[0]!, 0.15),
    hangul,
  };
}

/** What one key tile shows. */
export interface Tile {
  glyph: GlyphName;
  /** Picks the accent: tiles of a pack cycle through the palette. */
  index: number;
}

interface TileColors {
  from: string;
  to: string;
  glyph: string;
  accent: string;
}

function tileColors(style: PackStyle, index: number): TileColors {
  const accent = style.accents[index % style.accents.length]!;
  switch (style.scheme) {
    case 'rainbow':
      return {
        from: lighten(accent, 0.12),
        to: darken(accent, 0.18),
        glyph: '#ffffff',
        accent: '#ffffff',
      };
    case 'pastel':
      return {
        from: lighten(accent, 0.8),
        to: lighten(accent, 0.62),
        glyph: darken(accent, 0.45),
        accent,
      };
    case 'dark':
      return { from: lighten(style.base, 0.08), to: style.base, glyph: accent, accent };
    case 'mono':
      return {
        from: lighten(style.base, 0.1),
        to: darken(style.base, 0.08),
        glyph: inkOn(style.base, darken(style.base, 0.75), '#ffffff'),
        accent,
      };
    case 'paper':
      return {
        from: lighten(style.base, 0.3),
        to: style.base,
        glyph: index % 7 === 3 ? '#b91c1c' : '#23201c',
        accent,
      };
  }
}

/**
 * A tile filling the square at (x, y): its rounded background (square corners when `radius`
 * is 0, as a key's own screen shows it) and its glyph.
 */
export function drawTile(
  defs: Defs,
  x: number,
  y: number,
  size: number,
  tile: Tile,
  style: PackStyle,
  radius = style.radius,
): string {
  const scheme = tileColors(style, tile.index);
  const colors = style.ink ? { ...scheme, glyph: style.ink } : scheme;
  const background = defs.linear([colors.from, colors.to], 0, 0, 0.6, 1);
  const glyphSize = size * style.glyphScale;
  const offset = (size - glyphSize) / 2;
  const parts = [rect(x, y, size, size, size * radius, `fill="${background}"`)];
  if (style.scheme === 'paper') {
    // A faint brush wash behind the glyph.
    parts.push(
      `<ellipse cx="${n(x + size * 0.56)}" cy="${n(y + size * 0.58)}" rx="${n(size * 0.34)}" ry="${n(size * 0.28)}" fill="${mix(style.base, '#8a7a5c', 0.25)}" fill-opacity="0.35"/>`,
    );
  }
  if (style.hangul) {
    parts.push(
      drawJamo(tile.index, x + size / 2, y + size / 2, glyphSize * 0.9, colors.glyph, size * 0.05),
    );
    return parts.join('');
  }
  parts.push(
    drawGlyph(tile.glyph, x + offset, y + offset, glyphSize, {
      mode: style.mode,
      color: colors.glyph,
      background: mix(colors.from, colors.to, 0.5),
      accent: colors.accent,
      weight: style.weight,
    }),
  );
  return parts.join('');
}

/** A key image on its own: the tile full bleed, as a key's screen shows it. */
export function keyImageSvg(defs: Defs, size: number, tile: Tile, style: PackStyle): string {
  return drawTile(defs, 0, 0, size, tile, style, 0);
}
