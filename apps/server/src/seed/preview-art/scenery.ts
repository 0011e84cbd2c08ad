/**
 * Wallpaper compositions for screens, scenes and animated backgrounds: landscapes, skylines,
 * auroras, waves, glass, blossoms, rain, ink mountains and space. Each is drawn for a time
 * `t` from 0 to 1; whatever moves completes whole cycles, so frames loop seamlessly.
 */
import { createRandom } from '../random.ts';
import type { Box } from './devices.ts';
import { darken, lighten, mix, type Palette } from './palettes.ts';
import { circle, type Defs, n, rect } from './svg.ts';

export const SCENERY_KINDS = [
  'hills',
  'waves',
  'city',
  'aurora',
  'glass',
  'sakura',
  'peaks',
  'rain',
  'ink',
  'nebula',
] as const;
export type SceneryKind = (typeof SCENERY_KINDS)[number];

/** Which scenery a product's name asks for, if any. */
export function sceneryHint(name: string): SceneryKind | null {
  const hints: [RegExp, SceneryKind][] = [
    [/aurora|极光|오로라|northern/i, 'aurora'],
    [/rain|雨|비 |빗/i, 'rain'],
    [/glass|玻璃|유리/i, 'glass'],
    [/벚꽃|sakura|cherry|blossom|樱|桜/i, 'sakura'],
    [/city|neon|cyber|赛博|都市|도시|night/i, 'city'],
    [/ocean|wave|sea|海|파도|바다/i, 'waves'],
    [/ink|水墨|山水/i, 'ink'],
    [/space|galax|nebula|star|cosmic|星|우주/i, 'nebula'],
    [/mountain|peak|alpine|山|산/i, 'peaks'],
    [/hill|meadow|field|sunset|dawn|田|언덕/i, 'hills'],
  ];
  return hints.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

const TAU = Math.PI * 2;

/** A filled band under a wavy line across the width: sum of two sines. */
function waveBand(
  w: number,
  h: number,
  base: number,
  amplitude: number,
  frequency: number,
  phase: number,
): string {
  const steps = 32;
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * w;
    const u = (i / steps) * TAU * frequency;
    const y =
      base + Math.sin(u + phase) * amplitude + Math.sin(u * 2.3 + phase * 2) * amplitude * 0.3;
    points.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
  }
  return `${points.join('')}L${n(w)} ${n(h)}L0 ${n(h)}Z`;
}

function stars(
  random: ReturnType<typeof createRandom>,
  w: number,
  h: number,
  count: number,
  t: number,
  top = 0.7,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = random.next() * w;
    const y = random.next() * h * top;
    const r = 0.5 + random.next() * 1.3;
    const twinkle =
      0.35 + 0.65 * Math.abs(Math.sin(TAU * (t * random.int(1, 2)) + random.next() * TAU));
    parts.push(circle(x, y, (r * w) / 960, `fill="#fff" fill-opacity="${twinkle.toFixed(2)}"`));
  }
  return parts.join('');
}

function cloud(x: number, y: number, s: number, fill: string, opacity: number): string {
  return `<g fill="${fill}" fill-opacity="${opacity}">${rect(x, y, s * 2.4, s * 0.6, s * 0.3, '')}${circle(x + s * 0.8, y + s * 0.05, s * 0.45, '')}${circle(x + s * 1.4, y - s * 0.05, s * 0.6, '')}</g>`;
}

type Painter = (
  defs: Defs,
  w: number,
  h: number,
  palette: Palette,
  seed: number,
  t: number,
) => string;

