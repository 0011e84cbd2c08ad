import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Smart screen panel plugins: widgets for the panel's screen. */
export const PANEL_PLUGINS: DemoProduct[] = [
  demo({
    author: 'yunduan',
    family: 'mPanel',
    types: ['plugin'],
    category: 'monitoring',
    name: { en: 'System Monitor', zh: '系统监视器', ko: '시스템 모니터' },
    overview: {
      en: 'Live CPU, memory, GPU temperature and network speed on your second screen.',
      zh: '在副屏上实时显示 CPU、内存、显卡温度和网速。',
      ko: 'CPU, 메모리, GPU 온도, 네트워크 속도를 보조 화면에 실시간으로.',
    },
    about: {
      en: [
        'A dashboard that answers "why is my computer loud?" at a glance: gauges for each core, a temperature history and the processes using the most.',
        [
          'CPU, GPU, memory, disk and network gauges',
          'Temperature and fan speed history for the last hour',
          'Top five processes by CPU or memory',
          'Warnings in colour when a value runs hot',
        ],
        'Free, with no ads and no account.',
      ],
      zh: [
        '一眼回答“电脑为什么这么吵”：每个核心一个仪表，外加温度曲线和占用最多的进程。',
        [
          'CPU、显卡、内存、磁盘和网络仪表',
          '最近一小时的温度与风扇转速曲线',
          '按 CPU 或内存排序的前五个进程',
          '数值过高时以颜色警示',
        ],
        '免费，无广告，无需账号。',
      ],
      ko: [
        '"컴퓨터가 왜 이렇게 시끄럽지?"에 한눈에 답하는 대시보드입니다. 코어마다 게이지가 있고, 온도 기록과 자원을 가장 많이 쓰는 프로세스를 보여 줍니다.',
        [
          'CPU, GPU, 메모리, 디스크, 네트워크 게이지',
          '최근 한 시간의 온도와 팬 속도 기록',
          'CPU 또는 메모리 기준 상위 5개 프로세스',
          '값이 높아지면 색으로 경고',
        ],
        '광고도 계정도 없는 무료입니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Temperature history and fan speeds.',
        zh: '新增温度曲线与风扇转速。',
        ko: '온도 기록과 팬 속도를 추가했습니다.',
      },
      {
        en: 'Top processes list; lower CPU use of the monitor itself.',
        zh: '新增进程排行；降低监视器自身的 CPU 占用。',
        ko: '상위 프로세스 목록 추가, 모니터 자체의 CPU 사용량을 줄였습니다.',
      },
    ],
    price: 0,
    languages: ['zh', 'en'],
    systems: ['windows'],
  }),
  demo({
    author: 'homelab',
    family: 'mPanel',
    types: ['plugin'],
    category: 'utilities',
    name: { en: 'Weather Clock', zh: '天气时钟', ko: '날씨 시계' },
    overview: {
      en: 'A large clock with the local forecast for your smart screen.',
      zh: '在智能副屏上显示大号时钟和本地天气预报。',
      ko: '스마트 스크린에 큰 시계와 동네 날씨 예보를.',
    },
    about: {
      en: [
        'Big numbers you can read from across the room, with today and the next five days underneath. The background follows the weather outside.',
        [
          'Hourly forecast, rain chance and wind',
          'Sunrise and sunset, moon phase',
          'Twelve- or twenty-four-hour clock, any time zone',
        ],
        'Forecasts from an open weather service; no location leaves your computer but the city you choose.',
      ],
      zh: [
        '隔着房间也能看清的大号数字，下方是今天和未来五天的天气。背景会随窗外的天气变化。',
        ['逐小时预报、降雨概率和风力', '日出日落时间与月相', '十二或二十四小时制，支持任意时区'],
        '预报来自开放的天气服务；除了你选择的城市，不会上传任何位置信息。',
      ],
      ko: [
        '방 건너편에서도 읽히는 큰 숫자, 그 아래에 오늘과 앞으로 5일의 날씨. 배경은 바깥 날씨를 따라 바뀝니다.',
        [
          '시간별 예보, 강수 확률, 바람',
          '일출·일몰과 달의 모양',
          '12시간 또는 24시간제, 모든 시간대',
        ],
        '예보는 공개 날씨 서비스에서 받아 오며, 고른 도시 외의 위치 정보는 보내지 않습니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'homelab',
    family: 'mPanel',
    types: ['plugin'],
    category: 'smartHome',
    name: { en: 'Smart Home Panel', zh: '智能家居面板', ko: '스마트 홈 패널' },
    overview: {
      en: 'Lights, plugs and thermostats from Home Assistant on one screen.',
      zh: '在一块屏幕上控制 Home Assistant 中的照明、插座和温控器。',
      ko: 'Home Assistant의 전등, 플러그, 온도 조절기를 한 화면에서.',
    },
    about: {
      en: [
        'Connect to your Home Assistant server and pick the rooms you want. Each device gets a tile you can tap on the panel, with its state updated live.',
        [
          'Rooms as pages, devices as tiles',
          'Scenes such as "movie night" on one tap',
          'Thermostat and energy use graphs',
          'Weather Clock in the corner, if you have it',
        ],
        'Your server stays on your network: the panel talks to it directly.',
      ],
      zh: [
        '连接你的 Home Assistant 服务器，选好想显示的房间。每个设备都是面板上可点按的一个方块，状态实时更新。',
        [
          '房间即页面，设备即方块',
          '“电影之夜”等情景一键启动',
          '温控器与用电量图表',
          '如果安装了天气时钟，角落里会显示天气',
        ],
        '服务器始终留在你的局域网里：面板直接与它通信。',
      ],
      ko: [
        'Home Assistant 서버에 연결하고 원하는 방을 고르세요. 장치마다 패널에서 누를 수 있는 타일이 생기고, 상태가 실시간으로 바뀝니다.',
        [
          '방은 페이지로, 장치는 타일로',
          '"영화의 밤" 같은 장면을 한 번에',
          '온도 조절기와 전력 사용량 그래프',
          '날씨 시계가 있으면 모서리에 날씨 표시',
        ],
        '서버는 내 네트워크 안에 그대로 있고, 패널이 직접 통신합니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Energy graphs and one-tap scenes.',
        zh: '新增用电图表和一键情景。',
        ko: '전력 그래프와 원터치 장면을 추가했습니다.',
      },
    ],
    price: 599,
    languages: ['en'],
    requires: ['Weather Clock'],
    featuredRank: 4,
    minAppVersion: '2.4.0',
  }),
  demo({
    author: 'devdeck',
    family: 'mPanel',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Pomodoro Focus', zh: '番茄专注', ko: '뽀모도로 집중' },
    overview: {
      en: 'A focus timer with breaks and a daily summary.',
      zh: '带休息提醒和每日总结的专注计时器。',
      ko: '휴식과 하루 요약이 있는 집중 타이머.',
    },
    about: {
      en: [
        'Twenty-five minutes of work, five of rest, and a longer break after four rounds. The panel shows a tomato that slowly gets eaten as time runs out.',
        [
          'Adjustable work and break lengths',
          'A gentle chime, or silence',
          'A daily summary of finished rounds',
        ],
        'Free and open source.',
      ],
      zh: [
        '工作二十五分钟，休息五分钟，四轮之后来一次长休息。时间流逝时，面板上的番茄会被一点点吃掉。',
        ['工作与休息时长可调', '轻柔的提示音，或完全静音', '每日完成轮数总结'],
        '免费且开源。',
      ],
      ko: [
        '25분 일하고 5분 쉬고, 네 번마다 긴 휴식. 시간이 줄어들수록 패널의 토마토가 조금씩 먹혀 들어갑니다.',
        ['작업·휴식 시간 조절', '잔잔한 알림음 또는 무음', '완료한 회차의 하루 요약'],
        '무료이며 오픈 소스입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'mPanel',
    types: ['plugin'],
    category: 'businessTools',
    name: { en: 'Calendar Agenda', zh: '日程议程', ko: '캘린더 일정' },
    overview: {
      en: 'Today’s meetings and the time until the next one, always in view.',
      zh: '今天的会议安排和距离下一场会议的时间，始终一目了然。',
      ko: '오늘의 회의와 다음 회의까지 남은 시간을 항상 보이게.',
    },
    about: {
      en: [
        'Your calendar, reduced to what matters this minute: the next meeting in large type with a countdown, and the rest of the day as a quiet list.',
        [
          'Google, Outlook and iCloud calendars',
          'A join button for video meetings',
          'Colour-coded free and busy time for the rest of the week',
        ],
        'Reads your calendars only; nothing is stored on our servers.',
      ],
      zh: [
        '把日历精简到此刻真正重要的内容：下一场会议用大字显示并倒计时，当天其余安排以简洁列表呈现。',
        [
          '支持 Google、Outlook 和 iCloud 日历',
          '视频会议一键加入',
          '本周其余时间的空闲与忙碌以颜色区分',
        ],
        '只读取你的日历，不在我们的服务器上保存任何内容。',
      ],
      ko: [
        '지금 이 순간 중요한 것만 남긴 캘린더입니다. 다음 회의는 큰 글씨와 카운트다운으로, 나머지 일정은 조용한 목록으로 보여 줍니다.',
        [
          'Google, Outlook, iCloud 캘린더',
          '화상 회의 참가 버튼',
          '이번 주 남은 시간의 여유·바쁨을 색으로 구분',
        ],
        '캘린더를 읽기만 하며, 우리 서버에는 아무것도 저장하지 않습니다.',
      ],
    },
    price: 249,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'homelab',
    family: 'mPanel',
    types: ['plugin'],
    category: 'monitoring',
    name: { en: 'Network Pulse', zh: '网络脉搏', ko: '네트워크 펄스' },
    overview: {
      en: 'Ping, packet loss and bandwidth graphs, so you know when it is not your fault.',
      zh: '延迟、丢包和带宽曲线，让你知道卡顿不是你的错。',
      ko: '핑, 패킷 손실, 대역폭 그래프로 끊김이 내 탓이 아님을 확인하세요.',
    },
    about: {
      en: [
        'Network Pulse pings your router, your provider and a game server every second and draws all three, so a lag spike shows exactly where it happened.',
        [
          'Three ping lines: home, provider and the wider internet',
          'Packet loss and jitter counters',
          'A speed test on demand with history',
        ],
        'Lightweight enough to leave running during matches.',
      ],
      zh: [
        '网络脉搏每秒分别测试到路由器、运营商和游戏服务器的延迟，并画成三条曲线，一次卡顿发生在哪一段，一目了然。',
        ['三条延迟曲线：家里、运营商和外部网络', '丢包与抖动计数', '按需测速，并保留历史记录'],
        '足够轻量，打比赛时也可以一直开着。',
      ],
      ko: [
        '네트워크 펄스는 공유기, 통신사, 게임 서버에 매초 핑을 보내 세 개의 선으로 그려서, 렉이 어디서 생겼는지 정확히 보여 줍니다.',
        [
          '핑 그래프 세 개: 집, 통신사, 외부 인터넷',
          '패킷 손실과 지터 카운터',
          '기록이 남는 즉석 속도 측정',
        ],
        '경기 중에도 켜 둘 수 있을 만큼 가볍습니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'soundwave',
    family: 'mPanel',
    types: ['plugin'],
    category: 'music',
    name: { en: 'Vinyl Now Playing', zh: '黑胶正在播放', ko: '바이닐 나우 플레잉' },
    overview: {
      en: 'The current track as a spinning record with its cover, lyrics and controls.',
      zh: '把当前曲目显示成旋转的黑胶唱片，附封面、歌词和播放控制。',
      ko: '지금 재생 중인 곡을 커버, 가사, 조작 버튼과 함께 돌아가는 레코드로.',
    },
    about: {
      en: [
        'A turntable on your desk that plays whatever your computer plays. The record spins at the right speed, the tonearm moves with the track position, and tapping the label pauses.',
        [
          'Works with most music players and browsers',
          'Synced lyrics when the track has them',
          'A clean "cover only" mode for small panels',
        ],
        'The tonearm shows how far into the song you are.',
      ],
      zh: [
        '桌上的一台唱机，电脑播放什么它就放什么。唱片以正确的转速旋转，唱臂随播放进度移动，轻点唱片中心即可暂停。',
        ['兼容大多数播放器和浏览器', '曲目有歌词时同步滚动显示', '适合小面板的“仅封面”简洁模式'],
        '唱臂的位置就是歌曲的播放进度。',
      ],
      ko: [
        '컴퓨터가 트는 곡을 그대로 트는 책상 위의 턴테이블입니다. 레코드는 제 속도로 돌고, 톤암은 곡의 진행에 따라 움직이며, 라벨을 누르면 일시정지됩니다.',
        [
          '대부분의 음악 플레이어와 브라우저 지원',
          '가사가 있는 곡은 싱크 가사 표시',
          '작은 패널을 위한 깔끔한 "커버만" 모드',
        ],
        '톤암의 위치가 곧 곡의 진행 상황입니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
    audio: true,
  }),
  demo({
    author: 'streamcraft',
    family: 'mPanel',
    types: ['plugin'],
    category: 'streaming',
    name: { en: 'Stream Stats Panel', zh: '直播数据面板', ko: '방송 통계 패널' },
    overview: {
      en: 'Viewers, chat speed, bitrate and dropped frames while you are live.',
      zh: '直播时显示观众数、弹幕速度、码率和丢帧。',
      ko: '방송 중 시청자 수, 채팅 속도, 비트레이트, 드롭 프레임을 보여 줍니다.',
    },
    about: {
      en: [
        'The numbers you check in five different tabs while streaming, on one screen beside your camera. Colours change before a problem turns into a stutter.',
        [
          'Viewer count and chat messages per minute',
          'Bitrate, dropped frames and CPU use of your encoder',
          'A session summary when you end the stream',
        ],
        'Twitch, YouTube and Bilibili; reads encoder stats through OBS Studio Controller.',
      ],
      zh: [
        '直播时要在五个标签页里来回查看的数字，现在集中在摄像头旁的一块屏幕上。问题变成卡顿之前，颜色就会先提醒你。',
        ['观众数和每分钟弹幕数', '码率、丢帧以及编码器的 CPU 占用', '下播后的本场数据总结'],
        '支持 Twitch、YouTube 和哔哩哔哩；编码器数据通过 OBS Studio 控制器读取。',
      ],
      ko: [
        '방송 중 다섯 개 탭을 오가며 확인하던 숫자를 카메라 옆 한 화면에 모았습니다. 문제가 끊김으로 번지기 전에 색이 먼저 바뀝니다.',
        [
          '시청자 수와 분당 채팅 수',
          '비트레이트, 드롭 프레임, 인코더 CPU 사용량',
          '방송을 마치면 보여 주는 세션 요약',
        ],
        'Twitch, YouTube, 비리비리를 지원하며, 인코더 통계는 OBS Studio 컨트롤러로 읽습니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh', 'ko'],
    requires: ['OBS Studio Controller'],
  }),
  demo({
    author: 'yunduan',
    family: 'mPanel',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Daily To-Do', zh: '今日待办', ko: '오늘 할 일' },
    overview: {
      en: 'Today’s to-do list on the panel: tick items off with a tap, synced with your phone.',
      zh: '把今日待办放在副屏上：轻点即可勾选完成，与手机同步。',
      ko: '오늘 할 일을 패널에. 눌러서 완료 표시, 휴대폰과 동기화.',
    },
    about: {
      en: [
        'A short list, always in view, is the to-do list that actually gets done. Add tasks on your phone or computer and check them off on the panel.',
        [
          'Today, tomorrow and someday lists',
          'Repeating tasks and gentle reminders',
          'Sync with the mobile app through your own cloud account',
        ],
        'Includes a year of sync; the panel keeps working offline without it.',
      ],
      zh: [
        '一张始终在眼前的短清单，才是真正会被完成的待办清单。在手机或电脑上添加任务，在副屏上勾掉它们。',
        ['今天、明天和“以后再说”三个清单', '重复任务与轻提醒', '通过你自己的云账号与手机应用同步'],
        '含一年同步服务；即使不同步，副屏也可离线使用。',
      ],
      ko: [
        '항상 눈앞에 있는 짧은 목록이야말로 실제로 끝나는 할 일 목록입니다. 휴대폰이나 컴퓨터에서 추가하고 패널에서 지워 나가세요.',
        [
          '오늘, 내일, 언젠가 목록',
          '반복 작업과 부드러운 알림',
          '내 클라우드 계정으로 모바일 앱과 동기화',
        ],
        '1년 동기화가 포함되어 있으며, 동기화 없이도 패널은 오프라인으로 동작합니다.',
      ],
    },
    price: 1800,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mPanel',
    types: ['plugin'],
    category: 'social',
    name: { en: 'Photo Frame', zh: '电子相框', ko: '포토 프레임' },
    overview: {
      en: 'Your photo albums as a slow slideshow with the date and place of each picture.',
      zh: '让相册里的照片缓缓轮播，并显示每张照片的拍摄日期和地点。',
      ko: '사진 앨범을 날짜와 장소가 표시되는 느린 슬라이드쇼로.',
    },
    about: {
      en: [
        'Pick a folder or a shared album and the panel becomes a picture frame, with a gentle pan across each photo and a small caption of when and where it was taken.',
        [
          'Local folders, Google Photos and iCloud shared albums',
          '"On this day" mode that shows photos from past years',
          'Night mode that dims after a set hour',
        ],
        'Photos are read from your computer or your own accounts only.',
      ],
      zh: [
        '选一个文件夹或共享相册，副屏就变成了相框：每张照片缓缓平移，角落附一行小字注明拍摄时间和地点。',
        [
          '支持本地文件夹、Google 相册和 iCloud 共享相簿',
          '“那年今日”模式，展示往年同一天的照片',
          '夜间模式：设定时间后自动调暗',
        ],
        '照片只从你的电脑或你自己的账号读取。',
      ],
      ko: [
        '폴더나 공유 앨범을 고르면 패널이 액자가 됩니다. 사진마다 천천히 화면이 흐르고, 언제 어디서 찍었는지 작은 설명이 붙습니다.',
        [
          '로컬 폴더, Google 포토, iCloud 공유 앨범',
          '지난 해의 오늘 사진을 보여 주는 "그날" 모드',
          '정해진 시간 이후 어두워지는 야간 모드',
        ],
        '사진은 내 컴퓨터나 내 계정에서만 읽어 옵니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'homelab',
    family: 'mPanel',
    types: ['plugin'],
    category: 'smartHome',
    name: { en: 'Air Quality Monitor', zh: '空气质量监测', ko: '공기질 모니터' },
    overview: {
      en: 'Indoor CO₂, humidity and particulates from your sensors, with a nudge to open a window.',
      zh: '显示室内二氧化碳、湿度和颗粒物浓度，该开窗时提醒你。',
      ko: '실내 이산화탄소, 습도, 미세먼지를 보여 주고 창문을 열 때를 알려 줍니다.',
    },
    about: {
      en: [
        'Connect the air sensors you already own and see your room at a glance. When CO₂ climbs past the level where concentration drops, the panel suggests some fresh air.',
        [
          'CO₂, PM2.5, humidity and temperature',
          'Outdoor air quality for comparison',
          'A week of history to spot patterns',
        ],
        'Works with most Zigbee and Wi-Fi sensors through common hubs.',
      ],
      zh: [
        '连接你已有的空气传感器，一眼看清房间状况。二氧化碳升到影响专注力的水平时，副屏会建议你透透气。',
        ['二氧化碳、PM2.5、湿度和温度', '室外空气质量对照', '保留一周历史，方便发现规律'],
        '通过常见网关支持大多数 Zigbee 和 Wi-Fi 传感器。',
      ],
      ko: [
        '이미 가진 공기 센서를 연결하면 방 상태가 한눈에 보입니다. 이산화탄소가 집중력이 떨어지는 수준을 넘으면 패널이 환기를 권합니다.',
        ['이산화탄소, PM2.5, 습도, 온도', '비교용 실외 공기질', '패턴을 찾기 좋은 일주일 기록'],
        '일반적인 허브를 통해 대부분의 Zigbee, Wi-Fi 센서를 지원합니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mPanel',
    types: ['plugin'],
    category: 'gaming',
    name: { en: 'Game FPS Overlay', zh: '游戏帧率面板', ko: '게임 FPS 패널' },
    overview: {
      en: 'Frame rate, frame times and temperatures of the game you are playing, off your main screen.',
      zh: '把正在玩的游戏的帧率、帧时间和温度移到主屏之外显示。',
      ko: '지금 하는 게임의 프레임, 프레임 타임, 온도를 메인 화면 밖에서.',
    },
    about: {
      en: [
        'Performance overlays clutter the game. This one lives on the panel instead: a frame-time graph, the one-percent lows and the temperatures that explain them.',
        [
          'FPS, one-percent lows and a frame-time graph',
          'GPU and CPU temperature, clocks and power',
          'Per-game history to compare settings',
        ],
        'Windows only; works with DirectX 11, 12 and Vulkan games.',
      ],
      zh: [
        '性能叠加层会挡住游戏画面。这一个干脆住在副屏上：帧时间曲线、1% 低帧，以及解释它们的温度数据。',
        [
          '帧率、1% 低帧和帧时间曲线',
          '显卡与 CPU 的温度、频率和功耗',
          '按游戏保存历史，方便对比画质设置',
        ],
        '仅限 Windows；支持 DirectX 11、12 和 Vulkan 游戏。',
      ],
      ko: [
        '성능 오버레이는 게임 화면을 어지럽힙니다. 이 제품은 대신 패널에 자리 잡습니다. 프레임 타임 그래프, 1% 최저 프레임, 그리고 그 원인을 알려 주는 온도까지.',
        [
          'FPS, 1% 최저 프레임, 프레임 타임 그래프',
          'GPU·CPU 온도, 클럭, 전력',
          '설정 비교를 위한 게임별 기록',
        ],
        'Windows 전용이며 DirectX 11, 12, Vulkan 게임을 지원합니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
    systems: ['windows'],
    minAppVersion: '2.6.0',
  }),
];
