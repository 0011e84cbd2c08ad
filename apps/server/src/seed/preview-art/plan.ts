/**
 * What a product's art is drawn from, decided once from its subject and seed: the palette,
 * the pack style and glyphs of its keys, its wallpaper, keycap skin and lighting.
 */
import type { Category, ContentType, DeviceFamily } from '@space/contracts/catalog';
import type { Lighting, LightingPattern } from '@space/contracts/device-preview';
import { WIDESCREEN_KINDS } from '@space/contracts/upload-rules';
import { createRandom, type Random } from '../random.ts';
import { CATEGORY_GLYPHS, GLYPH_NAMES, type GlyphName } from './glyphs.ts';
import { keycapSkin, type KeycapSkin } from './keycaps.ts';
import { type Palette, paletteNamed, PALETTES } from './palettes.ts';
import { SCENERY_KINDS, sceneryHint, type SceneryKind } from './scenery.ts';
import { packStyle, type PackStyle, type Tile } from './tiles.ts';

/** What the art of a demo product is drawn from. */
export interface ArtSubject {
  name: string;
  family: DeviceFamily;
  types: readonly ContentType[];
  category: Category;
  author: string;
  /** A plugin with dial support shows the Stream Dock's dials. */
  dial?: boolean;
}

export interface ArtPlan {
  subject: ArtSubject;
  primary: ContentType;
  /** 16:9 images (themes, animated backgrounds, lighting effects), else 3:2 cards. */
  wide: boolean;
  palette: Palette;
  /** A second palette, for the variant shots. */
  alternate: Palette;
  pack: PackStyle;
  /** Fifteen distinct glyph tiles, the most typical first. */
  tiles: Tile[];
  scenery: SceneryKind;
  scenerySeed: number;
  skin: KeycapSkin;
  lighting: Lighting;
  dials: boolean;
}

/** Glyphs a product's name asks for, before its category's. */
const NAME_GLYPHS: [RegExp, GlyphName[]][] = [
  [/obs|stream|live|直播|방송/i, ['record', 'live', 'layers', 'mic']],
  [/twitch|chat|alert|discord|聊天|채팅/i, ['chat', 'bell', 'heart', 'users']],
  [/spotify|music|音乐|음악|now playing/i, ['music', 'play', 'next', 'heart']],
  [/audio|mixer|volume|sound|音频|오디오/i, ['sliders', 'volume', 'mic', 'headphones']],
  [/git/i, ['branch', 'upload', 'download', 'refresh']],
  [/docker|container|server/i, ['box', 'cloud', 'cpu', 'refresh']],
  [/finance|stock|ticker|crypto|金融|股/i, ['trend', 'coin', 'chart', 'bell']],
  [/meeting|zoom|mute|会议|회의/i, ['micOff', 'video', 'users', 'phone']],
  [/monitor|system|cpu|监视|监控|모니터/i, ['cpu', 'thermometer', 'chart', 'fan']],
  [/weather|clock|天气|时钟|날씨|시계/i, ['sun', 'cloud', 'clock', 'droplet']],
  [/home|smart|家|홈/i, ['home', 'bulb', 'lock', 'thermometer']],
  [/pomodoro|focus|timer|番茄|专注|집중/i, ['timer', 'check', 'coffee', 'bell']],
  [/game|macro|游戏|게임/i, ['gamepad', 'target', 'bolt', 'trophy']],
  [/code|snippet|dev|代码|코드/i, ['code', 'terminal', 'bug', 'branch']],
  [/office|效率|办公|업무/i, ['calendar', 'mail', 'folder', 'check']],
  [/video|edit|剪辑|영상/i, ['scissors', 'film', 'play', 'layers']],
  [/light|rgb|灯|조명/i, ['bulb', 'palette', 'sun', 'sliders']],
  [/terminal|shell|终端|터미널/i, ['terminal', 'code', 'hash', 'branch']],
  [/translat|翻译|번역/i, ['globe', 'chat', 'search', 'refresh']],
  [/window|snap|layout|窗口|창/i, ['apps', 'monitor', 'layers', 'keyboard']],
  [/countdown|倒计时|카운트다운/i, ['timer', 'clock', 'live', 'bell']],
  [/soundboard|音效|사운드/i, ['music', 'volume', 'play', 'star']],
  [/arcade|8-bit|pixel|街机|아케이드/i, ['gamepad', 'trophy', 'star', 'heart']],
  [/moon|night|月|달/i, ['moon', 'star', 'cloud', 'eye']],
  [/solar|season|节气|절기/i, ['sun', 'leaf', 'droplet', 'cloud']],
];

