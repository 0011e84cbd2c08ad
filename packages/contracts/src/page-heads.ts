import type { Locale } from './locales.ts';

/**
 * What the server writes into a public page's head for crawlers and link previewers
 * (decision 059). The names are the web app's page titles (its locales' `titles.*`, and
 * `app.name` after the bar: `<name> | Space`); a server test keeps them in step.
 */
export const APP_NAME = 'Space';

/** The public pages that show no single row, by the web app's title key (apps/web/src/app/router.tsx). */
export type StaticPageKey =
  | 'home'
  | 'streamDock'
  | 'streamDockPlugins'
  | 'streamDockIcons'
  | 'streamDockScene'
  | 'streamDockNumericKeycap'
  | 'streamDockAnimatedBackground'
  | 'mPanel'
  | 'mPanelPlugins'
  | 'mPanelTheme'
  | 'mKey'
  | 'mKeyPlugins'
  | 'mKeyIcons'
  | 'mKeyScene'
  | 'mKeyKeycapSkin'
  | 'mRgb'
  | 'mRgbLightingEffects'
  | 'hub'
  | 'hubPlugins'
  | 'hubIcons'
  | 'hubScene'
  | 'search'
  | 'discovery'
  | 'expertList'
  | 'videoTutorial'
  | 'login';

/** The one-row pages' names while their row is unknown (the web app's titles too). */
export type RowPageKey = 'product' | 'article' | 'author' | 'videoPlayer';

type Texts<K extends string> = Record<K, string>;

export const PAGE_NAMES: Record<Locale, Texts<StaticPageKey | RowPageKey>> = {
  en: {
    home: 'Home',
    streamDock: 'Stream Dock',
    streamDockPlugins: 'Stream Dock plugins',
    streamDockIcons: 'Stream Dock icons',
    streamDockScene: 'Stream Dock scenes',
    streamDockNumericKeycap: 'Numeric keycaps',
    streamDockAnimatedBackground: 'Animated backgrounds',
    mPanel: 'Smart screen panel',
    mPanelPlugins: 'Smart screen plugins',
    mPanelTheme: 'Smart screen themes',
    mKey: 'LCD keyboard',
    mKeyPlugins: 'LCD keyboard plugins',
    mKeyIcons: 'LCD keyboard icons',
    mKeyScene: 'LCD keyboard scenes',
    mKeyKeycapSkin: 'Keycap skins',
    mRgb: 'RGB sync',
    mRgbLightingEffects: 'Lighting effects',
    hub: 'Hub',
    hubPlugins: 'Hub plugins',
    hubIcons: 'Hub icons',
    hubScene: 'Hub scenes',
    search: 'Search',
    discovery: 'Discovery',
    expertList: 'Experts',
    videoTutorial: 'Video tutorials',
    login: 'Log in',
    product: 'Product details',
    article: 'Article',
    author: 'Creator',
    videoPlayer: 'Video',
  },
  zh: {
    home: '首页',
    streamDock: 'Stream Dock',
    streamDockPlugins: 'Stream Dock 插件',
    streamDockIcons: 'Stream Dock 图标',
    streamDockScene: 'Stream Dock 场景',
    streamDockNumericKeycap: '数字键帽',
    streamDockAnimatedBackground: '动态背景',
    mPanel: '智能屏',
    mPanelPlugins: '智能屏插件',
    mPanelTheme: '智能屏主题',
    mKey: 'LCD 键盘',
    mKeyPlugins: 'LCD 键盘插件',
    mKeyIcons: 'LCD 键盘图标',
    mKeyScene: 'LCD 键盘场景',
    mKeyKeycapSkin: '键帽皮肤',
    mRgb: 'RGB 同步',
    mRgbLightingEffects: '灯效',
    hub: 'Hub',
    hubPlugins: 'Hub 插件',
    hubIcons: 'Hub 图标',
    hubScene: 'Hub 场景',
    search: '搜索',
    discovery: '发现',
    expertList: '达人',
    videoTutorial: '视频教程',
    login: '登录',
    product: '商品详情',
    article: '文章',
    author: '创作者',
    videoPlayer: '视频',
  },
  ko: {
    home: '홈',
    streamDock: 'Stream Dock',
    streamDockPlugins: 'Stream Dock 플러그인',
    streamDockIcons: 'Stream Dock 아이콘',
    streamDockScene: 'Stream Dock 장면',
    streamDockNumericKeycap: '숫자 키캡',
    streamDockAnimatedBackground: '애니메이션 배경',
    mPanel: '스마트 스크린 패널',
    mPanelPlugins: '스마트 스크린 플러그인',
    mPanelTheme: '스마트 스크린 테마',
    mKey: 'LCD 키보드',
    mKeyPlugins: 'LCD 키보드 플러그인',
    mKeyIcons: 'LCD 키보드 아이콘',
    mKeyScene: 'LCD 키보드 장면',
    mKeyKeycapSkin: '키캡 스킨',
    mRgb: 'RGB 동기화',
    mRgbLightingEffects: '조명 효과',
    hub: 'Hub',
    hubPlugins: 'Hub 플러그인',
    hubIcons: 'Hub 아이콘',
    hubScene: 'Hub 장면',
    search: '검색',
    discovery: '발견',
    expertList: '전문가',
    videoTutorial: '동영상 튜토리얼',
    login: '로그인',
    product: '상품 상세',
    article: '게시글',
    author: '크리에이터',
    videoPlayer: '동영상',
  },
};

