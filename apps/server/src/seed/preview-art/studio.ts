/**
 * What every shot shares: the studio backdrop behind a device, and the drawers that put a
 * plan's keys, wallpaper, dashboard or theme on a device.
 */
import { drawGlyph } from './glyphs.ts';
import type { KeyDrawer, ScreenDrawer } from './devices.ts';
import { drawLegend } from './legends.ts';
import { darken, lighten, mix, type Palette } from './palettes.ts';
import type { ArtPlan } from './plan.ts';
import { drawScenery } from './scenery.ts';
import { circle, type Defs, n, rect } from './svg.ts';
import { drawTile, type PackStyle, type Tile } from './tiles.ts';

/** A shot: an SVG document of a size. */
export interface Shot {
  width: number;
  height: number;
  svg: string;
}

/** The size of a product's stills: 16:9 for screen-shaped kinds, else 3:2 cards. */
export function shotSize(plan: ArtPlan): { width: number; height: number } {
  return plan.wide ? { width: 960, height: 540 } : { width: 960, height: 640 };
}

/**
 * The backdrop: the palette's gradient lit from the top left, with two faint rings and a
 * darker floor, mid-toned so the shot stands out on light and dark pages alike.
 */
export function studio(defs: Defs, w: number, h: number, palette: Palette): string {
  const [from, to] = palette.backdrop;
  return [
    rect(0, 0, w, h, 0, `fill="${defs.linear([from, to], 0, 0, 1, 1)}"`),
    circle(
      w * 0.22,
      h * 0.1,
      h * 0.9,
      `fill="${defs.radial([
        ['#fff', 0, 0.32],
        ['#fff', 1, 0],
      ])}"`,
    ),
    circle(
      w * 0.92,
      h * 0.08,
      h * 0.32,
      'fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="2"',
    ),
    circle(
      w * 0.06,
      h * 0.95,
      h * 0.22,
      'fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"',
    ),
    rect(
      0,
      h * 0.55,
      w,
      h * 0.45,
      0,
      `fill="${defs.linear([
        ['#000', 0, 0],
        ['#000', 1, 0.2],
      ])}"`,
    ),
  ].join('');
}

/** Draws the plan's tiles on keys (in order, cycling), in a pack style. */
export function tileKeys(
  defs: Defs,
  tiles: readonly Tile[],
  style: PackStyle,
  offset = 0,
): KeyDrawer {
  return (x, y, size, radius, index) =>
    drawTile(defs, x, y, size, tiles[(index + offset) % tiles.length]!, style, radius / size);
}

/** The plan's wallpaper, as a screen drawer, at time t. */
export function wallpaper(defs: Defs, plan: ArtPlan, t = 0, palette = plan.palette): ScreenDrawer {
  return (x, y, width, height) =>
    drawScenery(defs, plan.scenery, { x, y, width, height }, palette, plan.scenerySeed, t);
}

/** A scene's action keys over its wallpaper: a glyph on a dark disc on some of the keys. */
export function sceneKeys(plan: ArtPlan, every = 3): KeyDrawer {
  return (x, y, size, _radius, index) => {
    if (index % every !== 0) return '';
    const tile = plan.tiles[(index / every) % plan.tiles.length]!;
    return (
      circle(x + size / 2, y + size / 2, size * 0.3, 'fill="#000" fill-opacity="0.35"') +
      drawGlyph(tile.glyph, x + size * 0.32, y + size * 0.32, size * 0.36, {
        mode: 'line',
        color: '#ffffff',
        background: '#000000',
        weight: 2,
      })
    );
  };
}

