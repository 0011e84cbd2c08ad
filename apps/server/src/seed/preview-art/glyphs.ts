/**
 * A vocabulary of simple vector glyphs on a 24-unit grid (round caps and joins), drawn in the
 * styles an icon pack chooses: line, filled, duotone or neon. Each part of a glyph has a role
 * that says how a style paints it.
 */
import { lighten } from './palettes.ts';
import { n } from './svg.ts';

/**
 * o: a body (outlined in line styles, filled in the filled style);
 * l: a line, always stroked;
 * c: a detail cut into a body (stroked, in the background colour when the body is filled);
 * d: a dot, always filled;
 * x: a dot cut into a body (filled, in the background colour when the body is filled).
 */
type Role = 'o' | 'l' | 'c' | 'd' | 'x';
type Part = readonly [role: Role, tag: 'path' | 'circle' | 'rect', attributes: string];

const path = (role: Role, d: string): Part => [role, 'path', `d="${d}"`];
const dot = (role: Role, cx: number, cy: number, r: number): Part => [
  role,
  'circle',
  `cx="${cx}" cy="${cy}" r="${r}"`,
];
const box = (role: Role, x: number, y: number, w: number, h: number, rx: number): Part => [
  role,
  'rect',
  `x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"`,
];

/** Points around (12, 12) as a closed path: radius by index. */
function star(points: number, radius: (index: number) => number, turn = 0): string {
  const steps: string[] = [];
  for (let i = 0; i < points; i += 1) {
    const angle = turn + (i / points) * Math.PI * 2;
    steps.push(
      `${i === 0 ? 'M' : 'L'}${n(12 + Math.cos(angle) * radius(i))} ${n(12 + Math.sin(angle) * radius(i))}`,
    );
  }
  return `${steps.join('')}Z`;
}

function rays(count: number, inner: number, outer: number): string {
  const steps: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    steps.push(
      `M${n(12 + cos * inner)} ${n(12 + sin * inner)}L${n(12 + cos * outer)} ${n(12 + sin * outer)}`,
    );
  }
  return steps.join('');
}

/** A cog of eight teeth: four points per tooth alternating between two radii. */
const gearPath = star(32, (i) => (i % 4 < 2 ? 10 : 7.6), -Math.PI / 16 - Math.PI / 32);

const fanBlades = [0, 1, 2]
  .map((i) => {
    const a = (i * 2 * Math.PI) / 3;
    const tip = (r: number, da: number) =>
      `${n(12 + Math.cos(a + da) * r)} ${n(12 + Math.sin(a + da) * r)}`;
    return `M${tip(2.5, 0)}C${tip(6, -0.9)} ${tip(10.5, -0.5)} ${tip(9.5, 0.15)}C${tip(8, 0.6)} ${tip(4, 0.7)} ${tip(2.5, 0)}Z`;
  })
  .join('');

const speaker = path('o', 'M11 5L6.5 9H3.5v6h3l4.5 4z');

