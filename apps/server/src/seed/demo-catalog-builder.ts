import type {
  Category,
  ContentType,
  DeviceFamily,
  SupportedSystem,
} from '@space/contracts/catalog';
import type { Locale, Translations } from '@space/contracts/locales';
import type { Currency } from '@space/contracts/money';

/**
 * Demo creators (experts). Handles are stable so tests and later seeds can refer to them;
 * `writes` is the language their products are written in (the others are translations).
 */
export const DEMO_CREATORS = [
  {
    username: 'pixelforge',
    nickName: 'PixelForge Studio',
    note: 'Icon packs and keycap art for every desk.',
    writes: 'en',
  },
  {
    username: 'streamcraft',
    nickName: 'StreamCraft',
    note: 'Tools for live streamers.',
    writes: 'en',
  },
  {
    username: 'lumen_labs',
    nickName: 'Lumen Labs',
    note: 'Lighting effects and RGB scenes.',
    writes: 'en',
  },
  {
    username: 'devdeck',
    nickName: 'DevDeck',
    note: 'Shortcuts and plugins for developers.',
    writes: 'en',
  },
  { username: 'yunduan', nickName: '云端工作室', note: '专注效率插件与桌面主题。', writes: 'zh' },
  {
    username: 'hanbit',
    nickName: '한빛 디자인',
    note: '아이콘과 키캡 스킨을 만듭니다.',
    writes: 'ko',
  },
  {
    username: 'soundwave',
    nickName: 'SoundWave',
    note: 'Audio control, mixers and music.',
    writes: 'en',
  },
  {
    username: 'homelab',
    nickName: 'HomeLab',
    note: 'Smart home and monitoring dashboards.',
    writes: 'en',
  },
  {
    username: 'mosaic_lab',
    nickName: 'Mosaic Lab',
    note: 'Themes and wallpapers for screens of every size.',
    writes: 'en',
  },
  {
    username: 'tidal_fx',
    nickName: 'Tidal FX',
    note: 'Motion backgrounds and light shows, made frame by frame.',
    writes: 'en',
  },
  {
    username: 'shanhai',
    nickName: '山海设计',
    note: '把东方山水与节气装进你的桌面。',
    writes: 'zh',
  },
  {
    username: 'dalbit',
    nickName: '달빛 공방',
    note: '손으로 그린 테마와 키보드 스킨을 만듭니다.',
    writes: 'ko',
  },
] as const satisfies readonly {
  username: string;
  nickName: string;
  note: string;
  writes: Locale;
}[];

export type CreatorHandle = (typeof DEMO_CREATORS)[number]['username'];

/** A text in every interface language. */
export type Text = Record<Locale, string>;

/** One version of a demo product, oldest first; its notes as written and translated. */
export interface DemoVersion {
  version: string;
  notes: string;
  notesTranslations: Translations;
}

export interface DemoProduct {
  /** The name as the creator wrote it (in their language); `nameTranslations` has all three. */
  name: string;
  nameTranslations: Translations;
  overview: string;
  overviewTranslations: Translations;
  /** The long description in Markdown, as written and translated (decision 035). */
  description: string;
  descriptionTranslations: Translations;
  author: CreatorHandle;
  family: DeviceFamily;
  types: ContentType[];
  category: Category;
  /** Price for general users in minor units of `currency`; member tiers get fixed discounts. */
  price: number;
  /** USD unless given: the studios in China price in CNY, paid through WeChat Pay or Alipay. */
  currency?: Currency;
  languages: string[];
  dial?: boolean;
  audio?: boolean;
  /** Names of the demo plugins this one needs installed first (front plugins, spec §3). */
  requires?: string[];
  /** Windows and macOS unless given. */
  systems?: SupportedSystem[];
  /** The oldest desktop app version it works with. */
  minAppVersion?: string;
  /** Its place in the /home carousel (1 first), when featured. */
  featuredRank?: number;
  versions: DemoVersion[];
}

/**
 * The long description's parts in one language: an opening paragraph, what it does (a list),
 * and a closing paragraph.
 */
export type About = readonly [intro: string, points: readonly string[], outro: string];

export interface DemoInput extends Omit<
  DemoProduct,
  | 'name'
  | 'nameTranslations'
  | 'overview'
  | 'overviewTranslations'
  | 'description'
  | 'descriptionTranslations'
  | 'versions'
> {
  name: Text;
  overview: Text;
  about: Record<Locale, About>;
  /** Release notes, oldest first: one version each (1.0.0, 1.1.0, …). One release without. */
  changelog?: readonly Text[];
  /** The language it was written in, when not its author's usual one. */
  writtenIn?: Locale;
}

const HIGHLIGHTS: Text = { en: 'What you get', zh: '功能亮点', ko: '주요 기능' };
const FIRST_RELEASE: Text = { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' };

function markdownOf([intro, points, outro]: About, locale: Locale): string {
  const list = points.map((point) => `- ${point}`).join('\n');
  return `${intro}\n\n### ${HIGHLIGHTS[locale]}\n\n${list}\n\n${outro}`;
}

function writtenLanguageOf(author: CreatorHandle): Locale {
  return DEMO_CREATORS.find((creator) => creator.username === author)!.writes;
}

/** A demo product from its texts in three languages; the author's language is the written one. */
export function demo(input: DemoInput): DemoProduct {
  const { name, overview, about, changelog, writtenIn, ...rest } = input;
  const written = writtenIn ?? writtenLanguageOf(input.author);
  const description: Text = {
    en: markdownOf(about.en, 'en'),
    zh: markdownOf(about.zh, 'zh'),
    ko: markdownOf(about.ko, 'ko'),
  };
  const notes = changelog && changelog.length > 0 ? changelog : [FIRST_RELEASE];
  return {
    ...rest,
    name: name[written],
    nameTranslations: { ...name },
    overview: overview[written],
    overviewTranslations: { ...overview },
    description: description[written],
    descriptionTranslations: description,
    versions: notes.map((text, index) => ({
      version: `1.${index}.0`,
      notes: text[written],
      notesTranslations: { ...text },
    })),
  };
}
