/**
 * The still shots of a product, cover first: the device showing the product, then close-ups,
 * the wallpaper on its own and variants in another palette.
 */
import {
  dockGeometry,
  drawLcdKeyboard,
  drawPanel,
  drawRgbKeyboard,
  drawStreamDock,
  type KeyDrawer,
  lcdKeyboardGeometry,
} from './devices.ts';
import { drawGlyph } from './glyphs.ts';
import { capStyle, drawKeyboardCaps, drawKeycap, drawNumpad, type Legend } from './keycaps.ts';
import { lightAt } from './lighting.ts';
import { darken, mix, type Palette } from './palettes.ts';
import type { ArtPlan } from './plan.ts';
import {
  dashboard,
  sceneKeys,
  type Shot,
  shotSize,
  studio,
  themeScreen,
  tileKeys,
  wallpaper,
} from './studio.ts';
import { circle, Defs, groundShadow, n, rect, softShadow, svgDocument } from './svg.ts';
import { drawTile, type PackStyle } from './tiles.ts';

type Painter = (defs: Defs, w: number, h: number, plan: ArtPlan) => string;

function shot(plan: ArtPlan, paint: Painter): Shot {
  const { width, height } = shotSize(plan);
  const defs = new Defs();
  const body = paint(defs, width, height, plan);
  return { width, height, svg: svgDocument(width, height, defs, body) };
}

/** The plan with another palette: the pack and wallpaper recoloured. */
function recoloured(plan: ArtPlan, palette: Palette): ArtPlan {
  const base = plan.pack.scheme === 'dark' ? plan.pack.base : darken(palette.accents[0]!, 0.15);
  return { ...plan, palette, pack: { ...plan.pack, accents: palette.accents, base } };
}

/** The largest Stream Dock key size that fits the box. */
function dockKey(plan: ArtPlan, w: number, h: number, rows = 3): number {
  const layout = { cols: 5, rows, dials: plan.dials };
  const unit = dockGeometry(layout, 1);
  return Math.min((w * 0.78) / unit.width, (h * 0.72) / unit.height);
}

/** The product's device with its keys (or screen) showing what `keys` draws. */
function device(
  defs: Defs,
  w: number,
  h: number,
  plan: ArtPlan,
  keys: KeyDrawer | null,
  backdrop?: Parameters<typeof drawStreamDock>[7],
): string {
  const { family } = plan.subject;
  if (family === 'mKey') {
    const unit = Math.min(
      (w * 0.84) / lcdKeyboardGeometry(1).width,
      (h * 0.76) / lcdKeyboardGeometry(1).height,
    );
    return drawLcdKeyboard(defs, w / 2, h * 0.47, unit, plan.palette, plan.skin, keys, backdrop);
  }
  const key = dockKey(plan, w, h);
  return drawStreamDock(
    defs,
    w / 2,
    h * 0.46,
    key,
    { cols: 5, rows: 3, dials: plan.dials },
    plan.palette,
    keys,
    backdrop,
  );
}

const pluginCover: Painter = (defs, w, h, plan) => {
  const backdrop = studio(defs, w, h, plan.palette);
  if (plan.subject.family === 'mPanel') {
    return (
      backdrop + drawPanel(defs, w / 2, h * 0.44, w * 0.74, plan.palette, dashboard(defs, plan))
    );
  }
  return backdrop + device(defs, w, h, plan, tileKeys(defs, plan.tiles, plan.pack));
};

