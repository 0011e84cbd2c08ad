import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** LCD keyboard scenes: whole-keyboard layouts for one task. */
export const KEYBOARD_SCENES: DemoProduct[] = [
  demo({
    author: 'yunduan',
    family: 'mKey',
    types: ['scene'],
    category: 'businessTools',
    name: { en: 'Office Productivity Scene', zh: '办公效率场景', ko: '사무 효율 장면' },
    overview: {
      en: 'A full page of shortcut keys designed for Office and WPS.',
      zh: '为 Office 与 WPS 设计的一整页快捷键场景。',
      ko: 'Office와 WPS를 위해 설계한 단축키 한 페이지.',
    },
    about: {
      en: [
        'Documents, spreadsheets and slides each get a layer of labelled keys that appears when you switch apps. Common text blocks are one press away.',
        [
          'Layers for Word, Excel, PowerPoint and their WPS counterparts',
          'Formatting, table and review shortcuts with clear labels',
          'Standard replies and signatures as snippets',
        ],
        'The snippet keys need Code Snippets.',
      ],
      zh: [
        '文档、表格、演示各有一层带标注的按键，切换应用时自动出现。常用文字段落一键输入。',
        [
          'Word、Excel、PowerPoint 及对应 WPS 组件各一层',
          '格式、表格和审阅快捷键，标注清楚',
          '常用回复和签名作为片段保存',
        ],
        '片段按键需要“代码片段”。',
      ],
      ko: [
        '문서, 스프레드시트, 슬라이드마다 라벨 붙은 키 층이 있어 앱을 바꾸면 나타납니다. 자주 쓰는 문구는 한 번에 입력됩니다.',
        [
          'Word, Excel, PowerPoint와 WPS 대응 프로그램별 층',
          '라벨이 분명한 서식, 표, 검토 단축키',
          '자주 쓰는 답장과 서명을 스니펫으로',
        ],
        '스니펫 키에는 코드 스니펫이 필요합니다.',
      ],
    },
    price: 1990,
    currency: 'CNY',
    languages: ['zh'],
    requires: ['Code Snippets'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['scene'],
    category: 'finance',
    name: { en: 'Spreadsheet Power Scene', zh: '表格高手场景', ko: '스프레드시트 고수 장면' },
    overview: {
      en: 'Every spreadsheet shortcut worth knowing, labelled on the keys that trigger it.',
      zh: '每一个值得掌握的表格快捷键，都标在触发它的按键上。',
      ko: '알아 둘 만한 스프레드시트 단축키를 누르는 키 위에 모두 표시했습니다.',
    },
    about: {
      en: [
        'Analysts live in spreadsheets. This layout labels the keys with what they do in Excel and Google Sheets, including the long combinations nobody remembers.',
        [
          'Navigation, selection and fill shortcuts on the home row',
          'Formula keys for lookups, sums and pivots',
          'A number format row: currency, percent, date',
        ],
        'Uses Shortcut Cheatsheet for the live labels.',
      ],
      zh: [
        '分析师整天泡在表格里。这套布局把按键在 Excel 和 Google 表格中的功能直接标出来，包括那些没人记得住的长组合键。',
        [
          '主键区放导航、选择和填充快捷键',
          '查找、求和与透视表等公式按键',
          '一排数字格式键：货币、百分比、日期',
        ],
        '实时标注依赖“快捷键速查”。',
      ],
      ko: [
        '분석가는 스프레드시트 안에서 삽니다. 이 배치는 Excel과 Google 스프레드시트에서 각 키가 하는 일을, 아무도 못 외우는 긴 조합까지 키에 적어 둡니다.',
        [
          '홈 줄에 이동, 선택, 채우기 단축키',
          '조회, 합계, 피벗을 위한 수식 키',
          '숫자 서식 줄: 통화, 퍼센트, 날짜',
        ],
        '실시간 라벨에는 단축키 치트시트를 씁니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
    requires: ['Shortcut Cheatsheet'],
  }),
  demo({
    author: 'pixelforge',
    family: 'mKey',
    types: ['scene'],
    category: 'productivity',
    name: { en: 'Figma Design Scene', zh: 'Figma 设计场景', ko: 'Figma 디자인 장면' },
    overview: {
      en: 'Tools, alignment and component shortcuts for Figma under your left hand.',
      zh: '把 Figma 的工具、对齐和组件快捷键放到左手下。',
      ko: 'Figma의 도구, 정렬, 컴포넌트 단축키를 왼손 아래에.',
    },
    about: {
      en: [
        'Right hand on the mouse, left hand on this layout. Tools along the top, alignment in the middle, components and auto layout at the bottom.',
        [
          'All tools with the active one highlighted',
          'Alignment and distribution in one block',
          'Create component, detach and auto layout keys',
        ],
        'Needs Design Tool Keys for the live tool state.',
      ],
      zh: [
        '右手握鼠标，左手放在这套布局上。上排是工具，中间是对齐，下排是组件和自动布局。',
        ['全部工具，当前工具高亮显示', '对齐与分布集中在一个区域', '创建组件、分离和自动布局按键'],
        '实时工具状态需要“设计工具按键”。',
      ],
      ko: [
        '오른손은 마우스, 왼손은 이 배치 위에. 위쪽에는 도구, 가운데는 정렬, 아래쪽에는 컴포넌트와 오토 레이아웃.',
        [
          '사용 중인 도구가 강조되는 전체 도구',
          '정렬과 분배를 한 블록에',
          '컴포넌트 만들기, 분리, 오토 레이아웃 키',
        ],
        '실시간 도구 상태에는 디자인 도구 키가 필요합니다.',
      ],
    },
    price: 199,
    languages: ['en', 'ko'],
    requires: ['Design Tool Keys'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['scene'],
    category: 'gaming',
    name: { en: 'MMO Raid Scene', zh: 'MMO 团本场景', ko: 'MMO 레이드 장면' },
    overview: {
      en: 'Raid macros, voice channels and cooldown timers laid out for a long night.',
      zh: '团本宏、语音频道和冷却计时，为漫长的开荒夜排布。',
      ko: '긴 밤을 위한 레이드 매크로, 음성 채널, 쿨다운 타이머 배치.',
    },
    about: {
      en: [
        'Your rotation on the number row, raid calls on the function row, and voice channels at your fingertips, so you can swap to the healer channel without a mouse.',
        [
          'Rotation macros with cooldowns drawn on the keys',
          'Raid call keys: stack, spread, bloodlust',
          'Voice channel switching and push-to-talk',
        ],
        'Needs Macro Recorder and Discord Voice Keys.',
      ],
      zh: [
        '输出循环放在数字键排，团队指挥放在功能键排，语音频道触手可及，不用鼠标就能切到治疗频道。',
        [
          '输出循环宏，冷却时间画在按键上',
          '团队指挥按键：集合、分散、嗜血',
          '切换语音频道与按键说话',
        ],
        '需要“宏录制器”和“Discord 语音按键”。',
      ],
      ko: [
        '숫자 줄에 로테이션, 펑션 줄에 레이드 콜, 음성 채널은 손끝에. 마우스 없이도 힐러 채널로 옮길 수 있습니다.',
        [
          '키 위에 쿨다운이 그려지는 로테이션 매크로',
          '레이드 콜 키: 모여, 흩어져, 블러드러스트',
          '음성 채널 전환과 눌러서 말하기',
        ],
        '매크로 레코더와 Discord 음성 키가 필요합니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh', 'ko'],
    requires: ['Macro Recorder', 'Discord Voice Keys'],
    systems: ['windows'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['scene'],
    category: 'gaming',
    name: { en: 'FPS Loadout Scene', zh: 'FPS 配装场景', ko: 'FPS 로드아웃 장면' },
    overview: {
      en: 'Weapon slots, utility and team callouts for tactical shooters, around WASD.',
      zh: '围绕 WASD 排布的武器栏、道具和团队报点，适合战术射击游戏。',
      ko: 'WASD 주위에 배치한 무기 슬롯, 유틸리티, 팀 콜아웃. 전술 슈팅 게임용.',
    },
    about: {
      en: [
        'The keys around WASD show your current loadout, and the number row turns into callouts your team hears through voice chat or a ping.',
        [
          'Weapon and utility slots with ammo counts',
          'Twelve callout keys for common map positions',
          'A buy-phase layer with your favourite loadouts',
        ],
        'Builds on the Game Macro Pack.',
      ],
      zh: [
        'WASD 周围的按键显示当前配装，数字键排变成队友能通过语音或标记听到的报点键。',
        ['武器与道具栏，显示弹药数', '十二个常用点位报点键', '购买阶段专用层，一键买常用配装'],
        '基于“游戏宏合集”。',
      ],
      ko: [
        'WASD 주위 키에 현재 로드아웃이 보이고, 숫자 줄은 음성이나 핑으로 팀에게 전하는 콜아웃 키가 됩니다.',
        [
          '탄약 수가 보이는 무기·유틸리티 슬롯',
          '자주 쓰는 맵 위치 콜아웃 키 12개',
          '좋아하는 로드아웃을 담은 구매 단계 층',
        ],
        '게임 매크로 팩을 바탕으로 합니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
    requires: ['Game Macro Pack'],
    systems: ['windows'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['scene'],
    category: 'developerTools',
    name: { en: 'Coding Flow Scene', zh: '编码心流场景', ko: '코딩 몰입 장면' },
    overview: {
      en: 'Refactor, run, test and debug keys for VS Code and JetBrains editors.',
      zh: '适用于 VS Code 与 JetBrains 编辑器的重构、运行、测试和调试按键。',
      ko: 'VS Code와 JetBrains 에디터를 위한 리팩터링, 실행, 테스트, 디버그 키.',
    },
    about: {
      en: [
        'The debugger controls live on the function row, refactorings on the number row, and your snippets and clipboard on the right, so your hands never leave the keyboard.',
        [
          'Step over, step into, continue and breakpoints on F-keys',
          'Rename, extract and format on the number row',
          'Snippet and clipboard keys on the right-hand block',
        ],
        'Needs Code Snippets and Clipboard Stack.',
      ],
      zh: [
        '调试控制在功能键排，重构在数字键排，片段和剪贴板放在右侧，双手始终不离键盘。',
        [
          'F 键上的单步跳过、单步进入、继续和断点',
          '数字键排上的重命名、提取和格式化',
          '右侧区域的片段与剪贴板按键',
        ],
        '需要“代码片段”和“剪贴板栈”。',
      ],
      ko: [
        '디버거 조작은 펑션 줄, 리팩터링은 숫자 줄, 스니펫과 클립보드는 오른쪽에. 손이 키보드를 떠날 일이 없습니다.',
        [
          'F 키에 step over, step into, 계속, 중단점',
          '숫자 줄에 이름 바꾸기, 추출, 서식',
          '오른쪽 블록에 스니펫·클립보드 키',
        ],
        '코드 스니펫과 클립보드 스택이 필요합니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'JetBrains editors, and a test runner layer.',
        zh: '支持 JetBrains 编辑器，新增测试运行层。',
        ko: 'JetBrains 에디터 지원과 테스트 실행 층을 추가했습니다.',
      },
    ],
    price: 149,
    languages: ['en', 'zh', 'ko'],
    requires: ['Code Snippets', 'Clipboard Stack'],
  }),
  demo({
    author: 'soundwave',
    family: 'mKey',
    types: ['scene'],
    category: 'music',
    name: { en: 'Music Production Scene', zh: '音乐制作场景', ko: '음악 제작 장면' },
    overview: {
      en: 'Transport, loop, record and mixer keys for Ableton Live, FL Studio and Logic.',
      zh: '适用于 Ableton Live、FL Studio 和 Logic 的走带、循环、录音和混音按键。',
      ko: 'Ableton Live, FL Studio, Logic을 위한 트랜스포트, 루프, 녹음, 믹서 키.',
    },
    about: {
      en: [
        'A keyboard that knows it is in a studio. Transport on the arrows, track arming on the number row and the mixer on the right-hand block.',
        [
          'Play, stop, record and loop with live state',
          'Arm, mute and solo for eight tracks',
          'Quantize, duplicate and consolidate keys',
        ],
        'Uses Media Keys Plus for the transport state.',
      ],
      zh: [
        '一块知道自己身在录音棚的键盘。方向键控制走带，数字键排用于轨道预备录音，右侧区域是调音台。',
        [
          '播放、停止、录音和循环，实时显示状态',
          '八条轨道的预备录音、静音和独奏',
          '量化、复制和合并按键',
        ],
        '走带状态依赖“增强媒体键”。',
      ],
      ko: [
        '스튜디오에 있다는 걸 아는 키보드. 화살표에 트랜스포트, 숫자 줄에 트랙 녹음 대기, 오른쪽 블록에 믹서.',
        [
          '실시간 상태가 보이는 재생, 정지, 녹음, 루프',
          '트랙 8개의 녹음 대기, 음소거, 솔로',
          '퀀타이즈, 복제, 합치기 키',
        ],
        '트랜스포트 상태에는 미디어 키 플러스를 씁니다.',
      ],
    },
    price: 299,
    languages: ['en', 'ko'],
    audio: true,
    requires: ['Media Keys Plus'],
    systems: ['macos', 'windows'],
  }),
  demo({
    author: 'yunduan',
    family: 'mKey',
    types: ['scene'],
    category: 'productivity',
    name: { en: 'Chinese Writing Scene', zh: '中文写作场景', ko: '중국어 글쓰기 장면' },
    overview: {
      en: 'Punctuation, input-method switching and common phrases for writing in Chinese.',
      zh: '中文写作专用：标点、输入法切换和常用短语。',
      ko: '중국어 글쓰기를 위한 문장 부호, 입력기 전환, 자주 쓰는 구절.',
    },
    about: {
      en: [
        'Full-width punctuation is awkward on a Western keyboard. This scene puts 「」, 《》, the ellipsis and the em dash on labelled keys, with input-method switching beside them.',
        [
          'A full row of Chinese punctuation marks',
          'Simplified and traditional switching',
          'Twenty phrase keys you can edit',
        ],
        'Needs Input Method Indicator.',
      ],
      zh: [
        '在西式键盘上打全角标点很别扭。这个场景把「」、《》、省略号和破折号放到带标注的按键上，旁边就是输入法切换。',
        ['一整排中文标点', '简体与繁体一键切换', '二十个可编辑的短语按键'],
        '需要“输入法状态键”。',
      ],
      ko: [
        '서양식 키보드로 전각 문장 부호를 치기는 번거롭습니다. 이 장면은 「」, 《》, 말줄임표, 줄표를 라벨 붙은 키에 올리고, 바로 옆에 입력기 전환을 두었습니다.',
        ['중국어 문장 부호 한 줄', '간체·번체 전환', '편집할 수 있는 구절 키 20개'],
        '입력기 상태 키가 필요합니다.',
      ],
    },
    price: 680,
    currency: 'CNY',
    languages: ['zh'],
    requires: ['输入法状态键'],
  }),
  demo({
    author: 'hanbit',
    family: 'mKey',
    types: ['scene'],
    category: 'productivity',
    name: { en: 'Korean Typing Practice Scene', zh: '韩文打字练习场景', ko: '한글 타자 연습 장면' },
    overview: {
      en: 'Each key shows its Hangul letter and lights the next one to press.',
      zh: '每个按键显示对应的韩文字母，并点亮下一个要按的键。',
      ko: '키마다 한글 자모를 보여 주고 다음에 누를 키를 밝혀 줍니다.',
    },
    about: {
      en: [
        'For anyone learning Korean on a keyboard without Hangul legends. The keys show the 2-set layout, and during practice the next key lights up.',
        [
          'Hangul legends for the standard 2-set layout',
          'Guided lessons from single letters to full sentences',
          'Progress saved per user',
        ],
        'Needs Typing Coach for the lessons.',
      ],
      zh: [
        '适合在没有韩文键帽的键盘上学韩语的人。按键显示两套式布局，练习时下一个要按的键会亮起。',
        ['标准两套式布局的韩文字母', '从单个字母到完整句子的引导课程', '按用户保存学习进度'],
        '课程需要“打字教练”。',
      ],
      ko: [
        '한글 각인이 없는 키보드로 한국어를 배우는 분들을 위해. 키에 두벌식 배열이 보이고, 연습 중에는 다음에 누를 키에 불이 들어옵니다.',
        ['표준 두벌식 배열의 한글 자모', '낱자부터 문장까지 단계별 연습', '사용자별 진도 저장'],
        '연습에는 타자 연습 코치가 필요합니다.',
      ],
    },
    price: 0,
    languages: ['ko', 'en', 'zh'],
    requires: ['타자 연습 코치'],
  }),
  demo({
    author: 'dalbit',
    family: 'mKey',
    types: ['scene'],
    category: 'social',
    name: { en: 'Chat Night Scene', zh: '夜聊场景', ko: '수다 떠는 밤 장면' },
    overview: {
      en: 'Emoji, voice and reaction keys arranged for long evenings with friends online.',
      zh: '为和朋友在线畅聊的夜晚排布的表情、语音和互动按键。',
      ko: '친구들과 온라인으로 보내는 긴 저녁을 위한 이모지, 음성, 리액션 키.',
    },
    about: {
      en: [
        'The left half is your emoji board, the right half your voice controls, and the top row a set of reaction keys that say "lol" faster than you can type it.',
        [
          'Twenty favourite emoji learned from your chats',
          'Mute, deafen and channel keys',
          'Reaction keys for the phrases you send most',
        ],
        'Needs Emoji Keys and Discord Voice Keys.',
      ],
      zh: [
        '左半边是表情板，右半边是语音控制，最上面一排互动按键，发“哈哈哈”比打字还快。',
        ['根据聊天习惯学习的二十个常用表情', '静音、闭麦和频道按键', '常发短语的互动按键'],
        '需要“表情符号按键”和“Discord 语音按键”。',
      ],
      ko: [
        '왼쪽 절반은 이모지 판, 오른쪽 절반은 음성 조작, 맨 윗줄은 "ㅋㅋㅋ"를 타이핑보다 빠르게 보내는 리액션 키.',
        [
          '채팅에서 배운 즐겨 쓰는 이모지 20개',
          '음소거, 헤드셋 음소거, 채널 키',
          '자주 보내는 말을 담은 리액션 키',
        ],
        '이모지 키와 Discord 음성 키가 필요합니다.',
      ],
    },
    price: 99,
    languages: ['ko', 'en'],
    requires: ['이모지 키', 'Discord Voice Keys'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['scene'],
    category: 'video',
    name: { en: 'Photo Editing Scene', zh: '修图场景', ko: '사진 보정 장면' },
    overview: {
      en: 'Exposure, colour and masking shortcuts for Lightroom and Photoshop, one block each.',
      zh: 'Lightroom 与 Photoshop 的曝光、色彩和蒙版快捷键，各占一个区域。',
      ko: 'Lightroom과 Photoshop의 노출, 색, 마스크 단축키를 블록마다 하나씩.',
    },
    about: {
      en: [
        'Adjustments along the number row, masks in the middle and export at the bottom. The keys switch labels when you move between Lightroom and Photoshop.',
        [
          'Exposure, contrast, highlights and shadows as nudge keys',
          'Brush, gradient and subject masks',
          'Export presets on single keys',
        ],
        'Needs Design Tool Keys.',
      ],
      zh: [
        '数字键排用于调整，中间是蒙版，下排是导出。在 Lightroom 和 Photoshop 之间切换时，按键标注也会随之改变。',
        ['曝光、对比度、高光和阴影的微调按键', '画笔、渐变和主体蒙版', '导出预设一键完成'],
        '需要“设计工具按键”。',
      ],
      ko: [
        '숫자 줄에 보정, 가운데에 마스크, 아래에 내보내기. Lightroom과 Photoshop을 오갈 때 키 라벨도 바뀝니다.',
        [
          '노출, 대비, 밝은 영역, 어두운 영역 미세 조정 키',
          '브러시, 그라데이션, 피사체 마스크',
          '키 하나로 내보내기 사전 설정',
        ],
        '디자인 도구 키가 필요합니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
    requires: ['Design Tool Keys'],
    minAppVersion: '1.8.0',
  }),
];
