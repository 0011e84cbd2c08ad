/**
 * Creators' avatars: a geometric mark (no monogram) in a palette, both chosen from the
 * creator's username and the seed, so each creator keeps a distinct mark.
 */
import { createRandom, type Random } from '../random.ts';
import { darken, lighten, mix, PALETTES } from './palettes.ts';
import { circle, Defs, n, rect, svgDocument } from './svg.ts';

type Mark = (defs: Defs, s: number, colors: readonly string[], random: Random) => string;

const rings: Mark = (_defs, s, colors, random) => {
  const count = random.int(3, 5);
  const dx = (random.next() - 0.5) * 0.08;
  return Array.from({ length: count }, (_, i) => {
    const r = 0.36 * (1 - i / count);
    const fill = i % 2 === 0 ? '#fff' : colors[1 + (i % 2)];
    return circle(s * (0.5 + i * dx), s * (0.5 - i * 0.02), s * r, `fill="${fill}"`);
  }).join('');
};

const bauhaus: Mark = (_defs, s, colors, random) => {
  const c = s * 0.2;
  const q = s * 0.3;
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const x = c + (i % 2) * q;
    const y = c + Math.floor(i / 2) * q;
    const color = i === 0 ? '#ffffff' : colors[(i + random.int(0, 2)) % colors.length]!;
    const corner = random.int(0, 3);
    const cx = x + (corner % 2) * q;
    const cy = y + Math.floor(corner / 2) * q;
    parts.push(
      `<path d="M${n(cx)} ${n(cy)}L${n(cx + (corner % 2 ? -q : q))} ${n(cy)}A${n(q)} ${n(q)} 0 0 ${corner === 1 || corner === 2 ? 0 : 1} ${n(cx)} ${n(cy + (corner < 2 ? q : -q))}Z" fill="${color}"/>`,
    );
  }
  return parts.join('');
};

const petals: Mark = (_defs, s, colors, random) => {
  const count = random.pick([4, 5, 6, 8]);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    parts.push(
      `<ellipse cx="${n(s / 2)}" cy="${n(s * 0.32)}" rx="${n(s * 0.09)}" ry="${n(s * 0.18)}" fill="${i % 2 === 0 ? '#fff' : colors[1]}" fill-opacity="0.92" transform="rotate(${n((360 / count) * i)} ${n(s / 2)} ${n(s / 2)})"/>`,
    );
  }
  return parts.join('') + circle(s / 2, s / 2, s * 0.07, `fill="${colors[2]}"`);
};

const stack: Mark = (_defs, s, colors, random) => {
  const count = random.int(2, 4);
  const angle = random.pick([-35, -20, 20, 35, 45]);
  const step = 0.5 / count;
  const bar = step * 0.7;
  return Array.from({ length: count }, (_, i) =>
    rect(
      s * 0.24,
      s * (0.25 + i * step + (step - bar) / 2),
      s * 0.52,
      s * bar,
      s * bar * 0.5,
      `fill="${i === 1 ? colors[1] : '#fff'}" transform="rotate(${angle} ${n(s / 2)} ${n(s / 2)})"`,
    ),
  ).join('');
};

const orbit: Mark = (_defs, s, colors, random) => {
  const tilt = random.pick([-40, -25, 25, 40]);
  const at = random.next() * Math.PI * 2;
  const mx = Math.cos(at) * s * 0.36;
  const my = Math.sin(at) * s * 0.14;
  return [
    `<g transform="rotate(${tilt} ${n(s / 2)} ${n(s / 2)})">`,
    `<ellipse cx="${n(s / 2)}" cy="${n(s / 2)}" rx="${n(s * 0.36)}" ry="${n(s * 0.14)}" fill="none" stroke="#fff" stroke-width="${n(s * 0.03)}"/>`,
    circle(s / 2, s / 2, s * 0.17, `fill="${colors[1]}"`),
    circle(s / 2 + mx, s / 2 + my, s * 0.05, 'fill="#fff"'),
    '</g>',
  ].join('');
};

const hexagon: Mark = (_defs, s, colors, random) => {
  const polygon = (sides: number, r: number, turn: number) =>
    Array.from({ length: sides }, (_, i) => {
      const a = turn + (i * Math.PI * 2) / sides;
      return `${n(s / 2 + Math.cos(a) * r)},${n(s / 2 + Math.sin(a) * r)}`;
    }).join(' ');
  const inner = random.pick([3, 4, 6]);
  return `<polygon points="${polygon(6, s * 0.33, Math.PI / 6)}" fill="#fff"/><polygon points="${polygon(inner, s * 0.19, -Math.PI / 2)}" fill="${colors[1 + random.int(0, 1)]}"/>`;
};