/** A smart screen's dashboard of widgets, one per tile: line, ring or bar charts. */
export function dashboard(defs: Defs, plan: ArtPlan, palette = plan.palette): ScreenDrawer {
  return (x, y, width, height) => {
    const parts = [
      rect(
        x,
        y,
        width,
        height,
        0,
        `fill="${defs.linear([mix(palette.backdrop[1], '#0b0d17', 0.78), '#07080f'], 0, 0, 1, 1)}"`,
      ),
      circle(
        x + width * 0.85,
        y + height * 0.1,
        height * 0.7,
        `fill="${defs.radial([
          [palette.accents[0]!, 0, 0.28],
          [palette.accents[0]!, 1, 0],
        ])}"`,
      ),
    ];
    const cols = 3;
    const rows = 2;
    const gap = width * 0.025;
    const cw = (width - gap * (cols + 1)) / cols;
    const ch = (height - gap * (rows + 1)) / rows;
    for (let i = 0; i < cols * rows; i += 1) {
      const cx = x + gap + (i % cols) * (cw + gap);
      const cy = y + gap + Math.floor(i / cols) * (ch + gap);
      const accent = palette.accents[i % palette.accents.length]!;
      parts.push(
        rect(
          cx,
          cy,
          cw,
          ch,
          ch * 0.12,
          'fill="#fff" fill-opacity="0.07" stroke="#fff" stroke-opacity="0.12"',
        ),
        drawTile(
          defs,
          cx + ch * 0.1,
          cy + ch * 0.1,
          ch * 0.26,
          plan.tiles[i % plan.tiles.length]!,
          { ...plan.pack, scheme: 'rainbow', mode: 'line', accents: palette.accents },
          0.28,
        ),
        rect(
          cx + ch * 0.44,
          cy + ch * 0.14,
          cw * 0.32,
          ch * 0.06,
          ch * 0.03,
          'fill="#fff" fill-opacity="0.55"',
        ),
        rect(
          cx + ch * 0.44,
          cy + ch * 0.26,
          cw * 0.2,
          ch * 0.05,
          ch * 0.025,
          'fill="#fff" fill-opacity="0.25"',
        ),
      );
      const chartX = cx + ch * 0.1;
      const chartY = cy + ch * 0.48;
      const chartW = cw - ch * 0.2;
      const chartH = ch * 0.4;
      if (i % 3 === 0) {
        const points = Array.from({ length: 9 }, (_, k) => {
          const v = 0.5 + Math.sin(k * 1.3 + i) * 0.3 + Math.cos(k * 0.7) * 0.15;
          return `${k === 0 ? 'M' : 'L'}${n(chartX + (k / 8) * chartW)} ${n(chartY + chartH * (1 - v))}`;
        }).join('');
        parts.push(
          `<path d="${points}L${n(chartX + chartW)} ${n(chartY + chartH)}L${n(chartX)} ${n(chartY + chartH)}Z" fill="${defs.linear(
            [
              [accent, 0, 0.45],
              [accent, 1, 0],
            ],
          )}"/>`,
          `<path d="${points}" fill="none" stroke="${accent}" stroke-width="${n(ch * 0.025)}" stroke-linejoin="round" stroke-linecap="round"/>`,
        );
      } else if (i % 3 === 1) {
        const r = chartH * 0.45;
        const gx = chartX + chartW / 2;
        const gy = chartY + chartH / 2;
        const length = 2 * Math.PI * r;
        parts.push(
          circle(
            gx,
            gy,
            r,
            `fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${n(r * 0.22)}"`,
          ),
          circle(
            gx,
            gy,
            r,
            `fill="none" stroke="${accent}" stroke-width="${n(r * 0.22)}" stroke-linecap="round" stroke-dasharray="${n(length * (0.45 + (i % 4) * 0.12))} ${n(length)}" transform="rotate(-90 ${n(gx)} ${n(gy)})"`,
          ),
          drawLegend(String(40 + i * 7), gx, gy, r * 0.6, '#ffffff', r * 0.09),
        );
      } else {
        const bars = 7;
        const bw = chartW / (bars * 1.6);
        for (let k = 0; k < bars; k += 1) {
          const v = 0.3 + ((k * 37 + i * 11) % 60) / 100;
          parts.push(
            rect(
              chartX + k * bw * 1.6,
              chartY + chartH * (1 - v),
              bw,
              chartH * v,
              bw * 0.3,
              `fill="${k === bars - 2 ? accent : lighten(accent, 0.1)}" fill-opacity="${k === bars - 2 ? 1 : 0.45}"`,
            ),
          );
        }
      }
    }
    return parts.join('');
  };
}

/** A theme on a smart screen: its wallpaper with a clock, weather and a dock of app keys. */
export function themeScreen(
  defs: Defs,
  plan: ArtPlan,
  palette = plan.palette,
  t = 0,
): ScreenDrawer {
  const paper = wallpaper(defs, plan, t, palette);
  return (x, y, width, height) => {
    const u = height / 100;
    const glass = 'fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.28"';
    const parts = [
      paper(x, y, width, height),
      rect(
        x,
        y,
        width,
        height,
        0,
        `fill="${defs.linear([
          ['#000', 0, 0.25],
          ['#000', 0.4, 0],
          ['#000', 1, 0.15],
        ])}"`,
      ),
      drawLegend('10:42', x + width * 0.2, y + 20 * u, 15 * u, '#ffffff', 1.8 * u),
      rect(
        x + width * 0.07,
        y + 33 * u,
        width * 0.2,
        2.4 * u,
        1.2 * u,
        'fill="#fff" fill-opacity="0.75"',
      ),
      rect(
        x + width * 0.07,
        y + 38 * u,
        width * 0.13,
        2.4 * u,
        1.2 * u,
        'fill="#fff" fill-opacity="0.45"',
      ),
      rect(x + width * 0.7, y + 8 * u, width * 0.24, 22 * u, 4 * u, glass),
      drawGlyph('sun', x + width * 0.72, y + 11 * u, 16 * u, {
        mode: 'filled',
        color: '#fde68a',
        background: '#000',
        weight: 2,
      }),
      drawLegend('24', x + width * 0.86, y + 19 * u, 8 * u, '#ffffff', 1.2 * u),
    ];
    const count = 6;
    const key = 12 * u;
    const gap = 3 * u;
    const barW = count * key + (count + 1) * gap;
    const bx = x + (width - barW) / 2;
    const by = y + height - key - gap * 3;
    parts.push(rect(bx, by, barW, key + gap * 2, 5 * u, glass));
    for (let i = 0; i < count; i += 1) {
      parts.push(
        drawTile(
          defs,
          bx + gap + i * (key + gap),
          by + gap,
          key,
          plan.tiles[i]!,
          {
            ...plan.pack,
            accents: palette.accents,
            scheme: plan.pack.scheme === 'paper' ? 'paper' : 'rainbow',
            mode: plan.pack.mode === 'neon' ? 'line' : plan.pack.mode,
          },
          0.26,
        ),
      );
    }
    return parts.join('');
  };
}

/** A keycap face for the device preview: a plain cap of the skin, seen from above. */
export function keycapFace(defs: Defs, size: number, top: string, side: string): string {
  return [
    rect(0, 0, size, size, 0, `fill="${defs.linear([lighten(side, 0.1), darken(side, 0.2)])}"`),
    rect(
      size * 0.1,
      size * 0.06,
      size * 0.8,
      size * 0.76,
      size * 0.12,
      `fill="${defs.linear([lighten(top, 0.1), darken(top, 0.04)])}"`,
    ),
    rect(
      size * 0.12,
      size * 0.08,
      size * 0.76,
      size * 0.3,
      size * 0.1,
      'fill="#fff" fill-opacity="0.08"',
    ),
  ].join('');
}