/** Fifteen distinct glyphs: the name's, the category's, then the rest in a seeded order. */
function chooseGlyphs(subject: ArtSubject, random: Random): GlyphName[] {
  const chosen = new Set<GlyphName>();
  for (const [pattern, glyphs] of NAME_GLYPHS) {
    if (pattern.test(subject.name)) for (const glyph of glyphs) chosen.add(glyph);
  }
  for (const glyph of CATEGORY_GLYPHS[subject.category] ?? []) chosen.add(glyph);
  const rest = GLYPH_NAMES.filter((glyph) => !chosen.has(glyph));
  while (chosen.size < 15 || (subject.types[0] === 'icon' && chosen.size < 24)) {
    const index = random.int(0, rest.length - 1);
    chosen.add(rest.splice(index, 1)[0]!);
  }
  return [...chosen];
}

function choosePalette(name: string, random: Random): Palette {
  if (/ink|水墨|墨/i.test(name)) return paletteNamed('ink');
  if (/벚꽃|sakura|cherry|blossom|pink|樱/i.test(name)) return paletteNamed('sakura');
  if (/cyber|neon|赛博|霓虹/i.test(name)) return paletteNamed('cyber');
  if (/midnight|night|glass|dark/i.test(name)) return paletteNamed('violet');
  if (/pastel|파스텔/i.test(name)) return paletteNamed('peach');
  if (/aurora|forest|green/i.test(name)) return paletteNamed('forest');
  return random.pick(PALETTES.filter((palette) => palette.name !== 'ink'));
}

const LIGHTING_HINTS: [RegExp, LightingPattern][] = [
  [/rainbow|彩虹|무지개/i, 'rainbow'],
  [/breath|呼吸|숨/i, 'breathe'],
  [/ripple|music|visual|音|파동/i, 'ripple'],
  [/wave|flow|流|물결/i, 'wave'],
  [/health|temperature|cpu|static|温度|状态/i, 'static'],
];

function chooseLighting(subject: ArtSubject, palette: Palette, random: Random): Lighting {
  const pattern =
    LIGHTING_HINTS.find(([hint]) => hint.test(subject.name))?.[1] ??
    random.pick(['wave', 'breathe', 'rainbow', 'ripple'] as const);
  if (pattern === 'rainbow') {
    return { pattern, colors: ['#ff3b5c', '#ffb020', '#f5f542', '#2ee66b', '#22b8ff', '#a855f7'] };
  }
  if (/health|生命|체력/i.test(subject.name)) {
    return { pattern, colors: ['#22c55e', '#facc15', '#ef4444'] };
  }
  if (/temperature|cpu|温度/i.test(subject.name)) {
    return { pattern, colors: ['#38bdf8', '#a78bfa', '#f97316', '#ef4444'] };
  }
  const count = random.int(2, 4);
  const start = random.int(0, palette.accents.length - 1);
  const colors = Array.from(
    { length: count },
    (_, i) => palette.accents[(start + i) % palette.accents.length]!,
  );
  return { pattern, colors };
}

/** The plan of a product's art: every random choice, in a fixed order. */
export function planArt(subject: ArtSubject, seed: number): ArtPlan {
  const random = createRandom(seed);
  const primary = subject.types[0] ?? 'plugin';
  const palette = choosePalette(subject.name, random);
  const others = PALETTES.filter((p) => p.name !== palette.name && p.name !== 'ink');
  const alternate = random.pick(others);
  const glyphs = chooseGlyphs(subject, random);
  const pack = packStyle(palette, random, subject.name);
  const scenery =
    sceneryHint(subject.name) ??
    (palette.name === 'ink' ? 'ink' : random.pick(SCENERY_KINDS.filter((kind) => kind !== 'ink')));
  return {
    subject,
    primary,
    wide: WIDESCREEN_KINDS.includes(primary),
    palette,
    alternate,
    pack,
    tiles: glyphs.map((glyph, index) => ({ glyph, index })),
    scenery,
    scenerySeed: random.int(1, 1_000_000),
    skin: keycapSkin(palette, random, subject.name),
    lighting: chooseLighting(subject, palette, random),
    dials: subject.family === 'streamDock' && subject.dial === true,
  };
}