const waves: Mark = (defs, s, colors) => {
  const clip = defs.clip(circle(s / 2, s / 2, s * 0.32, ''));
  const lines = [0, 1, 2, 3].map((i) => {
    const y = s * (0.3 + i * 0.13);
    return `<path d="M${n(s * 0.1)} ${n(y)}q${n(s * 0.1)} ${n(-s * 0.08)} ${n(s * 0.2)} 0t${n(s * 0.2)} 0t${n(s * 0.2)} 0t${n(s * 0.2)} 0" fill="none" stroke="${i % 2 === 0 ? '#fff' : colors[1]}" stroke-width="${n(s * 0.055)}" stroke-linecap="round"/>`;
  });
  return `${circle(s / 2, s / 2, s * 0.32, 'fill="#fff" fill-opacity="0.18"')}<g clip-path="${clip}">${lines.join('')}</g>`;
};

const diamond: Mark = (_defs, s, colors) =>
  [0.3, 0.2, 0.1]
    .map((r, i) =>
      rect(
        s / 2 - s * r,
        s / 2 - s * r,
        s * r * 2,
        s * r * 2,
        s * r * 0.25,
        `fill="${['#fff', colors[1], colors[2]][i]}" transform="rotate(45 ${n(s / 2)} ${n(s / 2)})"`,
      ),
    )
    .join('');

const sunrise: Mark = (defs, s, colors) => {
  const clip = defs.clip(rect(0, 0, s, s * 0.58, 0, ''));
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + (i / 8) * Math.PI;
    return `M${n(s / 2 + Math.cos(a) * s * 0.22)} ${n(s * 0.58 + Math.sin(a) * s * 0.22)}L${n(s / 2 + Math.cos(a) * s * 0.33)} ${n(s * 0.58 + Math.sin(a) * s * 0.33)}`;
  }).join('');
  return [
    `<g clip-path="${clip}">${circle(s / 2, s * 0.58, s * 0.17, `fill="${colors[1]}"`)}</g>`,
    `<path d="${rays}" stroke="#fff" stroke-width="${n(s * 0.035)}" stroke-linecap="round"/>`,
    rect(s * 0.2, s * 0.64, s * 0.6, s * 0.05, s * 0.025, 'fill="#fff"'),
    rect(s * 0.3, s * 0.74, s * 0.4, s * 0.05, s * 0.025, 'fill="#fff" fill-opacity="0.7"'),
  ].join('');
};

const pixels: Mark = (_defs, s, colors, random) => {
  const cell = s * 0.12;
  const x0 = s / 2 - cell * 2.5;
  const parts: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if (!random.chance(0.55)) continue;
      const fill = random.chance(0.25) ? colors[1] : '#fff';
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        parts.push(
          rect(
            x0 + c * cell,
            x0 + row * cell,
            cell * 0.9,
            cell * 0.9,
            cell * 0.2,
            `fill="${fill}"`,
          ),
        );
      }
    }
  }
  return parts.join('');
};

const MARKS: Mark[] = [
  rings,
  bauhaus,
  petals,
  stack,
  orbit,
  hexagon,
  waves,
  diamond,
  sunrise,
  pixels,
];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 16777619) >>> 0;
  }
  return value;
}

/** The avatar's SVG, `size` px square. */
export function avatarSvg(username: string, seed: number, size = 256): string {
  const key = hash(username);
  const random = createRandom((key ^ seed) >>> 0);
  const palette = PALETTES[key % PALETTES.length]!;
  const mark = MARKS[hash(`${username}#${seed}`) % MARKS.length]!;
  const defs = new Defs();
  const [from, to] = palette.backdrop;
  const colors = [
    from,
    mix(palette.accents[0]!, '#ffffff', 0.15),
    darken(palette.accents[1]!, 0.1),
  ];
  const body = [
    rect(
      0,
      0,
      size,
      size,
      0,
      `fill="${defs.linear([lighten(from, 0.05), darken(to, 0.1)], 0, 0, 1, 1)}"`,
    ),
    circle(
      size * 0.25,
      size * 0.2,
      size * 0.7,
      `fill="${defs.radial([
        ['#fff', 0, 0.25],
        ['#fff', 1, 0],
      ])}"`,
    ),
    mark(defs, size, colors, random),
  ].join('');
  return svgDocument(size, size, defs, body);
}