/** Three (or four) big keys of the product lifted off the device, a dial beside them. */
function bigKeys(
  defs: Defs,
  w: number,
  h: number,
  plan: ArtPlan,
  draw: KeyDrawer,
  count = 3,
): string {
  const dial = plan.dials && count === 3;
  const slots = count + (dial ? 1 : 0);
  const size = Math.min(h * 0.34, (w * 0.8) / (slots * 1.25));
  const gap = size * 0.25;
  const total = slots * size + (slots - 1) * gap;
  const y = h * 0.47 - size / 2;
  const [face, rim] = plan.palette.body;
  const parts = [
    studio(defs, w, h, plan.palette),
    groundShadow(defs, w / 2, y + size * 1.2, total * 0.6, size * 0.18, 0.45),
  ];
  for (let i = 0; i < slots; i += 1) {
    const x = (w - total) / 2 + i * (size + gap);
    const radius = size * 0.18;
    if (dial && i === slots - 1) {
      const cx = x + size / 2;
      const cy = y + size / 2;
      const metal = defs.radial(['#f1f5f9', '#94a3b8', '#334155'], 0.35, 0.3, 0.8);
      parts.push(
        circle(cx, cy + size * 0.08, size * 0.48, 'fill="#000" fill-opacity="0.3"'),
        circle(cx, cy, size * 0.46, `fill="${metal}"`),
        circle(cx, cy, size * 0.34, 'fill="#fff" fill-opacity="0.18"'),
        circle(cx + size * 0.2, cy - size * 0.12, size * 0.04, 'fill="#fff"'),
        `<path d="M${n(cx - size * 0.62)} ${n(cy - size * 0.3)}a${n(size * 0.7)} ${n(size * 0.7)} 0 0 0 0 ${n(size * 0.6)}M${n(cx + size * 0.62)} ${n(cy - size * 0.3)}a${n(size * 0.7)} ${n(size * 0.7)} 0 0 1 0 ${n(size * 0.6)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${n(size * 0.035)}" stroke-linecap="round"/>`,
      );
      continue;
    }
    parts.push(
      softShadow(x, y, size, size, radius, {
        blur: size * 0.2,
        offset: size * 0.12,
        opacity: 0.45,
      }),
      rect(
        x - size * 0.06,
        y - size * 0.04,
        size * 1.12,
        size * 1.16,
        radius * 1.2,
        `fill="${rim}"`,
      ),
      rect(
        x - size * 0.06,
        y - size * 0.06,
        size * 1.12,
        size * 1.12,
        radius * 1.2,
        `fill="${face}"`,
      ),
      draw(x, y, size, radius, i),
      rect(x, y, size, size * 0.45, radius, 'fill="#fff" fill-opacity="0.07"'),
    );
  }
  return parts.join('');
}

const pluginCloseUp: Painter = (defs, w, h, plan) =>
  plan.subject.family === 'mPanel'
    ? studio(defs, w, h, plan.alternate) +
      drawPanel(
        defs,
        w * 0.5,
        h * 0.44,
        w * 0.8,
        plan.palette,
        dashboard(defs, plan, plan.alternate),
      )
    : bigKeys(defs, w, h, plan, tileKeys(defs, plan.tiles, plan.pack));

const pluginVariant: Painter = (defs, w, h, plan) =>
  pluginCover(defs, w, h, recoloured(plan, plan.alternate));

/** An icon pack's sheet: a grid of its icons, each tile with a soft shadow. */
function iconSheet(
  defs: Defs,
  w: number,
  h: number,
  plan: ArtPlan,
  cols: number,
  rows: number,
  style: PackStyle,
): string {
  const size = Math.min((w * 0.84) / (cols * 1.3 - 0.3), (h * 0.8) / (rows * 1.3 - 0.3));
  const gap = size * 0.3;
  const x0 = (w - (cols * size + (cols - 1) * gap)) / 2;
  const y0 = (h - (rows * size + (rows - 1) * gap)) / 2;
  const parts: string[] = [];
  for (let i = 0; i < cols * rows; i += 1) {
    const x = x0 + (i % cols) * (size + gap);
    const y = y0 + Math.floor(i / cols) * (size + gap);
    parts.push(
      softShadow(x, y, size, size, size * style.radius, {
        blur: size * 0.18,
        offset: size * 0.08,
        opacity: 0.3,
      }),
      drawTile(defs, x, y, size, plan.tiles[i % plan.tiles.length]!, style),
    );
  }
  return parts.join('');
}

const iconCover: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) + iconSheet(defs, w, h, plan, 6, 4, plan.pack);

const iconDevice: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.alternate) +
  device(defs, w, h, plan, tileKeys(defs, plan.tiles, plan.pack, 3));

