import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Stream Dock animated backgrounds: slow loops behind the keys. */
export const DOCK_BACKGROUNDS: DemoProduct[] = [
  demo({
    author: 'lumen_labs',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'lighting',
    name: { en: 'Aurora Animated Background', zh: '极光动态背景', ko: '오로라 애니메이션 배경' },
    overview: {
      en: 'Slow northern-lights waves behind your keys.',
      zh: '北极光在按键背后缓缓流动。',
      ko: '키 뒤로 천천히 흐르는 북극광 물결.',
    },
    about: {
      en: [
        'Filmed over a winter in Tromsø and slowed down until it barely moves, so the light drifts behind your keys without ever pulling your eye away from them.',
        [
          'A seamless twenty-minute loop, never the same twice in a session',
          'Green, violet and rare red aurora colourways',
          'Keys stay readable: the brightest light keeps to the edges',
        ],
        'Uses very little power: the loop is decoded by the device, not your computer.',
      ],
      zh: [
        '在特罗姆瑟拍摄了一整个冬天，再放慢到几乎静止。光在按键背后缓缓漂移，却从不抢走你的视线。',
        [
          '无缝衔接的二十分钟循环，一次使用中不会重复',
          '绿色、紫色和罕见的红色极光三种配色',
          '按键始终清晰可读：最亮的光只在边缘',
        ],
        '几乎不耗电：循环画面由设备解码，而不是你的电脑。',
      ],
      ko: [
        '트롬쇠에서 한 겨울 동안 촬영한 뒤 거의 움직이지 않을 만큼 느리게 만들어, 빛이 키 뒤로 흘러가도 시선을 빼앗지 않습니다.',
        [
          '한 번 쓰는 동안 반복되지 않는 20분짜리 매끄러운 루프',
          '초록, 보라, 그리고 드문 붉은 오로라 색',
          '가장 밝은 빛은 가장자리에만 있어 키가 잘 읽힘',
        ],
        '루프를 컴퓨터가 아닌 기기가 재생해 전력 소모가 아주 적습니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Violet and red aurora colourways.',
        zh: '新增紫色和红色极光配色。',
        ko: '보라색과 붉은 오로라 색을 추가했습니다.',
      },
      {
        en: 'Longer loop, now twenty minutes.',
        zh: '循环延长至二十分钟。',
        ko: '루프를 20분으로 늘렸습니다.',
      },
    ],
    price: 249,
    languages: ['en', 'zh', 'ko'],
    featuredRank: 1,
  }),
  demo({
    author: 'lumen_labs',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'video',
    name: { en: 'Rainy Window Loop', zh: '雨窗循环', ko: '비 오는 창 루프' },
    overview: {
      en: 'Raindrops on glass with a soft city glow; loops seamlessly.',
      zh: '玻璃上的雨滴映着柔和的城市光影，无缝循环。',
      ko: '부드러운 도시 불빛이 비치는 유리창 위 빗방울, 매끄럽게 반복됩니다.',
    },
    about: {
      en: [
        'Drops gather, run and merge on a window at night while the city blurs behind them. Pairs nicely with a lo-fi playlist.',
        [
          'A ten-minute seamless loop',
          'Night, dusk and grey afternoon versions',
          'Optional rain sound through your speakers',
        ],
        'Free, because everyone deserves a rainy day.',
      ],
      zh: [
        '夜里的窗上，雨滴聚拢、滑落、汇合，窗外的城市化作一片朦胧。配一张 lo-fi 歌单正好。',
        ['十分钟无缝循环', '夜晚、黄昏和阴天午后三个版本', '可选通过音箱播放雨声'],
        '免费，因为每个人都值得拥有一个下雨天。',
      ],
      ko: [
        '밤의 창문 위에서 빗방울이 모이고, 흘러내리고, 합쳐지는 동안 뒤로 도시가 흐려집니다. 로파이 플레이리스트와 잘 어울립니다.',
        ['10분짜리 매끄러운 루프', '밤, 해 질 녘, 흐린 오후 버전', '스피커로 빗소리 재생(선택)'],
        '누구나 비 오는 날을 누릴 자격이 있으니까, 무료입니다.',
      ],
    },
    price: 0,
    languages: ['en'],
    audio: true,
  }),
  demo({
    author: 'tidal_fx',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'video',
    name: { en: 'Deep Sea Jellyfish', zh: '深海水母', ko: '심해 해파리' },
    overview: {
      en: 'Glowing jellyfish drift through dark water behind your keys.',
      zh: '发光的水母在幽深的海水中漂过按键背后。',
      ko: '빛나는 해파리가 어두운 바닷속을 키 뒤로 떠다닙니다.',
    },
    about: {
      en: [
        'Rendered, not filmed: every jellyfish pulses on its own rhythm and drifts on a slow current, so the scene never repeats the same way.',
        [
          'Procedural motion, no visible loop point',
          'Blue, pink and bioluminescent green palettes',
          'A calmer "deep" version with fewer jellyfish',
        ],
        'Made for late nights and slow music.',
      ],
      zh: [
        '这是渲染出来的，不是实拍：每只水母都有自己的律动，随着缓慢的洋流漂移，画面从不以同样的方式重复。',
        [
          '程序化运动，看不出循环的接缝',
          '蓝色、粉色和生物荧光绿三种色调',
          '水母更少、更安静的“深海”版本',
        ],
        '为深夜和慢歌而做。',
      ],
      ko: [
        '촬영이 아닌 렌더링입니다. 해파리마다 제각기 박동하며 느린 해류를 타고 떠다녀서 같은 장면이 반복되지 않습니다.',
        [
          '절차적 움직임, 반복 지점이 보이지 않음',
          '파랑, 분홍, 생물 발광 초록 팔레트',
          '해파리가 적은 더 차분한 "심해" 버전',
        ],
        '늦은 밤과 느린 음악을 위해 만들었습니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '3.10.188',
  }),
  demo({
    author: 'tidal_fx',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'music',
    name: { en: 'Synthwave Sunset Drive', zh: '合成波日落兜风', ko: '신스웨이브 석양 드라이브' },
    overview: {
      en: 'A neon grid road runs toward a striped sunset, pulsing with your music.',
      zh: '霓虹网格公路延伸向条纹落日，随音乐节拍律动。',
      ko: '줄무늬 석양을 향해 뻗은 네온 격자 도로가 음악에 맞춰 고동칩니다.',
    },
    about: {
      en: [
        'Straight out of a 1986 music video: palm silhouettes, a chrome horizon and a grid that rushes toward you. Turn on beat sync and the sun throbs with the bass.',
        [
          'Beat sync from any audio playing on your computer',
          'Sunset, midnight and outrun colour grades',
          'Speed follows the tempo, or set it yourself',
        ],
        'Pairs with the Cyberpunk Number Keycaps.',
      ],
      zh: [
        '仿佛直接取自 1986 年的音乐录像带：棕榈剪影、镀铬地平线，网格向你扑面而来。开启节拍同步，落日会随低音一起跳动。',
        [
          '与电脑上播放的任意音频同步节拍',
          '日落、午夜和疾驰三种调色',
          '速度随节奏变化，也可手动设置',
        ],
        '与“赛博朋克数字键帽”是绝配。',
      ],
      ko: [
        '1986년 뮤직비디오에서 그대로 나온 듯합니다. 야자수 실루엣, 크롬 지평선, 내게로 달려오는 격자. 비트 동기화를 켜면 해가 베이스에 맞춰 울립니다.',
        [
          '컴퓨터에서 나오는 모든 소리에 비트 동기화',
          '석양, 한밤, 아웃런 색 보정',
          '속도는 템포를 따르거나 직접 설정',
        ],
        '사이버펑크 숫자 키캡과 잘 어울립니다.',
      ],
    },
    price: 249,
    languages: ['en', 'ko'],
    audio: true,
  }),
  demo({
    author: 'tidal_fx',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'social',
    name: { en: 'Campfire Night', zh: '篝火之夜', ko: '모닥불 밤' },
    overview: {
      en: 'A crackling campfire under the stars, embers rising between your keys.',
      zh: '星空下噼啪作响的篝火，火星在按键之间升腾。',
      ko: '별빛 아래 타닥타닥 타는 모닥불, 키 사이로 불씨가 피어오릅니다.',
    },
    about: {
      en: [
        'Filmed at a lake in the Alps on a still night. The flames stay low in the frame and the sparks drift up between the keys.',
        [
          'A fifteen-minute loop filmed in one take',
          'Optional crackle sound, quiet by default',
          'Warm and "embers only" versions',
        ],
        'Good company for a long evening of work or games.',
      ],
      zh: [
        '在阿尔卑斯山一处湖边、一个无风的夜晚拍摄。火焰压在画面下方，火星在按键之间缓缓飘起。',
        ['一镜到底的十五分钟循环', '可选噼啪声，默认音量很小', '暖色版与“只剩余烬”版'],
        '漫长的工作或游戏之夜，有它作伴。',
      ],
      ko: [
        '바람 한 점 없는 밤, 알프스의 호숫가에서 촬영했습니다. 불꽃은 화면 아래에 낮게 머물고 불씨가 키 사이로 떠오릅니다.',
        [
          '한 번에 촬영한 15분짜리 루프',
          '타닥 소리(선택), 기본은 작게',
          '따뜻한 버전과 "잉걸불만" 버전',
        ],
        '긴 작업이나 게임의 밤에 좋은 친구가 되어 줍니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh'],
    audio: true,
  }),
  demo({
    author: 'tidal_fx',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'productivity',
    name: { en: 'Liquid Chrome', zh: '液态金属', ko: '리퀴드 크롬' },
    overview: {
      en: 'Mirror-like liquid metal that flows slowly and reflects your key colours.',
      zh: '镜面般的液态金属缓缓流动，映出按键的颜色。',
      ko: '거울 같은 액체 금속이 천천히 흐르며 키 색을 비춥니다.',
    },
    about: {
      en: [
        'A pool of chrome that bends and settles, with reflections that pick up the colours of the icons on top of it.',
        [
          'Reflections tinted by your current key page',
          'Silver, gold and gunmetal finishes',
          'A "still" mode that only moves when you press a key',
        ],
        'Rendered in real time on the newer devices; a pre-rendered loop on the rest.',
      ],
      zh: [
        '一池会弯曲又平复的铬液，倒影会染上上方图标的颜色。',
        [
          '倒影随当前按键页的颜色变化',
          '银色、金色和枪灰三种质感',
          '“静止”模式：只在按下按键时流动',
        ],
        '新款设备上实时渲染，其他设备使用预渲染循环。',
      ],
      ko: [
        '휘었다가 가라앉는 크롬 웅덩이, 그 위 아이콘들의 색을 머금은 반사.',
        [
          '현재 키 페이지 색으로 물드는 반사',
          '은색, 금색, 건메탈 마감',
          '키를 누를 때만 움직이는 "정지" 모드',
        ],
        '최신 기기에서는 실시간으로 렌더링하고, 나머지 기기에서는 미리 만든 루프를 씁니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '3.12',
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'social',
    name: { en: 'Koi Pond', zh: '锦鲤池', ko: '비단잉어 연못' },
    overview: {
      en: 'Koi glide under lily pads and scatter when you press a key.',
      zh: '锦鲤在睡莲叶下游弋，按下按键时四散游开。',
      ko: '비단잉어가 연잎 아래를 미끄러지다 키를 누르면 흩어집니다.',
    },
    about: {
      en: [
        'Seen from above, a small pond with six koi and a few lily pads. Press a key and a ripple spreads from it; the fish turn away, then drift back.',
        [
          'Ripples start from the key you pressed',
          'Spring, summer and autumn ponds',
          'Fish count from one to twelve',
        ],
        'A favourite on the Stream Dock models with a single large screen.',
      ],
      zh: [
        '俯瞰一方小池塘，六尾锦鲤和几片睡莲叶。按下按键，涟漪从那里荡开，鱼儿转身游走，又慢慢游回来。',
        ['涟漪从你按下的按键处扩散', '春、夏、秋三季池塘', '锦鲤数量可设为一到十二尾'],
        '在单块大屏幕的 Stream Dock 型号上尤其受欢迎。',
      ],
      ko: [
        '위에서 내려다본 작은 연못, 비단잉어 여섯 마리와 연잎 몇 장. 키를 누르면 그 자리에서 물결이 퍼지고, 물고기들이 돌아섰다가 다시 천천히 돌아옵니다.',
        ['누른 키에서 시작되는 물결', '봄, 여름, 가을 연못', '물고기 수 1~12마리'],
        '큰 화면 하나가 있는 Stream Dock 모델에서 특히 인기가 많습니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'utilities',
    name: { en: 'Falling Leaves', zh: '落叶纷飞', ko: '떨어지는 낙엽' },
    overview: {
      en: 'Maple leaves tumble past your keys in autumn colours.',
      zh: '秋色枫叶从按键前翻飞飘落。',
      ko: '가을빛 단풍잎이 키 앞을 굴러 떨어집니다.',
    },
    about: {
      en: [
        'A gentle, sparse fall of leaves that never piles up and never covers a key for more than a moment.',
        [
          'Maple, ginkgo and cherry leaf sets',
          'Wind that picks up when you type quickly',
          'Density from a few leaves to a proper storm',
        ],
        'Free through November, then it stays free anyway.',
      ],
      zh: [
        '轻柔、稀疏的落叶，从不堆积，也不会遮住任何按键超过一瞬。',
        ['枫叶、银杏叶和樱花叶三套', '打字越快，风越大', '密度可从零星几片调到一场落叶风暴'],
        '十一月免费，之后也依然免费。',
      ],
      ko: [
        '쌓이지도 않고, 어떤 키도 한순간 이상 가리지 않는 잔잔하고 드문 낙엽.',
        [
          '단풍, 은행잎, 벚나무 잎 세트',
          '빠르게 타이핑하면 거세지는 바람',
          '몇 장에서 제대로 된 낙엽 폭풍까지 밀도 조절',
        ],
        '11월 내내 무료이고, 그 뒤에도 계속 무료입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'shanhai',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'video',
    name: { en: 'Sea of Clouds', zh: '山间云海', ko: '산 위의 운해' },
    overview: {
      en: 'Clouds roll over mountain peaks at sunrise, filmed in Huangshan.',
      zh: '日出时分云海翻过山峰，实拍于黄山。',
      ko: '해 뜰 무렵 산봉우리를 넘어가는 구름, 황산에서 촬영했습니다.',
    },
    about: {
      en: [
        'We waited eleven mornings on the peaks of Huangshan for this: the sun coming up behind the pines while the clouds pour over the ridges like a slow tide.',
        [
          'A twelve-minute timelapse loop in 4K',
          'Dawn, noon and moonlit versions',
          'Pine silhouettes kept low so the keys stay clear',
        ],
        'Our most-loved background; the sound of wind is included.',
      ],
      zh: [
        '为了这一幕，我们在黄山顶上守了十一个清晨：太阳从松树后升起，云海像缓慢的潮水漫过山脊。',
        ['十二分钟 4K 延时循环', '清晨、正午和月夜三个版本', '松树剪影压低在画面底部，不遮挡按键'],
        '我们最受欢迎的背景，附带山风声。',
      ],
      ko: [
        '이 장면을 위해 황산 봉우리에서 열하루 아침을 기다렸습니다. 소나무 뒤로 해가 뜨고, 구름이 느린 밀물처럼 능선을 넘어 흘러갑니다.',
        [
          '12분짜리 4K 타임랩스 루프',
          '새벽, 한낮, 달밤 버전',
          '키가 잘 보이도록 아래쪽에 낮게 둔 소나무 실루엣',
        ],
        '가장 사랑받는 배경이며, 바람 소리가 함께 들어 있습니다.',
      ],
    },
    price: 1500,
    currency: 'CNY',
    languages: ['zh', 'en'],
    audio: true,
  }),
  demo({
    author: 'shanhai',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'video',
    name: { en: 'Misty Rain in Jiangnan', zh: '烟雨江南', ko: '안개비 내리는 강남' },
    overview: {
      en: 'Rain on a canal town south of the Yangtze: stone bridges, black tiles, a passing boat.',
      zh: '江南水乡的细雨：石桥、黛瓦，一叶小船缓缓划过。',
      ko: '양쯔강 남쪽 물의 마을에 내리는 비. 돌다리, 검은 기와, 지나가는 작은 배.',
    },
    about: {
      en: [
        'Shot in Xitang on a spring morning of fine rain. The boat passes once every loop, so the scene feels alive without being busy.',
        [
          'An eight-minute loop with a boat crossing',
          'Soft rain and oar sounds',
          'An ink-wash filtered version to match the Ink Wash Icons',
        ],
        'Slow down, the rain is not in a hurry either.',
      ],
      zh: [
        '在西塘一个细雨蒙蒙的春日清晨拍摄。每个循环里小船只划过一次，画面有生气却不喧闹。',
        ['八分钟循环，含小船划过', '轻柔雨声与摇橹声', '水墨滤镜版本，可与“水墨图标集”搭配'],
        '慢一点，雨也不着急。',
      ],
      ko: [
        '가랑비 내리는 봄날 아침 시탕에서 촬영했습니다. 루프마다 배가 한 번 지나가서, 번잡하지 않으면서도 살아 있는 느낌이 듭니다.',
        [
          '배가 지나가는 8분짜리 루프',
          '부드러운 빗소리와 노 젓는 소리',
          '수묵화 아이콘 세트와 어울리는 수묵 필터 버전',
        ],
        '천천히 가세요. 비도 서두르지 않으니까요.',
      ],
    },
    price: 1200,
    currency: 'CNY',
    languages: ['zh'],
    audio: true,
  }),
  demo({
    author: 'dalbit',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'social',
    name: { en: 'Fireflies at Night', zh: '夏夜萤火', ko: '밤하늘 반딧불' },
    overview: {
      en: 'Fireflies blink over a summer rice field under a big moon.',
      zh: '夏夜的稻田上空，萤火虫在大月亮下明灭闪烁。',
      ko: '커다란 달 아래 여름 논 위로 반딧불이 깜빡입니다.',
    },
    about: {
      en: [
        'A painted summer night in the countryside: the moon, the frogs you can almost hear, and a few dozen fireflies that gather around the key you last pressed.',
        [
          'Hand-painted scenery with animated fireflies',
          'Fireflies drift toward the last key you pressed',
          'Optional night sounds of frogs and crickets',
        ],
        'Painted from memories of a grandmother’s village in Jeolla.',
      ],
      zh: [
        '一幅手绘的乡间夏夜：月亮、仿佛能听到的蛙鸣，还有几十只萤火虫，会聚到你最后按下的按键周围。',
        ['手绘风景搭配动态萤火虫', '萤火虫会飘向你最后按下的按键', '可选蛙鸣与虫鸣夜声'],
        '画的是记忆中全罗道外婆家的村子。',
      ],
      ko: [
        '그림으로 그린 시골의 여름밤. 달, 들릴 것만 같은 개구리 소리, 그리고 마지막으로 누른 키 주위로 모여드는 반딧불 수십 마리.',
        [
          '손으로 그린 풍경과 움직이는 반딧불',
          '마지막으로 누른 키 쪽으로 날아가는 반딧불',
          '개구리와 귀뚜라미 밤 소리(선택)',
        ],
        '전라도 외할머니 댁 마을의 기억을 그렸습니다.',
      ],
    },
    price: 199,
    languages: ['ko', 'en'],
    audio: true,
  }),
  demo({
    author: 'lumen_labs',
    family: 'streamDock',
    types: ['animatedBackground'],
    category: 'gaming',
    name: { en: 'Plasma Waves', zh: '等离子波', ko: '플라스마 웨이브' },
    overview: {
      en: 'Classic demoscene plasma in shifting gradients, smooth at any speed.',
      zh: '经典演示场景风格的等离子图案，渐变流转，任何速度都顺滑。',
      ko: '변하는 그라데이션의 고전 데모신 플라스마, 어떤 속도에서도 부드럽게.',
    },
    about: {
      en: [
        'The effect every 1990s demo had, computed live and tuned to stay smooth even on the smallest keys. Colour palettes cycle slowly or race with your game.',
        [
          'Eight palettes, from pastel to acid',
          'Speed linked to CPU load, audio or a fixed value',
          'A low-contrast mode that keeps labels easy to read',
        ],
        'Lightweight: less than one percent of a CPU core.',
      ],
      zh: [
        '九十年代每个演示程序都有的经典效果，实时计算，即使在最小的按键上也保持顺滑。调色板可以缓缓轮换，也可以随游戏飞速变换。',
        [
          '八套调色板，从粉彩到酸性色',
          '速度可关联 CPU 负载、音频或固定数值',
          '低对比度模式，按键文字依然清晰',
        ],
        '非常轻量：占用不到一个 CPU 核心的百分之一。',
      ],
      ko: [
        '1990년대 데모라면 하나씩은 있던 효과를 실시간으로 계산하고, 가장 작은 키에서도 부드럽게 다듬었습니다. 색 팔레트는 천천히 돌거나 게임에 맞춰 질주합니다.',
        [
          '파스텔부터 애시드까지 팔레트 8종',
          'CPU 부하, 소리, 고정값에 연결되는 속도',
          '글자가 잘 읽히는 저대비 모드',
        ],
        '가볍습니다. CPU 코어 하나의 1%도 쓰지 않습니다.',
      ],
    },
    price: 99,
    languages: ['en', 'zh', 'ko'],
  }),
];