const hills: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const night = random.chance(0.35);
  const [a, b] = palette.backdrop;
  const skyTop = night ? mix(darken(b, 0.55), '#0b1026', 0.5) : lighten(b, 0.15);
  const skyBottom = night ? mix(a, '#1e1b4b', 0.55) : lighten(a, 0.45);
  const parts = [rect(0, 0, w, h, 0, `fill="${defs.linear([skyTop, skyBottom])}"`)];
  if (night) parts.push(stars(random, w, h, 70, t));
  const sunX = w * (0.25 + random.next() * 0.5);
  const sunY = h * (0.3 + random.next() * 0.12);
  const sunR = h * 0.09;
  const sun = night ? '#fef9c3' : '#fff1c1';
  parts.push(
    circle(
      sunX,
      sunY,
      sunR * 3.2,
      `fill="${defs.radial([
        [sun, 0, 0.45],
        [sun, 1, 0],
      ])}"`,
    ),
    circle(sunX, sunY, sunR, `fill="${sun}"`),
  );
  for (let i = 0; i < 3; i += 1) {
    const s = h * (0.05 + random.next() * 0.04);
    const drift = ((random.next() + t * (i % 2 === 0 ? 1 : 2)) % 1) * (w + s * 3) - s * 3;
    parts.push(cloud(drift, h * (0.12 + i * 0.09), s, '#fff', night ? 0.12 : 0.55));
  }
  const far = mix(skyBottom, palette.accents[2]!, 0.3);
  const near = night ? '#0b1020' : darken(b, 0.4);
  const layers = 4;
  for (let i = 0; i < layers; i += 1) {
    const depth = i / (layers - 1);
    parts.push(
      `<path d="${waveBand(w, h, h * (0.55 + depth * 0.12), h * (0.06 - depth * 0.01), 0.6 + random.next() * 0.9, random.next() * TAU)}" fill="${mix(far, near, depth)}"/>`,
    );
  }
  return parts.join('');
};

const waves: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const [a, b] = palette.backdrop;
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear([lighten(a, 0.25), darken(b, 0.15)], 0, 0, 1, 1)}"`),
  ];
  parts.push(
    circle(
      w * 0.78,
      h * 0.22,
      h * 0.5,
      `fill="${defs.radial([
        ['#fff', 0, 0.35],
        ['#fff', 1, 0],
      ])}"`,
    ),
  );
  const bands = 6;
  for (let i = 0; i < bands; i += 1) {
    const accent = palette.accents[i % palette.accents.length]!;
    const fill = defs.linear([
      [lighten(accent, 0.2), 0, 0.85],
      [darken(accent, 0.35), 1, 0.95],
    ]);
    parts.push(
      `<path d="${waveBand(w, h, h * (0.35 + i * 0.1), h * (0.07 - i * 0.006), 0.8 + (i % 3) * 0.35, random.next() * TAU + t * TAU * (i % 2 === 0 ? 1 : -1))}" fill="${fill}"/>`,
    );
  }
  return parts.join('');
};

const city: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const glow = palette.accents[0]!;
  const parts = [
    rect(
      0,
      0,
      w,
      h,
      0,
      `fill="${defs.linear(['#070a1c', mix('#1b1446', glow, 0.25), mix(glow, '#f472b6', 0.4)])}"`,
    ),
    stars(random, w, h, 50, t, 0.45),
    circle(w * 0.8, h * 0.2, h * 0.07, 'fill="#fdf4d7"'),
    circle(
      w * 0.8,
      h * 0.2,
      h * 0.2,
      `fill="${defs.radial([
        ['#fdf4d7', 0, 0.3],
        ['#fdf4d7', 1, 0],
      ])}"`,
    ),
  ];
  const skyline = (base: number, tallest: number, color: string, windows: boolean) => {
    let x = -random.int(0, 20);
    const shapes: string[] = [];
    const lights: string[] = [];
    while (x < w) {
      const bw = w * (0.04 + random.next() * 0.05);
      const bh = h * (0.12 + random.next() * tallest);
      const top = h * base - bh;
      shapes.push(rect(x, top, bw, h - top, 0, ''));
      if (random.chance(0.25))
        shapes.push(rect(x + bw * 0.4, top - h * 0.04, bw * 0.08, h * 0.04, 0, ''));
      if (windows) {
        const cell = w * 0.012;
        for (let wy = top + cell; wy < h - cell; wy += cell * 2) {
          for (let wx = x + cell * 0.8; wx < x + bw - cell; wx += cell * 1.8) {
            const on = random.next();
            const phase = random.int(0, 3);
            const lit = on < 0.3 || (on < 0.4 && Math.floor(t * 4 + phase) % 4 === 0);
            if (lit) {
              lights.push(
                rect(
                  wx,
                  wy,
                  cell,
                  cell * 0.9,
                  0,
                  `fill="${on < 0.06 ? palette.accents[1] : '#ffd98a'}"`,
                ),
              );
            }
          }
        }
      }
      x += bw + w * 0.004;
    }
    return `<g fill="${color}">${shapes.join('')}</g><g fill-opacity="0.85">${lights.join('')}</g>`;
  };
  parts.push(skyline(0.78, 0.35, mix('#1e1b4b', glow, 0.35), false));
  parts.push(skyline(1.02, 0.45, '#0a0b18', true));
  return parts.join('');
};