/**
 * A list page's description: `{{name}}` is its name (PAGE_NAMES). Families, home and the
 * other pages have their own.
 */
type DescribedPage =
  | 'home'
  | 'streamDock'
  | 'mPanel'
  | 'mKey'
  | 'mRgb'
  | 'hub'
  | 'list'
  | 'search'
  | 'discovery'
  | 'expertList'
  | 'videoTutorial'
  | 'login'
  | 'site';

/** `{{name}}`: the list's name; `{{brand}}`: the brand's name (a partner's login page). */
export const PAGE_DESCRIPTIONS: Record<Locale, Texts<DescribedPage>> = {
  en: {
    home: 'Plugins, icons, scenes, themes and lighting effects for Stream Dock, smart screens, LCD keyboards and RGB devices, made by creators and ready to download.',
    streamDock:
      'Plugins, icons, scenes, numeric keycaps and animated backgrounds for your Stream Dock.',
    mPanel: 'Plugins and themes for your smart screen panel.',
    mKey: 'Plugins, icons, scenes and keycap skins for your LCD keyboard.',
    mRgb: 'Lighting effects that keep your RGB devices in sync.',
    hub: 'Plugins, icons and scenes for your Hub.',
    list: '{{name}}: the newest and most popular, free and paid, ready to download for your device.',
    search:
      'Search plugins, icons, scenes, themes and lighting effects by name, creator or description.',
    discovery:
      'Articles, guides and news from creators about their plugins, icons and desk setups.',
    expertList:
      'The creators behind plugins, icons, scenes and themes: follow them and see their work.',
    videoTutorial:
      'Video tutorials: set up your devices and get the most out of plugins, scenes and themes.',
    login: 'Log in to {{brand}} to download your content, keep your purchases and follow creators.',
    site: 'Plugins, icons, scenes, themes and lighting effects for your devices.',
  },
  zh: {
    home: '为 Stream Dock、智能屏、LCD 键盘和 RGB 设备打造的插件、图标、场景、主题和灯效，由创作者制作，即可下载。',
    streamDock: '为你的 Stream Dock 准备的插件、图标、场景、数字键帽和动态背景。',
    mPanel: '为你的智能屏准备的插件和主题。',
    mKey: '为你的 LCD 键盘准备的插件、图标、场景和键帽皮肤。',
    mRgb: '让你的 RGB 设备保持同步的灯效。',
    hub: '为你的 Hub 准备的插件、图标和场景。',
    list: '{{name}}：最新与最热门的免费和付费内容，可直接下载到你的设备。',
    search: '按名称、创作者或描述搜索插件、图标、场景、主题和灯效。',
    discovery: '创作者撰写的文章、指南和资讯，介绍他们的插件、图标和桌面布置。',
    expertList: '插件、图标、场景和主题背后的创作者：关注他们，浏览他们的作品。',
    videoTutorial: '视频教程：设置你的设备，充分利用插件、场景和主题。',
    login: '登录 {{brand}}，下载你的内容、保留购买记录并关注创作者。',
    site: '为你的设备提供插件、图标、场景、主题和灯效。',
  },
  ko: {
    home: 'Stream Dock, 스마트 스크린, LCD 키보드, RGB 기기를 위한 플러그인, 아이콘, 장면, 테마, 조명 효과를 크리에이터가 만들어 바로 다운로드할 수 있습니다.',
    streamDock: 'Stream Dock을 위한 플러그인, 아이콘, 장면, 숫자 키캡, 애니메이션 배경.',
    mPanel: '스마트 스크린 패널을 위한 플러그인과 테마.',
    mKey: 'LCD 키보드를 위한 플러그인, 아이콘, 장면, 키캡 스킨.',
    mRgb: 'RGB 기기를 하나로 맞춰 주는 조명 효과.',
    hub: 'Hub를 위한 플러그인, 아이콘, 장면.',
    list: '{{name}}: 최신 및 인기 무료·유료 콘텐츠를 기기에 바로 다운로드하세요.',
    search: '이름, 크리에이터 또는 설명으로 플러그인, 아이콘, 장면, 테마, 조명 효과를 검색하세요.',
    discovery: '크리에이터가 쓴 플러그인, 아이콘, 데스크 셋업에 관한 글, 가이드, 소식.',
    expertList: '플러그인, 아이콘, 장면, 테마를 만드는 크리에이터를 팔로우하고 작품을 살펴보세요.',
    videoTutorial: '동영상 튜토리얼: 기기를 설정하고 플러그인, 장면, 테마를 제대로 활용하세요.',
    login:
      '{{brand}}에 로그인하여 콘텐츠를 다운로드하고 구매 내역을 보관하며 크리에이터를 팔로우하세요.',
    site: '기기를 위한 플러그인, 아이콘, 장면, 테마, 조명 효과.',
  },
};

/** A description with its `{{name}}` and `{{brand}}` filled in. */
export function pageDescription(
  locale: Locale,
  page: DescribedPage,
  values: { name?: string; brand?: string } = {},
): string {
  return PAGE_DESCRIPTIONS[locale][page]
    .replace('{{name}}', values.name ?? '')
    .replace('{{brand}}', values.brand ?? '');
}

/** `og:locale` of each interface language (Open Graph's language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', zh: 'zh_CN', ko: 'ko_KR' };
