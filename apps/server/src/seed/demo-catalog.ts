import { DOCK_BACKGROUNDS } from './demo-catalog-dock-backgrounds.ts';
import { DOCK_ICONS } from './demo-catalog-dock-icons.ts';
import { DOCK_KEYCAPS } from './demo-catalog-dock-keycaps.ts';
import { DOCK_PLUGINS } from './demo-catalog-dock-plugins.ts';
import { DOCK_SCENES } from './demo-catalog-dock-scenes.ts';
import { KEYBOARD_ICONS } from './demo-catalog-keyboard-icons.ts';
import { KEYBOARD_PLUGINS } from './demo-catalog-keyboard-plugins.ts';
import { KEYBOARD_SCENES } from './demo-catalog-keyboard-scenes.ts';
import { KEYBOARD_SKINS } from './demo-catalog-keyboard-skins.ts';
import { PANEL_PLUGINS } from './demo-catalog-panel-plugins.ts';
import { PANEL_THEMES } from './demo-catalog-panel-themes.ts';
import { RGB_EFFECTS } from './demo-catalog-rgb.ts';
import type { DemoProduct } from './demo-catalog-builder.ts';

export { DEMO_CREATORS, type DemoProduct } from './demo-catalog-builder.ts';

/**
 * The first demo catalogue, in its order: these keep the lowest ids (tests, screenshots and
 * the browser tests name some of them).
 */
const FIRST_PRODUCTS = [
  'OBS Studio Controller',
  'Twitch Chat Alerts',
  'Spotify Now Playing',
  'Audio Mixer Pro',
  'Git Shortcuts',
  'Docker Dashboard',
  'Neon Line Icons',
  '水墨图标集',
  '미니멀 아이콘 팩',
  'Streamer Starter Scene',
  'Video Editing Scene',
  'Retro Number Pad',
  '赛博朋克数字键帽',
  'Aurora Animated Background',
  'Rainy Window Loop',
  'Finance Ticker',
  'Meeting Mute Toggle',
  '系统监视器',
  'Weather Clock',
  'Smart Home Panel',
  'Midnight Glass Theme',
  '벚꽃 테마',
  'Pomodoro Focus',
  'Discord Voice Keys',
  'Game Macro Pack',
  'Pastel Keyboard Icons',
  '办公效率场景',
  'Mechanical Metal Keycap Skin',
  '한글 키캡 스킨',
  'Code Snippets',
  'Rainbow Wave',
  'Music Visualizer Lights',
  '呼吸灯效',
  'Game Health Bar Lighting',
  'CPU Temperature Glow',
];

/**
 * Every list of the web app (a family's content type) holds twelve demo products: full rows
 * of two, three and four cards, and one page of twenty.
 */
const LISTS: DemoProduct[][] = [
  DOCK_PLUGINS,
  DOCK_ICONS,
  DOCK_SCENES,
  DOCK_KEYCAPS,
  DOCK_BACKGROUNDS,
  PANEL_PLUGINS,
  PANEL_THEMES,
  KEYBOARD_PLUGINS,
  KEYBOARD_ICONS,
  KEYBOARD_SCENES,
  KEYBOARD_SKINS,
  RGB_EFFECTS,
];

/** The rest, taken from the lists in turn, so that the newest products are of every kind. */
function interleaved(lists: DemoProduct[][], skip: ReadonlySet<string>): DemoProduct[] {
  const queues = lists.map((list) => list.filter((product) => !skip.has(product.name)));
  const out: DemoProduct[] = [];
  for (let round = 0; queues.some((queue) => round < queue.length); round += 1) {
    for (const queue of queues) if (round < queue.length) out.push(queue[round]!);
  }
  return out;
}

function byName(name: string): DemoProduct {
  const found = LISTS.flat().find((product) => product.name === name);
  if (!found) throw new Error(`No demo product named ${name}`);
  return found;
}

/** The demo catalogue in insertion order: the seed inserts them one every seven hours. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...FIRST_PRODUCTS.map(byName),
  ...interleaved(LISTS, new Set(FIRST_PRODUCTS)),
];