const aurora: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear(['#02061a', '#0b1f3a', '#123b4a'])}"`),
    stars(random, w, h, 90, t),
  ];
  const colors = ['#2dd4bf', '#4ade80', mix(palette.accents[0]!, '#a78bfa', 0.5)];
  colors.forEach((color, i) => {
    const steps = 24;
    const top: string[] = [];
    const bottom: string[] = [];
    const phase = random.next() * TAU + t * TAU * (i === 1 ? -1 : 1);
    for (let s = 0; s <= steps; s += 1) {
      const x = (s / steps) * w * 1.1 - w * 0.05;
      const u = (s / steps) * TAU;
      const y =
        h * (0.3 + i * 0.08) +
        Math.sin(u * 1.2 + phase) * h * 0.1 +
        Math.sin(u * 2.7 - phase) * h * 0.03;
      top.push(`${s === 0 ? 'M' : 'L'}${n(x)} ${n(y - h * 0.22)}`);
      bottom.unshift(`L${n(x)} ${n(y)}`);
    }
    const fill = defs.linear([
      [color, 0, 0],
      [color, 0.75, 0.55],
      [lighten(color, 0.5), 1, 0.8],
    ]);
    parts.push(`<path d="${top.join('')}${bottom.join('')}Z" fill="${fill}"/>`);
  });
  parts.push(
    `<path d="${waveBand(w, h, h * 0.8, h * 0.06, 1.3, random.next() * TAU)}" fill="#0a1222"/>`,
    `<path d="${waveBand(w, h, h * 0.88, h * 0.03, 2.1, random.next() * TAU)}" fill="#05080f"/>`,
  );
  return parts.join('');
};

const glass: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [rect(0, 0, w, h, 0, `fill="${defs.linear(['#0d1024', '#1a1238'], 0, 0, 1, 1)}"`)];
  palette.accents.slice(0, 4).forEach((color, i) => {
    const angle = random.next() * TAU + t * TAU * (i % 2 === 0 ? 1 : -1);
    const cx = w * (0.2 + random.next() * 0.6) + Math.cos(angle) * w * 0.06;
    const cy = h * (0.2 + random.next() * 0.6) + Math.sin(angle) * h * 0.08;
    parts.push(
      circle(
        cx,
        cy,
        h * (0.35 + random.next() * 0.2),
        `fill="${defs.radial([
          [color, 0, 0.75],
          [color, 0.5, 0.3],
          [color, 1, 0],
        ])}"`,
      ),
    );
  });
  const card = (x: number, y: number, cw: number, ch: number) =>
    rect(
      x,
      y,
      cw,
      ch,
      h * 0.05,
      `fill="#fff" fill-opacity="0.08" stroke="#fff" stroke-opacity="0.22" stroke-width="${n(h * 0.004)}"`,
    );
  parts.push(
    card(w * 0.08, h * 0.5, w * 0.28, h * 0.3),
    card(w * 0.42, h * 0.4, w * 0.5, h * 0.44),
  );
  return parts.join('');
};

