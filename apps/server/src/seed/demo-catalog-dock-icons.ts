import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Stream Dock icon packs. */
export const DOCK_ICONS: DemoProduct[] = [
  demo({
    author: 'pixelforge',
    family: 'streamDock',
    types: ['icon'],
    category: 'productivity',
    name: { en: 'Neon Line Icons', zh: '霓虹线条图标', ko: '네온 라인 아이콘' },
    overview: {
      en: 'Two hundred glowing line icons for apps, media and system actions.',
      zh: '两百枚发光线条图标，涵盖应用、媒体和系统操作。',
      ko: '앱, 미디어, 시스템 동작을 위한 빛나는 라인 아이콘 200개.',
    },
    about: {
      en: [
        'Thin neon strokes on a deep navy background, drawn on a 72-pixel grid so they stay crisp on the small keys and the large ones.',
        [
          '200 icons: browsers, chat apps, editors, media and system keys',
          'Pressed and active variants for every icon',
          'Five glow colours: cyan, magenta, lime, amber and white',
        ],
        'Looks best with a dark key background; a light variant is included for daytime setups.',
      ],
      zh: [
        '深藏青底色上的细霓虹线条，按 72 像素网格绘制，无论在小按键还是大按键上都清晰锐利。',
        [
          '200 枚图标：浏览器、聊天软件、编辑器、媒体与系统按键',
          '每枚图标都有按下和激活两种状态',
          '五种发光颜色：青、品红、青柠、琥珀和白色',
        ],
        '搭配深色按键背景效果最佳；另附浅色版本，适合白天使用。',
      ],
      ko: [
        '짙은 남색 바탕 위의 가는 네온 선. 72픽셀 격자에 맞춰 그려 작은 키에서도 큰 키에서도 선명합니다.',
        [
          '아이콘 200개: 브라우저, 메신저, 에디터, 미디어, 시스템 키',
          '모든 아이콘에 눌림·활성 상태 포함',
          '청록, 자홍, 라임, 호박색, 흰색 다섯 가지 빛',
        ],
        '어두운 키 배경에서 가장 잘 어울리며, 낮에 쓰기 좋은 밝은 버전도 들어 있습니다.',
      ],
    },
    price: 399,
    languages: ['en'],
  }),
  demo({
    author: 'yunduan',
    family: 'streamDock',
    types: ['icon'],
    category: 'utilities',
    name: { en: 'Ink Wash Icons', zh: '水墨图标集', ko: '수묵화 아이콘 세트' },
    overview: {
      en: 'One hundred and twenty app and system icons painted in Chinese ink wash.',
      zh: '中国水墨风格的应用与系统图标，共一百二十枚。',
      ko: '동양 수묵화 기법으로 그린 앱·시스템 아이콘 120개.',
    },
    about: {
      en: [
        'Each icon began as a brush painting on rice paper and was redrawn for the keys: soft edges, a little bleed of ink, and a red seal where a badge would go.',
        [
          '120 icons for everyday apps and system actions',
          'Light paper and dark slate backgrounds',
          'A matching set of twelve seal stamps for folder keys',
        ],
        'A quiet desk, one key at a time.',
      ],
      zh: [
        '每一枚图标都先在宣纸上用毛笔画成，再为按键重新绘制：柔和的边缘、微微晕开的墨色，角标的位置换成了一方朱印。',
        [
          '120 枚常用应用与系统操作图标',
          '宣纸浅色与青石深色两种底色',
          '配套十二枚印章，用于文件夹按键',
        ],
        '一键一景，还桌面一份安静。',
      ],
      ko: [
        '모든 아이콘은 화선지 위의 붓그림에서 시작해 키에 맞게 다시 그렸습니다. 부드러운 가장자리, 살짝 번진 먹, 배지 자리에는 붉은 낙관이 찍혀 있습니다.',
        [
          '자주 쓰는 앱과 시스템 동작 아이콘 120개',
          '밝은 한지 배경과 어두운 청석 배경',
          '폴더 키에 쓰는 낙관 12개 세트',
        ],
        '키 하나하나에 고요함을 담았습니다.',
      ],
    },
    price: 1200,
    currency: 'CNY',
    languages: ['zh'],
    featuredRank: 3,
  }),
  demo({
    author: 'hanbit',
    family: 'streamDock',
    types: ['icon'],
    category: 'productivity',
    name: { en: 'Minimal Icon Pack', zh: '极简图标包', ko: '미니멀 아이콘 팩' },
    overview: {
      en: '150 clean single-colour icons for both light and dark themes.',
      zh: '150 枚简洁的单色图标，浅色和深色主题都适用。',
      ko: '깔끔한 단색 아이콘 150개. 밝은 테마와 어두운 테마 모두 지원합니다.',
    },
    about: {
      en: [
        'Nothing but the shape. Every icon uses one weight of line and one colour, so a full page of keys reads at a glance.',
        [
          '150 icons in black, white and six soft colours',
          'SVG sources included for your own colours',
          'Labels in Korean and English, or none at all',
        ],
        'Made in Seoul by a two-person studio.',
      ],
      zh: [
        '只留下形状本身。每枚图标只用一种线宽、一种颜色，满屏按键一眼就能看清。',
        [
          '150 枚图标，黑、白及六种柔和配色',
          '附带 SVG 源文件，可自行调色',
          '可选韩文、英文标签，或不显示标签',
        ],
        '由首尔的一家双人工作室制作。',
      ],
      ko: [
        '모양만 남겼습니다. 모든 아이콘이 한 가지 선 굵기와 한 가지 색만 써서, 키가 가득 찬 페이지도 한눈에 읽힙니다.',
        [
          '검정, 흰색, 부드러운 여섯 가지 색의 아이콘 150개',
          '원하는 색으로 바꿀 수 있는 SVG 원본 포함',
          '한국어·영어 라벨 또는 라벨 없이',
        ],
        '서울의 2인 스튜디오에서 만들었습니다.',
      ],
    },
    price: 299,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'pixelforge',
    family: 'streamDock',
    types: ['icon'],
    category: 'gaming',
    name: { en: '8-Bit Arcade Icons', zh: '8 位街机图标', ko: '8비트 아케이드 아이콘' },
    overview: {
      en: 'Chunky pixel-art icons that look like they came out of a 1985 arcade cabinet.',
      zh: '粗颗粒像素风图标，仿佛出自 1985 年的街机。',
      ko: '1985년 오락실 게임기에서 막 나온 듯한 큼직한 픽셀 아트 아이콘.',
    },
    about: {
      en: [
        'Drawn pixel by pixel on a 16 by 16 grid and scaled without smoothing, so every edge stays sharp and every colour comes from the classic palette.',
        [
          '180 icons for games, launchers, voice chat and media',
          'Animated versions of 30 icons: coins spin, hearts beat',
          'Insert-coin and game-over keys for the fun of it',
        ],
        'Pairs well with the Retro Number Pad keycaps.',
      ],
      zh: [
        '在 16×16 的网格上逐像素绘制，放大时不做平滑处理，所有边缘保持锐利，所有颜色都来自经典调色板。',
        [
          '180 枚图标，覆盖游戏、启动器、语音聊天和媒体',
          '其中 30 枚带动画：金币旋转、爱心跳动',
          '附赠“投币”和“游戏结束”趣味按键',
        ],
        '与“复古数字键盘”键帽搭配更有味道。',
      ],
      ko: [
        '16×16 격자에 한 픽셀씩 찍어 그리고 매끄럽게 다듬지 않고 확대해, 모든 모서리가 또렷하고 모든 색이 고전 팔레트에서 나왔습니다.',
        [
          '게임, 런처, 음성 채팅, 미디어용 아이콘 180개',
          '30개는 움직이는 버전: 동전이 돌고 하트가 뜁니다',
          '재미로 넣은 "동전 넣기", "게임 오버" 키',
        ],
        '레트로 숫자 패드와 함께 쓰면 더 잘 어울립니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['icon'],
    category: 'productivity',
    name: { en: 'Glassmorphism Icons', zh: '毛玻璃图标', ko: '글래스모피즘 아이콘' },
    overview: {
      en: 'Frosted glass tiles with soft colour behind them, for a calm modern desk.',
      zh: '磨砂玻璃质感的图标，背后透出柔和色彩，打造宁静的现代桌面。',
      ko: '은은한 색이 비치는 반투명 유리 타일로 차분하고 현대적인 책상을.',
    },
    about: {
      en: [
        'Each icon sits on a pane of frosted glass lit by a soft gradient, so a page of keys looks like one sheet of glass with light moving behind it.',
        [
          '160 icons with matching folder and back keys',
          'Four lighting moods: dawn, noon, dusk and night',
          'Works with any key background, dark or light',
        ],
        'Designed alongside the Midnight Glass theme for the smart screen panel.',
      ],
      zh: [
        '每枚图标都放在一片被柔和渐变照亮的磨砂玻璃上，一整页按键看起来就像一块玻璃，背后有光在流动。',
        [
          '160 枚图标，附配套的文件夹和返回按键',
          '四种光线氛围：黎明、正午、黄昏和夜晚',
          '深色、浅色按键背景都适用',
        ],
        '与副屏主题“午夜玻璃”同步设计。',
      ],
      ko: [
        '아이콘마다 부드러운 그라데이션 빛이 비치는 반투명 유리 위에 놓여, 키 한 페이지가 뒤로 빛이 흐르는 한 장의 유리처럼 보입니다.',
        [
          '아이콘 160개와 짝을 이루는 폴더·뒤로 가기 키',
          '새벽, 한낮, 해 질 녘, 밤 네 가지 빛 분위기',
          '어두운 키 배경, 밝은 키 배경 모두 사용 가능',
        ],
        '스마트 스크린 패널용 미드나잇 글래스 테마와 함께 디자인했습니다.',
      ],
    },
    price: 349,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '3.8.0',
  }),
  demo({
    author: 'shanhai',
    family: 'streamDock',
    types: ['icon'],
    category: 'social',
    name: { en: 'Solar Terms Key Set', zh: '二十四节气按键集', ko: '24절기 키 세트' },
    overview: {
      en: 'Twenty-four illustrated keys, one for each solar term of the Chinese calendar.',
      zh: '二十四枚插画按键，对应农历的二十四个节气。',
      ko: '음력 24절기마다 하나씩, 그림으로 그린 키 24개.',
    },
    about: {
      en: [
        'From Beginning of Spring to Greater Cold, each key shows the season in a small painting: plum blossom, first thunder, lotus leaves, frost on the reeds.',
        [
          '24 illustrated keys plus 60 everyday app keys in the same style',
          'A calendar key that changes to the current solar term by itself',
          'Names in Chinese with pinyin and English',
        ],
        'Drawn by hand in Hangzhou over one full year.',
      ],
      zh: [
        '从立春到大寒，每个按键都是一幅描绘时令的小画：梅花、春雷、荷叶、芦苇上的霜。',
        [
          '24 枚节气插画按键，另有 60 枚同风格的常用应用按键',
          '日历按键会自动切换为当前节气',
          '节气名附拼音与英文',
        ],
        '在杭州用整整一年时间手绘完成。',
      ],
      ko: [
        '입춘부터 대한까지, 키마다 그 계절을 담은 작은 그림이 있습니다. 매화, 첫 천둥, 연잎, 갈대 위의 서리.',
        [
          '절기 그림 키 24개와 같은 화풍의 자주 쓰는 앱 키 60개',
          '현재 절기로 저절로 바뀌는 달력 키',
          '중국어 이름에 병음과 영어 표기',
        ],
        '항저우에서 꼬박 1년 동안 손으로 그렸습니다.',
      ],
    },
    price: 1800,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'dalbit',
    family: 'streamDock',
    types: ['icon'],
    category: 'social',
    name: { en: 'Moonlit Doodles', zh: '月光涂鸦', ko: '달빛 낙서' },
    overview: {
      en: 'Hand-drawn doodle icons in pencil and gouache, cosy rather than crisp.',
      zh: '铅笔与水粉手绘的涂鸦风格图标，温暖胜过锐利。',
      ko: '연필과 과슈로 손그림처럼 그린 낙서 아이콘, 또렷함보다 포근함.',
    },
    about: {
      en: [
        'A little moon, a sleepy cat, a cup of barley tea: these icons were sketched in a notebook first and kept their wobbly lines on purpose.',
        [
          '120 icons for chat, music, photos, notes and the web',
          'Cream and midnight blue backgrounds',
          'A sticker sheet of 24 extra doodles for empty keys',
        ],
        'For desks that should feel like a diary.',
      ],
      zh: [
        '小月亮、打瞌睡的猫、一杯大麦茶——这些图标先画在笔记本上，特意保留了歪歪扭扭的线条。',
        [
          '120 枚图标：聊天、音乐、照片、笔记和网页',
          '奶油色与午夜蓝两种底色',
          '额外 24 张贴纸涂鸦，用来装饰空按键',
        ],
        '让桌面像一本日记。',
      ],
      ko: [
        '작은 달, 졸린 고양이, 보리차 한 잔. 이 아이콘들은 먼저 공책에 스케치했고, 삐뚤빼뚤한 선을 일부러 남겼습니다.',
        [
          '채팅, 음악, 사진, 메모, 웹용 아이콘 120개',
          '크림색과 한밤 파란색 배경',
          '빈 키를 꾸밀 스티커 낙서 24개',
        ],
        '일기장 같은 책상을 위해.',
      ],
    },
    price: 199,
    languages: ['ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['icon'],
    category: 'developerTools',
    name: { en: 'Terminal Glyphs', zh: '终端字符图标', ko: '터미널 글리프' },
    overview: {
      en: 'Monospace glyph icons for IDEs, terminals, build tools and cloud consoles.',
      zh: '等宽字符风格图标，适用于 IDE、终端、构建工具和云控制台。',
      ko: 'IDE, 터미널, 빌드 도구, 클라우드 콘솔을 위한 고정폭 글리프 아이콘.',
    },
    about: {
      en: [
        'Green on black, like the screen you already stare at all day. Every icon is built from characters of one monospace font, so the set feels like part of your terminal.',
        [
          '140 icons: editors, shells, package managers, CI, cloud consoles',
          'Solarized, Dracula and Nord colour variants',
          'Blank keys with a blinking cursor for your own labels',
        ],
        'Free, and the font is open source too.',
      ],
      zh: [
        '黑底绿字，就像你每天盯着的那块屏幕。每枚图标都由同一款等宽字体的字符拼成，整套看起来就像终端的一部分。',
        [
          '140 枚图标：编辑器、命令行、包管理器、CI 和云控制台',
          '提供 Solarized、Dracula 和 Nord 配色',
          '带闪烁光标的空白按键，可自定义文字',
        ],
        '免费提供，字体同样开源。',
      ],
      ko: [
        '하루 종일 보는 그 화면처럼 검은 바탕에 초록 글자. 모든 아이콘을 한 가지 고정폭 글꼴의 문자로 만들어 세트 전체가 터미널의 일부처럼 느껴집니다.',
        [
          '아이콘 140개: 에디터, 셸, 패키지 관리자, CI, 클라우드 콘솔',
          'Solarized, Dracula, Nord 색 구성',
          '직접 라벨을 쓸 수 있는 깜빡이는 커서의 빈 키',
        ],
        '무료이며 글꼴도 오픈 소스입니다.',
      ],
    },
    price: 0,
    languages: ['en'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['icon'],
    category: 'utilities',
    name: { en: 'Paper Cut Icons', zh: '剪纸风图标', ko: '종이 오리기 아이콘' },
    overview: {
      en: 'Layered paper-cut icons with real shadows, in twelve warm colours.',
      zh: '层层叠叠的剪纸图标，带真实投影，共十二种暖色。',
      ko: '실제 그림자가 지는 겹겹이 오린 종이 아이콘, 따뜻한 12가지 색.',
    },
    about: {
      en: [
        'We cut every icon from coloured card, stacked the layers and photographed them under a window. The result has depth no flat icon can fake.',
        [
          '130 icons for apps, folders and media keys',
          'Twelve card colours, mix them freely on one page',
          'Seasonal extras: lanterns, pumpkins, snowflakes',
        ],
        'Photographed at high resolution, so they hold up on the large keys.',
      ],
      zh: [
        '每枚图标都是我们用彩色卡纸亲手剪出、层层叠放，再在窗边拍摄而成，那种纵深感是扁平图标模仿不来的。',
        [
          '130 枚应用、文件夹和媒体按键图标',
          '十二种卡纸颜色，可在同一页自由混搭',
          '节日限定：灯笼、南瓜、雪花',
        ],
        '高分辨率拍摄，大尺寸按键上依然细腻。',
      ],
      ko: [
        '모든 아이콘을 색지로 직접 오려 겹겹이 쌓고 창가에서 촬영했습니다. 평평한 아이콘은 흉내 낼 수 없는 깊이가 있습니다.',
        [
          '앱, 폴더, 미디어 키용 아이콘 130개',
          '12가지 색지, 한 페이지에서 자유롭게 섞어 쓰기',
          '계절 보너스: 등불, 호박, 눈송이',
        ],
        '고해상도로 촬영해 큰 키에서도 선명합니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['icon'],
    category: 'streaming',
    name: { en: 'Broadcast Essentials Icons', zh: '直播必备图标', ko: '방송 필수 아이콘' },
    overview: {
      en: 'Every icon a streamer needs: go live, scenes, mics, cameras, chat and alerts.',
      zh: '主播需要的所有图标：开播、场景、麦克风、摄像头、聊天和提醒。',
      ko: '스트리머에게 필요한 모든 아이콘: 방송 시작, 장면, 마이크, 카메라, 채팅, 알림.',
    },
    about: {
      en: [
        'A practical set that matches the states our tools report: on-air red, muted grey, recording dot. Drop it on any page and your keys finally agree with each other.',
        [
          '110 icons with on, off and warning states',
          'Platform marks for Twitch, YouTube, Kick and Bilibili',
          'Big, readable glyphs for keys you press without looking',
        ],
        'Free with or without our other products.',
      ],
      zh: [
        '一套实用图标，状态与我们工具报告的一致：直播中的红色、静音的灰色、录制中的圆点。放到任意页面，按键终于风格统一。',
        [
          '110 枚图标，含开启、关闭和警告状态',
          'Twitch、YouTube、Kick 和哔哩哔哩平台标识',
          '大而清晰的图形，盲按也不会错',
        ],
        '免费，单独使用或搭配我们的其他作品都可以。',
      ],
      ko: [
        '우리 도구가 알려 주는 상태와 딱 맞는 실용 세트입니다. 방송 중 빨강, 음소거 회색, 녹화 점. 어느 페이지에 넣어도 키들이 비로소 한 목소리를 냅니다.',
        [
          '켜짐·꺼짐·경고 상태를 갖춘 아이콘 110개',
          'Twitch, YouTube, Kick, 비리비리 플랫폼 마크',
          '보지 않고 누르는 키를 위한 크고 읽기 쉬운 그림',
        ],
        '다른 제품과 함께 쓰든 따로 쓰든 무료입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'hanbit',
    family: 'streamDock',
    types: ['icon'],
    category: 'social',
    name: { en: 'Hangul Letter Tiles', zh: '韩文字母方块', ko: '한글 자모 타일' },
    overview: {
      en: 'Every Hangul consonant and vowel as a bold tile, for launchers and shortcuts.',
      zh: '把每个韩文辅音和元音做成醒目的方块，适合启动器和快捷键。',
      ko: '모든 한글 자음과 모음을 굵은 타일로. 런처와 단축키에 딱 맞습니다.',
    },
    about: {
      en: [
        'Fourteen consonants, ten vowels and the double letters, set in a heavy rounded face on colour blocks inspired by traditional patchwork.',
        [
          '40 letter tiles in eight patchwork colours',
          'Number and arrow tiles in the same style',
          'Great for labelling macro keys by initial',
        ],
        'A favourite of Korean teachers who use the keys in class.',
      ],
      zh: [
        '十四个辅音、十个元音以及双写字母，用粗圆字体放在受传统拼布启发的色块上。',
        ['40 枚字母方块，八种拼布配色', '同风格的数字与方向方块', '很适合用首字母标注宏按键'],
        '深受在课堂上使用按键的韩语老师喜爱。',
      ],
      ko: [
        '자음 14개, 모음 10개, 쌍자음까지 전통 조각보에서 영감을 얻은 색 블록 위에 굵고 둥근 글꼴로 올렸습니다.',
        [
          '조각보 8가지 색의 자모 타일 40개',
          '같은 스타일의 숫자·화살표 타일',
          '매크로 키에 첫 글자로 이름 붙이기 좋음',
        ],
        '수업에서 키를 쓰는 한국어 선생님들이 특히 좋아합니다.',
      ],
    },
    price: 149,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'streamDock',
    types: ['icon'],
    category: 'lighting',
    name: { en: 'Gradient Orbs', zh: '渐变光球', ko: '그라데이션 오브' },
    overview: {
      en: 'Soft glowing orbs in gradient colours, animated to breathe slowly on your keys.',
      zh: '柔和发光的渐变球体，在按键上缓缓起伏。',
      ko: '그라데이션 색으로 은은하게 빛나는 구슬이 키 위에서 천천히 숨 쉽니다.',
    },
    about: {
      en: [
        'Not every key needs a symbol. Gradient Orbs give a page of keys a colour rhythm, with a small glyph on top when you want one.',
        [
          '64 orbs in matching gradient pairs',
          'Optional slow pulse animation, synced across keys',
          'Outline glyphs for 90 common actions to place on top',
        ],
        'Pairs with Lumen Labs lighting effects for a desk in one palette.',
      ],
      zh: [
        '不是每个按键都需要符号。渐变光球为整页按键带来色彩的节奏，需要时还能在上面叠加一个小图形。',
        [
          '64 枚成对配色的渐变光球',
          '可选缓慢律动动画，所有按键同步',
          '90 个常用操作的线框图形，可叠加在光球上',
        ],
        '搭配 Lumen Labs 的光效，整张桌面统一色调。',
      ],
      ko: [
        '모든 키에 기호가 필요하진 않습니다. 그라데이션 오브는 키 한 페이지에 색의 리듬을 주고, 원할 때는 작은 기호를 위에 얹을 수 있습니다.',
        [
          '짝을 이루는 그라데이션 오브 64개',
          '모든 키가 함께 움직이는 느린 맥동 애니메이션(선택)',
          '위에 얹을 수 있는 자주 쓰는 동작 90개의 선 기호',
        ],
        'Lumen Labs의 라이트 쇼와 함께 쓰면 책상 전체가 하나의 팔레트가 됩니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
];