const iconDetail: Painter = (defs, w, h, plan) =>
  bigKeys(defs, w, h, { ...plan, dials: false }, tileKeys(defs, plan.tiles, plan.pack, 6), 4);

/** The pack in three colourways, a band each. */
const iconVariants: Painter = (defs, w, h, plan) => {
  const styles: PackStyle[] = [
    plan.pack,
    recoloured(plan, plan.alternate).pack,
    {
      ...plan.pack,
      scheme: plan.pack.scheme === 'dark' ? 'pastel' : 'dark',
      accents: plan.alternate.accents,
      base: '#1b1a22',
      mode: plan.pack.mode === 'filled' ? 'line' : plan.pack.mode,
    },
  ];
  const parts = [studio(defs, w, h, plan.palette)];
  const bandGap = h * 0.04;
  const bandH = (h * 0.86 - bandGap * 2) / 3;
  styles.forEach((style, row) => {
    const y = h * 0.07 + row * (bandH + bandGap);
    parts.push(
      rect(
        w * 0.06,
        y,
        w * 0.88,
        bandH,
        bandH * 0.22,
        'fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.25"',
      ),
    );
    const size = bandH * 0.62;
    const gap = (w * 0.88 - size * 6) / 7;
    for (let i = 0; i < 6; i += 1) {
      parts.push(
        drawTile(
          defs,
          w * 0.06 + gap + i * (size + gap),
          y + (bandH - size) / 2,
          size,
          plan.tiles[i]!,
          style,
        ),
      );
    }
  });
  return parts.join('');
};

const sceneCover: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) +
  device(defs, w, h, plan, sceneKeys(plan), wallpaper(defs, plan));

const sceneWallpaper: Painter = (defs, w, h, plan) =>
  wallpaper(defs, plan)(0, 0, w, h) +
  rect(
    0,
    0,
    w,
    h,
    0,
    `fill="${defs.radial(
      [
        ['#000', 0.6, 0],
        ['#000', 1, 0.25],
      ],
      0.5,
      0.5,
      0.75,
    )}"`,
  );

const sceneCloseUp: Painter = (defs, w, h, plan) => {
  const paper = wallpaper(defs, plan);
  const glyphs = sceneKeys(plan, 1);
  return bigKeys(defs, w, h, { ...plan, dials: false }, (x, y, size, radius, index) => {
    const clip = defs.clip(rect(x, y, size, size, radius, ''));
    // Each key shows its own part of the wallpaper, as on the device.
    const part = `<g clip-path="${clip}">${paper(x - index * size, y - size * 0.5, size * 3, size * 2)}</g>`;
    return part + glyphs(x, y, size, radius, index);
  });
};

const themeCover: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) +
  drawPanel(defs, w / 2, h * 0.44, w * 0.72, plan.palette, themeScreen(defs, plan));

const themeFull: Painter = (defs, w, h, plan) => themeScreen(defs, plan)(0, 0, w, h);

const themeVariant: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.alternate) +
  drawPanel(
    defs,
    w / 2,
    h * 0.44,
    w * 0.72,
    plan.alternate,
    themeScreen(defs, plan, plan.alternate),
  );

/** The legends of a Stream Dock's 15 keys for a numeric keycap set, row by row. */
const DOCK_DIGITS = ['789*/', '456-+', '1230>'];

function keycapKeys(defs: Defs, plan: ArtPlan): KeyDrawer {
  return (x, y, size, radius, index) => {
    const text = DOCK_DIGITS[Math.floor(index / 5)]?.[index % 5] ?? '';
    const accent = '*/-+>'.includes(text);
    const colors = accent ? plan.skin.accent : plan.skin;
    return (
      rect(x, y, size, size, radius, `fill="${defs.linear(['#2d2d36', '#16161b'])}"`) +
      drawKeycap(
        defs,
        x + size * 0.08,
        y + size * 0.08,
        size * 0.84,
        size * 0.84,
        colors,
        { kind: 'text', text },
        capStyle(plan.skin, accent),
      )
    );
  };
}

const numericCover: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) +
  drawStreamDock(
    defs,
    w / 2,
    h * 0.46,
    dockKey({ ...plan, dials: false }, w, h),
    { cols: 5, rows: 3, dials: false },
    plan.palette,
    keycapKeys(defs, plan),
  );