function blossom(cx: number, cy: number, r: number, color: string, turn: number): string {
  const petals: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const angle = turn + (i / 5) * 360;
    petals.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.55)}" rx="${n(r * 0.42)}" ry="${n(r * 0.6)}" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"/>`,
    );
  }
  return `<g fill="${color}">${petals.join('')}</g>${circle(cx, cy, r * 0.2, 'fill="#fde68a"')}`;
}

const sakura: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear(['#ffe4ee', '#fbcfe0', '#f3b0cb'])}"`),
    circle(w * 0.7, h * 0.35, h * 0.16, 'fill="#fff5f8" fill-opacity="0.9"'),
    `<path d="M${n(w * 0.25)} ${n(h * 0.8)}L${n(w * 0.55)} ${n(h * 0.38)}Q${n(w * 0.58)} ${n(h * 0.35)} ${n(w * 0.61)} ${n(h * 0.38)}L${n(w * 0.95)} ${n(h * 0.8)}Z" fill="#c9a3d6" fill-opacity="0.55"/>`,
    `<path d="M${n(w * 0.49)} ${n(h * 0.47)}L${n(w * 0.55)} ${n(h * 0.38)}Q${n(w * 0.58)} ${n(h * 0.35)} ${n(w * 0.61)} ${n(h * 0.38)}L${n(w * 0.67)} ${n(h * 0.47)}L${n(w * 0.62)} ${n(h * 0.45)}L${n(w * 0.58)} ${n(h * 0.48)}L${n(w * 0.54)} ${n(h * 0.45)}Z" fill="#fff" fill-opacity="0.8"/>`,
    `<path d="${waveBand(w, h, h * 0.82, h * 0.03, 1.2, random.next() * TAU)}" fill="#e79ab9"/>`,
  ];
  const branch = `M${n(-w * 0.02)} ${n(h * 0.08)}C${n(w * 0.15)} ${n(h * 0.12)} ${n(w * 0.22)} ${n(h * 0.28)} ${n(w * 0.38)} ${n(h * 0.3)}M${n(w * 0.16)} ${n(h * 0.16)}C${n(w * 0.2)} ${n(h * 0.05)} ${n(w * 0.28)} ${n(h * 0.04)} ${n(w * 0.34)} ${n(h * 0.02)}M${n(w * 0.26)} ${n(h * 0.26)}C${n(w * 0.3)} ${n(h * 0.4)} ${n(w * 0.26)} ${n(h * 0.5)} ${n(w * 0.3)} ${n(h * 0.58)}`;
  parts.push(
    `<path d="${branch}" fill="none" stroke="#5b3a3a" stroke-width="${n(h * 0.018)}" stroke-linecap="round"/>`,
  );
  const flowers = ['#f9a8d4', '#fb7185', '#f472b6'];
  for (let i = 0; i < 26; i += 1) {
    const along = random.next();
    const cx = along < 0.5 ? w * (0.02 + along * 0.72) : w * (0.16 + (along - 0.5) * 0.36);
    const cy = along < 0.5 ? h * (0.08 + along * 0.44) : h * (0.1 + (along - 0.5) * 0.9);
    const tone = mix('#ffffff', random.pick(flowers), 0.25 + random.next() * 0.35);
    parts.push(
      blossom(
        cx + (random.next() - 0.5) * w * 0.05,
        cy + (random.next() - 0.5) * h * 0.08,
        h * (0.022 + random.next() * 0.018),
        tone,
        random.next() * 72,
      ),
    );
  }
  for (let i = 0; i < 18; i += 1) {
    const x0 = random.next() * w;
    const speed = random.int(1, 2);
    const y = ((random.next() + t * speed) % 1) * h * 1.1 - h * 0.05;
    const x = x0 + Math.sin(TAU * (t * speed) + i) * w * 0.02;
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(h * 0.009)}" ry="${n(h * 0.005)}" fill="#f9a8c7" transform="rotate(${random.int(0, 180)} ${n(x)} ${n(y)})"/>`,
    );
  }
  return parts.join('');
};

function ridge(
  w: number,
  h: number,
  base: number,
  peaks: number,
  height: number,
  random: ReturnType<typeof createRandom>,
): string {
  const points: string[] = [`M0 ${n(h)}`, `L0 ${n(h * base)}`];
  const step = w / peaks;
  for (let i = 0; i < peaks; i += 1) {
    const px = step * (i + 0.3 + random.next() * 0.4);
    points.push(`L${n(px)} ${n(h * (base - height * (0.5 + random.next() * 0.5)))}`);
    points.push(`L${n(step * (i + 1))} ${n(h * (base - height * random.next() * 0.25))}`);
  }
  points.push(`L${n(w)} ${n(h)}Z`);
  return points.join('');
}

