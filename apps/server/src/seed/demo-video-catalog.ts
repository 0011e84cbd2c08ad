import type { DeviceFamily } from '@space/contracts/catalog';
import type { VideoTopic } from '@space/contracts/videos';
import type { LocalisedText } from '../db/schema.ts';

/** One step of a demo tutorial: a slide in the video and a caption cue of `seconds`. */
export interface DemoVideoStep {
  seconds: number;
  text: LocalisedText;
}

/** A demo tutorial (decision 034): its listing, and the slides its video is made of. */
export interface DemoVideo {
  slug: string;
  deviceFamily: DeviceFamily;
  topic: VideoTopic;
  /** Gradient of the slides, from → to. */
  palette: readonly [string, string];
  title: LocalisedText;
  description: LocalisedText;
  /** The first step is the title card; the video lasts the sum of the steps. */
  steps: readonly DemoVideoStep[];
}

/** Five short tutorials, one or two per device family, in list order. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: 'stream-dock-first-steps',
    deviceFamily: 'streamDock',
    topic: 'gettingStarted',
    palette: ['#6d5dfc', '#22d3ee'],
    title: {
      en: 'Stream Dock: first steps',
      zh: 'Stream Dock 快速上手',
      ko: 'Stream Dock 시작하기',
    },
    description: {
      en: 'Connect the dock, open the desktop app and put your first action on a key.',
      zh: '连接设备，打开桌面应用，把第一个操作放到按键上。',
      ko: '독을 연결하고 데스크톱 앱을 연 다음 첫 번째 동작을 키에 지정합니다.',
    },
    steps: [
      {
        seconds: 3,
        text: {
          en: 'Stream Dock: first steps',
          zh: 'Stream Dock 快速上手',
          ko: 'Stream Dock 시작하기',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Connect the dock with its USB cable.',
          zh: '用 USB 线连接设备。',
          ko: 'USB 케이블로 독을 연결합니다.',
        },
      },
      {
        seconds: 4,
        text: {
          en: 'Drag an action onto a key in the app.',
          zh: '在应用中把一个操作拖到按键上。',
          ko: '앱에서 동작을 키로 끌어다 놓습니다.',
        },
      },
    ],
  },
  {
    slug: 'stream-dock-install-plugin',
    deviceFamily: 'streamDock',
    topic: 'plugins',
    palette: ['#10b981', '#3b82f6'],
    title: {
      en: 'Install a plugin on the Stream Dock',
      zh: '在 Stream Dock 上安装插件',
      ko: 'Stream Dock에 플러그인 설치하기',
    },
    description: {
      en: 'Find a plugin in the store, install it and give its actions a place on your keys.',
      zh: '在商店中找到插件并安装，再把它的操作放到按键上。',
      ko: '스토어에서 플러그인을 찾아 설치하고, 그 동작을 키에 배치합니다.',
    },
    steps: [
      { seconds: 3, text: { en: 'Install a plugin', zh: '安装插件', ko: '플러그인 설치하기' } },
      {
        seconds: 3,
        text: {
          en: 'Open the plugin page and choose Download.',
          zh: '打开插件页面并选择下载。',
          ko: '플러그인 페이지를 열고 다운로드를 선택합니다.',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Double-click the file to add it to the app.',
          zh: '双击文件，将其添加到应用中。',
          ko: '파일을 두 번 클릭해 앱에 추가합니다.',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Its actions now appear in the action list.',
          zh: '它的操作会出现在操作列表中。',
          ko: '이제 동작 목록에 해당 동작이 나타납니다.',
        },
      },
    ],
  },
  {
    slug: 'smart-panel-apply-theme',
    deviceFamily: 'mPanel',
    topic: 'customization',
    palette: ['#8b5cf6', '#ec4899'],
    title: {
      en: 'Apply a theme to the smart screen panel',
      zh: '为智能屏面板应用主题',
      ko: '스마트 스크린 패널에 테마 적용하기',
    },
    description: {
      en: 'Pick a theme, preview it on the panel and keep it as your default.',
      zh: '挑选主题，在面板上预览，并设为默认。',
      ko: '테마를 골라 패널에서 미리 본 뒤 기본 테마로 설정합니다.',
    },
    steps: [
      {
        seconds: 3,
        text: {
          en: 'Themes for the smart screen panel',
          zh: '智能屏面板主题',
          ko: '스마트 스크린 패널 테마',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Choose a theme you own under Themes.',
          zh: '在“主题”中选择一个已拥有的主题。',
          ko: '테마에서 보유한 테마를 고릅니다.',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Select Apply to show it on the panel.',
          zh: '选择“应用”，即可在面板上显示。',
          ko: '적용을 선택하면 패널에 표시됩니다.',
        },
      },
    ],
  },
  {
    slug: 'lcd-keyboard-keycap-skins',
    deviceFamily: 'mKey',
    topic: 'customization',
    palette: ['#f97316', '#eab308'],
    title: {
      en: 'Dress the LCD keyboard in keycap skins',
      zh: '为 LCD 键盘换上键帽皮肤',
      ko: 'LCD 키보드에 키캡 스킨 입히기',
    },
    description: {
      en: 'Give every key of the LCD keyboard its own picture with a keycap skin.',
      zh: '用键帽皮肤为 LCD 键盘的每个按键设置独立画面。',
      ko: '키캡 스킨으로 LCD 키보드의 키마다 고유한 그림을 넣습니다.',
    },
    steps: [
      { seconds: 3, text: { en: 'Keycap skins', zh: '键帽皮肤', ko: '키캡 스킨' } },
      {
        seconds: 4,
        text: {
          en: 'Open Keycap skins and pick a set.',
          zh: '打开“键帽皮肤”并选择一套。',
          ko: '키캡 스킨을 열고 세트를 고릅니다.',
        },
      },
      {
        seconds: 4,
        text: {
          en: 'Each key shows its picture at once.',
          zh: '每个按键会立即显示对应画面。',
          ko: '키마다 그림이 바로 표시됩니다.',
        },
      },
    ],
  },
  {
    slug: 'rgb-sync-lighting-effects',
    deviceFamily: 'mRgb',
    topic: 'lighting',
    palette: ['#0ea5e9', '#14b8a6'],
    title: {
      en: 'Sync lighting effects across RGB devices',
      zh: '在多台 RGB 设备间同步灯效',
      ko: 'RGB 기기 간 조명 효과 동기화',
    },
    description: {
      en: 'Run one lighting effect on all your RGB devices at the same time.',
      zh: '让所有 RGB 设备同时运行同一个灯效。',
      ko: '모든 RGB 기기에서 하나의 조명 효과를 동시에 실행합니다.',
    },
    steps: [
      { seconds: 2, text: { en: 'RGB sync', zh: 'RGB 同步', ko: 'RGB 동기화' } },
      {
        seconds: 3,
        text: {
          en: 'Turn on Sync for each device.',
          zh: '为每台设备打开“同步”。',
          ko: '기기마다 동기화를 켭니다.',
        },
      },
      {
        seconds: 3,
        text: {
          en: 'Choose an effect: every device follows.',
          zh: '选择一个灯效，所有设备都会跟随。',
          ko: '효과를 고르면 모든 기기가 따라갑니다.',
        },
      },
    ],
  },
];

/** A tutorial's length: the sum of its steps. */
export function durationOf(video: DemoVideo): number {
  return video.steps.reduce((sum, step) => sum + step.seconds, 0);
}