const numericPad: Painter = (defs, w, h, plan) => {
  const unit = h * 0.15;
  const x = w * 0.42 - unit * 2;
  const y = h * 0.48 - unit * 2.5;
  const loose = (cx: number, cy: number, angle: number, text: string, accent: boolean) =>
    `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})">${drawKeycap(defs, cx - unit * 0.55, cy - unit * 0.55, unit * 1.1, unit * 1.1, accent ? plan.skin.accent : plan.skin, { kind: 'text', text }, capStyle(plan.skin, accent))}</g>`;
  return [
    studio(defs, w, h, plan.palette),
    groundShadow(defs, x + unit * 2, y + unit * 5.2, unit * 2.6, unit * 0.35, 0.4),
    rect(
      x - unit * 0.2,
      y - unit * 0.2,
      unit * 4.4,
      unit * 5.4,
      unit * 0.3,
      `fill="${plan.palette.body[1]}"`,
    ),
    rect(
      x - unit * 0.2,
      y - unit * 0.26,
      unit * 4.4,
      unit * 5.4,
      unit * 0.3,
      `fill="${plan.palette.body[0]}"`,
    ),
    drawNumpad(defs, x, y, unit, plan.skin),
    loose(w * 0.8, h * 0.3, 14, '5', false),
    loose(w * 0.84, h * 0.68, -10, '+', true),
  ].join('');
};

const keycapCloseUp: Painter = (defs, w, h, plan) => {
  const unit = Math.min(h * 0.3, (w * 0.84) / 4.8);
  const numeric = plan.primary === 'numericKeycap';
  const legends: Legend[] = numeric
    ? [
        { kind: 'text', text: '7' },
        { kind: 'text', text: '8' },
        { kind: 'text', text: '9' },
      ]
    : plan.skin.letters === 'jamo'
      ? [
          { kind: 'jamo', index: 0 },
          { kind: 'jamo', index: 9 },
          { kind: 'jamo', index: 10 },
        ]
      : [{ kind: 'none' }, { kind: 'dot' }, { kind: 'none' }];
  const total = unit * 3.2 + unit * 1.6;
  const x0 = (w - total) / 2;
  const y = h * 0.5 - unit / 2;
  const parts = [
    studio(defs, w, h, plan.palette),
    groundShadow(defs, w / 2, y + unit * 1.15, total * 0.62, unit * 0.2, 0.45),
  ];
  legends.forEach((legend, i) => {
    parts.push(
      drawKeycap(
        defs,
        x0 + i * unit * 1.08,
        y,
        unit,
        unit,
        plan.skin,
        legend,
        capStyle(plan.skin, false),
      ),
    );
  });
  parts.push(
    drawKeycap(
      defs,
      x0 + 3.24 * unit,
      y,
      unit * 1.55,
      unit,
      plan.skin.accent,
      numeric ? { kind: 'text', text: '>' } : { kind: 'none' },
      capStyle(plan.skin, true, unit),
    ),
  );
  return parts.join('');
};

const skinCover: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) +
  device(
    defs,
    w,
    h,
    { ...plan, subject: { ...plan.subject, family: 'mKey' } },
    tileKeys(defs, plan.tiles, plan.pack),
  );

const skinField: Painter = (defs, w, h, plan) => {
  const unit = h * 0.19;
  return (
    studio(defs, w, h, plan.alternate) +
    `<g transform="rotate(-8 ${n(w / 2)} ${n(h / 2)})">${drawKeyboardCaps(defs, -unit * 1.2, h * 0.5 - unit * 2.6, unit, plan.skin)}</g>`
  );
};

/**
 * An animated background's poster: the first frame, with a play badge at the top centre. The
 * carousel and cards show this 16:9 art at 16:10 or 4:3, cropping its sides, and the carousel's
 * caption covers its lower half: the top centre is neither cut nor covered.
 */