const peaks: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const [a, b] = palette.backdrop;
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear([lighten(b, 0.2), lighten(a, 0.55)])}"`),
    circle(w * 0.3, h * 0.3, h * 0.08, 'fill="#fff1c1"'),
  ];
  for (let i = 0; i < 2; i += 1) {
    const s = h * 0.05;
    const drift = ((random.next() + t * (i + 1)) % 1) * (w + s * 3) - s * 3;
    parts.push(cloud(drift, h * (0.15 + i * 0.1), s, '#fff', 0.6));
  }
  const tones = [
    mix(lighten(b, 0.45), '#94a3b8', 0.3),
    mix(b, '#334155', 0.45),
    darken(mix(b, '#1e293b', 0.6), 0.2),
  ];
  tones.forEach((tone, i) => {
    const d = ridge(w, h, 0.6 + i * 0.1, 3 + i, 0.32 - i * 0.05, random);
    parts.push(`<path d="${d}" fill="${tone}"/>`);
    if (i === 0)
      parts.push(
        `<path d="${d}" fill="#fff" fill-opacity="0.35" clip-path="${defs.clip(rect(0, 0, w, h * 0.42, 0, ''))}"/>`,
      );
  });
  parts.push(
    rect(
      0,
      h * 0.84,
      w,
      h * 0.16,
      0,
      `fill="${defs.linear([mix(b, '#0f172a', 0.4), darken(b, 0.5)])}"`,
    ),
  );
  for (let i = 0; i < 5; i += 1) {
    const y = h * (0.87 + i * 0.025);
    const shift = Math.sin(TAU * t + i) * w * 0.02;
    parts.push(
      rect(
        w * 0.2 + shift + i * w * 0.05,
        y,
        w * 0.25,
        h * 0.004,
        h * 0.002,
        'fill="#fff" fill-opacity="0.25"',
      ),
    );
  }
  return parts.join('');
};

const rain: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [rect(0, 0, w, h, 0, `fill="${defs.linear(['#1b2435', '#2b3a52', '#18202e'])}"`)];
  for (let i = 0; i < 16; i += 1) {
    const color = i % 3 === 0 ? '#fbbf24' : palette.accents[i % palette.accents.length]!;
    const pulse = 0.5 + 0.3 * Math.sin(TAU * t + i);
    parts.push(
      circle(
        random.next() * w,
        h * (0.25 + random.next() * 0.6),
        h * (0.05 + random.next() * 0.1),
        `fill="${defs.radial([
          [color, 0, pulse],
          [color, 0.6, pulse * 0.4],
          [color, 1, 0],
        ])}"`,
      ),
    );
  }
  const streaks: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const x = random.next() * w;
    const speed = random.int(1, 3);
    const y = ((random.next() + t * speed) % 1) * h * 1.2 - h * 0.1;
    const length = h * (0.03 + random.next() * 0.05);
    streaks.push(`M${n(x)} ${n(y)}l${n(-length * 0.12)} ${n(length)}`);
  }
  parts.push(
    `<path d="${streaks.join('')}" stroke="#dbeafe" stroke-opacity="0.45" stroke-width="${n(Math.max(1, h * 0.003))}" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 26; i += 1) {
    const x = random.next() * w;
    const y0 = random.next();
    const slide = i % 4 === 0 ? t : 0;
    const y = ((y0 + slide) % 1) * h;
    const r = h * (0.006 + random.next() * 0.012);
    parts.push(
      circle(
        x,
        y,
        r,
        'fill="#e0f2fe" fill-opacity="0.22" stroke="#fff" stroke-opacity="0.35" stroke-width="1"',
      ),
      circle(x - r * 0.3, y - r * 0.3, r * 0.3, 'fill="#fff" fill-opacity="0.6"'),
    );
  }
  return parts.join('');
};

const ink: Painter = (defs, w, h, _palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear(['#f4ecdb', '#e6dbc2'])}"`),
    circle(w * 0.72, h * 0.28, h * 0.08, 'fill="#c0392b" fill-opacity="0.85"'),
  ];
  const greys = ['#b9b2a3', '#8d877c', '#5c5852', '#2e2c29'];
  greys.forEach((grey, i) => {
    const fill = defs.linear([
      [grey, 0, 1],
      [grey, 0.55, 0.85],
      ['#f4ecdb', 1, 0],
    ]);
    parts.push(
      `<path d="${ridge(w, h, 0.55 + i * 0.11, 2 + i, 0.3 - i * 0.04, random)}" fill="${fill}" stroke-linejoin="round"/>`,
    );
  });
  const boatX = ((0.2 + t) % 1) * w * 0.8 + w * 0.1;
  parts.push(
    `<path d="M${n(boatX)} ${n(h * 0.86)}q${n(w * 0.04)} ${n(h * 0.025)} ${n(w * 0.08)} 0" fill="none" stroke="#2e2c29" stroke-width="${n(h * 0.008)}" stroke-linecap="round"/>`,
    `<path d="M${n(boatX + w * 0.04)} ${n(h * 0.86)}v${n(-h * 0.035)}" stroke="#2e2c29" stroke-width="${n(h * 0.004)}"/>`,
  );
  for (let i = 0; i < 3; i += 1) {
    const bx = w * (0.3 + i * 0.05) + Math.sin(TAU * t) * w * 0.01;
    const by = h * (0.2 + i * 0.03);
    const s = h * 0.012;
    parts.push(
      `<path d="M${n(bx - s)} ${n(by)}q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0" fill="none" stroke="#2e2c29" stroke-width="${n(h * 0.004)}"/>`,
    );
  }
  return parts.join('');
};

