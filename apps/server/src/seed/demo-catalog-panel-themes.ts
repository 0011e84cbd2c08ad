import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Smart screen panel themes: the look of the whole panel. */
export const PANEL_THEMES: DemoProduct[] = [
  demo({
    author: 'pixelforge',
    family: 'mPanel',
    types: ['theme'],
    category: 'productivity',
    name: { en: 'Midnight Glass Theme', zh: '午夜玻璃主题', ko: '미드나잇 글래스 테마' },
    overview: {
      en: 'A dark frosted-glass theme for the smart screen panel.',
      zh: '为智能副屏打造的深色磨砂玻璃主题。',
      ko: '스마트 스크린 패널을 위한 어두운 반투명 유리 테마.',
    },
    about: {
      en: [
        'Widgets float on panes of smoked glass over a deep blue gradient, with thin light edges that catch the colour of whatever is behind them.',
        [
          'Restyles every built-in widget: clock, weather, media and system',
          'Three accent colours: ice, rose and amber',
          'An OLED-friendly true-black variant',
        ],
        'Designed alongside the Glassmorphism Icons.',
      ],
      zh: [
        '小组件悬浮在深蓝渐变之上的烟色玻璃里，细细的亮边会映出背后的颜色。',
        [
          '重新设计所有内置小组件：时钟、天气、媒体和系统',
          '三种强调色：冰蓝、玫瑰和琥珀',
          '适合 OLED 的纯黑版本',
        ],
        '与“毛玻璃图标”同步设计。',
      ],
      ko: [
        '위젯이 짙은 파랑 그라데이션 위의 스모크 유리 판에 떠 있고, 가는 빛 테두리가 뒤에 있는 색을 머금습니다.',
        [
          '시계, 날씨, 미디어, 시스템 등 모든 기본 위젯 디자인 변경',
          '세 가지 강조색: 아이스, 로즈, 앰버',
          'OLED에 좋은 완전한 검정 버전',
        ],
        '글래스모피즘 아이콘과 함께 디자인했습니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'hanbit',
    family: 'mPanel',
    types: ['theme'],
    category: 'social',
    name: { en: 'Cherry Blossom Theme', zh: '樱花主题', ko: '벚꽃 테마' },
    overview: {
      en: 'A smart screen theme full of spring cherry blossoms.',
      zh: '满屏春日樱花的智能副屏主题。',
      ko: '봄날의 벚꽃을 담은 스마트 스크린 테마입니다.',
    },
    about: {
      en: [
        'Petals drift slowly across a pale pink sky, and each widget sits on a branch. The clock face is a single five-petal flower.',
        [
          'Soft pink day and deep plum night variants',
          'Petals that gather at the bottom edge through the day',
          'Widget frames drawn as blossoming branches',
        ],
        'Painted in watercolour, then scanned at high resolution.',
      ],
      zh: [
        '花瓣缓缓飘过淡粉色的天空，每个小组件都停在一根花枝上，时钟表盘是一朵五瓣花。',
        [
          '白天柔粉与夜晚深梅两个版本',
          '花瓣会随一天的时间在底边慢慢堆积',
          '小组件边框画成盛开的花枝',
        ],
        '先用水彩绘制，再以高分辨率扫描。',
      ],
      ko: [
        '연분홍 하늘을 꽃잎이 천천히 가로지르고, 위젯마다 나뭇가지에 앉아 있습니다. 시계 판은 다섯 장 꽃잎의 꽃 한 송이입니다.',
        [
          '낮의 연분홍과 밤의 짙은 자두색 버전',
          '하루 동안 아래쪽 가장자리에 모이는 꽃잎',
          '꽃이 핀 가지로 그린 위젯 테두리',
        ],
        '수채화로 그린 뒤 고해상도로 스캔했습니다.',
      ],
    },
    price: 249,
    languages: ['ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mPanel',
    types: ['theme'],
    category: 'productivity',
    name: { en: 'Nordic Minimal Theme', zh: '北欧极简主题', ko: '노르딕 미니멀 테마' },
    overview: {
      en: 'Linen whites, birch greys and one muted accent: a calm theme for working hours.',
      zh: '亚麻白、桦木灰，加一抹低饱和强调色：适合工作时间的安静主题。',
      ko: '리넨 화이트, 자작나무 그레이, 그리고 차분한 강조색 하나. 일하는 시간을 위한 조용한 테마.',
    },
    about: {
      en: [
        'Generous spacing, a humanist typeface and colours borrowed from a Scandinavian living room. It disappears until you need it.',
        [
          'Light and dusk variants that switch at sunset',
          'Five accent colours: sage, clay, fjord, mustard and ink',
          'Large type for widgets read from a distance',
        ],
        'Our best-selling theme three seasons running.',
      ],
      zh: [
        '宽松的留白、人文主义字体，配色借自北欧客厅。平时几乎察觉不到它，需要时它就在那里。',
        [
          '日间与黄昏两个版本，日落时自动切换',
          '五种强调色：鼠尾草、陶土、峡湾、芥末和墨蓝',
          '大号字体，远处也能看清小组件',
        ],
        '连续三季销量第一的主题。',
      ],
      ko: [
        '넉넉한 여백, 휴머니스트 서체, 북유럽 거실에서 빌려 온 색. 필요할 때까지는 눈에 띄지 않습니다.',
        [
          '해가 지면 바뀌는 라이트·황혼 버전',
          '다섯 가지 강조색: 세이지, 점토, 피오르, 머스터드, 잉크',
          '멀리서도 읽히는 큰 글씨 위젯',
        ],
        '세 시즌 연속 가장 많이 팔린 테마입니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Dusk variant that follows the sunset.',
        zh: '新增随日落切换的黄昏版本。',
        ko: '해 질 녘에 바뀌는 황혼 버전을 추가했습니다.',
      },
    ],
    price: 349,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'mPanel',
    types: ['theme'],
    category: 'developerTools',
    name: { en: 'Retro Terminal Theme', zh: '复古终端主题', ko: '레트로 터미널 테마' },
    overview: {
      en: 'Green phosphor text, scanlines and a blinking cursor for every widget.',
      zh: '绿色荧光文字、扫描线，每个小组件都有一个闪烁的光标。',
      ko: '초록 형광 글자, 주사선, 그리고 모든 위젯에 깜빡이는 커서.',
    },
    about: {
      en: [
        'Every widget rendered as text on a curved CRT: the clock is a date command, the weather a line of ASCII art, the system monitor a top-style table.',
        [
          'Green, amber and white phosphor',
          'Optional screen curvature and flicker',
          'A boot sequence when the panel wakes up',
        ],
        'Free. Pairs with the Terminal Glyphs icons.',
      ],
      zh: [
        '每个小组件都以文字形式显示在弧面 CRT 上：时钟是一条 date 命令，天气是一行 ASCII 字符画，系统监视是 top 风格的表格。',
        ['绿色、琥珀和白色荧光', '可选屏幕弧度与闪烁效果', '副屏唤醒时播放开机自检画面'],
        '免费。与“终端字符图标”搭配使用更佳。',
      ],
      ko: [
        '모든 위젯을 휘어진 CRT 위의 글자로 표시합니다. 시계는 date 명령, 날씨는 ASCII 아트 한 줄, 시스템 모니터는 top 스타일 표.',
        ['초록, 호박색, 흰색 형광', '화면 곡률과 깜빡임(선택)', '패널이 켜질 때 나오는 부팅 화면'],
        '무료입니다. 터미널 글리프 아이콘과 잘 어울립니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'dalbit',
    family: 'mPanel',
    types: ['theme'],
    category: 'social',
    name: { en: 'Summer Sky Theme', zh: '夏日晴空主题', ko: '여름 하늘 테마' },
    overview: {
      en: 'Tall summer clouds in a bright blue sky, drawn in a hand-painted anime style.',
      zh: '手绘动画风格的湛蓝夏空与高高的积雨云。',
      ko: '손그림 애니메이션 풍으로 그린 새파란 여름 하늘과 뭉게구름.',
    },
    about: {
      en: [
        'The sky from every summer film you remember: towering clouds, a contrail, a telephone pole and its wires. The light shifts from morning to evening with your clock.',
        [
          'Morning, noon, sunset and starry night skies',
          'Clouds that drift slowly behind the widgets',
          'A soft cicada sound you can switch on',
        ],
        'Painted by hand, one layer at a time.',
      ],
      zh: [
        '你记忆里每部夏日电影里的天空：高耸的云、一道飞机云、电线杆和电线。光线随时钟从早晨变到傍晚。',
        ['清晨、正午、黄昏和星空四种天空', '云朵在小组件背后缓缓飘动', '可开启轻柔的蝉鸣声'],
        '一层一层，全部手绘。',
      ],
      ko: [
        '기억 속 모든 여름 영화의 하늘. 솟아오른 구름, 비행기구름 한 줄, 전봇대와 전깃줄. 시계에 맞춰 아침부터 저녁까지 빛이 바뀝니다.',
        [
          '아침, 한낮, 노을, 별밤 하늘',
          '위젯 뒤로 천천히 흘러가는 구름',
          '켤 수 있는 잔잔한 매미 소리',
        ],
        '한 겹씩 손으로 그렸습니다.',
      ],
    },
    price: 229,
    languages: ['ko', 'en'],
    audio: true,
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mPanel',
    types: ['theme'],
    category: 'smartHome',
    name: { en: 'Forest Cabin Theme', zh: '林间小屋主题', ko: '숲속 오두막 테마' },
    overview: {
      en: 'Wood panels, a window onto pine trees and widgets carved like cabin signs.',
      zh: '木墙板、一扇望向松林的窗，小组件像小屋的木牌一样雕刻而成。',
      ko: '나무 벽판, 소나무 숲이 보이는 창, 오두막 간판처럼 새긴 위젯.',
    },
    about: {
      en: [
        'A cabin in the woods on your desk: warm timber, a window that shows the weather outside as snow, rain or sun through the pines.',
        [
          'A window view that follows your real local weather',
          'Carved wooden frames for every widget',
          'A wood-stove corner that glows warmer as the evening goes on',
        ],
        'Especially nice with the Smart Home Panel in winter.',
      ],
      zh: [
        '把林间小屋搬到桌上：温暖的木头，一扇窗透过松林映出窗外的真实天气——下雪、下雨或晴天。',
        ['窗景跟随你所在地的真实天气', '每个小组件都有雕刻木框', '壁炉一角，越到夜晚越显温暖'],
        '冬天与“智能家居面板”一起使用尤其惬意。',
      ],
      ko: [
        '책상 위 숲속 오두막. 따뜻한 나무, 소나무 사이로 바깥 날씨를 눈, 비, 햇살로 보여 주는 창.',
        [
          '실제 동네 날씨를 따르는 창밖 풍경',
          '모든 위젯에 새긴 나무 틀',
          '저녁이 깊을수록 따뜻해지는 장작 난로 구석',
        ],
        '겨울에 스마트 홈 패널과 함께 쓰면 특히 좋습니다.',
      ],
    },
    price: 279,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'shanhai',
    family: 'mPanel',
    types: ['theme'],
    category: 'social',
    name: { en: 'Landscape Scroll Theme', zh: '山水长卷主题', ko: '산수 두루마리 테마' },
    overview: {
      en: 'A Song-dynasty landscape scroll that unrolls across the panel through the day.',
      zh: '一幅宋代山水长卷，随一天的时间在副屏上徐徐展开。',
      ko: '하루 동안 패널 위로 천천히 펼쳐지는 송나라 산수 두루마리.',
    },
    about: {
      en: [
        'Inspired by the great blue-green landscape scrolls: mountains, a river, a fishing boat, travellers on a bridge. The scroll moves a little every hour, so by evening you have travelled its length.',
        [
          'A scroll that moves with the time of day',
          'Widgets framed as seals and inscriptions',
          'Blue-green and pale ink colourings',
        ],
        'Painted by our studio over eight months.',
      ],
      zh: [
        '灵感来自青绿山水长卷：群山、江河、渔舟、桥上行人。长卷每小时移动一点，到了傍晚，你已从卷首游到卷尾。',
        ['长卷随一天的时间缓缓移动', '小组件以印章和题跋的形式呈现', '青绿与浅绛两种设色'],
        '由工作室历时八个月绘制。',
      ],
      ko: [
        '청록산수 두루마리에서 영감을 받았습니다. 산, 강, 고깃배, 다리 위의 나그네. 두루마리는 매시간 조금씩 움직여 저녁이면 끝까지 여행하게 됩니다.',
        [
          '하루 시간에 맞춰 움직이는 두루마리',
          '낙관과 제발 형태의 위젯',
          '청록과 옅은 먹빛 두 가지 채색',
        ],
        '저희 작업실에서 여덟 달 동안 그렸습니다.',
      ],
    },
    price: 2800,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mPanel',
    types: ['theme'],
    category: 'gaming',
    name: { en: 'Carbon Fiber Theme', zh: '碳纤维主题', ko: '카본 파이버 테마' },
    overview: {
      en: 'Carbon weave, brushed aluminium and red accents, like the dash of a race car.',
      zh: '碳纤维纹理、拉丝铝和红色点缀，宛如赛车仪表台。',
      ko: '카본 직조, 헤어라인 알루미늄, 빨간 포인트로 레이싱카 계기판처럼.',
    },
    about: {
      en: [
        'Every widget becomes a gauge: the clock is a rev counter, CPU load a boost meter, and the network speed a lap timer.',
        [
          'Gauge-style versions of all built-in widgets',
          'Red, yellow and electric blue accents',
          'A shift-light bar that fills with CPU load',
        ],
        'For gaming rigs with more fans than sense.',
      ],
      zh: [
        '每个小组件都变成了仪表：时钟是转速表，CPU 负载是增压表，网速是圈速计时器。',
        ['所有内置小组件的仪表风格版本', '红、黄和电光蓝三种强调色', '随 CPU 负载填满的换挡提示条'],
        '献给风扇比理智还多的游戏主机。',
      ],
      ko: [
        '모든 위젯이 계기판이 됩니다. 시계는 회전계, CPU 부하는 부스트 게이지, 네트워크 속도는 랩 타이머.',
        [
          '모든 기본 위젯의 계기판 스타일 버전',
          '빨강, 노랑, 전기 파랑 강조색',
          'CPU 부하에 따라 차오르는 시프트 표시줄',
        ],
        '이성보다 팬이 더 많은 게이밍 PC를 위해.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'tidal_fx',
    family: 'mPanel',
    types: ['theme'],
    category: 'video',
    name: { en: 'Neon Tokyo Theme', zh: '霓虹东京主题', ko: '네온 도쿄 테마' },
    overview: {
      en: 'Rain-soaked Tokyo streets at night, with widgets lit like shop signs.',
      zh: '雨夜里湿漉漉的东京街头，小组件像店铺招牌一样亮起。',
      ko: '비에 젖은 밤의 도쿄 거리, 가게 간판처럼 빛나는 위젯.',
    },
    about: {
      en: [
        'A narrow alley in Shinjuku after the rain, with reflections in the puddles and steam from a ramen stall. Your clock, weather and music glow as neon signs.',
        [
          'Widgets drawn as neon and backlit signs',
          'Puddle reflections that ripple as raindrops fall',
          'A quiet city ambience, off by default',
        ],
        'Looks its best on the larger panel at full brightness.',
      ],
      zh: [
        '雨后新宿的一条小巷，水洼里倒映着霓虹，拉面摊冒着热气。时钟、天气和音乐都化作闪亮的霓虹招牌。',
        [
          '小组件绘制成霓虹灯牌和背光招牌',
          '雨滴落下时水洼倒影泛起涟漪',
          '安静的城市环境音，默认关闭',
        ],
        '在大尺寸面板、最高亮度下效果最好。',
      ],
      ko: [
        '비 그친 신주쿠의 좁은 골목, 물웅덩이에 비친 불빛과 라멘 가게의 김. 시계, 날씨, 음악이 네온 간판처럼 빛납니다.',
        [
          '네온과 백라이트 간판으로 그린 위젯',
          '빗방울이 떨어지면 일렁이는 웅덩이 반사',
          '기본으로 꺼져 있는 조용한 도시 소리',
        ],
        '큰 패널에서 최대 밝기로 볼 때 가장 멋집니다.',
      ],
    },
    price: 299,
    languages: ['en', 'ko'],
    minAppVersion: '2.6.0',
  }),
  demo({
    author: 'pixelforge',
    family: 'mPanel',
    types: ['theme'],
    category: 'utilities',
    name: { en: 'Paper Notebook Theme', zh: '纸质笔记本主题', ko: '종이 노트 테마' },
    overview: {
      en: 'Dotted paper, washi tape and handwritten numbers for a bullet-journal desk.',
      zh: '点阵纸、和纸胶带和手写数字，打造手账风桌面。',
      ko: '점선 종이, 마스킹 테이프, 손글씨 숫자로 불렛저널 같은 책상을.',
    },
    about: {
      en: [
        'The panel becomes an open notebook: widgets are taped-in notes, the clock is written in pencil and the weather is a little doodle in the margin.',
        [
          'Dotted, lined and grid paper',
          'Twelve washi tape patterns for widget corners',
          'A "crossed out" style for finished to-dos',
        ],
        'Pairs well with Daily To-Do.',
      ],
      zh: [
        '副屏变成一本摊开的笔记本：小组件是贴上去的便签，时钟用铅笔写成，天气是页边的小涂鸦。',
        [
          '点阵、横线和方格三种纸张',
          '十二种和纸胶带图案，用来贴小组件的角',
          '已完成待办显示为“划掉”样式',
        ],
        '与“今日待办”搭配使用很合适。',
      ],
      ko: [
        '패널이 펼쳐진 노트가 됩니다. 위젯은 테이프로 붙인 메모, 시계는 연필 글씨, 날씨는 여백의 작은 낙서.',
        [
          '점선, 줄, 모눈 종이',
          '위젯 모서리용 마스킹 테이프 무늬 12가지',
          '완료한 할 일은 "줄 긋기" 스타일로',
        ],
        '오늘 할 일과 함께 쓰면 잘 어울립니다.',
      ],
    },
    price: 179,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'mPanel',
    types: ['theme'],
    category: 'productivity',
    name: { en: 'Deep Ocean Theme', zh: '深海主题', ko: '딥 오션 테마' },
    overview: {
      en: 'Layers of blue from the surface to the deep, with widgets as glowing instruments.',
      zh: '从海面到深渊层层递进的蓝色，小组件化作发光的仪器。',
      ko: '수면에서 심해까지 겹겹의 파랑, 빛나는 계기로 표현한 위젯.',
    },
    about: {
      en: [
        'The deeper into the day, the deeper the blue: the panel starts at the sunlit surface in the morning and sinks toward the midnight zone by night.',
        [
          'A colour depth that follows the time of day',
          'Widgets styled as submarine instruments',
          'Slow drifting particles in the water',
        ],
        'Calm for long working days, and easy on the eyes at night.',
      ],
      zh: [
        '一天越往后，蓝色越深：早晨从阳光照耀的海面开始，到夜里沉入午夜海层。',
        ['色彩深度随一天的时间变化', '小组件设计成潜艇仪表的样子', '水中缓缓漂浮的微粒'],
        '适合漫长的工作日，夜里也不刺眼。',
      ],
      ko: [
        '하루가 깊어질수록 파랑도 깊어집니다. 아침에는 햇빛 비치는 수면에서 시작해 밤이면 심해층으로 가라앉습니다.',
        [
          '하루 시간에 따라 바뀌는 색의 깊이',
          '잠수함 계기처럼 꾸민 위젯',
          '물속을 천천히 떠다니는 입자',
        ],
        '긴 업무 시간에도 차분하고, 밤에도 눈이 편합니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'hanbit',
    family: 'mPanel',
    types: ['theme'],
    category: 'social',
    name: { en: 'Hanok Courtyard Theme', zh: '韩屋庭院主题', ko: '한옥 마당 테마' },
    overview: {
      en: 'Paper doors, curved roof tiles and a courtyard that changes with the seasons.',
      zh: '窗纸门、弧形屋瓦，以及随四季变化的庭院。',
      ko: '창호지 문, 곡선 기와, 계절 따라 바뀌는 마당.',
    },
    about: {
      en: [
        'Look out from the wooden floor of a traditional Korean house: the courtyard, a persimmon tree, the roofline against the sky. Widgets sit in the lattice of the paper doors.',
        [
          'Four seasons that change with the calendar',
          'Widgets framed by traditional door lattices',
          'A wind chime that rings softly on the hour',
        ],
        'Drawn with reference photographs from Bukchon in Seoul.',
      ],
      zh: [
        '从传统韩屋的木地板向外望去：庭院、一棵柿子树、映在天空下的屋檐线。小组件嵌在窗纸门的木格里。',
        ['四季随日历自动更替', '小组件以传统门窗木格为框', '整点时风铃轻轻作响'],
        '参考首尔北村的实景照片绘制。',
      ],
      ko: [
        '한옥 대청마루에서 밖을 내다봅니다. 마당, 감나무 한 그루, 하늘을 배경으로 한 처마선. 위젯은 창호지 문의 문살 안에 자리합니다.',
        [
          '달력에 따라 바뀌는 사계절',
          '전통 문살로 둘러싼 위젯',
          '정각마다 은은하게 울리는 풍경 소리',
        ],
        '서울 북촌에서 찍은 사진을 참고해 그렸습니다.',
      ],
    },
    price: 269,
    languages: ['ko', 'en', 'zh'],
    audio: true,
  }),
];