const posterShot: Painter = (defs, w, h, plan) => {
  const r = h * 0.07;
  const cx = w / 2;
  const cy = r * 2;
  return [
    wallpaper(defs, plan)(0, 0, w, h),
    circle(
      cx,
      cy,
      r,
      'fill="#000" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.5" stroke-width="2"',
    ),
    drawGlyph('play', cx - r * 0.5, cy - r * 0.55, r * 1.1, {
      mode: 'filled',
      color: '#ffffff',
      background: '#000',
      weight: 2,
    }),
  ].join('');
};

const backgroundOnDock: Painter = (defs, w, h, plan) =>
  studio(defs, w, h, plan.palette) +
  drawStreamDock(
    defs,
    w / 2,
    h * 0.46,
    dockKey({ ...plan, dials: false }, w, h),
    { cols: 5, rows: 3, dials: false },
    plan.palette,
    null,
    wallpaper(defs, plan),
  );

/** A dark room lit by the keyboard: the keyboard under the lighting at time t. */
export function lightingScene(
  defs: Defs,
  w: number,
  h: number,
  plan: ArtPlan,
  t: number,
  zoom = 1,
): string {
  const { colors } = plan.lighting;
  // The room, dark but for the keyboard's light spilling onto it.
  const room = defs.radial(
    [
      [mix(colors[0]!, '#0c0b12', 0.62), 0],
      [mix(colors[colors.length - 1]!, '#0b0a10', 0.86), 0.6],
      ['#09080d', 1],
    ],
    0.5,
    0.65,
    0.75,
  );
  const unit = ((w * 0.8) / 15.84) * zoom;
  return [
    rect(0, 0, w, h, 0, `fill="${room}"`),
    drawRgbKeyboard(defs, w / 2, h * 0.5, unit, (key) => lightAt(plan.lighting, key, t), colors),
  ].join('');
}

const lightingCover: Painter = (defs, w, h, plan) =>
  lightingScene(defs, w, h, plan, plan.lighting.pattern === 'breathe' ? 0.25 : 0.15);

const lightingCloseUp: Painter = (defs, w, h, plan) => {
  const { colors } = plan.lighting;
  const parts = [lightingScene(defs, w, h, plan, 0.4, 1.7)];
  const r = h * 0.035;
  const x0 = w / 2 - ((colors.length - 1) * r * 3) / 2;
  parts.push(
    rect(
      x0 - r * 2,
      h * 0.86 - r * 1.6,
      (colors.length - 1) * r * 3 + r * 4,
      r * 3.2,
      r * 1.6,
      'fill="#000" fill-opacity="0.55"',
    ),
  );
  colors.forEach((color, i) =>
    parts.push(
      circle(
        x0 + i * r * 3,
        h * 0.86,
        r,
        `fill="${color}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"`,
      ),
    ),
  );
  return parts.join('');
};

/** The stills of each kind: the cover, then the gallery shots in order of preference. */
const SHOTS: Record<ArtPlan['primary'], Painter[]> = {
  plugin: [pluginCover, pluginCloseUp, pluginVariant],
  icon: [iconCover, iconDevice, iconDetail, iconVariants],
  scene: [sceneCover, sceneWallpaper, sceneCloseUp],
  theme: [themeCover, themeFull, themeVariant],
  numericKeycap: [numericCover, numericPad, keycapCloseUp],
  keycapSkin: [skinCover, keycapCloseUp, skinField],
  animatedBackground: [posterShot, backgroundOnDock],
  lightingEffect: [lightingCover, lightingCloseUp],
};

/** The first `count` stills of the product's kind (at most as many as the kind has). */
export function productShots(plan: ArtPlan, count: number): Shot[] {
  return SHOTS[plan.primary].slice(0, count).map((paint) => shot(plan, paint));
}

/** How many stills the kind has. */
export function shotCount(plan: ArtPlan): number {
  return SHOTS[plan.primary].length;
}

/** One animation frame of an animated kind (its wallpaper or its lighting) at time t. */
export function animationFrame(defs: Defs, w: number, h: number, plan: ArtPlan, t: number): string {
  return plan.primary === 'lightingEffect'
    ? lightingScene(defs, w, h, plan, t)
    : wallpaper(defs, plan, t)(0, 0, w, h);
}
