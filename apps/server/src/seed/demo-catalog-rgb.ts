import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** RGB sync lighting effects. */
export const RGB_EFFECTS: DemoProduct[] = [
  demo({
    author: 'lumen_labs',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Rainbow Wave', zh: '彩虹波浪', ko: '레인보우 웨이브' },
    overview: {
      en: 'A smooth rainbow wave synced across every RGB device.',
      zh: '在所有 RGB 设备间同步流动的平滑彩虹波浪灯效。',
      ko: '모든 RGB 기기에 동기화되어 흐르는 부드러운 무지개 물결 조명 효과.',
    },
    about: {
      en: [
        'The classic, done properly: one continuous wave that travels from your keyboard to your mouse, headset stand and case fans as if they were one strip of light.',
        [
          'Devices placed on a map so the wave crosses them in order',
          'Speed, width and direction you can set',
          'Gamma-corrected colours, so yellow really looks yellow',
        ],
        'Free, and the effect every new setup should start with.',
      ],
      zh: [
        '经典灯效，做到位：一道连续的波浪从键盘流到鼠标、耳机架和机箱风扇，仿佛它们是同一条灯带。',
        [
          '把设备放到布局图上，波浪按顺序依次穿过',
          '速度、宽度和方向均可调节',
          '经过伽马校正的颜色，黄色看起来就是黄色',
        ],
        '免费，每套新设备都该从它开始。',
      ],
      ko: [
        '고전을 제대로. 하나로 이어진 물결이 키보드에서 마우스, 헤드셋 거치대, 케이스 팬까지 한 줄의 빛처럼 지나갑니다.',
        [
          '기기를 배치도에 놓아 물결이 순서대로 지나가게',
          '속도, 폭, 방향 설정',
          '감마 보정된 색으로 노랑이 정말 노랗게',
        ],
        '무료이며, 새로 꾸민 책상이라면 여기서 시작하세요.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
    featuredRank: 6,
  }),
  demo({
    author: 'soundwave',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'music',
    name: { en: 'Music Visualizer Lights', zh: '音乐律动灯', ko: '음악 비주얼라이저 조명' },
    overview: {
      en: 'Your lights pulse with the beat of whatever is playing.',
      zh: '灯光随正在播放的音乐节拍律动。',
      ko: '재생 중인 음악의 비트에 맞춰 조명이 고동칩니다.',
    },
    about: {
      en: [
        'A real spectrum analyser under the hood: bass drives the keyboard, mids the mouse and fans, highs the light bars, all in time with the music.',
        [
          'Works with any audio your computer plays',
          'Spectrum, pulse and VU meter modes',
          'Colour palettes taken from the album art',
        ],
        'Latency under 20 ms, so the lights hit with the kick drum.',
      ],
      zh: [
        '内置真正的频谱分析：低音驱动键盘，中音驱动鼠标和风扇，高音驱动灯条，一切都踩在节拍上。',
        ['支持电脑播放的任意音频', '频谱、脉冲和电平表三种模式', '从专辑封面提取配色'],
        '延迟低于 20 毫秒，灯光和底鼓同时落下。',
      ],
      ko: [
        '진짜 스펙트럼 분석기가 들어 있습니다. 저음은 키보드, 중음은 마우스와 팬, 고음은 라이트 바를 움직이며 모두 음악에 맞춥니다.',
        [
          '컴퓨터에서 나오는 모든 소리 지원',
          '스펙트럼, 펄스, VU 미터 모드',
          '앨범 아트에서 가져온 색 팔레트',
        ],
        '지연 20ms 미만이라 킥 드럼과 함께 빛이 터집니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh'],
    audio: true,
  }),
  demo({
    author: 'lumen_labs',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Breathing Light', zh: '呼吸灯效', ko: '숨쉬는 조명' },
    overview: {
      en: 'A soft breathing light effect with the colour and speed you choose.',
      zh: '柔和的呼吸灯效果，可自定义颜色与速度。',
      ko: '색과 속도를 고를 수 있는 부드러운 숨쉬기 조명 효과.',
    },
    about: {
      en: [
        'Light that rises and falls like slow breathing. Set it to six breaths a minute and it doubles as a calm breathing guide.',
        [
          'Any colour, or a slow cycle through several',
          'Breathing speed from four to twenty per minute',
          'A sleep timer that fades out',
        ],
        'Small and free of fuss.',
      ],
      zh: [
        '光线像缓慢的呼吸一样起伏。调到每分钟六次，它还能当作放松呼吸的节拍器。',
        ['任意单色，或在多种颜色间缓慢轮换', '呼吸速度每分钟四到二十次', '定时渐暗关闭'],
        '小巧、简单、不折腾。',
      ],
      ko: [
        '느린 숨처럼 차오르고 가라앉는 빛. 분당 여섯 번으로 맞추면 차분한 호흡 안내로도 쓸 수 있습니다.',
        [
          '원하는 한 가지 색 또는 여러 색을 천천히 순환',
          '분당 4~20회 호흡 속도',
          '서서히 꺼지는 취침 타이머',
        ],
        '작고 번거로움이 없습니다.',
      ],
    },
    price: 99,
    languages: ['zh'],
    writtenIn: 'zh',
  }),
  demo({
    author: 'streamcraft',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'gaming',
    name: { en: 'Game Health Bar Lighting', zh: '游戏血条灯效', ko: '게임 체력 바 조명' },
    overview: {
      en: 'Keyboard lighting that follows your in-game health.',
      zh: '键盘灯光跟随游戏中的血量变化。',
      ko: '게임 속 체력을 따라가는 키보드 조명.',
    },
    about: {
      en: [
        'Your keyboard becomes a health bar: full green at full health, draining to red, flashing when you are one hit away. Ammo and shield can get their own rows.',
        [
          'Health, shield and ammo bars across key rows',
          'A flash on damage from the direction it came',
          'Profiles for popular shooters and battle royales',
        ],
        'Reads game state through official game-state integrations only.',
      ],
      zh: [
        '键盘化身血条：满血时全绿，掉血时逐渐变红，只剩一口血时闪烁。护盾和弹药也可以各占一排。',
        [
          '血量、护盾和弹药条分布在不同按键排',
          '受到伤害时从对应方向闪烁',
          '热门射击和大逃杀游戏的预设配置',
        ],
        '只通过游戏官方的状态接口读取数据。',
      ],
      ko: [
        '키보드가 체력 바가 됩니다. 체력이 가득하면 초록, 줄어들수록 빨강, 한 방이면 끝날 때는 깜빡입니다. 실드와 탄약도 각자 한 줄씩.',
        [
          '키 줄마다 체력, 실드, 탄약 바',
          '피해를 입은 방향에서 번쩍임',
          '인기 슈팅·배틀로얄 게임 프로필',
        ],
        '게임 공식 상태 연동으로만 정보를 읽습니다.',
      ],
    },
    price: 399,
    languages: ['en'],
    systems: ['windows'],
  }),
  demo({
    author: 'homelab',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'monitoring',
    name: { en: 'CPU Temperature Glow', zh: 'CPU 温度光效', ko: 'CPU 온도 글로우' },
    overview: {
      en: 'Colours shift from blue to red as your CPU warms up.',
      zh: '随着 CPU 升温，灯光颜色从蓝渐变到红。',
      ko: 'CPU가 뜨거워질수록 색이 파랑에서 빨강으로 바뀝니다.',
    },
    about: {
      en: [
        'A glance at the case tells you how hard the computer is working. Cool blue at idle, warm orange under load, red when it is time to check the fans.',
        [
          'CPU, GPU or the hotter of the two',
          'Thresholds you can set per device',
          'A slow pulse when a limit is reached',
        ],
        'Uses the same sensors as System Monitor.',
      ],
      zh: [
        '看一眼机箱就知道电脑有多忙：空闲时是冷静的蓝，高负载时是温暖的橙，变红时就该检查风扇了。',
        ['跟随 CPU、显卡或两者中温度更高的那个', '可为每个设备单独设置阈值', '达到上限时缓慢脉动'],
        '与“系统监视器”使用相同的传感器。',
      ],
      ko: [
        '케이스를 한 번 보면 컴퓨터가 얼마나 열심히 일하는지 알 수 있습니다. 한가할 땐 시원한 파랑, 부하가 걸리면 따뜻한 주황, 빨강이 되면 팬을 살펴볼 때.',
        [
          'CPU, GPU, 또는 둘 중 더 뜨거운 쪽',
          '기기별로 정하는 기준 온도',
          '한계에 닿으면 느린 맥동',
        ],
        '시스템 모니터와 같은 센서를 사용합니다.',
      ],
    },
    price: 149,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'tidal_fx',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Ocean Tide', zh: '潮汐灯效', ko: '밀물 썰물' },
    overview: {
      en: 'Blue and turquoise light that rolls in and out like waves on a beach.',
      zh: '蓝绿色光芒如海浪拍岸般涌来又退去。',
      ko: '해변의 파도처럼 밀려왔다 빠지는 파랑과 청록 빛.',
    },
    about: {
      en: [
        'Each wave builds at one end of your setup, breaks across the keyboard and washes back with a little white foam. No two waves are the same height.',
        [
          'Irregular waves for a natural rhythm',
          'Tropical, Atlantic and moonlit palettes',
          'Optional sound of surf through your speakers',
        ],
        'Calming during long sessions.',
      ],
      zh: [
        '每道浪从设备一端涌起，在键盘上碎开，又带着一点白色浪花退回去。没有两道浪一样高。',
        ['不规则的浪，节奏自然', '热带、大西洋和月夜三种配色', '可选通过音箱播放海浪声'],
        '长时间使用时让人平静。',
      ],
      ko: [
        '파도가 책상 한쪽 끝에서 일어나 키보드 위에서 부서지고, 하얀 거품을 남기며 밀려 나갑니다. 같은 높이의 파도는 없습니다.',
        [
          '자연스러운 리듬의 불규칙한 파도',
          '열대, 대서양, 달밤 팔레트',
          '스피커로 파도 소리(선택)',
        ],
        '긴 시간 동안 마음을 차분하게 해 줍니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
    audio: true,
  }),
  demo({
    author: 'tidal_fx',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Ember Glow', zh: '余烬微光', ko: '잉걸불 빛' },
    overview: {
      en: 'Warm flickering firelight that makes your desk feel like a fireplace.',
      zh: '温暖摇曳的火光，让桌面像壁炉一样温馨。',
      ko: '책상을 벽난로처럼 느끼게 하는 따뜻하게 일렁이는 불빛.',
    },
    about: {
      en: [
        'Modelled on real firelight: slow orange swells with quick flickers on top, and now and then a spark that jumps from one device to another.',
        [
          'Fireplace, candle and campfire moods',
          'Sparks that hop between devices',
          'Dims to embers over an evening',
        ],
        'Pairs with the Campfire Night background.',
      ],
      zh: [
        '依照真实火光建模：缓慢起伏的橙光上叠着快速的跳动，偶尔还有火星从一个设备跳到另一个设备。',
        ['壁炉、烛光和篝火三种氛围', '在设备之间跳跃的火星', '随着夜深逐渐暗成余烬'],
        '与“篝火之夜”背景是一对。',
      ],
      ko: [
        '실제 불빛을 본떴습니다. 느리게 부풀어 오르는 주황빛 위로 빠른 일렁임, 가끔은 한 기기에서 다른 기기로 튀는 불씨.',
        [
          '벽난로, 촛불, 모닥불 분위기',
          '기기 사이를 뛰어다니는 불씨',
          '저녁이 깊어지면 잉걸불로 잦아듦',
        ],
        '모닥불 밤 배경과 한 쌍입니다.',
      ],
    },
    price: 99,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'businessTools',
    name: { en: 'Notification Flash', zh: '消息提醒闪光', ko: '알림 플래시' },
    overview: {
      en: 'A colour flash for each kind of notification: mail, chat, calendar or build failure.',
      zh: '不同类型的通知用不同颜色闪烁：邮件、聊天、日程或构建失败。',
      ko: '알림 종류마다 다른 색 플래시: 메일, 채팅, 일정, 빌드 실패.',
    },
    about: {
      en: [
        'Wear headphones and still notice the message from your boss. Each app gets a colour, and important senders can get a stronger pulse.',
        [
          'Per-app colours and per-sender priorities',
          'Quiet hours that turn flashes into a gentle glow',
          'CI build results: green pass, red fail',
        ],
        'Reads notifications on your computer; nothing is sent anywhere.',
      ],
      zh: [
        '戴着耳机也不会错过老板的消息。每个应用一种颜色，重要联系人还能设置更强的闪烁。',
        [
          '按应用设置颜色，按联系人设置优先级',
          '免打扰时段里闪烁变为柔和的微光',
          'CI 构建结果：通过为绿，失败为红',
        ],
        '只在本机读取通知，不会发送到任何地方。',
      ],
      ko: [
        '헤드폰을 끼고 있어도 상사의 메시지를 놓치지 마세요. 앱마다 색을 정하고, 중요한 사람에게는 더 강한 맥동을 줄 수 있습니다.',
        [
          '앱별 색과 보낸 사람별 우선순위',
          '조용한 시간에는 플래시 대신 은은한 빛',
          'CI 빌드 결과: 성공은 초록, 실패는 빨강',
        ],
        '알림은 내 컴퓨터에서만 읽고 어디로도 보내지 않습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'homelab',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'smartHome',
    name: { en: 'Weather Lights', zh: '天气灯效', ko: '날씨 조명' },
    overview: {
      en: 'Your lights show tomorrow’s weather: sunny gold, rainy blue, snowy white.',
      zh: '用灯光预告明天的天气：晴天金黄，雨天湛蓝，雪天洁白。',
      ko: '내일 날씨를 조명으로: 맑으면 금빛, 비 오면 파랑, 눈 오면 하양.',
    },
    about: {
      en: [
        'Look at the desk before you leave and know whether to take an umbrella. The effect animates the forecast: drifting raindrops, slow snowfall, a warm sun.',
        [
          'Today, tomorrow or the next six hours',
          'Rain and snow animations across the keyboard',
          'Temperature shown as a warm-to-cool gradient',
        ],
        'Uses the same forecast as Weather Clock.',
      ],
      zh: [
        '出门前看一眼桌面，就知道要不要带伞。灯效会把预报做成动画：飘落的雨滴、缓慢的雪花、温暖的太阳。',
        ['今天、明天或未来六小时', '雨雪动画横跨整块键盘', '气温以由暖到冷的渐变显示'],
        '与“天气时钟”使用同一份预报。',
      ],
      ko: [
        '나가기 전에 책상을 보면 우산이 필요한지 알 수 있습니다. 흩날리는 빗방울, 느리게 내리는 눈, 따뜻한 해로 예보를 보여 줍니다.',
        [
          '오늘, 내일, 또는 앞으로 여섯 시간',
          '키보드 전체에 비와 눈 애니메이션',
          '따뜻함에서 차가움으로 이어지는 색으로 기온 표시',
        ],
        '날씨 시계와 같은 예보를 씁니다.',
      ],
    },
    price: 129,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Starlight Twinkle', zh: '星光闪烁', ko: '별빛 반짝임' },
    overview: {
      en: 'Random soft twinkles of white and gold, like stars on a clear night.',
      zh: '白色与金色的柔和光点随机闪烁，如晴夜的星空。',
      ko: '맑은 밤하늘의 별처럼 무작위로 반짝이는 흰빛과 금빛.',
    },
    about: {
      en: [
        'A dark base with stars that fade in and out at random, and now and then a shooting star that runs the length of your setup.',
        [
          'Star density and brightness you can set',
          'Shooting stars every few minutes',
          'Deep blue, violet or black sky',
        ],
        'Pairs with the Galaxy Keycap Skin.',
      ],
      zh: [
        '深色底上，星星随机亮起又隐去，偶尔还有一颗流星划过整套设备。',
        ['星星的密度和亮度可调', '每隔几分钟出现一颗流星', '深蓝、紫色或纯黑夜空'],
        '与“星系键帽皮肤”搭配。',
      ],
      ko: [
        '어두운 바탕에 별들이 무작위로 켜졌다 사라지고, 가끔은 별똥별이 책상 끝에서 끝까지 지나갑니다.',
        ['별의 밀도와 밝기 조절', '몇 분마다 떨어지는 별똥별', '짙은 파랑, 보라, 검정 하늘'],
        '갤럭시 키캡 스킨과 잘 어울립니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'shanhai',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'lighting',
    name: { en: 'Festival Lanterns', zh: '节日彩灯', ko: '명절 등불' },
    overview: {
      en: 'Red and gold lantern light for Spring Festival, Lantern Festival and Mid-Autumn.',
      zh: '春节、元宵和中秋的红金灯笼光效。',
      ko: '춘절, 원소절, 추석을 위한 붉은빛과 금빛 등불 효과.',
    },
    about: {
      en: [
        'Warm red lanterns that sway gently, firecracker bursts on the hour on New Year’s Eve, and a full-moon gold for Mid-Autumn. It follows the lunar calendar by itself.',
        [
          'Switches theme with the lunar calendar',
          'Firecracker bursts at midnight on New Year’s Eve',
          'Can be set to one festival all year',
        ],
        'Made for family screens and shop counters as much as for gaming desks.',
      ],
      zh: [
        '轻轻摇曳的红灯笼，除夕整点炸开的鞭炮，中秋的满月金黄。它会自动按农历切换。',
        ['随农历自动切换主题', '除夕零点的鞭炮效果', '也可以全年固定一个节日'],
        '适合游戏桌面，也适合家里的屏幕和店铺柜台。',
      ],
      ko: [
        '살랑이는 붉은 등불, 섣달그믐 정각마다 터지는 폭죽, 추석의 보름달 금빛. 음력에 맞춰 알아서 바뀝니다.',
        ['음력에 따라 바뀌는 테마', '섣달그믐 자정의 폭죽 효과', '일 년 내내 한 명절로 고정 가능'],
        '게이밍 책상뿐 아니라 가족 화면과 가게 카운터에도 어울립니다.',
      ],
    },
    price: 880,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'mRgb',
    types: ['lightingEffect'],
    category: 'productivity',
    name: { en: 'Keystroke Ripple', zh: '按键涟漪', ko: '키 입력 물결' },
    overview: {
      en: 'Every key you press sends a ripple of light out across the keyboard.',
      zh: '每按一个键，光的涟漪就会在键盘上扩散开来。',
      ko: '키를 누를 때마다 빛의 물결이 키보드 위로 퍼져 나갑니다.',
    },
    about: {
      en: [
        'Type and watch the rings spread. Fast typing turns the keyboard into rain on a pond; a pause lets it settle back to calm.',
        [
          'Ripple colour picked from a palette or from the key',
          'Ripple speed and size you can set',
          'Carries over to the mouse and light bars',
        ],
        'Never records what you type, only where you pressed.',
      ],
      zh: [
        '打字时看着光环一圈圈扩散。打得快，键盘就像下雨的池塘；停下来，一切又归于平静。',
        ['涟漪颜色可取自调色板或按键本身', '涟漪速度和大小可调', '延伸到鼠标和灯条'],
        '从不记录你打了什么，只记录按在哪里。',
      ],
      ko: [
        '타이핑하며 퍼지는 고리를 보세요. 빠르게 치면 키보드가 비 내리는 연못이 되고, 멈추면 다시 잔잔해집니다.',
        [
          '팔레트나 키에서 고르는 물결 색',
          '물결 속도와 크기 설정',
          '마우스와 라이트 바로 이어지는 물결',
        ],
        '무엇을 치는지는 기록하지 않고, 어디를 눌렀는지만 씁니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
  }),
];
