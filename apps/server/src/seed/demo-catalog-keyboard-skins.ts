import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** LCD keyboard keycap skins: one face repeated over every key. */
export const KEYBOARD_SKINS: DemoProduct[] = [
  demo({
    author: 'pixelforge',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'gaming',
    name: {
      en: 'Mechanical Metal Keycap Skin',
      zh: '机械金属键帽皮肤',
      ko: '메탈 기계식 키캡 스킨',
    },
    overview: {
      en: 'Brushed-metal keycap skins with engraved legends.',
      zh: '刻有字符的拉丝金属键帽皮肤。',
      ko: '각인된 글자가 있는 헤어라인 금속 키캡 스킨.',
    },
    about: {
      en: [
        'Rendered from macro photographs of machined aluminium caps: the circular brushing, the chamfered edge, the deep engraved legend that catches light.',
        [
          'Silver, gunmetal, brass and copper finishes',
          'Legends in a technical sans or a classic gothic',
          'A subtle sheen that follows the key you press',
        ],
        'Our most popular skin for two years running.',
      ],
      zh: [
        '依据精密加工铝键帽的微距照片渲染：环形拉丝纹、倒角边缘，以及会反光的深刻字符。',
        [
          '银、枪灰、黄铜和紫铜四种质感',
          '字符可选工业无衬线体或经典哥特体',
          '随按键位置流动的淡淡光泽',
        ],
        '连续两年最受欢迎的皮肤。',
      ],
      ko: [
        '정밀 가공한 알루미늄 키캡의 접사 사진으로 렌더링했습니다. 원형 헤어라인, 모따기한 가장자리, 빛을 받는 깊은 각인.',
        [
          '은색, 건메탈, 황동, 구리 마감',
          '기술적인 산세리프 또는 고전 고딕 글자',
          '누르는 키를 따라 움직이는 은은한 광택',
        ],
        '2년 연속 가장 인기 있는 스킨입니다.',
      ],
    },
    price: 349,
    languages: ['en'],
  }),
  demo({
    author: 'hanbit',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'social',
    name: { en: 'Hangul Keycap Skin', zh: '韩文键帽皮肤', ko: '한글 키캡 스킨' },
    overview: {
      en: 'An LCD keycap skin engraved with Hangul letters.',
      zh: '刻有韩文字母的 LCD 键帽皮肤。',
      ko: '한글 자모를 새긴 LCD 키캡 스킨입니다.',
    },
    about: {
      en: [
        'Hangul letters set beside the Latin legends on every key, in a typeface drawn after the letters of the 15th-century Hunminjeongeum.',
        [
          'Standard 2-set Hangul layout with Latin legends',
          'Ivory, indigo and persimmon colourways',
          'A version with Hangul only for a clean look',
        ],
        'Made by a Seoul studio that draws Korean type.',
      ],
      zh: [
        '每个按键的拉丁字符旁都刻上韩文字母，字体依照 15 世纪《训民正音》中的字形绘制。',
        ['标准两套式韩文布局，附拉丁字符', '象牙、靛蓝和柿子三种配色', '只显示韩文的简洁版本'],
        '由首尔一家专做韩文字体的工作室制作。',
      ],
      ko: [
        '모든 키의 로마자 옆에 한글 자모를 새겼습니다. 서체는 15세기 훈민정음의 글자꼴을 따라 그렸습니다.',
        [
          '로마자가 함께 있는 표준 두벌식 한글 배열',
          '상아색, 쪽빛, 감빛 색 조합',
          '깔끔하게 한글만 넣은 버전',
        ],
        '한글 서체를 그리는 서울의 작업실에서 만들었습니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Persimmon colourway and a Hangul-only version.',
        zh: '新增柿子配色和纯韩文版本。',
        ko: '감빛 색 조합과 한글 전용 버전을 추가했습니다.',
      },
    ],
    price: 299,
    languages: ['ko'],
    featuredRank: 5,
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'gaming',
    name: { en: 'Carbon Fiber Keycap Skin', zh: '碳纤维键帽皮肤', ko: '카본 파이버 키캡 스킨' },
    overview: {
      en: 'A glossy carbon weave with red accent keys for WASD and Escape.',
      zh: '亮面碳纤维纹理，WASD 和 Esc 键为红色点缀。',
      ko: '광택 있는 카본 직조에 WASD와 Esc는 빨간 포인트 키.',
    },
    about: {
      en: [
        'Clear-coated twill weave that shifts as the light moves, with the gaming cluster picked out in red so your fingers find home in the dark.',
        [
          'Red, yellow or blue accent keys',
          'Matte and gloss weaves',
          'Matches the Carbon Fiber Theme on the smart screen panel',
        ],
        'For desks where the chair costs more than the desk.',
      ],
      zh: [
        '清漆斜纹编织纹理，会随光线变化；游戏按键区用红色标出，摸黑也能让手指找到位置。',
        ['红、黄、蓝三种强调键颜色', '哑光与亮面两种编织纹理', '与智能副屏的“碳纤维主题”配套'],
        '献给椅子比桌子还贵的桌面。',
      ],
      ko: [
        '빛에 따라 무늬가 바뀌는 클리어 코팅 능직 카본에, 게임 키 영역은 빨갛게 구분해 어둠 속에서도 손가락이 자리를 찾습니다.',
        [
          '빨강, 노랑, 파랑 포인트 키',
          '무광과 유광 직조',
          '스마트 스크린 패널의 카본 파이버 테마와 짝',
        ],
        '의자가 책상보다 비싼 책상을 위해.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'productivity',
    name: { en: 'Marble Keycap Skin', zh: '大理石键帽皮肤', ko: '대리석 키캡 스킨' },
    overview: {
      en: 'White Carrara marble with soft grey veins, each key cut from a different part of the slab.',
      zh: '带柔和灰色纹路的卡拉拉白色大理石，每个按键取自石板的不同位置。',
      ko: '부드러운 회색 결이 있는 카라라 흰 대리석, 키마다 석판의 다른 부분에서 잘랐습니다.',
    },
    about: {
      en: [
        'We scanned a whole slab of marble so the veins run naturally across the keyboard instead of repeating on every key.',
        [
          'Carrara white, Nero Marquina black and green serpentine',
          'Veins that continue from key to key',
          'Legends inlaid in brass, or none',
        ],
        'Goes with the Roman Numerals keycaps on the Stream Dock.',
      ],
      zh: [
        '我们扫描了一整块大理石板，让石纹在整个键盘上自然延续，而不是在每个按键上重复。',
        [
          '卡拉拉白、黑金花黑和绿色蛇纹石',
          '石纹从一个按键延续到下一个按键',
          '黄铜嵌字，或不显示字符',
        ],
        '与 Stream Dock 上的“罗马数字键帽”相配。',
      ],
      ko: [
        '대리석 석판 한 장을 통째로 스캔해서, 결이 키마다 반복되지 않고 키보드 전체에 자연스럽게 이어집니다.',
        [
          '카라라 화이트, 네로 마르퀴나 블랙, 초록 사문석',
          '키에서 키로 이어지는 결',
          '황동 상감 글자 또는 글자 없음',
        ],
        'Stream Dock의 로마 숫자 키캡과 어울립니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'pixelforge',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'utilities',
    name: { en: 'Retro Beige Keycap Skin', zh: '复古米黄键帽皮肤', ko: '레트로 베이지 키캡 스킨' },
    overview: {
      en: 'The beige and grey of a 1980s office keyboard, yellowed just a little.',
      zh: '80 年代办公键盘的米黄与灰色，微微泛黄。',
      ko: '살짝 누렇게 바랜 1980년대 사무용 키보드의 베이지와 회색.',
    },
    about: {
      en: [
        'Two-tone beige alphas, grey modifiers and a faint yellowing toward the edges, as if the keyboard had spent thirty years next to a window.',
        [
          'Fresh, aged and well-loved variants',
          'Legends in the original typeface style',
          'Red Escape key, as some of us remember it',
        ],
        'Pairs with the Retro Number Pad and 8-Bit Arcade Icons.',
      ],
      zh: [
        '双色米黄字母键、灰色功能键，边缘带着淡淡的泛黄，仿佛这块键盘在窗边放了三十年。',
        ['全新、做旧和“被用了很久”三种版本', '字符沿用原版字体风格', '红色 Esc 键，有人还记得它'],
        '与“复古数字键盘”和“8 位街机图标”搭配。',
      ],
      ko: [
        '두 가지 톤의 베이지 글자 키, 회색 조합 키, 가장자리로 갈수록 희미한 누런빛. 마치 30년 동안 창가에 놓여 있던 키보드처럼.',
        [
          '새것, 오래된 것, 손때 묻은 것 세 가지 버전',
          '원래 서체 스타일의 글자',
          '누군가는 기억하는 빨간 Esc 키',
        ],
        '레트로 숫자 패드, 8비트 아케이드 아이콘과 함께 쓰세요.',
      ],
    },
    price: 199,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'shanhai',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'social',
    name: { en: 'Jade Keycap Skin', zh: '玉石键帽皮肤', ko: '옥 키캡 스킨' },
    overview: {
      en: 'Translucent green jade with carved cloud patterns on the modifiers.',
      zh: '通透的翠绿玉石，功能键上雕刻祥云纹。',
      ko: '반투명한 초록 옥에 조합 키에는 구름무늬를 새겼습니다.',
    },
    about: {
      en: [
        'Rendered to look like hand-polished jade: light passes into the stone, and the modifiers carry carved auspicious clouds.',
        [
          'Emerald, white mutton-fat and celadon jade',
          'Carved clouds and waves on the modifier keys',
          'Legends in small seal script or plain Latin',
        ],
        'Our studio’s first keyboard skin, two years in the making.',
      ],
      zh: [
        '渲染出手工抛光玉石的质感：光线透入石中，功能键上雕着祥云。',
        [
          '翡翠绿、羊脂白和青白玉三种玉色',
          '功能键上雕刻祥云与海水纹',
          '字符可选小篆或普通拉丁字母',
        ],
        '工作室的第一款键盘皮肤，前后打磨了两年。',
      ],
      ko: [
        '손으로 연마한 옥처럼 렌더링했습니다. 빛이 돌 속으로 스며들고, 조합 키에는 상서로운 구름을 새겼습니다.',
        [
          '비취 초록, 양지백옥, 청백옥',
          '조합 키에 새긴 구름과 물결무늬',
          '소전체 또는 일반 로마자 글자',
        ],
        '저희 작업실의 첫 키보드 스킨으로, 2년 동안 다듬었습니다.',
      ],
    },
    price: 2200,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'tidal_fx',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'lighting',
    name: { en: 'Galaxy Keycap Skin', zh: '星系键帽皮肤', ko: '갤럭시 키캡 스킨' },
    overview: {
      en: 'A spiral galaxy stretched across the whole keyboard, with stars that twinkle.',
      zh: '一整片旋涡星系横跨键盘，星星还会闪烁。',
      ko: '키보드 전체에 펼쳐진 나선 은하, 별들이 반짝입니다.',
    },
    about: {
      en: [
        'One image across every key: the core of the galaxy sits under the G and H keys, and the spiral arms reach out to the edges. Stars twinkle at random.',
        [
          'Milky Way, Andromeda and a purple deep field',
          'Twinkling stars, or a still image',
          'Legends in white or none',
        ],
        'Looks its best in a dark room.',
      ],
      zh: [
        '一张图横跨所有按键：星系核心落在 G 和 H 键下方，旋臂一直延伸到边缘，星星随机闪烁。',
        ['银河、仙女座以及一片紫色深空', '星星闪烁，或静态图片', '白色字符或无字符'],
        '在暗室中效果最佳。',
      ],
      ko: [
        '모든 키에 걸친 한 장의 그림. 은하의 중심이 G와 H 키 아래에 있고, 나선 팔이 가장자리까지 뻗어 있습니다. 별은 무작위로 반짝입니다.',
        [
          '우리은하, 안드로메다, 보랏빛 딥 필드',
          '반짝이는 별 또는 정지 이미지',
          '흰 글자 또는 글자 없음',
        ],
        '어두운 방에서 가장 멋집니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'productivity',
    name: { en: 'Wood Grain Keycap Skin', zh: '木纹键帽皮肤', ko: '나뭇결 키캡 스킨' },
    overview: {
      en: 'Oak, walnut and maple grain with laser-etched legends.',
      zh: '橡木、胡桃木和枫木纹理，配激光刻字。',
      ko: '오크, 월넛, 메이플 나뭇결에 레이저로 새긴 글자.',
    },
    about: {
      en: [
        'A keyboard that looks like a carpenter made it. The grain is photographed from real boards and follows one direction across the whole board.',
        [
          'Oak, walnut, maple and a two-tone mix',
          'Laser-etched or inked legends',
          'Matches the Walnut Wood Numbers on the Stream Dock',
        ],
        'Warm in the morning light.',
      ],
      zh: [
        '一块仿佛出自木匠之手的键盘。纹理取自真实木板的照片，在整块键盘上朝同一方向延伸。',
        [
          '橡木、胡桃木、枫木和双色拼木',
          '激光刻字或油墨字符',
          '与 Stream Dock 上的“胡桃木数字键帽”配套',
        ],
        '在清晨的光里格外温暖。',
      ],
      ko: [
        '목수가 만든 것 같은 키보드. 실제 판재를 촬영한 나뭇결이 키보드 전체에 한 방향으로 이어집니다.',
        [
          '오크, 월넛, 메이플, 투톤 조합',
          '레이저 각인 또는 잉크 글자',
          'Stream Dock의 월넛 원목 숫자 키캡과 짝',
        ],
        '아침 햇살 속에서 따뜻합니다.',
      ],
    },
    price: 229,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'dalbit',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'social',
    name: { en: 'Moon Rabbit Skin', zh: '月兔皮肤', ko: '달토끼 스킨' },
    overview: {
      en: 'A rabbit pounding rice cakes on the moon, across a keyboard of night blue.',
      zh: '月亮上捣年糕的兔子，铺满夜空蓝的键盘。',
      ko: '밤하늘 파란 키보드 위, 달에서 떡방아 찧는 토끼.',
    },
    about: {
      en: [
        'The old story of the rabbit on the moon, painted across the keyboard: a full moon on the right, the rabbit at work, and drifting clouds toward the left.',
        [
          'Night blue, dawn pink and harvest gold',
          'The rabbit hops to the key you press, now and then',
          'Legends in Hangul and Latin',
        ],
        'Released every year at Chuseok with a new small detail.',
      ],
      zh: [
        '把月兔的古老传说画满整块键盘：右边是一轮满月，兔子在忙着捣年糕，云朵朝左边飘去。',
        ['夜空蓝、黎明粉和丰收金三种配色', '兔子偶尔会蹦到你按下的键上', '韩文与拉丁字符'],
        '每年中秋（韩国秋夕）更新，并加入一个新的小细节。',
      ],
      ko: [
        '달에 사는 토끼의 옛이야기를 키보드 가득 그렸습니다. 오른쪽에 보름달, 떡방아 찧는 토끼, 왼쪽으로 흘러가는 구름.',
        [
          '밤하늘 파랑, 새벽 분홍, 가을걷이 금빛',
          '가끔 누른 키로 깡충 뛰어오는 토끼',
          '한글과 로마자 글자',
        ],
        '해마다 추석에 작은 디테일을 하나씩 더해 새로 선보입니다.',
      ],
    },
    price: 199,
    languages: ['ko', 'en', 'zh'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'lighting',
    name: { en: 'Holographic Keycap Skin', zh: '全息镭射键帽皮肤', ko: '홀로그램 키캡 스킨' },
    overview: {
      en: 'Iridescent holographic foil that shifts colour as you type.',
      zh: '随打字变换颜色的全息镭射箔。',
      ko: '타이핑할 때마다 색이 바뀌는 무지갯빛 홀로그램 호일.',
    },
    about: {
      en: [
        'Rainbow foil that behaves like the real thing: each key press tilts the virtual light, so the colours ripple out from your fingers.',
        [
          'Silver, opal and oil-slick foils',
          'Colour shift driven by your typing',
          'A calmer mode that shifts only once a minute',
        ],
        'Pairs with the Gradient Orbs icons on the Stream Dock.',
      ],
      zh: [
        '像真正的镭射箔一样：每次按键都会让虚拟光源倾斜，颜色从指尖向外荡开。',
        ['银色、蛋白石和油膜三种箔面', '颜色变化由你的打字驱动', '安静模式：每分钟只变换一次'],
        '与 Stream Dock 上的“渐变光球”图标搭配。',
      ],
      ko: [
        '진짜 홀로그램 호일처럼 동작합니다. 키를 누를 때마다 가상의 빛이 기울어 색이 손끝에서 퍼져 나갑니다.',
        [
          '은색, 오팔, 기름막 호일',
          '타이핑으로 움직이는 색 변화',
          '1분에 한 번만 바뀌는 차분한 모드',
        ],
        'Stream Dock의 그라데이션 오브 아이콘과 잘 어울립니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '1.8.0',
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'developerTools',
    name: { en: 'Blueprint Keycap Skin', zh: '蓝图键帽皮肤', ko: '블루프린트 키캡 스킨' },
    overview: {
      en: 'White technical drawings on blueprint blue, with dimension lines between keys.',
      zh: '蓝图底色上的白色工程制图，按键之间标有尺寸线。',
      ko: '청사진 파랑 위 흰 기술 도면, 키 사이에는 치수선.',
    },
    about: {
      en: [
        'Every key drawn as a technical drawing of itself: outline, section view and a tiny dimension. The space bar has a title block.',
        [
          'Classic blueprint, white print and dark mode',
          'Dimension lines and notes between the keys',
          'A title block with your name on the space bar',
        ],
        'Free for engineers, makers and anyone who likes grids.',
      ],
      zh: [
        '每个按键都画成自己的工程图：轮廓、剖视图和一个小小的尺寸标注。空格键上还有标题栏。',
        [
          '经典蓝图、白底印刷和深色三种模式',
          '按键之间的尺寸线和注释',
          '空格键上可写你名字的标题栏',
        ],
        '免费献给工程师、创客和所有喜欢网格的人。',
      ],
      ko: [
        '모든 키를 그 키 자신의 기술 도면으로 그렸습니다. 외곽선, 단면도, 작은 치수까지. 스페이스 바에는 표제란이 있습니다.',
        [
          '클래식 청사진, 흰 인쇄, 다크 모드',
          '키 사이의 치수선과 주석',
          '스페이스 바에 내 이름을 넣는 표제란',
        ],
        '엔지니어, 메이커, 그리고 격자를 좋아하는 모든 분께 무료입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['keycapSkin'],
    category: 'gaming',
    name: { en: 'Arctic Camo Keycap Skin', zh: '极地迷彩键帽皮肤', ko: '극지 위장 키캡 스킨' },
    overview: {
      en: 'White, grey and ice-blue digital camo, with the movement keys marked in orange.',
      zh: '白、灰、冰蓝三色数码迷彩，移动键以橙色标出。',
      ko: '흰색, 회색, 얼음 파랑 디지털 위장무늬에 이동 키는 주황색으로.',
    },
    about: {
      en: [
        'A pixel camo pattern that flows across the whole keyboard, with high-visibility orange on the keys you need to find without looking.',
        [
          'Arctic, desert, woodland and urban patterns',
          'Orange, green or no accent keys',
          'Pattern scale from fine to bold',
        ],
        'Pairs with the Gamer HUD Icons.',
      ],
      zh: [
        '像素迷彩花纹贯穿整块键盘，需要盲按的按键用醒目的橙色标出。',
        [
          '极地、沙漠、林地和城市四种花纹',
          '橙色、绿色强调键，或不加强调',
          '花纹尺度可从细密调到粗犷',
        ],
        '与“游戏 HUD 图标”搭配。',
      ],
      ko: [
        '키보드 전체로 흐르는 픽셀 위장무늬에, 보지 않고 찾아야 하는 키에는 눈에 잘 띄는 주황색을 넣었습니다.',
        [
          '극지, 사막, 숲, 도시 무늬',
          '주황, 초록 포인트 키 또는 없음',
          '촘촘한 것부터 굵은 것까지 무늬 크기',
        ],
        '게이머 HUD 아이콘과 함께 쓰세요.',
      ],
    },
    price: 179,
    languages: ['en', 'zh', 'ko'],
  }),
];
