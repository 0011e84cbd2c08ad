import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Stream Dock plugins: the keys that do things. */
export const DOCK_PLUGINS: DemoProduct[] = [
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['plugin'],
    category: 'streaming',
    name: { en: 'OBS Studio Controller', zh: 'OBS Studio 控制器', ko: 'OBS Studio 컨트롤러' },
    overview: {
      en: 'Switch scenes, mute sources and start recording in OBS Studio with one key.',
      zh: '一键切换 OBS Studio 场景、静音音源、开始录制。',
      ko: '키 하나로 OBS Studio 장면 전환, 소스 음소거, 녹화 시작까지.',
    },
    about: {
      en: [
        'OBS Studio Controller talks to OBS through its built-in WebSocket server, so there is nothing extra to install: point it at your computer, enter the password once and every scene, source and output shows up on your keys.',
        [
          'Scene keys that light up when their scene is live, with a preview image on the key',
          'Mute, solo and volume for any audio source; the dial sets the level',
          'Start and stop streaming, recording and the replay buffer, with a timer on the key',
          'Studio mode: pick a preview scene, then cut or fade to it',
        ],
        'Works with OBS Studio 28 or later on the same computer or another one on your network.',
      ],
      zh: [
        'OBS Studio 控制器通过 OBS 自带的 WebSocket 服务连接，无需额外安装：填写电脑地址和一次密码，所有场景、音源和输出就会出现在你的按键上。',
        [
          '场景按键会在直播中亮起，并在键面显示场景预览图',
          '任意音源一键静音、独听和调节音量，旋钮直接控制音量大小',
          '开始或停止直播、录制和回放缓存，键面实时显示计时',
          '工作室模式：先选预览场景，再切换或淡入',
        ],
        '支持 OBS Studio 28 及以上版本，可控制本机或同一局域网内的另一台电脑。',
      ],
      ko: [
        'OBS Studio 컨트롤러는 OBS에 내장된 WebSocket 서버로 연결되므로 따로 설치할 것이 없습니다. 컴퓨터 주소와 비밀번호를 한 번만 입력하면 모든 장면, 소스, 출력이 키에 나타납니다.',
        [
          '방송 중인 장면의 키에 불이 들어오고, 키에 장면 미리보기가 표시됩니다',
          '오디오 소스별 음소거·단독 듣기·볼륨 조절, 다이얼로 레벨 조정',
          '방송, 녹화, 리플레이 버퍼 시작과 정지, 키에 타이머 표시',
          '스튜디오 모드: 미리보기 장면을 고른 뒤 컷 또는 페이드로 전환',
        ],
        'OBS Studio 28 이상에서 동작하며, 같은 컴퓨터나 같은 네트워크의 다른 컴퓨터를 제어할 수 있습니다.',
      ],
    },
    changelog: [
      {
        en: 'First release: scenes, mute and recording keys.',
        zh: '首次发布：场景、静音与录制按键。',
        ko: '첫 버전: 장면, 음소거, 녹화 키.',
      },
      {
        en: 'Studio mode keys, and scene previews on the key.',
        zh: '新增工作室模式按键，键面显示场景预览。',
        ko: '스튜디오 모드 키와 키 위 장면 미리보기를 추가했습니다.',
      },
      {
        en: 'The dial sets source volume; reconnects by itself after OBS restarts.',
        zh: '旋钮可调节音源音量；OBS 重启后自动重新连接。',
        ko: '다이얼로 소스 볼륨 조절, OBS를 다시 시작하면 자동으로 다시 연결됩니다.',
      },
    ],
    price: 0,
    languages: ['en', 'zh', 'ko'],
    dial: true,
    minAppVersion: '3.10.188',
    featuredRank: 2,
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['plugin'],
    category: 'engagement',
    name: { en: 'Twitch Chat Alerts', zh: 'Twitch 聊天提醒', ko: 'Twitch 채팅 알림' },
    overview: {
      en: 'Show follower, raid and chat alerts on your keys while you stream.',
      zh: '直播时在按键上显示关注、突袭和聊天提醒。',
      ko: '방송 중 팔로우, 레이드, 채팅 알림을 키에 띄워 줍니다.',
    },
    about: {
      en: [
        'Keep your eyes on the game and still see who just arrived. Twitch Chat Alerts signs in with your Twitch account and turns events into short animations on the keys you choose.',
        [
          'New followers, subscriptions, gift subs and raids, each with its own colour',
          'A chat key that flashes on messages mentioning you or your keywords',
          'One press to shout out the last raider or run an ad break',
        ],
        'Pairs with OBS Studio Controller: an alert key can switch to your "thank you" scene.',
      ],
      zh: [
        '专心打游戏，也不会错过新来的观众。Twitch 聊天提醒用你的 Twitch 账号登录，把各种事件变成你指定按键上的短动画。',
        [
          '新关注、订阅、礼物订阅和突袭，各用不同颜色提示',
          '有人提到你或你设定的关键词时，聊天按键会闪烁',
          '一键为最近的突袭者喊话，或插播广告',
        ],
        '与 OBS Studio 控制器搭配使用：提醒按键可以直接切换到“感谢”场景。',
      ],
      ko: [
        '게임에 집중하면서도 누가 들어왔는지 놓치지 마세요. Twitch 채팅 알림은 Twitch 계정으로 로그인해 이벤트를 원하는 키의 짧은 애니메이션으로 보여 줍니다.',
        [
          '새 팔로워, 구독, 선물 구독, 레이드를 각각 다른 색으로 표시',
          '나를 언급하거나 지정한 키워드가 나오면 채팅 키가 깜빡임',
          '한 번 눌러 마지막 레이더를 소개하거나 광고 시간 시작',
        ],
        'OBS Studio 컨트롤러와 함께 쓰면 알림 키로 "감사" 장면으로 바로 전환할 수 있습니다.',
      ],
    },
    price: 299,
    languages: ['en'],
    requires: ['OBS Studio Controller'],
  }),
  demo({
    author: 'soundwave',
    family: 'streamDock',
    types: ['plugin'],
    category: 'music',
    name: { en: 'Spotify Now Playing', zh: 'Spotify 正在播放', ko: 'Spotify 지금 재생 중' },
    overview: {
      en: 'Album art, play/pause and skip for Spotify on a key, with volume on the dial.',
      zh: '在按键上显示 Spotify 专辑封面，播放、暂停、切歌，旋钮调音量。',
      ko: 'Spotify 앨범 아트와 재생·일시정지·건너뛰기를 키에, 볼륨은 다이얼로.',
    },
    about: {
      en: [
        'The album cover of whatever is playing fills a key, and pressing it pauses. No more alt-tabbing to skip a song in the middle of a match.',
        [
          'Play, pause, next and previous, with the cover and track title on the key',
          'Turn the dial for volume, press it to like the song',
          'Shuffle and repeat keys that show their state',
        ],
        'Needs the Spotify desktop app; a free Spotify account is enough for most keys.',
      ],
      zh: [
        '正在播放的专辑封面铺满一个按键，按下即可暂停。对局中切歌，再也不用切出游戏窗口。',
        [
          '播放、暂停、下一首和上一首，键面显示封面和歌名',
          '旋转旋钮调节音量，按下旋钮收藏当前歌曲',
          '随机播放和单曲循环按键会显示当前状态',
        ],
        '需要安装 Spotify 桌面版；大部分按键使用免费账号即可。',
      ],
      ko: [
        '지금 재생 중인 앨범 커버가 키 하나를 가득 채우고, 누르면 일시정지됩니다. 게임 도중 곡을 넘기려고 창을 바꿀 필요가 없습니다.',
        [
          '재생, 일시정지, 다음 곡, 이전 곡, 키에 커버와 곡 제목 표시',
          '다이얼을 돌려 볼륨 조절, 눌러서 현재 곡에 좋아요',
          '셔플과 반복 키가 현재 상태를 보여 줌',
        ],
        'Spotify 데스크톱 앱이 필요하며, 대부분의 키는 무료 계정으로도 쓸 수 있습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh'],
    dial: true,
    audio: true,
  }),
  demo({
    author: 'soundwave',
    family: 'streamDock',
    types: ['plugin'],
    category: 'audio',
    name: { en: 'Audio Mixer Pro', zh: '专业混音台', ko: '오디오 믹서 프로' },
    overview: {
      en: 'Per-application volume mixing with live level meters.',
      zh: '按应用分别调节音量，并实时显示电平。',
      ko: '앱별 볼륨 믹싱과 실시간 레벨 미터.',
    },
    about: {
      en: [
        'Give the game, the voice chat and the music their own fader. Audio Mixer Pro finds every application that makes sound and lets you pin the ones you care about to keys and dials.',
        [
          'Live level meters drawn on the key, updated thirty times a second',
          'Mute groups: silence everything but your voice chat with one press',
          'Switch the output between headphones and speakers',
          'Profiles that load when a game starts',
        ],
        'Windows 10 and 11, and macOS 13 or later with the included audio driver.',
      ],
      zh: [
        '让游戏、语音和音乐各自拥有独立推子。专业混音台会找到每个正在发声的应用，你可以把常用的固定到按键和旋钮上。',
        [
          '键面实时绘制电平表，每秒刷新三十次',
          '静音组：一键静音除语音聊天外的所有声音',
          '在耳机和音箱之间切换输出设备',
          '游戏启动时自动载入对应配置',
        ],
        '支持 Windows 10 和 11，以及安装附带音频驱动的 macOS 13 及以上版本。',
      ],
      ko: [
        '게임, 음성 채팅, 음악에 각자의 페이더를 주세요. 오디오 믹서 프로는 소리를 내는 모든 앱을 찾아 자주 쓰는 앱을 키와 다이얼에 고정해 줍니다.',
        [
          '키 위에 초당 30번 갱신되는 실시간 레벨 미터',
          '음소거 그룹: 한 번 눌러 음성 채팅만 남기고 모두 음소거',
          '헤드폰과 스피커 사이에서 출력 전환',
          '게임이 시작되면 자동으로 불러오는 프로필',
        ],
        'Windows 10, 11과 함께 제공되는 오디오 드라이버를 설치한 macOS 13 이상에서 동작합니다.',
      ],
    },
    changelog: [
      {
        en: 'First release: per-application volume.',
        zh: '首次发布：按应用调节音量。',
        ko: '첫 버전: 앱별 볼륨 조절.',
      },
      {
        en: 'Level meters on the keys and mute groups.',
        zh: '新增键面电平表和静音组。',
        ko: '키 위 레벨 미터와 음소거 그룹을 추가했습니다.',
      },
    ],
    price: 499,
    languages: ['en', 'zh', 'ko'],
    dial: true,
    audio: true,
    minAppVersion: '3.9.0',
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['plugin'],
    category: 'developerTools',
    name: { en: 'Git Shortcuts', zh: 'Git 快捷键', ko: 'Git 단축키' },
    overview: {
      en: 'Commit, push, pull and switch branches without leaving your editor.',
      zh: '无需离开编辑器即可提交、推送、拉取和切换分支。',
      ko: '에디터를 떠나지 않고 커밋, 푸시, 풀, 브랜치 전환까지.',
    },
    about: {
      en: [
        'Git Shortcuts watches the repository of your active editor window and keeps its keys up to date: the branch name, how far you are ahead or behind, and whether the working tree is clean.',
        [
          'Pull, push and fetch with progress on the key',
          'A branch key that opens a picker of your recent branches',
          'Stash and pop, and a commit key that asks for the message',
        ],
        'Uses the git on your path, so your credentials and hooks work as usual.',
      ],
      zh: [
        'Git 快捷键会跟随当前编辑器窗口所在的仓库，并实时更新按键：分支名、领先或落后的提交数，以及工作区是否干净。',
        [
          '拉取、推送和获取，键面显示进度',
          '分支按键可打开最近使用的分支列表',
          '暂存与恢复，提交按键会弹出提交信息输入框',
        ],
        '调用系统路径中的 git，凭据和钩子都照常生效。',
      ],
      ko: [
        'Git 단축키는 현재 에디터 창의 저장소를 따라가며 키를 최신 상태로 유지합니다. 브랜치 이름, 앞서거나 뒤처진 커밋 수, 작업 트리가 깨끗한지 보여 줍니다.',
        [
          '풀, 푸시, 페치를 키에서 진행 상황과 함께',
          '최근 브랜치 목록을 여는 브랜치 키',
          'stash와 pop, 커밋 메시지를 물어보는 커밋 키',
        ],
        '경로에 있는 git을 그대로 쓰므로 인증 정보와 훅이 평소처럼 동작합니다.',
      ],
    },
    price: 199,
    languages: ['en'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['plugin'],
    category: 'monitoring',
    name: { en: 'Docker Dashboard', zh: 'Docker 仪表盘', ko: 'Docker 대시보드' },
    overview: {
      en: 'Start, stop and watch containers; a key turns red when one exits.',
      zh: '启动、停止和监控容器；容器退出时按键变红。',
      ko: '컨테이너를 시작·정지·모니터링하고, 하나라도 종료되면 키가 빨갛게 변합니다.',
    },
    about: {
      en: [
        'Put your local stack on a row of keys. Each container gets a key with its health and CPU use; press to restart it, hold to open its logs.',
        [
          'Compose projects as one key that brings everything up or down',
          'Red, amber and green for exited, unhealthy and running containers',
          'Works with Docker Desktop and with a remote Docker host over SSH',
        ],
        'Free and open about what it does: it only talks to the Docker socket you point it at.',
      ],
      zh: [
        '把本地开发环境放到一排按键上。每个容器一个按键，显示健康状态和 CPU 占用；短按重启，长按打开日志。',
        [
          'Compose 项目合成一个按键，一键全部启动或停止',
          '红、黄、绿三色分别表示已退出、不健康和运行中',
          '支持 Docker Desktop，也可通过 SSH 连接远程 Docker 主机',
        ],
        '免费，行为透明：只会连接你指定的 Docker 套接字。',
      ],
      ko: [
        '로컬 개발 환경을 키 한 줄에 올려 보세요. 컨테이너마다 상태와 CPU 사용량을 보여 주는 키가 생기고, 누르면 재시작, 길게 누르면 로그가 열립니다.',
        [
          'Compose 프로젝트를 키 하나로 한꺼번에 올리고 내리기',
          '종료, 비정상, 실행 중을 빨강·노랑·초록으로 표시',
          'Docker Desktop과 SSH로 연결한 원격 Docker 호스트 모두 지원',
        ],
        '무료이며, 지정한 Docker 소켓에만 연결합니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'homelab',
    family: 'streamDock',
    types: ['plugin'],
    category: 'finance',
    name: { en: 'Finance Ticker', zh: '行情看板', ko: '시세 티커' },
    overview: {
      en: 'Live stock and currency prices on a key, refreshed every minute.',
      zh: '在按键上显示实时股票与汇率行情，每分钟刷新。',
      ko: '주식과 환율 시세를 키에 띄우고 1분마다 갱신합니다.',
    },
    about: {
      en: [
        'Finance Ticker shows a price, its change since the open and a tiny sparkline of the day on each key. Rotate several symbols on one key or give your favourites their own.',
        [
          'Stocks, ETFs, currency pairs and the major crypto coins',
          'Green and red follow your market: choose the convention of your country',
          'Alerts that flash the key when a price crosses your line',
        ],
        'Quotes may be delayed by up to fifteen minutes depending on the exchange.',
      ],
      zh: [
        '行情看板在每个按键上显示价格、当日涨跌幅和一条迷你走势线。可以在一个按键上轮播多个代码，也可以给常看的单独一个按键。',
        [
          '股票、ETF、货币对以及主流加密货币',
          '红涨绿跌或绿涨红跌，按你所在市场的习惯设置',
          '价格穿越你设定的价位时按键闪烁提醒',
        ],
        '根据交易所不同，行情可能有最多十五分钟的延迟。',
      ],
      ko: [
        '시세 티커는 키마다 가격, 시가 대비 등락, 하루 흐름을 보여 주는 작은 차트를 표시합니다. 여러 종목을 키 하나에서 돌려 보거나 자주 보는 종목에 키를 따로 줄 수 있습니다.',
        [
          '주식, ETF, 환율, 주요 암호화폐',
          '상승·하락 색상을 내 시장의 관례에 맞게 선택',
          '가격이 설정한 선을 넘으면 키가 깜빡이는 알림',
        ],
        '거래소에 따라 시세가 최대 15분 지연될 수 있습니다.',
      ],
    },
    price: 349,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['plugin'],
    category: 'businessTools',
    name: { en: 'Meeting Mute Toggle', zh: '会议静音开关', ko: '회의 음소거 토글' },
    overview: {
      en: 'Mute and unmute in Zoom, Teams and Meet; the key shows your state.',
      zh: '在 Zoom、Teams 和 Meet 中静音或取消静音，按键显示当前状态。',
      ko: 'Zoom, Teams, Meet에서 음소거를 켜고 끄며, 키에 현재 상태가 보입니다.',
    },
    about: {
      en: [
        'The one key every remote worker wants: it always knows whether you are muted, whichever meeting app is in front, and it is red when your microphone is live.',
        [
          'Zoom, Microsoft Teams, Google Meet and Webex',
          'Camera on and off, raise hand and leave meeting keys',
          'Push-to-talk: hold the key to speak, let go to mute again',
        ],
        'Free for everyone, no account needed.',
      ],
      zh: [
        '每位远程办公者都想要的那个按键：无论前台是哪个会议软件，它都知道你是否已静音；麦克风开启时按键显示红色。',
        [
          '支持 Zoom、Microsoft Teams、Google Meet 和 Webex',
          '开关摄像头、举手和离开会议按键',
          '按住说话：按住按键发言，松开即恢复静音',
        ],
        '完全免费，无需注册账号。',
      ],
      ko: [
        '재택근무자라면 누구나 원하는 그 키입니다. 어떤 회의 앱이 앞에 있든 음소거 상태를 알고, 마이크가 켜져 있으면 빨갛게 표시합니다.',
        [
          'Zoom, Microsoft Teams, Google Meet, Webex 지원',
          '카메라 켜고 끄기, 손 들기, 회의 나가기 키',
          '눌러서 말하기: 누르고 있는 동안만 말하고 떼면 다시 음소거',
        ],
        '모두에게 무료이며 계정이 필요 없습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Window Snap', zh: '窗口分屏', ko: '창 스냅' },
    overview: {
      en: 'Throw windows into halves, thirds and corners of any monitor with a key.',
      zh: '一键把窗口排到任意显示器的左右半屏、三分屏或四角。',
      ko: '키 하나로 창을 어느 모니터든 절반, 3분할, 모서리에 배치합니다.',
    },
    about: {
      en: [
        'Window Snap moves the window in front to the place drawn on the key. Build a layout once for your ultrawide and recall it every morning.',
        [
          'Halves, thirds, quarters and a centred reading column',
          'Move a window to the next monitor, keeping its relative size',
          'Layouts that place several apps at once',
        ],
        'Needs the accessibility permission on macOS; nothing to set up on Windows.',
      ],
      zh: [
        '窗口分屏会把最前面的窗口移动到按键上画出的位置。为你的带鱼屏设好一次布局，每天早上一键恢复。',
        [
          '左右半屏、三分屏、四分屏和居中阅读栏',
          '把窗口移到下一台显示器，并保持相对大小',
          '一次摆放多个应用的布局',
        ],
        'macOS 需要开启辅助功能权限；Windows 无需任何设置。',
      ],
      ko: [
        '창 스냅은 맨 앞의 창을 키에 그려진 위치로 옮깁니다. 울트라와이드 모니터용 배치를 한 번 만들어 두고 매일 아침 불러오세요.',
        [
          '절반, 3분할, 4분할, 가운데 읽기 칸',
          '상대 크기를 유지한 채 창을 다음 모니터로 이동',
          '여러 앱을 한 번에 배치하는 레이아웃',
        ],
        'macOS에서는 손쉬운 사용 권한이 필요하고, Windows에서는 설정할 것이 없습니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '3.10.188',
  }),
  demo({
    author: 'yunduan',
    family: 'streamDock',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Quick Translate', zh: '划词翻译', ko: '빠른 번역' },
    overview: {
      en: 'Select text anywhere, press a key and read the translation on the keys.',
      zh: '任意位置选中文字，按一下按键即可在按键上看到译文。',
      ko: '어디서든 글자를 선택하고 키를 누르면 번역이 키에 나타납니다.',
    },
    about: {
      en: [
        'Made for people who read in one language and write in another. Select a word or a sentence, press the key, and the translation scrolls across your keys, ready to paste.',
        [
          'Chinese, English, Japanese and Korean in both directions',
          'A second key replaces the selection with its translation',
          'A history of your last fifty lookups',
        ],
        'Uses the translation service you choose; bring your own API key for longer texts.',
      ],
      zh: [
        '为用一种语言阅读、用另一种语言写作的人而做。选中一个词或一句话，按下按键，译文就会在按键上滚动显示，随时可以粘贴。',
        ['中、英、日、韩互译', '另一个按键可直接用译文替换选中的文字', '保留最近五十条查询记录'],
        '可选择翻译服务；长文本翻译请填写自己的 API 密钥。',
      ],
      ko: [
        '한 언어로 읽고 다른 언어로 쓰는 분들을 위해 만들었습니다. 단어나 문장을 선택하고 키를 누르면 번역이 키 위로 흘러가고, 바로 붙여 넣을 수 있습니다.',
        [
          '중국어, 영어, 일본어, 한국어 양방향 번역',
          '선택한 글자를 번역문으로 바꿔 주는 두 번째 키',
          '최근 50개 검색 기록',
        ],
        '원하는 번역 서비스를 고를 수 있으며, 긴 글은 직접 발급한 API 키로 번역합니다.',
      ],
    },
    price: 600,
    currency: 'CNY',
    languages: ['zh', 'en'],
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['plugin'],
    category: 'streaming',
    name: { en: 'Stream Countdown', zh: '开播倒计时', ko: '방송 카운트다운' },
    overview: {
      en: 'A starting-soon countdown you set from a key, mirrored to a text file for your overlay.',
      zh: '在按键上设置“即将开播”倒计时，并同步到文本文件供直播画面使用。',
      ko: '키로 맞추는 "곧 시작" 카운트다운, 오버레이용 텍스트 파일에도 표시됩니다.',
    },
    about: {
      en: [
        'Press once for five minutes, twice for ten. Stream Countdown ticks on the key and writes the time left to a file any overlay can read, then switches to your live scene at zero.',
        [
          'Preset times and a dial to fine-tune them',
          'A break timer for BRB screens that counts up',
          'Switches scene when the countdown ends',
        ],
        'The automatic scene switch needs OBS Studio Controller.',
      ],
      zh: [
        '按一下五分钟，按两下十分钟。开播倒计时在按键上走秒，并把剩余时间写入文件供任意叠加层读取，归零时自动切到直播场景。',
        [
          '预设时长，旋钮可微调',
          '用于“马上回来”画面的正计时休息计时器',
          '倒计时结束时自动切换场景',
        ],
        '自动切换场景需要配合 OBS Studio 控制器使用。',
      ],
      ko: [
        '한 번 누르면 5분, 두 번 누르면 10분. 방송 카운트다운은 키 위에서 초를 세고 남은 시간을 오버레이가 읽을 수 있는 파일로 저장하며, 0이 되면 방송 장면으로 전환합니다.',
        [
          '미리 정한 시간과 다이얼로 미세 조정',
          '잠시 자리 비움 화면용으로 올라가는 휴식 타이머',
          '카운트다운이 끝나면 장면 자동 전환',
        ],
        '자동 장면 전환에는 OBS Studio 컨트롤러가 필요합니다.',
      ],
    },
    price: 99,
    languages: ['en', 'zh', 'ko'],
    dial: true,
    requires: ['OBS Studio Controller'],
  }),
  demo({
    author: 'soundwave',
    family: 'streamDock',
    types: ['plugin'],
    category: 'audio',
    name: { en: 'Soundboard Studio', zh: '音效板工作室', ko: '사운드보드 스튜디오' },
    overview: {
      en: 'Play sound clips from your keys into your headphones, your stream or a call.',
      zh: '用按键播放音效，可以送到耳机、直播或语音通话里。',
      ko: '키로 효과음을 재생해 헤드폰, 방송, 통화로 보냅니다.',
    },
    about: {
      en: [
        'Drop in your own clips or start with the forty included ones. Each key shows a waveform while it plays, and a second press stops it.',
        [
          'Route clips to a virtual microphone so your call hears them',
          'Per-clip volume, fade-out and loop',
          'Ducking: the music dips while a clip plays',
        ],
        'WAV, MP3, OGG and FLAC files up to ten minutes long.',
      ],
      zh: [
        '导入你自己的音频，或从自带的四十段音效开始。播放时按键上显示波形，再按一次即可停止。',
        [
          '把音效送入虚拟麦克风，让通话对方也能听到',
          '每段音效可单独设置音量、淡出和循环',
          '自动闪避：播放音效时背景音乐自动调低',
        ],
        '支持 WAV、MP3、OGG 和 FLAC，单个文件最长十分钟。',
      ],
      ko: [
        '직접 만든 클립을 넣거나 기본 제공되는 40개로 시작하세요. 재생하는 동안 키에 파형이 보이고, 한 번 더 누르면 멈춥니다.',
        [
          '클립을 가상 마이크로 보내 통화 상대도 들을 수 있게',
          '클립별 볼륨, 페이드아웃, 반복 설정',
          '덕킹: 클립이 재생되는 동안 음악 볼륨을 자동으로 낮춤',
        ],
        'WAV, MP3, OGG, FLAC 파일을 최대 10분까지 지원합니다.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Virtual microphone output and ducking.',
        zh: '新增虚拟麦克风输出和自动闪避。',
        ko: '가상 마이크 출력과 덕킹을 추가했습니다.',
      },
    ],
    price: 399,
    languages: ['en', 'ko'],
    audio: true,
    systems: ['windows'],
  }),
];
