import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** LCD keyboard icon sets, sized for the small screens on the keys. */
export const KEYBOARD_ICONS: DemoProduct[] = [
  demo({
    author: 'hanbit',
    family: 'mKey',
    types: ['icon'],
    category: 'productivity',
    name: { en: 'Pastel Keyboard Icons', zh: '粉彩键盘图标', ko: '파스텔 키보드 아이콘' },
    overview: {
      en: 'Soft pastel icons sized for LCD keyboard keys.',
      zh: '为 LCD 键盘按键尺寸设计的柔和粉彩图标。',
      ko: 'LCD 키보드 키 크기에 맞춘 부드러운 파스텔 아이콘.',
    },
    about: {
      en: [
        'Drawn at the exact pixel size of the LCD keys, so nothing is scaled and nothing blurs. Soft colours that stay readable in a bright room.',
        [
          '180 icons for apps, media and function keys',
          'Six pastel palettes',
          'Matching letter keys for the main rows',
        ],
        'Our most downloaded keyboard set.',
      ],
      zh: [
        '按 LCD 按键的精确像素尺寸绘制，不缩放、不模糊。柔和的颜色在明亮的房间里依然清晰可读。',
        ['180 枚应用、媒体和功能键图标', '六套粉彩配色', '配套主键区字母按键'],
        '我们下载量最高的键盘套装。',
      ],
      ko: [
        'LCD 키의 정확한 픽셀 크기에 맞춰 그려 확대도 흐림도 없습니다. 밝은 방에서도 잘 읽히는 부드러운 색.',
        ['앱, 미디어, 펑션 키용 아이콘 180개', '파스텔 팔레트 6가지', '주요 줄에 맞춘 글자 키'],
        '가장 많이 내려받은 키보드 세트입니다.',
      ],
    },
    price: 199,
    languages: ['ko', 'en'],
    writtenIn: 'en',
  }),
  demo({
    author: 'pixelforge',
    family: 'mKey',
    types: ['icon'],
    category: 'gaming',
    name: { en: 'Pixel Keyboard Icons', zh: '像素键盘图标', ko: '픽셀 키보드 아이콘' },
    overview: {
      en: 'Crisp pixel-art icons made for the tiny screens of LCD keys.',
      zh: '专为 LCD 按键小屏幕绘制的清晰像素图标。',
      ko: 'LCD 키의 작은 화면을 위해 만든 또렷한 픽셀 아트 아이콘.',
    },
    about: {
      en: [
        'Tiny screens love pixel art. Every icon is drawn on the native grid of the keys, so edges are perfectly sharp even at arm’s length.',
        [
          '200 icons for games, apps and the function row',
          'Animated coins, hearts and loading bars',
          'A blank pixel frame for your own labels',
        ],
        'The keyboard companion to 8-Bit Arcade Icons.',
      ],
      zh: [
        '小屏幕最适合像素画。每枚图标都按键帽的原生网格绘制，即使隔着一臂的距离，边缘也完全锐利。',
        [
          '200 枚游戏、应用与功能键图标',
          '会动的金币、爱心和加载条',
          '空白像素边框，可写自己的标签',
        ],
        '与“8 位街机图标”配套的键盘版。',
      ],
      ko: [
        '작은 화면은 픽셀 아트를 좋아합니다. 모든 아이콘을 키의 원래 격자에 맞춰 그려, 팔 길이만큼 떨어져 봐도 모서리가 완벽하게 또렷합니다.',
        [
          '게임, 앱, 펑션 키 줄용 아이콘 200개',
          '움직이는 동전, 하트, 로딩 막대',
          '직접 라벨을 쓸 빈 픽셀 테두리',
        ],
        '8비트 아케이드 아이콘의 키보드판입니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['icon'],
    category: 'productivity',
    name: { en: 'Outline Pro Icons', zh: '专业线框图标', ko: '아웃라인 프로 아이콘' },
    overview: {
      en: 'A professional outline icon set with 400 icons and consistent stroke weights.',
      zh: '一套专业线框图标，共 400 枚，线宽统一。',
      ko: '선 굵기가 일정한 아이콘 400개의 전문가용 아웃라인 세트.',
    },
    about: {
      en: [
        'For people who want their keyboard to look like a well-designed app: one stroke weight, one corner radius, one grid, four hundred icons.',
        [
          '400 icons covering office, creative and developer apps',
          'Regular and bold weights',
          'Light and dark key backgrounds',
        ],
        'Updated every quarter with new apps.',
      ],
      zh: [
        '献给希望键盘看起来像一款精心设计的应用的人：一种线宽、一种圆角、一套网格，四百枚图标。',
        ['400 枚图标，覆盖办公、创意和开发类应用', '常规与加粗两种字重', '适配浅色和深色按键背景'],
        '每季度更新，加入新应用。',
      ],
      ko: [
        '키보드가 잘 디자인된 앱처럼 보이길 바라는 분들을 위해. 하나의 선 굵기, 하나의 모서리 반경, 하나의 격자, 아이콘 400개.',
        [
          '사무, 크리에이티브, 개발 앱을 아우르는 아이콘 400개',
          '보통과 굵게 두 가지 굵기',
          '밝은·어두운 키 배경',
        ],
        '분기마다 새 앱을 더해 업데이트합니다.',
      ],
    },
    changelog: [
      {
        en: 'First release: 320 icons.',
        zh: '首次发布：320 枚图标。',
        ko: '첫 버전: 아이콘 320개.',
      },
      {
        en: '80 new icons for creative apps, and a bold weight.',
        zh: '新增 80 枚创意类应用图标和加粗字重。',
        ko: '크리에이티브 앱 아이콘 80개와 굵은 굵기를 추가했습니다.',
      },
    ],
    price: 299,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['icon'],
    category: 'gaming',
    name: { en: 'Gamer HUD Icons', zh: '游戏 HUD 图标', ko: '게이머 HUD 아이콘' },
    overview: {
      en: 'Icons styled like a game heads-up display: health, ammo, map, inventory and more.',
      zh: '仿游戏 HUD 的图标：血量、弹药、地图、背包等。',
      ko: '게임 HUD처럼 꾸민 아이콘: 체력, 탄약, 지도, 인벤토리 등.',
    },
    about: {
      en: [
        'Angular frames, scan lines and a glow, as if your keyboard were part of the game interface. Perfect for WASD clusters and macro rows.',
        [
          '150 icons for games, voice chat and streaming',
          'Cyan, orange and red HUD colours',
          'Frames for cooldown numbers',
        ],
        'Pairs with the Game Macro Pack layouts.',
      ],
      zh: [
        '棱角分明的边框、扫描线和辉光，让键盘仿佛成了游戏界面的一部分。最适合 WASD 区和宏按键排。',
        ['150 枚游戏、语音聊天与直播图标', '青、橙、红三种 HUD 配色', '可显示冷却数字的边框'],
        '与“游戏宏合集”的布局搭配使用。',
      ],
      ko: [
        '각진 테두리, 주사선, 은은한 빛으로 키보드가 게임 인터페이스의 일부가 된 듯합니다. WASD 영역과 매크로 줄에 딱 맞습니다.',
        [
          '게임, 음성 채팅, 방송용 아이콘 150개',
          '청록, 주황, 빨강 HUD 색',
          '쿨다운 숫자를 넣을 수 있는 테두리',
        ],
        '게임 매크로 팩 배치와 함께 쓰세요.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'dalbit',
    family: 'mKey',
    types: ['icon'],
    category: 'social',
    name: { en: 'Animal Friends', zh: '动物朋友', ko: '동물 친구들' },
    overview: {
      en: 'Round, cheerful animal icons: a cat for chat, a bear for music, a rabbit for the browser.',
      zh: '圆滚滚、乐呵呵的动物图标：猫咪管聊天，小熊管音乐，兔子管浏览器。',
      ko: '동글동글 밝은 동물 아이콘: 채팅은 고양이, 음악은 곰, 브라우저는 토끼.',
    },
    about: {
      en: [
        'Every app gets an animal that fits it. The cat in the chat key blinks when a message arrives, and the bear nods along while music plays.',
        [
          '90 animal icons for everyday apps',
          'Small animations for new messages and music',
          'Pastel and night colourways',
        ],
        'A keyboard that smiles back.',
      ],
      zh: [
        '每个应用都配上合适的小动物。聊天键上的猫咪会在收到消息时眨眼，播放音乐时小熊会跟着点头。',
        ['90 枚常用应用动物图标', '新消息和播放音乐时的小动画', '粉彩与夜间两种配色'],
        '一块会对你微笑的键盘。',
      ],
      ko: [
        '앱마다 어울리는 동물이 있습니다. 채팅 키의 고양이는 메시지가 오면 눈을 깜빡이고, 곰은 음악이 나오면 고개를 까딱입니다.',
        [
          '자주 쓰는 앱을 위한 동물 아이콘 90개',
          '새 메시지와 음악에 반응하는 작은 애니메이션',
          '파스텔과 밤 색 구성',
        ],
        '나를 보고 웃어 주는 키보드.',
      ],
    },
    price: 149,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['icon'],
    category: 'developerTools',
    name: { en: 'Developer Logo Icons', zh: '开发者标志图标', ko: '개발자 로고 아이콘' },
    overview: {
      en: 'Logos of languages, frameworks and dev tools, redrawn for LCD keys.',
      zh: '为 LCD 按键重新绘制的编程语言、框架和开发工具标志。',
      ko: 'LCD 키에 맞게 다시 그린 언어, 프레임워크, 개발 도구 로고.',
    },
    about: {
      en: [
        'Over two hundred logos from the developer world, simplified so they remain recognisable at key size and recoloured to sit together on one keyboard.',
        [
          'Languages, frameworks, databases, clouds and editors',
          'Original colours or a single-colour mode',
          'Requests from users added every month',
        ],
        'Free; trademarks belong to their owners.',
      ],
      zh: [
        '两百多个开发者世界的标志，经过简化，在按键尺寸下依然一眼可认，并统一调色，放在同一块键盘上也和谐。',
        ['编程语言、框架、数据库、云平台和编辑器', '原色或单色模式', '每月加入用户点名要的新标志'],
        '免费；商标归各自所有者所有。',
      ],
      ko: [
        '개발자 세계의 로고 200여 개를 키 크기에서도 알아볼 수 있게 단순화하고, 한 키보드에 어울리도록 색을 맞췄습니다.',
        [
          '언어, 프레임워크, 데이터베이스, 클라우드, 에디터',
          '원래 색 또는 단색 모드',
          '매달 사용자 요청 로고 추가',
        ],
        '무료이며, 상표는 각 소유자의 것입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['icon'],
    category: 'social',
    name: { en: 'Watercolor Icons', zh: '水彩图标', ko: '수채화 아이콘' },
    overview: {
      en: 'Loose watercolour washes behind simple shapes, each icon a little painting.',
      zh: '简洁的形状背后是随性的水彩晕染，每枚图标都是一幅小画。',
      ko: '단순한 모양 뒤로 번지는 수채화, 아이콘 하나하나가 작은 그림.',
    },
    about: {
      en: [
        'Painted on cold-pressed paper, scanned and cleaned up just enough to read clearly on a key. The texture of the paper is still there if you look closely.',
        [
          '120 icons for everyday apps',
          'Spring, summer, autumn and winter palettes',
          'Paper texture kept on every key',
        ],
        'For a keyboard that feels handmade.',
      ],
      zh: [
        '画在冷压水彩纸上，扫描后只做必要的清理，确保在按键上清晰可读。凑近看，纸张的纹理依然还在。',
        ['120 枚常用应用图标', '春、夏、秋、冬四套配色', '每个按键都保留纸张纹理'],
        '让键盘有手作的温度。',
      ],
      ko: [
        '황목 수채화지에 그리고 스캔한 뒤 키에서 잘 읽힐 만큼만 다듬었습니다. 가까이 보면 종이 결이 그대로 남아 있습니다.',
        ['자주 쓰는 앱 아이콘 120개', '봄, 여름, 가을, 겨울 팔레트', '모든 키에 남긴 종이 질감'],
        '손으로 만든 듯한 키보드를 위해.',
      ],
    },
    price: 229,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'shanhai',
    family: 'mKey',
    types: ['icon'],
    category: 'social',
    name: { en: 'Peking Opera Masks', zh: '京剧脸谱按键', ko: '경극 가면 키' },
    overview: {
      en: 'Peking opera face masks as key art, each colour telling a character’s nature.',
      zh: '把京剧脸谱画到按键上，每种颜色都讲述一种性格。',
      ko: '경극 가면을 키 그림으로. 색마다 인물의 성격을 말해 줍니다.',
    },
    about: {
      en: [
        'Red for loyalty, black for integrity, white for cunning: sixty masks painted after classic opera roles, each with a short note on the character.',
        [
          '60 masks plus 40 matching app keys',
          'A note on each role’s colour and story',
          'Gold-leaf and plain colour versions',
        ],
        'Made with a Peking opera make-up artist as our adviser.',
      ],
      zh: [
        '红脸忠勇，黑脸刚直，白脸奸诈：六十张脸谱依照经典剧目角色绘制，每张都附一段角色小记。',
        ['60 张脸谱，另有 40 个同风格的应用按键', '每个角色都附颜色含义和故事', '描金版与素色版'],
        '特邀京剧化妆师担任顾问。',
      ],
      ko: [
        '빨강은 충성, 검정은 강직, 하양은 교활함. 고전 경극 배역을 따라 그린 가면 60개에 인물 이야기를 짧게 붙였습니다.',
        [
          '가면 60개와 같은 화풍의 앱 키 40개',
          '배역마다 색의 의미와 이야기',
          '금박 버전과 단색 버전',
        ],
        '경극 분장사를 자문으로 모시고 만들었습니다.',
      ],
    },
    price: 1600,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'tidal_fx',
    family: 'mKey',
    types: ['icon'],
    category: 'lighting',
    name: { en: 'Neon Sign Icons', zh: '霓虹招牌图标', ko: '네온사인 아이콘' },
    overview: {
      en: 'Bent-glass neon signs that flicker on, one for each app.',
      zh: '弯玻璃管霓虹招牌图标，每个应用一块，点亮时会闪烁。',
      ko: '구부린 유리관 네온사인, 앱마다 하나씩, 켜질 때 깜빡입니다.',
    },
    about: {
      en: [
        'Every icon is a little neon sign mounted on a brick wall, with the tubes drawn as they really bend and a flicker when the key wakes up.',
        [
          '130 neon icons with an ignition flicker',
          'Pink, blue, green and warm white tubes',
          'A "broken tube" easter egg on one key',
        ],
        'Pairs with the Neon Tokyo theme on the smart screen panel.',
      ],
      zh: [
        '每枚图标都是挂在砖墙上的一块小霓虹招牌，灯管按真实弯折方式绘制，按键唤醒时还会闪一下。',
        [
          '130 枚霓虹图标，带点亮闪烁效果',
          '粉、蓝、绿和暖白四种灯管',
          '某个按键藏着一根“坏掉的灯管”彩蛋',
        ],
        '与智能副屏的“霓虹东京主题”是一对。',
      ],
      ko: [
        '아이콘마다 벽돌 벽에 걸린 작은 네온사인입니다. 유리관을 실제로 구부린 모양대로 그렸고, 키가 켜질 때 한 번 깜빡입니다.',
        [
          '켜질 때 깜빡이는 네온 아이콘 130개',
          '분홍, 파랑, 초록, 따뜻한 흰색 유리관',
          '키 하나에 숨긴 "고장 난 유리관" 이스터에그',
        ],
        '스마트 스크린 패널의 네온 도쿄 테마와 한 쌍입니다.',
      ],
    },
    price: 199,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'hanbit',
    family: 'mKey',
    types: ['icon'],
    category: 'utilities',
    name: { en: 'Monochrome Symbols', zh: '黑白符号集', ko: '흑백 기호 세트' },
    overview: {
      en: 'Strict black-and-white symbols for people who want their keyboard silent.',
      zh: '严谨的黑白符号，献给希望键盘“安静”的人。',
      ko: '키보드가 조용하길 바라는 분을 위한 엄격한 흑백 기호.',
    },
    about: {
      en: [
        'No colour at all. Symbols drawn with Swiss precision in pure black on white, or white on black, so the keyboard becomes a piece of typography.',
        [
          '220 symbols for apps, actions and navigation',
          'Inverted set for dark desks',
          'Hangul and Latin labels in the same typeface',
        ],
        'Designed in Seoul, inspired by Swiss posters.',
      ],
      zh: [
        '完全不用颜色。以瑞士式的精确绘制纯黑白符号，黑底白字或白底黑字，让键盘变成一件排版作品。',
        ['220 个应用、操作和导航符号', '适合深色桌面的反白版', '韩文与拉丁文标签使用同一字体'],
        '在首尔设计，灵感来自瑞士海报。',
      ],
      ko: [
        '색이 전혀 없습니다. 흰 바탕에 검정, 또는 검정 바탕에 흰색으로 스위스식 정밀함으로 그린 기호가 키보드를 하나의 타이포그래피 작품으로 만듭니다.',
        [
          '앱, 동작, 이동을 위한 기호 220개',
          '어두운 책상을 위한 반전 세트',
          '같은 서체의 한글·로마자 라벨',
        ],
        '서울에서 디자인했고, 스위스 포스터에서 영감을 받았습니다.',
      ],
    },
    price: 179,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'soundwave',
    family: 'mKey',
    types: ['icon'],
    category: 'music',
    name: { en: 'Music Producer Icons', zh: '音乐制作人图标', ko: '음악 프로듀서 아이콘' },
    overview: {
      en: 'Icons for DAWs, effects, instruments and transport controls, made with producers.',
      zh: '为宿主软件、效果器、乐器和走带控制设计的图标，与制作人共同打磨。',
      ko: 'DAW, 이펙터, 악기, 트랜스포트 조작을 위한 아이콘, 프로듀서들과 함께 만들었습니다.',
    },
    about: {
      en: [
        'Record, loop, punch in, metronome, and the forty other things producers reach for. Drawn together with three working producers so the symbols match studio habits.',
        [
          'Transport, editing and mixing icons',
          'Instrument and effect category icons',
          'Colours that match common track-colour schemes',
        ],
        'Works with Media Keys Plus for live transport state.',
      ],
      zh: [
        '录音、循环、插入录音、节拍器，以及制作人常用的其他四十种操作。与三位在职制作人一起绘制，符号符合录音棚的使用习惯。',
        ['走带、编辑与混音图标', '乐器和效果器分类图标', '配色与常见的音轨颜色方案一致'],
        '搭配“增强媒体键”可实时显示走带状态。',
      ],
      ko: [
        '녹음, 루프, 펀치 인, 메트로놈, 그리고 프로듀서가 자주 찾는 40가지 다른 동작. 현역 프로듀서 세 명과 함께 그려 스튜디오 습관에 맞췄습니다.',
        [
          '트랜스포트, 편집, 믹싱 아이콘',
          '악기와 이펙트 분류 아이콘',
          '흔히 쓰는 트랙 색 구성과 맞춘 색',
        ],
        '미디어 키 플러스와 함께 쓰면 트랜스포트 상태가 실시간으로 보입니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'yunduan',
    family: 'mKey',
    types: ['icon'],
    category: 'businessTools',
    name: { en: 'Office Suite Key Art', zh: '办公套件按键集', ko: '오피스 키 아트' },
    overview: {
      en: 'Clear key art for Office, WPS and the common office apps used in China.',
      zh: '为 Office、WPS 及国内常用办公软件设计的清晰按键图案。',
      ko: 'Office, WPS, 그리고 중국에서 많이 쓰는 사무용 앱을 위한 또렷한 키 그림.',
    },
    about: {
      en: [
        'Covers the apps an office in China actually uses: Office and WPS, the popular chat and meeting tools, cloud drives and approval apps.',
        [
          '160 symbols, each in the app’s own colours',
          'Action keys for save, print, screenshot and export to PDF',
          'Labels in simplified Chinese and English',
        ],
        'Pairs with the office productivity scene.',
      ],
      zh: [
        '覆盖国内办公室真正在用的软件：Office 和 WPS、主流聊天与会议工具、网盘以及审批应用。',
        [
          '160 个图案，均采用各应用的品牌配色',
          '保存、打印、截图、导出 PDF 等操作按键',
          '简体中文与英文标签',
        ],
        '与“办公效率场景”搭配使用。',
      ],
      ko: [
        '중국 사무실에서 실제로 쓰는 앱을 담았습니다. Office와 WPS, 인기 메신저와 회의 도구, 클라우드 드라이브, 결재 앱까지.',
        [
          '각 앱 고유 색으로 그린 그림 160개',
          '저장, 인쇄, 스크린샷, PDF 내보내기 동작 키',
          '간체 중국어와 영어 라벨',
        ],
        '사무 효율 장면과 함께 쓰세요.',
      ],
    },
    price: 500,
    currency: 'CNY',
    languages: ['zh'],
  }),
];
