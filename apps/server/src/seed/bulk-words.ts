import type { Category, ContentType } from '@space/contracts/catalog';

/** The languages generated names and overviews are written in (spec §1: en, zh, ko). */
export type NameLanguage = 'en' | 'zh' | 'ko';

/** Words for one language: names are `adjective subject noun`, overviews are sentences. */
export interface WordList {
  adjectives: readonly string[];
  /** What a product is about, per category. */
  subjects: Record<Category, readonly string[]>;
  /** What a product is, per content type. */
  nouns: Record<ContentType, readonly string[]>;
  suffixes: readonly string[];
  /** Overview sentences; `{name}`, `{subject}` and `{noun}` are filled in. */
  openings: readonly string[];
  details: readonly string[];
  /** Between words of a name (none in Chinese). */
  space: string;
}

export const WORDS: Record<NameLanguage, WordList> = {
  en: {
    adjectives: [
      'Neon',
      'Retro',
      'Minimal',
      'Pastel',
      'Cyber',
      'Aurora',
      'Midnight',
      'Glass',
      'Pixel',
      'Quantum',
      'Lunar',
      'Solar',
      'Zen',
      'Turbo',
      'Vivid',
      'Classic',
      'Frost',
      'Ember',
      'Ocean',
      'Forest',
      'Smart',
      'Quick',
      'Studio',
      'Daily',
    ],
    subjects: {
      audio: ['Audio', 'Volume', 'Sound', 'Microphone'],
      video: ['Video', 'Premiere', 'Clip', 'Camera'],
      businessTools: ['Meeting', 'Office', 'Calendar', 'Slides'],
      developerTools: ['Git', 'Docker', 'Terminal', 'Code'],
      engagement: ['Chat', 'Alerts', 'Poll', 'Follower'],
      finance: ['Stock', 'Crypto', 'Currency', 'Budget'],
      gaming: ['Game', 'Macro', 'Raid', 'Speedrun'],
      lighting: ['Light', 'Glow', 'Ambient', 'Spectrum'],
      monitoring: ['System', 'CPU', 'Network', 'Server'],
      music: ['Spotify', 'Music', 'Playlist', 'Beat'],
      productivity: ['Focus', 'Task', 'Pomodoro', 'Workflow'],
      smartHome: ['Home', 'Thermostat', 'Plug', 'Scene'],
      social: ['Discord', 'Social', 'Friends', 'Voice'],
      streaming: ['OBS', 'Stream', 'Twitch', 'Live'],
      utilities: ['Clipboard', 'Clock', 'Weather', 'Launcher'],
    },
    nouns: {
      plugin: ['Controller', 'Toolkit', 'Launcher', 'Monitor', 'Switcher', 'Dashboard', 'Keys'],
      icon: ['Icons', 'Icon Pack', 'Icon Set', 'Glyphs'],
      scene: ['Scene', 'Layout', 'Workspace', 'Key Page'],
      theme: ['Theme', 'Look', 'Skin'],
      numericKeycap: ['Number Keycaps', 'Numpad Set', 'Digit Keycaps'],
      animatedBackground: ['Loop', 'Animated Background', 'Motion Wallpaper'],
      keycapSkin: ['Keycap Skin', 'Keycaps', 'Key Art'],
      lightingEffect: ['Wave', 'Pulse', 'Lights', 'Lighting Effect'],
    },
    suffixes: ['', '', '', 'Pro', 'Lite', 'Plus', 'X', '2', 'Max', 'HD'],
    openings: [
      '{name} brings {subject} to your keys.',
      'A {noun} for {subject}, made for everyday use.',
      'Everything {subject} in one {noun}.',
      '{name}: a hand-made {noun} with a clean, readable style.',
      'The {noun} streamers and makers asked for: {subject} at a glance.',
    ],
    details: [
      'Works on Windows and macOS.',
      'Set up in a minute; no account needed.',
      'Light and dark variants included.',
      'Updated regularly with new ideas from the community.',
      'Shows live status and reacts as you press.',
      'Tuned for the LCD keys and the smart screen.',
      'Free updates for every version 1 release.',
      'Comes with a short video tutorial.',
    ],
    space: ' ',
  },
  zh: {
    adjectives: [
      '霓虹',
      '复古',
      '极简',
      '赛博',
      '极光',
      '午夜',
      '水墨',
      '像素',
      '星空',
      '清新',
      '国潮',
      '琉璃',
      '晨曦',
      '暗夜',
      '流光',
      '轻享',
    ],
    subjects: {
      audio: ['音频', '音量', '麦克风'],
      video: ['视频', '剪辑', '相机'],
      businessTools: ['会议', '办公', '日程'],
      developerTools: ['代码', '终端', '开发'],
      engagement: ['弹幕', '互动', '提醒'],
      finance: ['股票', '汇率', '记账'],
      gaming: ['游戏', '宏', '电竞'],
      lighting: ['灯光', '氛围', '光谱'],
      monitoring: ['系统', '网速', '硬件'],
      music: ['音乐', '歌单', '节拍'],
      productivity: ['专注', '待办', '番茄钟'],
      smartHome: ['智能家居', '温控', '插座'],
      social: ['社交', '语音', '好友'],
      streaming: ['直播', '推流', '录屏'],
      utilities: ['剪贴板', '时钟', '天气'],
    },
    nouns: {
      plugin: ['插件', '控制器', '工具箱', '面板'],
      icon: ['图标集', '图标包'],
      scene: ['场景', '布局'],
      theme: ['主题', '皮肤'],
      numericKeycap: ['数字键帽'],
      animatedBackground: ['动态背景', '动态壁纸'],
      keycapSkin: ['键帽皮肤', '键帽'],
      lightingEffect: ['灯效', '光效'],
    },
    suffixes: ['', '', '', '专业版', '精简版', '2', 'Pro'],
    openings: [
      '{name}，让{subject}触手可及。',
      '为{subject}设计的{noun}，日常使用更顺手。',
      '一套{noun}，搞定所有{subject}操作。',
      '{name}：精心打磨的{noun}，风格简洁清晰。',
    ],
    details: [
      '支持 Windows 与 macOS。',
      '一分钟完成设置，无需注册。',
      '包含浅色与深色两种版本。',
      '持续更新，吸收社区的新想法。',
      '实时显示状态，按键即有反馈。',
      '附带简短的视频教程。',
    ],
    space: '',
  },
  ko: {
    adjectives: [
      '네온',
      '레트로',
      '미니멀',
      '사이버',
      '오로라',
      '한밤의',
      '파스텔',
      '픽셀',
      '별빛',
      '산뜻한',
      '은은한',
      '선명한',
    ],
    subjects: {
      audio: ['오디오', '볼륨', '마이크'],
      video: ['비디오', '편집', '카메라'],
      businessTools: ['회의', '업무', '일정'],
      developerTools: ['코드', '터미널', '개발'],
      engagement: ['채팅', '알림', '투표'],
      finance: ['주식', '환율', '가계부'],
      gaming: ['게임', '매크로', '레이드'],
      lighting: ['조명', '무드', '스펙트럼'],
      monitoring: ['시스템', '네트워크', '하드웨어'],
      music: ['음악', '플레이리스트', '비트'],
      productivity: ['집중', '할 일', '뽀모도로'],
      smartHome: ['스마트 홈', '온도', '플러그'],
      social: ['소셜', '음성', '친구'],
      streaming: ['방송', '스트리밍', '녹화'],
      utilities: ['클립보드', '시계', '날씨'],
    },
    nouns: {
      plugin: ['플러그인', '컨트롤러', '도구 모음', '대시보드'],
      icon: ['아이콘 팩', '아이콘 세트'],
      scene: ['장면', '레이아웃'],
      theme: ['테마', '스킨'],
      numericKeycap: ['숫자 키캡'],
      animatedBackground: ['움직이는 배경', '모션 배경화면'],
      keycapSkin: ['키캡 스킨', '키캡'],
      lightingEffect: ['조명 효과', '라이트 웨이브'],
    },
    suffixes: ['', '', '', '프로', '라이트', '2'],
    openings: [
      '{name} — 키 하나로 끝내는 {subject}.',
      '{subject} 사용자를 위한 {noun}입니다.',
      '{noun} 하나로 {subject} 작업을 모두 해결합니다.',
      '{name}: 깔끔하고 읽기 쉬운 {noun}.',
    ],
    details: [
      'Windows와 macOS를 지원합니다.',
      '1분이면 설정이 끝나며 가입이 필요 없습니다.',
      '밝은 테마와 어두운 테마를 모두 포함합니다.',
      '커뮤니티의 아이디어로 꾸준히 업데이트됩니다.',
      '상태를 실시간으로 보여 주고 누르면 바로 반응합니다.',
      '짧은 동영상 튜토리얼이 함께 제공됩니다.',
    ],
    space: ' ',
  },
};

/** Creator nicknames: a first part and a second part per language. */
export const CREATOR_WORDS: Record<NameLanguage, { first: string[]; second: string[] }> = {
  en: {
    first: ['Pixel', 'Stream', 'Lumen', 'Dev', 'Sound', 'Home', 'Nova', 'Echo', 'Orbit', 'Maple'],
    second: ['Forge', 'Craft', 'Labs', 'Studio', 'Works', 'Deck', 'Wave', 'Garage'],
  },
  zh: {
    first: ['云端', '星河', '墨韵', '极客', '光影', '青柠', '木兰', '北辰'],
    second: ['工作室', '设计', '实验室', '小站'],
  },
  ko: {
    first: ['한빛', '별빛', '누리', '바람', '하늘', '다온', '가람', '솔'],
    second: ['디자인', '스튜디오', '랩', '공방'],
  },
};