const nebula: Painter = (defs, w, h, palette, seed, t) => {
  const random = createRandom(seed);
  const parts = [
    rect(0, 0, w, h, 0, `fill="${defs.linear(['#050312', '#140a2e', '#0a1530'], 0, 0, 1, 1)}"`),
  ];
  palette.accents.slice(0, 4).forEach((color, i) => {
    const drift = Math.sin(TAU * t + i) * w * 0.02;
    parts.push(
      circle(
        w * (0.15 + random.next() * 0.7) + drift,
        h * (0.2 + random.next() * 0.6),
        h * (0.3 + random.next() * 0.25),
        `fill="${defs.radial([
          [color, 0, 0.45],
          [color, 0.5, 0.15],
          [color, 1, 0],
        ])}"`,
      ),
    );
  });
  parts.push(stars(random, w, h, 120, t, 1));
  const px = w * 0.72;
  const py = h * 0.58;
  const pr = h * 0.14;
  const planet = defs.linear(
    [lighten(palette.accents[1]!, 0.3), darken(palette.accents[0]!, 0.45)],
    0,
    0,
    1,
    1,
  );
  const ring = `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(pr * 1.9)}" ry="${n(pr * 0.45)}" fill="none" stroke="${lighten(palette.accents[2]!, 0.4)}" stroke-opacity="0.7" stroke-width="${n(pr * 0.12)}" transform="rotate(-16 ${n(px)} ${n(py)})"/>`;
  parts.push(ring, circle(px, py, pr, `fill="${planet}"`));
  parts.push(
    `<path d="M${n(px - pr * 1.9)} ${n(py)}A${n(pr * 1.9)} ${n(pr * 0.45)} 0 0 0 ${n(px + pr * 1.9)} ${n(py)}" fill="none" stroke="${lighten(palette.accents[2]!, 0.4)}" stroke-opacity="0.7" stroke-width="${n(pr * 0.12)}" transform="rotate(-16 ${n(px)} ${n(py)})"/>`,
  );
  const shoot = (t * 2) % 1;
  if (shoot < 0.5) {
    const sx = w * (0.1 + shoot * 0.8);
    const sy = h * (0.1 + shoot * 0.3);
    parts.push(
      `<path d="M${n(sx)} ${n(sy)}l${n(-w * 0.08)} ${n(-h * 0.03)}" stroke="${defs.linear(
        [
          ['#fff', 0, 0],
          ['#fff', 1, 0.9],
        ],
        0,
        0,
        1,
        0,
      )}" stroke-width="${n(h * 0.006)}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
};

const PAINTERS: Record<SceneryKind, Painter> = {
  hills,
  waves,
  city,
  aurora,
  glass,
  sakura,
  peaks,
  rain,
  ink,
  nebula,
};

/** A wallpaper of the kind, filling the box, at time t (0–1). */
export function drawScenery(
  defs: Defs,
  kind: SceneryKind,
  box: Box,
  palette: Palette,
  seed: number,
  t = 0,
): string {
  const { x, y, width, height } = box;
  // A nested viewport clips whatever a painter draws past the edges.
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">${PAINTERS[kind](defs, width, height, palette, seed, t)}</svg>`;
}
