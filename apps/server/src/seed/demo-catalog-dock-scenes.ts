import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Stream Dock scenes: whole pages of keys laid out for one job. */
export const DOCK_SCENES: DemoProduct[] = [
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['scene'],
    category: 'streaming',
    name: { en: 'Streamer Starter Scene', zh: '主播入门场景', ko: '스트리머 스타터 장면' },
    overview: {
      en: 'A ready-made page of keys for going live, BRB and ending the stream.',
      zh: '现成的一页按键：开播、暂离和结束直播。',
      ko: '방송 시작, 잠시 자리 비움, 방송 종료를 위한 완성된 키 페이지.',
    },
    about: {
      en: [
        'Everything a first stream needs on one page, in the order you will press it: starting soon, live, BRB, back, and a calm ending with a raid.',
        [
          'Fifteen keys laid out for a 15-key Stream Dock, with a compact 6-key version',
          'Scene keys wired to OBS Studio Controller, alert keys to Twitch Chat Alerts',
          'A checklist key that opens your pre-stream notes',
        ],
        'Install the two tools it uses first; the scene will tell you if one is missing.',
      ],
      zh: [
        '第一次直播需要的一切都在这一页，按你按下的顺序排好：即将开始、开播、暂离、回来，最后带着突袭平稳收尾。',
        [
          '为 15 键 Stream Dock 排好的十五个按键，另附 6 键精简版',
          '场景按键连接 OBS Studio 控制器，提醒按键连接 Twitch 聊天提醒',
          '一个打开开播前备忘录的清单按键',
        ],
        '请先安装它用到的两个工具；缺少时场景会提示你。',
      ],
      ko: [
        '첫 방송에 필요한 모든 것을 누르는 순서대로 한 페이지에 담았습니다. 곧 시작, 방송 중, 잠시 자리 비움, 복귀, 그리고 레이드로 차분한 마무리.',
        [
          '15키 Stream Dock에 맞춘 키 15개와 6키 축소판',
          '장면 키는 OBS Studio 컨트롤러, 알림 키는 Twitch 채팅 알림과 연결',
          '방송 전 메모를 여는 체크리스트 키',
        ],
        '사용하는 두 도구를 먼저 설치하세요. 빠진 것이 있으면 장면이 알려 줍니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh'],
    requires: ['OBS Studio Controller', 'Twitch Chat Alerts'],
  }),
  demo({
    author: 'pixelforge',
    family: 'streamDock',
    types: ['scene'],
    category: 'video',
    name: { en: 'Video Editing Scene', zh: '视频剪辑场景', ko: '영상 편집 장면' },
    overview: {
      en: 'Cut, ripple delete and marker keys laid out for Premiere Pro and DaVinci Resolve.',
      zh: '为 Premiere Pro 和 DaVinci Resolve 排布的剪切、波纹删除和标记按键。',
      ko: 'Premiere Pro와 DaVinci Resolve용 자르기, 리플 삭제, 마커 키 배치.',
    },
    about: {
      en: [
        'Editors press the same ten shortcuts thousands of times a day. This scene puts them under one hand, grouped the way an edit actually flows.',
        [
          'Blade, ripple delete, roll and slip on the top row',
          'Markers in six colours and a key to jump between them',
          'Separate pages for Premiere Pro and DaVinci Resolve',
        ],
        'The shortcuts follow each application defaults; edit any key if you changed yours.',
      ],
      zh: [
        '剪辑师每天要按上千次同样的十个快捷键。这个场景把它们集中到一只手下，按剪辑的实际流程分组。',
        [
          '顶排是刀片、波纹删除、滚动和滑移',
          '六种颜色的标记，以及在标记间跳转的按键',
          'Premiere Pro 与 DaVinci Resolve 各一页',
        ],
        '快捷键沿用各软件的默认设置；如果你改过，可以逐个修改按键。',
      ],
      ko: [
        '편집자는 같은 단축키 열 개를 하루에 수천 번 누릅니다. 이 장면은 그것들을 한 손 아래, 실제 편집 흐름대로 묶어 두었습니다.',
        [
          '윗줄에 자르기, 리플 삭제, 롤, 슬립',
          '여섯 가지 색의 마커와 마커 사이를 이동하는 키',
          'Premiere Pro와 DaVinci Resolve 전용 페이지',
        ],
        '단축키는 각 프로그램의 기본값을 따릅니다. 바꿔 쓰고 있다면 키를 하나씩 고칠 수 있습니다.',
      ],
    },
    price: 599,
    languages: ['en'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['scene'],
    category: 'developerTools',
    name: { en: 'Developer Morning Scene', zh: '程序员晨间场景', ko: '개발자 아침 장면' },
    overview: {
      en: 'Pull, start the stack and arrange your windows: the first ten minutes of a workday on one page.',
      zh: '拉代码、启动服务、摆好窗口：把工作日的头十分钟放在一页上。',
      ko: '코드 받기, 서비스 올리기, 창 정리까지 하루의 첫 10분을 한 페이지에.',
    },
    about: {
      en: [
        'One key pulls every repository you work in, one starts the containers, one arranges the editor, terminal and browser on your monitors. Coffee is still manual.',
        [
          'A morning key that runs the whole routine in order',
          'Keys for each repository showing its branch and status',
          'An end-of-day key that stops containers and stashes work',
        ],
        'Uses Git Shortcuts, Docker Dashboard and Window Snap under the hood.',
      ],
      zh: [
        '一个按键拉取你负责的所有仓库，一个启动容器，一个把编辑器、终端和浏览器摆到各自的显示器上。咖啡还得自己泡。',
        [
          '晨间按键按顺序执行整套流程',
          '每个仓库一个按键，显示分支和状态',
          '下班按键：停止容器并暂存改动',
        ],
        '底层使用 Git 快捷键、Docker 仪表盘和窗口分屏。',
      ],
      ko: [
        '키 하나로 작업 중인 저장소를 모두 받고, 하나로 컨테이너를 올리고, 하나로 에디터·터미널·브라우저를 모니터에 배치합니다. 커피는 아직 직접 내려야 합니다.',
        [
          '전체 루틴을 순서대로 실행하는 아침 키',
          '저장소마다 브랜치와 상태를 보여 주는 키',
          '컨테이너를 멈추고 작업을 stash하는 퇴근 키',
        ],
        '내부적으로 Git 단축키, Docker 대시보드, 창 스냅을 사용합니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
    requires: ['Git Shortcuts', 'Docker Dashboard', 'Window Snap'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['scene'],
    category: 'businessTools',
    name: { en: 'Remote Meeting Scene', zh: '远程会议场景', ko: '원격 회의 장면' },
    overview: {
      en: 'Mute, camera, hand up, share screen and leave, grouped for back-to-back calls.',
      zh: '静音、摄像头、举手、共享屏幕和离开会议，为连续开会而排布。',
      ko: '음소거, 카메라, 손 들기, 화면 공유, 나가기를 연달아 있는 회의에 맞게 묶었습니다.',
    },
    about: {
      en: [
        'Designed after a week of watching people fumble for the mute button. The keys you need mid-sentence are the biggest and closest.',
        [
          'A large mute key that is red whenever you can be heard',
          'Share screen, stop share and a "share this window" key',
          'A join-next-meeting key that reads your calendar',
        ],
        'Needs Meeting Mute Toggle, which is free.',
      ],
      zh: [
        '我们观察了一周大家手忙脚乱找静音键的样子，才设计出它。说到一半最需要的按键，做得最大、离手最近。',
        [
          '超大静音键，只要别人能听到你就显示红色',
          '共享屏幕、停止共享，以及“共享此窗口”按键',
          '读取日历、一键加入下一场会议',
        ],
        '需要免费的会议静音开关。',
      ],
      ko: [
        '사람들이 음소거 버튼을 찾느라 허둥대는 모습을 일주일 동안 지켜본 뒤 설계했습니다. 말하는 도중 필요한 키가 가장 크고 가장 가깝습니다.',
        [
          '내 목소리가 들리는 동안 빨간 큰 음소거 키',
          '화면 공유, 공유 중지, "이 창 공유" 키',
          '캘린더를 읽어 다음 회의에 참가하는 키',
        ],
        '무료인 회의 음소거 토글이 필요합니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
    requires: ['Meeting Mute Toggle'],
  }),
  demo({
    author: 'homelab',
    family: 'streamDock',
    types: ['scene'],
    category: 'finance',
    name: { en: 'Trading Desk Scene', zh: '交易台场景', ko: '트레이딩 데스크 장면' },
    overview: {
      en: 'A watchlist of twelve quotes and the keys to flip between your charts.',
      zh: '十二个自选行情，外加在各个图表之间切换的按键。',
      ko: '관심 종목 시세 12개와 차트 사이를 오가는 키.',
    },
    about: {
      en: [
        'The top rows are a live watchlist; the bottom row switches your charting app between timeframes and symbols without reaching for the mouse.',
        [
          'Twelve quote keys with change and a day sparkline',
          'Timeframe keys: 1m, 5m, 1h, 1d',
          'A market clock showing which exchanges are open',
        ],
        'Built on Finance Ticker; quotes may be delayed by the exchange.',
      ],
      zh: [
        '上面几排是实时自选行情；最下面一排用来在图表软件里切换周期和代码，不必去摸鼠标。',
        [
          '十二个行情按键，显示涨跌幅和当日走势线',
          '周期按键：1 分、5 分、1 小时、1 日',
          '显示各交易所开闭市状态的市场时钟',
        ],
        '基于行情看板；行情延迟取决于交易所。',
      ],
      ko: [
        '위쪽 줄은 실시간 관심 종목, 맨 아랫줄은 마우스 없이 차트 프로그램의 기간과 종목을 바꿉니다.',
        [
          '등락과 하루 흐름 차트를 보여 주는 시세 키 12개',
          '기간 키: 1분, 5분, 1시간, 1일',
          '어느 거래소가 열려 있는지 보여 주는 시장 시계',
        ],
        '시세 티커를 기반으로 하며, 시세는 거래소에 따라 지연될 수 있습니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh'],
    requires: ['Finance Ticker'],
  }),
  demo({
    author: 'soundwave',
    family: 'streamDock',
    types: ['scene'],
    category: 'music',
    name: { en: 'Live Music Scene', zh: '现场音乐场景', ko: '라이브 음악 장면' },
    overview: {
      en: 'Now playing, requests queue and mixer faders for DJ sets and music streams.',
      zh: '正在播放、点歌队列和混音推子，适合 DJ 演出和音乐直播。',
      ko: 'DJ 세트와 음악 방송을 위한 지금 재생 중, 신청곡 목록, 믹서 페이더.',
    },
    about: {
      en: [
        'The cover of the current track sits in the middle, surrounded by the controls you reach for between songs: the next request, the mic, the music level.',
        [
          'Now-playing cover and controls in the centre',
          'Mic, music and system faders on the dials',
          'A request key that takes the next song from chat',
        ],
        'Uses Spotify Now Playing and Audio Mixer Pro.',
      ],
      zh: [
        '当前曲目的封面放在正中间，四周是切歌间隙最常用的控制：下一首点歌、麦克风、音乐音量。',
        [
          '中央是正在播放的封面与控制',
          '旋钮控制麦克风、音乐和系统音量',
          '点歌按键从聊天中取下一首',
        ],
        '需要 Spotify 正在播放和专业混音台。',
      ],
      ko: [
        '가운데에 현재 곡의 커버가 있고, 곡 사이에 손이 가는 조작이 그 주위를 둘러쌉니다. 다음 신청곡, 마이크, 음악 볼륨.',
        [
          '가운데에 지금 재생 중인 커버와 조작 키',
          '다이얼에 마이크, 음악, 시스템 페이더',
          '채팅에서 다음 곡을 가져오는 신청곡 키',
        ],
        'Spotify 지금 재생 중과 오디오 믹서 프로를 사용합니다.',
      ],
    },
    price: 199,
    languages: ['en', 'ko'],
    dial: true,
    audio: true,
    requires: ['Spotify Now Playing', 'Audio Mixer Pro'],
  }),
  demo({
    author: 'soundwave',
    family: 'streamDock',
    types: ['scene'],
    category: 'audio',
    name: { en: 'Podcast Studio Scene', zh: '播客录音场景', ko: '팟캐스트 스튜디오 장면' },
    overview: {
      en: 'Record, mark a moment, play the intro and keep every guest level in check.',
      zh: '录音、标记精彩片段、播放片头，并随时掌握每位嘉宾的音量。',
      ko: '녹음, 순간 표시, 인트로 재생, 그리고 게스트마다 음량 관리까지.',
    },
    about: {
      en: [
        'Set up for a host and up to three guests. Each person gets a mute key with a level meter, and a marker key drops a chapter point you can find later in the edit.',
        [
          'Per-guest mute keys with live levels',
          'Intro, outro and applause jingles on their own keys',
          'A marker key that writes timestamps to a text file',
        ],
        'Needs Audio Mixer Pro and Soundboard Studio.',
      ],
      zh: [
        '为一位主持人和最多三位嘉宾设计。每个人都有一个带电平表的静音键，标记键会打下章节点，后期剪辑时一找就到。',
        [
          '每位嘉宾一个静音键，实时显示电平',
          '片头、片尾和掌声音效各占一个按键',
          '标记键把时间戳写入文本文件',
        ],
        '需要专业混音台和音效板工作室。',
      ],
      ko: [
        '진행자 한 명과 게스트 최대 세 명을 위한 구성입니다. 사람마다 레벨 미터가 있는 음소거 키가 있고, 마커 키로 나중에 편집에서 찾을 챕터 지점을 남깁니다.',
        [
          '실시간 레벨이 보이는 게스트별 음소거 키',
          '인트로, 아웃트로, 박수 효과음 전용 키',
          '타임스탬프를 텍스트 파일에 기록하는 마커 키',
        ],
        '오디오 믹서 프로와 사운드보드 스튜디오가 필요합니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
    audio: true,
    requires: ['Audio Mixer Pro', 'Soundboard Studio'],
    systems: ['windows'],
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['scene'],
    category: 'engagement',
    name: { en: 'Just Chatting Scene', zh: '聊天直播场景', ko: '저스트 채팅 장면' },
    overview: {
      en: 'Camera angles, polls, the starting countdown and a wall of chat reactions.',
      zh: '机位切换、投票、开播倒计时，以及一整面聊天互动按键。',
      ko: '카메라 앵글, 투표, 시작 카운트다운, 그리고 채팅 리액션 모음.',
    },
    about: {
      en: [
        'For streams where you are the show. Big keys switch between the face cam, the desk cam and a screen share; small keys fire reactions your chat asked for.',
        [
          'Three camera scene keys with previews',
          'Start a poll or a prediction from a key',
          'Twelve reaction keys for sound and on-screen effects',
        ],
        'Needs OBS Studio Controller, Twitch Chat Alerts and Stream Countdown.',
      ],
      zh: [
        '适合“你就是节目”的直播。大按键在人脸机位、桌面机位和屏幕共享之间切换，小按键触发观众点名要的互动效果。',
        ['三个带预览的机位场景按键', '一键发起投票或竞猜', '十二个声音与画面互动按键'],
        '需要 OBS Studio 控制器、Twitch 聊天提醒和开播倒计时。',
      ],
      ko: [
        '내가 곧 콘텐츠인 방송을 위해. 큰 키로 얼굴 캠, 책상 캠, 화면 공유를 오가고, 작은 키로 채팅이 요청한 리액션을 터뜨립니다.',
        [
          '미리보기가 있는 카메라 장면 키 3개',
          '키로 투표나 예측 시작',
          '소리와 화면 효과 리액션 키 12개',
        ],
        'OBS Studio 컨트롤러, Twitch 채팅 알림, 방송 카운트다운이 필요합니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
    requires: ['OBS Studio Controller', 'Twitch Chat Alerts', 'Stream Countdown'],
  }),
  demo({
    author: 'yunduan',
    family: 'streamDock',
    types: ['scene'],
    category: 'productivity',
    name: { en: 'Bilingual Writing Scene', zh: '双语写作场景', ko: '이중 언어 글쓰기 장면' },
    overview: {
      en: 'Translate, check terms and switch input methods without breaking your flow.',
      zh: '翻译、查术语、切换输入法，写作思路不被打断。',
      ko: '번역, 용어 확인, 입력기 전환까지 흐름을 끊지 않고.',
    },
    about: {
      en: [
        'For translators and people who write in two languages all day. The left half translates and looks up terms; the right half switches input methods and pastes your standard phrases.',
        [
          'Translate selection and replace with translation keys',
          'A glossary key that searches your own term list',
          'Input method keys for Chinese, English and Japanese',
        ],
        'Needs Quick Translate.',
      ],
      zh: [
        '为译者和整天用两种语言写作的人设计。左半边负责翻译和查术语，右半边切换输入法、粘贴常用语。',
        [
          '翻译选中内容、用译文替换选中内容',
          '术语表按键，检索你自己的词条',
          '中文、英文、日文输入法切换按键',
        ],
        '需要先安装划词翻译。',
      ],
      ko: [
        '번역가와 하루 종일 두 언어로 글을 쓰는 분들을 위한 장면입니다. 왼쪽 절반은 번역과 용어 검색, 오른쪽 절반은 입력기 전환과 자주 쓰는 문구 붙여 넣기.',
        [
          '선택 영역 번역, 번역문으로 바꾸기 키',
          '내 용어 목록을 찾는 용어집 키',
          '중국어, 영어, 일본어 입력기 전환 키',
        ],
        '빠른 번역이 필요합니다.',
      ],
    },
    price: 800,
    currency: 'CNY',
    languages: ['zh'],
    requires: ['划词翻译'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['scene'],
    category: 'productivity',
    name: { en: 'Focus Hour Scene', zh: '专注一小时场景', ko: '집중 한 시간 장면' },
    overview: {
      en: 'One key closes the noise: do-not-disturb on, meetings muted, one window centred.',
      zh: '一键屏蔽干扰：开启勿扰、会议静音、只留一个窗口居中。',
      ko: '키 하나로 소음을 차단합니다. 방해 금지 켜기, 회의 음소거, 창 하나만 가운데로.',
    },
    about: {
      en: [
        'Press Focus and the desk goes quiet for an hour: notifications pause, your status says busy, and the window you were in fills the centre of the screen.',
        [
          'A sixty-minute focus key with a ring that empties as time passes',
          'A break key that brings everything back for five minutes',
          'A log of focus hours per day',
        ],
        'Uses Window Snap and Meeting Mute Toggle.',
      ],
      zh: [
        '按下“专注”，桌面安静一小时：通知暂停，状态显示忙碌，你正在用的窗口铺满屏幕中央。',
        ['六十分钟专注按键，圆环随时间逐渐变空', '休息按键：恢复一切五分钟', '按天记录专注时长'],
        '需要窗口分屏和会议静音开关。',
      ],
      ko: [
        '집중을 누르면 한 시간 동안 책상이 조용해집니다. 알림이 멈추고, 상태는 바쁨으로 바뀌고, 쓰던 창이 화면 가운데를 채웁니다.',
        [
          '시간이 지날수록 고리가 줄어드는 60분 집중 키',
          '5분 동안 모든 것을 되돌리는 휴식 키',
          '하루별 집중 시간 기록',
        ],
        '창 스냅과 회의 음소거 토글을 사용합니다.',
      ],
    },
    price: 99,
    languages: ['en', 'zh', 'ko'],
    requires: ['Window Snap', 'Meeting Mute Toggle'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['scene'],
    category: 'video',
    name: { en: 'Photo Culling Scene', zh: '选片场景', ko: '사진 고르기 장면' },
    overview: {
      en: 'Pick, reject, rate and compare a thousand photos an hour with one hand.',
      zh: '单手操作，一小时内完成上千张照片的挑选、淘汰、评分和对比。',
      ko: '한 손으로 한 시간에 사진 천 장을 고르고, 빼고, 평가하고, 비교합니다.',
    },
    about: {
      en: [
        'After a wedding or a trip, culling is the slow part. These keys map to the flag, star and compare shortcuts of the popular photo apps, arranged for a steady rhythm.',
        [
          'Pick and reject on the two biggest keys',
          'One to five stars and colour labels',
          'Compare and survey view keys, and a window key for a second monitor',
        ],
        'Uses Window Snap to move the preview to your second screen.',
      ],
      zh: [
        '婚礼或旅行之后，选片是最耗时的一步。这些按键对应主流修图软件的旗标、星级和对比快捷键，按稳定的节奏排布。',
        [
          '最大的两个按键留给“选用”和“淘汰”',
          '一到五星评分和颜色标签',
          '对比和概览视图按键，以及把窗口移到副屏的按键',
        ],
        '借助窗口分屏把预览移到第二块屏幕。',
      ],
      ko: [
        '결혼식이나 여행을 다녀오면 사진 고르기가 가장 오래 걸립니다. 이 키들은 인기 사진 앱의 깃발, 별점, 비교 단축키에 맞춰 일정한 리듬으로 배치되어 있습니다.',
        [
          '가장 큰 두 키에 선택과 제외',
          '별 1~5개와 색상 라벨',
          '비교·훑어보기 보기 키, 두 번째 모니터용 창 키',
        ],
        '창 스냅으로 미리보기를 두 번째 화면으로 옮깁니다.',
      ],
    },
    price: 349,
    languages: ['en', 'ko'],
    requires: ['Window Snap'],
    systems: ['macos', 'windows'],
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['scene'],
    category: 'gaming',
    name: { en: 'Game Master Scene', zh: '跑团主持场景', ko: '게임 마스터 장면' },
    overview: {
      en: 'Ambience, battle music, dice and initiative order for tabletop role-playing sessions.',
      zh: '为桌面角色扮演准备的环境音、战斗音乐、掷骰和先攻顺序。',
      ko: 'TRPG 세션을 위한 환경음, 전투 음악, 주사위, 선제권 순서.',
    },
    about: {
      en: [
        'Run the table without a laptop wall. Tavern, forest and dungeon ambiences loop on one row, battle music on the next, and the dice roll right on the keys.',
        [
          'Twelve ambience and music keys that crossfade',
          'A dice row for d4 to d20 with results on the key',
          'An initiative tracker that steps through turns',
        ],
        'Needs Soundboard Studio for the sound keys.',
      ],
      zh: [
        '不用再拿笔记本电脑挡着桌子主持。一排循环播放酒馆、森林和地牢环境音，下一排是战斗音乐，骰子直接在按键上掷。',
        [
          '十二个可交叉淡入淡出的环境音与音乐按键',
          'd4 到 d20 的掷骰按键，结果显示在键面',
          '按回合推进的先攻追踪器',
        ],
        '声音按键需要音效板工作室。',
      ],
      ko: [
        '노트북 벽 없이 테이블을 진행하세요. 한 줄에서는 주점, 숲, 던전 환경음이 반복되고, 다음 줄에는 전투 음악, 주사위는 키 위에서 바로 굴립니다.',
        [
          '크로스페이드되는 환경음·음악 키 12개',
          '결과가 키에 표시되는 d4~d20 주사위 줄',
          '차례대로 넘어가는 선제권 추적기',
        ],
        '소리 키에는 사운드보드 스튜디오가 필요합니다.',
      ],
    },
    price: 199,
    languages: ['en'],
    audio: true,
    requires: ['Soundboard Studio'],
  }),
];