export const GLYPHS = {
  mic: [
    box('o', 9, 2.5, 6, 11.5, 3),
    path('l', 'M5 10.5a7 7 0 0 0 14 0'),
    path('l', 'M12 17.5v4M8.5 21.5h7'),
  ],
  micOff: [
    box('o', 9, 2.5, 6, 11.5, 3),
    path('l', 'M5 10.5a7 7 0 0 0 14 0'),
    path('l', 'M12 17.5v4M8.5 21.5h7'),
    path('l', 'M3.5 3.5l17 17'),
  ],
  video: [box('o', 2.5, 6, 13.5, 12, 2.5), path('o', 'M16 10.5l5.5-3.5v10l-5.5-3.5z')],
  camera: [
    path(
      'o',
      'M3 8.5a2 2 0 0 1 2-2h2.5l1.8-2.5h5.4l1.8 2.5H19a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    ),
    dot('c', 12, 13, 3.6),
  ],
  play: [path('o', 'M7.5 4.5l12 7.5-12 7.5z')],
  pause: [box('o', 6, 4.5, 4, 15, 1.2), box('o', 14, 4.5, 4, 15, 1.2)],
  stop: [box('o', 5, 5, 14, 14, 2.5)],
  next: [path('o', 'M5 5l10 7-10 7z'), path('l', 'M19 5v14')],
  previous: [path('o', 'M19 5L9 12l10 7z'), path('l', 'M5 5v14')],
  record: [dot('o', 12, 12, 9), dot('x', 12, 12, 3.8)],
  volume: [speaker, path('l', 'M15.5 8.8a4.5 4.5 0 0 1 0 6.4M18.5 5.8a8.8 8.8 0 0 1 0 12.4')],
  mute: [speaker, path('l', 'M15.5 9.5l5 5M20.5 9.5l-5 5')],
  music: [path('l', 'M9 17.5V5.5l11-2.5v12'), dot('o', 6.5, 17.5, 2.6), dot('o', 17.5, 15, 2.6)],
  headphones: [
    path('l', 'M3.5 17.5V12a8.5 8.5 0 0 1 17 0v5.5'),
    path('o', 'M20.5 14h-2a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h.5a1.5 1.5 0 0 0 1.5-1.5z'),
    path('o', 'M3.5 14h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a1.5 1.5 0 0 1-1.5-1.5z'),
  ],
  chat: [
    path('o', 'M5 4.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H10l-5 4v-4a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z'),
    dot('x', 8, 11, 1.3),
    dot('x', 12, 11, 1.3),
    dot('x', 16, 11, 1.3),
  ],
  heart: [
    path(
      'o',
      'M12 20.5s-8.5-5-8.5-11a4.6 4.6 0 0 1 8.5-2.6 4.6 4.6 0 0 1 8.5 2.6c0 6-8.5 11-8.5 11z',
    ),
  ],
  star: [
    path(
      'o',
      star(10, (i) => (i % 2 === 0 ? 9.8 : 4.3), -Math.PI / 2),
    ),
  ],
  gear: [path('o', gearPath), dot('c', 12, 12, 3)],
  folder: [
    path(
      'o',
      'M3 6.5a1.5 1.5 0 0 1 1.5-1.5h4.8l2 2.2h8.2A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
    ),
    path('c', 'M3 10h18'),
  ],
  mail: [box('o', 2.5, 5, 19, 14, 2.2), path('c', 'M3.5 6.5l8.5 6.5 8.5-6.5')],
  calendar: [
    box('o', 3, 5, 18, 16, 2.2),
    path('l', 'M8 2.5v4M16 2.5v4'),
    path('c', 'M3 10h18'),
    dot('x', 8, 14, 1.1),
    dot('x', 12, 14, 1.1),
    dot('x', 16, 14, 1.1),
    dot('x', 8, 17.5, 1.1),
    dot('x', 12, 17.5, 1.1),
  ],
  clock: [dot('o', 12, 12, 9.2), path('c', 'M12 6.8V12l3.6 2.2')],
  home: [path('o', 'M3.5 10.5L12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z')],
  bulb: [
    path('o', 'M9 16.5c0-1.6-.9-2.6-1.9-3.6A6.5 6.5 0 1 1 16.9 12.9c-1 1-1.9 2-1.9 3.6z'),
    path('l', 'M9.3 19.5h5.4M10.5 22h3'),
  ],
  lock: [
    box('o', 4.5, 10.5, 15, 11, 2.2),
    path('l', 'M8 10.5V7.5a4 4 0 0 1 8 0v3'),
    dot('x', 12, 16, 1.6),
  ],
  code: [path('l', 'M8 6.5L2.5 12 8 17.5M16 6.5l5.5 5.5-5.5 5.5M13.8 4l-3.6 16')],
  terminal: [box('o', 2.5, 4, 19, 16, 2.5), path('c', 'M6.5 9l3.5 3-3.5 3M12 15.5h5')],
  cloud: [path('o', 'M7 19.5a4.8 4.8 0 0 1-.7-9.6 6.2 6.2 0 0 1 11.9.4 4.6 4.6 0 0 1-.7 9.2z')],
  sun: [dot('o', 12, 12, 4.3), path('l', rays(8, 7.3, 10))],
  moon: [path('o', 'M20 14.2A8.5 8.5 0 1 1 9.8 4 6.8 6.8 0 0 0 20 14.2z')],
  gamepad: [
    path(
      'o',
      'M7.5 7h9a5 5 0 0 1 4.9 5.8l-.6 3.6a2.4 2.4 0 0 1-4.2 1.2L14.3 15.5H9.7l-2.3 2.1a2.4 2.4 0 0 1-4.2-1.2l-.6-3.6A5 5 0 0 1 7.5 7z',
    ),
    path('c', 'M7.5 9.8v3.8M5.6 11.7h3.8'),
    dot('x', 15.5, 10.6, 1.2),
    dot('x', 17.6, 12.8, 1.2),
  ],
  bell: [
    path('o', 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.8 2H4.2z'),
    path('l', 'M10 21a2.2 2.2 0 0 0 4 0'),
  ],
  search: [dot('l', 10.5, 10.5, 6.5), path('l', 'M15.3 15.3L21 21')],
  user: [dot('o', 12, 8, 4.2), path('o', 'M4 21a8 8 0 0 1 16 0z')],
  users: [
    dot('o', 9, 8, 3.6),
    path('o', 'M2.5 20a6.5 6.5 0 0 1 13 0z'),
    path('l', 'M15.5 4.6a3.6 3.6 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8'),
  ],
  wifi: [
    path('l', 'M2.5 9a14 14 0 0 1 19 0M5.8 12.6a9.2 9.2 0 0 1 12.4 0M9.2 16.1a4.4 4.4 0 0 1 5.6 0'),
    dot('d', 12, 19.6, 1.5),
  ],
  battery: [
    box('o', 2.5, 7, 16.5, 10, 2.2),
    path('l', 'M21.5 10.5v3'),
    box('x', 5, 9.5, 8, 5, 0.8),
  ],
  chart: [box('o', 4, 12, 4, 8.5, 1), box('o', 10, 5, 4, 15.5, 1), box('o', 16, 9, 4, 11.5, 1)],
  trend: [path('l', 'M3 17.5l6-6 4 4 8-8M15 7.5h6v6')],
  cpu: [
    box('o', 6, 6, 12, 12, 2),
    box('c', 9.5, 9.5, 5, 5, 0.8),
    path(
      'l',
      'M9.5 2.5v3.5M14.5 2.5v3.5M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5',
    ),
  ],
  thermometer: [
    path('o', 'M14 14.6V5a2 2 0 0 0-4 0v9.6a4.2 4.2 0 1 0 4 0z'),
    path('c', 'M12 17.5V9'),
  ],
  bolt: [path('o', 'M13.5 2.5L4.5 14h7l-1 7.5 9-11.5h-7z')],
  check: [dot('o', 12, 12, 9.2), path('c', 'M7.8 12.3l2.9 2.9 5.5-6')],
  power: [path('l', 'M12 3v8.5M6.4 6.6a8 8 0 1 0 11.2 0')],
  film: [
    box('o', 3, 3, 18, 18, 2.5),
    path('c', 'M7.5 3v18M16.5 3v18M3 12h18M3 7.5h4.5M3 16.5h4.5M16.5 7.5H21M16.5 16.5H21'),
  ],
  scissors: [dot('o', 6, 6.5, 3), dot('o', 6, 17.5, 3), path('l', 'M8.5 8.3L20 19M8.5 15.7L20 5')],
  layers: [
    path('o', 'M12 3l9 4.8-9 4.8-9-4.8z'),
    path('l', 'M3 12.2l9 4.8 9-4.8M3 16.6l9 4.8 9-4.8'),
  ],
  monitor: [box('o', 2.5, 3.5, 19, 13, 2.2), path('l', 'M8 21h8M12 16.5V21')],
  globe: [
    dot('o', 12, 12, 9.2),
    path('c', 'M3 12h18M12 2.8c-3.2 3.6-3.2 14.8 0 18.4M12 2.8c3.2 3.6 3.2 14.8 0 18.4'),
  ],
  coin: [
    dot('o', 12, 12, 9.2),
    path(
      'c',
      'M15 8.8c-.6-1-1.7-1.5-3-1.5-1.8 0-3 .9-3 2.2 0 3.1 6 1.7 6 4.7 0 1.3-1.2 2.3-3 2.3-1.4 0-2.6-.6-3.2-1.6M12 5.6v1.7M12 16.5v1.9',
    ),
  ],
  cart: [
    path('l', 'M2.5 3.5h3l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L21 7.5H6.4'),
    dot('d', 9.5, 20, 1.6),
    dot('d', 17.5, 20, 1.6),
  ],
  trophy: [
    path('o', 'M7 3.5h10v6.5a5 5 0 0 1-10 0z'),
    path('l', 'M7 5.5H4.5v1.5a3.5 3.5 0 0 0 2.8 3.4M17 5.5h2.5v1.5a3.5 3.5 0 0 1-2.8 3.4'),
    path('l', 'M12 15v4M8 21h8'),
  ],
  target: [dot('o', 12, 12, 9.2), dot('c', 12, 12, 5), dot('x', 12, 12, 1.8)],
  branch: [
    path('l', 'M6 3.5v11'),
    dot('o', 6, 18, 2.8),
    dot('o', 18, 6, 2.8),
    path('l', 'M18 8.8a8.5 8.5 0 0 1-8.5 8.5H9'),
  ],
  bug: [
    box('o', 7, 7.5, 10, 14, 5),
    path(
      'l',
      'M9.2 7.8a2.8 2.8 0 0 1 5.6 0M3 13.5h4M17 13.5h4M4 8.5l3 2M20 8.5l-3 2M4 19.5l3-2M20 19.5l-3-2',
    ),
    path('c', 'M12 12v9'),
  ],
  droplet: [path('o', 'M12 2.8l5.6 5.9a8 8 0 1 1-11.2 0z')],
  leaf: [
    path('o', 'M4.5 19.5C4.5 10 10.5 4.5 20 4.5c0 9.5-5.5 15-15.5 15z'),
    path('c', 'M4.5 19.5l9-9'),
  ],
  flag: [path('o', 'M5 4h13.5l-3 4.5 3 4.5H5z'), path('l', 'M5 21.5V3')],
  pin: [path('o', 'M12 22s7-6.3 7-12a7 7 0 0 0-14 0c0 5.7 7 12 7 12z'), dot('c', 12, 10, 2.6)],
  download: [path('l', 'M12 3v12M7 10.5l5 5 5-5M4 20.5h16')],
  upload: [path('l', 'M12 16V4M7 8.5l5-5 5 5M4 20.5h16')],
  refresh: [
    path(
      'l',
      'M19.5 10.5A7.8 7.8 0 0 0 5.6 7.5M4.5 3.5v4.5H9M4.5 13.5a7.8 7.8 0 0 0 13.9 3M19.5 20.5V16H15',
    ),
  ],
  eye: [path('o', 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z'), dot('c', 12, 12, 3.2)],
  palette: [
    path(
      'o',
      'M12 3a9 9 0 0 0 0 18c1.2 0 2-.8 2-1.8 0-.5-.2-.9-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z',
    ),
    dot('x', 7.5, 11.5, 1.4),
    dot('x', 9.8, 7.4, 1.4),
    dot('x', 14.4, 7.4, 1.4),
    dot('x', 16.8, 11, 1.4),
  ],
  timer: [dot('o', 12, 13.5, 8), path('c', 'M12 9.5v4.3l2.6 1.6'), path('l', 'M9.5 2.5h5')],
  coffee: [
    path('o', 'M4 8.5h12.5V14a5 5 0 0 1-5 5h-2.5a5 5 0 0 1-5-5z'),
    path('l', 'M16.5 10h1.3a2.6 2.6 0 0 1 0 5.2h-1.6M7.5 2.8v2.8M11 2.8v2.8M3.5 22h14'),
  ],
  phone: [box('o', 6, 2.5, 12, 19, 2.6), path('c', 'M10.5 18h3')],
  link: [
    path(
      'l',
      'M10 14a4.4 4.4 0 0 0 6.3 0l3.2-3.2a4.4 4.4 0 0 0-6.3-6.3l-1.1 1.1M14 10a4.4 4.4 0 0 0-6.3 0l-3.2 3.2a4.4 4.4 0 0 0 6.3 6.3l1.1-1.1',
    ),
  ],
  shield: [
    path('o', 'M12 2.5l8 3v6c0 5-3.4 8.8-8 10-4.6-1.2-8-5-8-10v-6z'),
    path('c', 'M8.5 12l2.5 2.5 4.5-5'),
  ],
  rocket: [
    path('o', 'M12 2.5c3 2.5 4.5 6 4.5 10.5l-1.8 3.5H9.3L7.5 13C7.5 8.5 9 5 12 2.5z'),
    path('l', 'M7.6 12.5l-3.1 3.2v3.3l3.6-1.8M16.4 12.5l3.1 3.2v3.3l-3.6-1.8M10.5 20l1.5 2 1.5-2'),
    dot('x', 12, 9.5, 1.8),
  ],
  bookmark: [path('o', 'M6 3.5h12V21l-6-4.5L6 21z')],
  image: [box('o', 3, 4, 18, 16, 2.5), path('c', 'M3.5 17l5-5 4 4 3-3 5 5'), dot('x', 8.5, 9, 1.7)],
  sliders: [
    path('l', 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1'),
    dot('o', 15, 6, 2),
    dot('o', 9, 12, 2),
    dot('o', 17, 18, 2),
  ],
  fan: [dot('l', 12, 12, 10), path('o', fanBlades), dot('d', 12, 12, 1.6)],
  keyboard: [
    box('o', 2, 6, 20, 13, 2.5),
    dot('x', 6, 10, 1),
    dot('x', 10, 10, 1),
    dot('x', 14, 10, 1),
    dot('x', 18, 10, 1),
    path('c', 'M7.5 15h9'),
  ],
  send: [path('o', 'M21.5 2.5L2.5 10.2l7.5 3.3 3.3 7.5z'), path('c', 'M21.5 2.5L10 13.5')],
  apps: [
    box('o', 3.5, 3.5, 7, 7, 2),
    box('o', 13.5, 3.5, 7, 7, 2),
    box('o', 3.5, 13.5, 7, 7, 2),
    box('o', 13.5, 13.5, 7, 7, 2),
  ],
  live: [
    dot('d', 12, 12, 2.2),
    path(
      'l',
      'M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.4 5.4a9.3 9.3 0 0 0 0 13.2M18.6 5.4a9.3 9.3 0 0 1 0 13.2',
    ),
  ],
  hash: [path('l', 'M4.5 9h16M3.5 15h16M10 3.5L8 20.5M16 3.5l-2 17')],
  plug: [path('o', 'M6.5 8.5h11v3a5.5 5.5 0 0 1-11 0z'), path('l', 'M9 3v5.5M15 3v5.5M12 17v4.5')],
  brush: [
    path('o', 'M18.5 3.5a1.8 1.8 0 0 1 2.5 2.5l-8.2 8.7-3-3z'),
    path('o', 'M7.5 13.5c-2 0-3.5 1.5-3.5 3.5 0 1.6-.6 2.7-1.5 3.5 4.5.5 8-1 8-4a3 3 0 0 0-3-3z'),
  ],
  box: [
    path('o', 'M12 2.8l8.5 4.6v9.2L12 21.2l-8.5-4.6V7.4z'),
    path('c', 'M3.8 7.6L12 12l8.2-4.4M12 12v9'),
  ],
  tag: [path('o', 'M3 4.5a1.5 1.5 0 0 1 1.5-1.5h7l9.5 9.5-8.5 8.5L3 11.5z'), dot('x', 8, 8, 1.7)],
} satisfies Record<string, readonly Part[]>;

export type GlyphName = keyof typeof GLYPHS;
export const GLYPH_NAMES = Object.keys(GLYPHS) as GlyphName[];

export type GlyphMode = 'line' | 'filled' | 'duotone' | 'neon';

export interface GlyphStyle {
  mode: GlyphMode;
  /** The glyph's colour. */
  color: string;
  /** What shows behind the glyph: cut-outs of filled bodies are painted in it. */
  background: string;
  /** The duotone fill. */
  accent?: string;
  /** Stroke width on the 24-unit grid. */
  weight?: number;
}

function paint(role: Role, style: GlyphStyle, color: string): string {
  const stroke = (c: string) => `fill="none" stroke="${c}"`;
  const fill = (c: string) => `fill="${c}"`;
  const filled = style.mode === 'filled';
  switch (role) {
    case 'o':
      if (filled) return `fill="${color}" stroke="${color}"`;
      if (style.mode === 'duotone') {
        return `fill="${style.accent ?? color}" fill-opacity="0.45" stroke="${color}"`;
      }
      return stroke(color);
    case 'l':
      return stroke(color);
    case 'c':
      return stroke(filled ? style.background : color);
    case 'd':
      return fill(color);
    case 'x':
      return fill(filled ? style.background : color);
  }
}

function parts(glyph: readonly Part[], style: GlyphStyle, color: string): string {
  return glyph
    .map(([role, tag, attributes]) => `<${tag} ${attributes} ${paint(role, style, color)}/>`)
    .join('');
}

/** A glyph drawn into the square at (x, y) of the given size. */
export function drawGlyph(
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  style: GlyphStyle,
): string {
  const glyph = GLYPHS[name];
  const weight = style.weight ?? 2;
  const transform = `translate(${n(x)} ${n(y)}) scale(${(size / 24).toFixed(4)})`;
  const group = (width: number, content: string, extra = '') =>
    `<g transform="${transform}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}>${content}</g>`;
  if (style.mode !== 'neon') return group(weight, parts(glyph, style, style.color));
  // Neon: a wide, faint halo under a bright core.
  const halo = group(
    weight * 3.2,
    parts(glyph, { ...style, mode: 'line' }, style.color),
    ' opacity="0.28"',
  );
  const tube = group(weight, parts(glyph, { ...style, mode: 'line' }, style.color));
  const core = group(
    weight * 0.4,
    parts(glyph, { ...style, mode: 'line' }, lighten(style.color, 0.7)),
  );
  return halo + tube + core;
}

/** Glyphs that suit each category, most typical first: plugins' keys and packs start here. */
export const CATEGORY_GLYPHS: Record<string, readonly GlyphName[]> = {
  audio: ['volume', 'mic', 'headphones', 'mute', 'sliders', 'music', 'micOff', 'play', 'record'],
  video: ['video', 'camera', 'film', 'play', 'record', 'scissors', 'image', 'layers', 'pause'],
  businessTools: [
    'mail',
    'calendar',
    'users',
    'micOff',
    'video',
    'chart',
    'phone',
    'check',
    'clock',
  ],
  developerTools: ['code', 'terminal', 'branch', 'bug', 'box', 'cloud', 'refresh', 'upload', 'cpu'],
  engagement: ['heart', 'star', 'bell', 'chat', 'users', 'send', 'trophy', 'flag', 'live'],
  finance: ['coin', 'trend', 'chart', 'cart', 'tag', 'bell', 'shield', 'globe', 'bookmark'],
  gaming: ['gamepad', 'target', 'trophy', 'bolt', 'shield', 'rocket', 'star', 'headphones', 'mic'],
  lighting: ['bulb', 'sun', 'palette', 'sliders', 'moon', 'bolt', 'droplet', 'power', 'eye'],
  monitoring: ['cpu', 'thermometer', 'chart', 'trend', 'wifi', 'battery', 'fan', 'monitor', 'bolt'],
  music: ['music', 'play', 'pause', 'next', 'previous', 'volume', 'headphones', 'heart', 'mute'],
  productivity: [
    'check',
    'calendar',
    'clock',
    'timer',
    'folder',
    'mail',
    'bookmark',
    'search',
    'coffee',
  ],
  smartHome: ['home', 'bulb', 'thermometer', 'lock', 'fan', 'power', 'wifi', 'droplet', 'sun'],
  social: ['chat', 'users', 'heart', 'mic', 'headphones', 'send', 'bell', 'hash', 'user'],
  streaming: ['live', 'video', 'mic', 'chat', 'camera', 'record', 'layers', 'heart', 'bell'],
  utilities: ['gear', 'search', 'folder', 'clock', 'link', 'download', 'plug', 'apps', 'keyboard'],
};
