import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** LCD keyboard plugins: what the little screens on the keys show and do. */
export const KEYBOARD_PLUGINS: DemoProduct[] = [
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['plugin'],
    category: 'social',
    name: { en: 'Discord Voice Keys', zh: 'Discord 语音按键', ko: 'Discord 음성 키' },
    overview: {
      en: 'Mute, deafen and push-to-talk for Discord on your LCD keys.',
      zh: '在 LCD 按键上控制 Discord 的静音、闭麦和按键说话。',
      ko: 'LCD 키에서 Discord 음소거, 헤드셋 음소거, 눌러서 말하기.',
    },
    about: {
      en: [
        'Your voice state, always visible on the keyboard: the mute key shows a crossed microphone when you are muted and the avatar of whoever is speaking when you are not.',
        [
          'Mute, deafen and push-to-talk with live state on the key',
          'A key per voice channel you use often, showing who is in it',
          'Per-user volume on a key while you hold it',
        ],
        'Uses the official Discord client integration; no bot needed.',
      ],
      zh: [
        '语音状态始终显示在键盘上：静音时按键显示划掉的麦克风，不静音时显示正在说话的人的头像。',
        [
          '静音、闭麦和按键说话，键面实时显示状态',
          '常用语音频道各一个按键，显示频道内成员',
          '按住按键即可调节单个成员的音量',
        ],
        '使用 Discord 官方客户端接口，无需机器人。',
      ],
      ko: [
        '음성 상태가 항상 키보드에 보입니다. 음소거 중에는 줄 그은 마이크가, 아닐 때는 지금 말하는 사람의 프로필 사진이 키에 표시됩니다.',
        [
          '음소거, 헤드셋 음소거, 눌러서 말하기와 키 위 실시간 상태',
          '자주 쓰는 음성 채널마다 키 하나, 들어와 있는 사람 표시',
          '키를 누르고 있는 동안 사용자별 볼륨 조절',
        ],
        'Discord 공식 클라이언트 연동을 사용하며 봇이 필요 없습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['plugin', 'scene'],
    category: 'gaming',
    name: { en: 'Game Macro Pack', zh: '游戏宏合集', ko: '게임 매크로 팩' },
    overview: {
      en: 'Macros and a key layout for popular shooters and MMOs.',
      zh: '热门射击游戏和 MMO 的宏与按键布局。',
      ko: '인기 슈팅 게임과 MMO를 위한 매크로와 키 배치.',
    },
    about: {
      en: [
        'A macro engine and a set of ready-made layouts in one. Each game gets its own page of labelled keys that appears when the game starts.',
        [
          'Layouts for twelve popular shooters and MMOs',
          'Macro recording with timing you can edit',
          'Cooldown timers drawn on the keys',
        ],
        'Macros only send keystrokes, so they follow each game’s rules; check them before ranked play.',
      ],
      zh: [
        '宏引擎与现成按键布局二合一。每款游戏都有一页带标注的按键，游戏启动时自动切换过去。',
        [
          '十二款热门射击和 MMO 游戏的布局',
          '可录制宏，并编辑每一步的时间间隔',
          '技能冷却计时直接画在按键上',
        ],
        '宏只发送按键，遵守各游戏的规则；排位赛前请先确认。',
      ],
      ko: [
        '매크로 엔진과 바로 쓰는 키 배치를 하나로. 게임마다 라벨이 붙은 키 페이지가 있어 게임이 시작되면 나타납니다.',
        [
          '인기 슈팅·MMO 게임 12종의 배치',
          '타이밍을 고칠 수 있는 매크로 녹화',
          '키 위에 그려지는 쿨다운 타이머',
        ],
        '매크로는 키 입력만 보내므로 각 게임의 규칙을 따릅니다. 랭크 게임 전에 확인하세요.',
      ],
    },
    changelog: [
      { en: 'First release.', zh: '首次发布。', ko: '첫 버전입니다.' },
      {
        en: 'Cooldown timers on the keys.',
        zh: '按键上新增技能冷却计时。',
        ko: '키 위 쿨다운 타이머를 추가했습니다.',
      },
      {
        en: 'Four more game layouts.',
        zh: '新增四款游戏的布局。',
        ko: '게임 배치 4종을 더했습니다.',
      },
    ],
    price: 399,
    languages: ['en', 'zh'],
    requires: ['Discord Voice Keys'],
    systems: ['windows'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['plugin'],
    category: 'developerTools',
    name: { en: 'Code Snippets', zh: '代码片段', ko: '코드 스니펫' },
    overview: {
      en: 'Type your saved snippets and templates with a key press.',
      zh: '按一下按键，输入你保存的代码片段和模板。',
      ko: '키 한 번으로 저장해 둔 스니펫과 템플릿을 입력합니다.',
    },
    about: {
      en: [
        'Keep the boilerplate you type every day on keys labelled with its first line. Snippets can ask for a value and fill it in several places at once.',
        [
          'Placeholders with tab stops, like your editor',
          'Folders per language that follow the file you have open',
          'Import from VS Code snippet files',
        ],
        'Snippets are stored as plain files you can keep in git.',
      ],
      zh: [
        '把每天都要敲的样板代码放到按键上，键面显示第一行。片段可以询问一个值，并同时填入多个位置。',
        [
          '像编辑器一样支持占位符和 Tab 跳转',
          '按语言分文件夹，跟随当前打开的文件切换',
          '可导入 VS Code 片段文件',
        ],
        '片段以普通文件保存，可以放进 git 管理。',
      ],
      ko: [
        '매일 치는 보일러플레이트를 첫 줄이 라벨로 붙은 키에 두세요. 스니펫이 값을 물어보고 여러 곳에 한 번에 채워 넣을 수도 있습니다.',
        [
          '에디터처럼 탭으로 이동하는 자리 표시자',
          '열려 있는 파일을 따라가는 언어별 폴더',
          'VS Code 스니펫 파일 가져오기',
        ],
        '스니펫은 git으로 관리할 수 있는 일반 파일로 저장됩니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'dalbit',
    family: 'mKey',
    types: ['plugin'],
    category: 'social',
    name: { en: 'Emoji Keys', zh: '表情符号按键', ko: '이모지 키' },
    overview: {
      en: 'Your twenty favourite emoji on the LCD keys, learned from what you actually send.',
      zh: '把你最常用的二十个表情放到 LCD 按键上，根据你的实际使用自动学习。',
      ko: '실제로 보내는 것을 배워서 가장 좋아하는 이모지 20개를 LCD 키에.',
    },
    about: {
      en: [
        'Stop hunting through the emoji picker. Emoji Keys learns which ones you send in each app and keeps them one press away, with the picture right on the key.',
        [
          'Per-app favourites: work chat and friends chat differ',
          'Skin tone and gender preferences remembered',
          'A key for kaomoji and Korean emoticons like ㅎㅎ and ㅠㅠ',
        ],
        'Learning happens on your computer; nothing is uploaded.',
      ],
      zh: [
        '别再在表情面板里翻找了。表情符号按键会记住你在每个应用里常发哪些表情，并把它们放在一键可达的位置，图案直接显示在键面上。',
        [
          '按应用区分常用表情：工作群和朋友群不一样',
          '记住肤色和性别偏好',
          '还有颜文字和 ㅎㅎ、ㅠㅠ 这样的韩式表情',
        ],
        '学习过程在本机完成，不会上传任何内容。',
      ],
      ko: [
        '이모지 선택 창을 뒤지지 마세요. 이모지 키는 앱마다 자주 보내는 이모지를 배워서 키 위에 그림과 함께 올려 둡니다.',
        [
          '앱별 즐겨찾기: 회사 채팅과 친구 채팅은 다르니까요',
          '피부색과 성별 설정 기억',
          '카오모지와 ㅎㅎ, ㅠㅠ 같은 이모티콘 키',
        ],
        '학습은 내 컴퓨터에서만 이루어지며 아무것도 올리지 않습니다.',
      ],
    },
    price: 99,
    languages: ['ko', 'en', 'zh'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Shortcut Cheatsheet', zh: '快捷键速查', ko: '단축키 치트시트' },
    overview: {
      en: 'Hold Ctrl and every key shows what it does in the app you are using.',
      zh: '按住 Ctrl，每个按键都会显示它在当前应用中的功能。',
      ko: 'Ctrl을 누르고 있으면 모든 키에 지금 쓰는 앱에서의 기능이 보입니다.',
    },
    about: {
      en: [
        'The best way to learn shortcuts is to see them at the moment you need them. Hold a modifier and the LCD keys relabel themselves for the application in front.',
        [
          'Built-in maps for 60 popular applications',
          'Ctrl, Alt, Shift and Win/Cmd layers, and their combinations',
          'Add your own shortcuts or override ours',
        ],
        'Saves an average of eleven trips to the menu bar per hour, according to our beta testers.',
      ],
      zh: [
        '学快捷键最好的办法，是在需要的那一刻看到它。按住修饰键，LCD 按键就会按当前应用重新标注。',
        [
          '内置 60 款常用应用的快捷键表',
          '支持 Ctrl、Alt、Shift、Win/Cmd 各层及其组合',
          '可添加自定义快捷键或覆盖默认设置',
        ],
        '据内测用户统计，平均每小时少跑十一趟菜单栏。',
      ],
      ko: [
        '단축키를 익히는 가장 좋은 방법은 필요한 순간에 보는 것입니다. 보조 키를 누르고 있으면 LCD 키가 앞에 있는 앱에 맞게 라벨을 바꿉니다.',
        [
          '인기 앱 60개의 단축키 맵 내장',
          'Ctrl, Alt, Shift, Win/Cmd 층과 그 조합',
          '내 단축키 추가 또는 기본값 바꾸기',
        ],
        '베타 테스터 기준, 시간당 평균 열한 번 메뉴 막대를 덜 찾습니다.',
      ],
    },
    price: 199,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '1.8.0',
  }),
  demo({
    author: 'pixelforge',
    family: 'mKey',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Design Tool Keys', zh: '设计工具按键', ko: '디자인 도구 키' },
    overview: {
      en: 'The tool palette of Figma, Photoshop and Illustrator on your LCD keys.',
      zh: '把 Figma、Photoshop 和 Illustrator 的工具栏搬到 LCD 按键上。',
      ko: 'Figma, Photoshop, Illustrator의 도구 팔레트를 LCD 키에.',
    },
    about: {
      en: [
        'Keep your eyes on the canvas. The keys show the tools of the design app in front, highlight the active one and switch with a press.',
        [
          'Tool keys for Figma, Photoshop, Illustrator and Affinity',
          'Brush size and opacity keys that show the current value',
          'A colour key with your last six swatches',
        ],
        'Reads the active tool through each application’s scripting interface.',
      ],
      zh: [
        '视线不必离开画布。按键会显示当前设计软件的工具，高亮正在使用的那一个，按一下即可切换。',
        [
          'Figma、Photoshop、Illustrator 和 Affinity 的工具按键',
          '画笔大小和不透明度按键显示当前数值',
          '颜色按键保存最近六个色板',
        ],
        '通过各软件的脚本接口读取当前工具。',
      ],
      ko: [
        '눈은 캔버스에 두세요. 키가 앞에 있는 디자인 앱의 도구를 보여 주고, 사용 중인 도구를 강조하며, 누르면 바뀝니다.',
        [
          'Figma, Photoshop, Illustrator, Affinity 도구 키',
          '현재 값을 보여 주는 브러시 크기·불투명도 키',
          '최근 색 견본 6개를 담은 색상 키',
        ],
        '각 앱의 스크립팅 인터페이스로 현재 도구를 읽습니다.',
      ],
    },
    price: 299,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'hanbit',
    family: 'mKey',
    types: ['plugin'],
    category: 'productivity',
    name: { en: 'Typing Coach', zh: '打字教练', ko: '타자 연습 코치' },
    overview: {
      en: 'Live typing speed and accuracy on your keys, with the keys you miss most glowing.',
      zh: '在按键上实时显示打字速度和准确率，最常按错的键会发光提示。',
      ko: '타자 속도와 정확도를 키에 실시간으로, 자주 틀리는 키는 빛으로 표시.',
    },
    about: {
      en: [
        'Typing Coach watches how you type, never what you type, and turns your weakest keys into a gentle practice plan in Korean or English.',
        [
          'Words per minute and accuracy on a key, updated as you type',
          'A heat map of mistakes drawn right on the keyboard',
          'Five-minute drills built from your own weak spots',
        ],
        'Only timings and key positions are recorded, never the text.',
      ],
      zh: [
        '打字教练只观察你怎么打字，从不记录你打了什么，并根据你最薄弱的按键生成温和的韩文或英文练习计划。',
        [
          '按键上实时显示每分钟字数与准确率',
          '错误热力图直接画在键盘上',
          '根据你的薄弱点生成五分钟练习',
        ],
        '只记录时间间隔和按键位置，绝不记录文字内容。',
      ],
      ko: [
        '타자 연습 코치는 무엇을 치는지가 아니라 어떻게 치는지만 보고, 가장 약한 키를 바탕으로 한국어나 영어 연습 계획을 부드럽게 짜 줍니다.',
        [
          '키 위에 실시간으로 바뀌는 분당 타수와 정확도',
          '키보드 위에 바로 그려지는 오타 히트맵',
          '내 약점으로 만든 5분 연습',
        ],
        '시간 간격과 키 위치만 기록하며, 입력한 글자는 절대 기록하지 않습니다.',
      ],
    },
    price: 0,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'yunduan',
    family: 'mKey',
    types: ['plugin'],
    category: 'utilities',
    name: { en: 'Input Method Indicator', zh: '输入法状态键', ko: '입력기 상태 키' },
    overview: {
      en: 'Shows whether you are typing Chinese or English right on the Shift and Caps keys.',
      zh: '在 Shift 和大写锁定键上直接显示当前是中文还是英文输入。',
      ko: 'Shift와 Caps Lock 키 위에 지금 중국어인지 영어인지 바로 보여 줍니다.',
    },
    about: {
      en: [
        'No more typing a whole sentence in the wrong language. The keys show 中 or EN, full or half width, and simplified or traditional, the moment it changes.',
        [
          'Works with the common Chinese input methods on Windows and macOS',
          'Per-app memory: the editor stays English, the chat stays Chinese',
          'A gentle flash when you start typing in an unexpected mode',
        ],
        'Small, free of ads, and light on resources.',
      ],
      zh: [
        '再也不会一整句打成错误的语言。中/英、全角/半角、简/繁，一有变化，按键上立刻显示。',
        [
          '兼容 Windows 和 macOS 上的主流中文输入法',
          '按应用记忆：编辑器保持英文，聊天保持中文',
          '在意外的输入状态下开始打字时，按键轻轻闪烁提醒',
        ],
        '体积小、无广告、占用资源少。',
      ],
      ko: [
        '문장 하나를 통째로 엉뚱한 언어로 치는 일은 이제 없습니다. 中/EN, 전각/반각, 간체/번체가 바뀌는 순간 키에 표시됩니다.',
        [
          'Windows와 macOS의 주요 중국어 입력기 지원',
          '앱별 기억: 에디터는 영어, 채팅은 중국어 그대로',
          '예상과 다른 입력 상태로 치기 시작하면 살짝 깜빡임',
        ],
        '작고, 광고 없고, 가볍습니다.',
      ],
    },
    price: 300,
    currency: 'CNY',
    languages: ['zh'],
  }),
  demo({
    author: 'soundwave',
    family: 'mKey',
    types: ['plugin'],
    category: 'music',
    name: { en: 'Media Keys Plus', zh: '增强媒体键', ko: '미디어 키 플러스' },
    overview: {
      en: 'Cover art, track progress and volume on the media keys of your LCD keyboard.',
      zh: '在 LCD 键盘的媒体键上显示封面、播放进度和音量。',
      ko: 'LCD 키보드의 미디어 키에 커버, 재생 진행, 볼륨을 표시합니다.',
    },
    about: {
      en: [
        'The play key shows the cover, the next key shows what comes next, and the volume keys fill up like a bar. Works with whatever is playing.',
        [
          'Works with music apps, video players and browsers',
          'Next-track preview on the skip key',
          'A progress bar across the function row',
        ],
        'Free for owners of any of our audio products.',
      ],
      zh: [
        '播放键显示封面，下一首键显示接下来的曲目，音量键像进度条一样填满。无论在播放什么都适用。',
        ['支持音乐应用、视频播放器和浏览器', '跳过键预览下一首', '功能键一排化作进度条'],
        '购买过我们任意音频作品的用户均可免费使用。',
      ],
      ko: [
        '재생 키에는 커버, 다음 곡 키에는 다음에 나올 곡, 볼륨 키는 막대처럼 채워집니다. 무엇을 재생하든 동작합니다.',
        [
          '음악 앱, 동영상 플레이어, 브라우저 지원',
          '건너뛰기 키에 다음 곡 미리보기',
          '펑션 키 줄 전체가 진행 막대로',
        ],
        '저희 오디오 제품을 하나라도 가진 분께는 무료입니다.',
      ],
    },
    price: 149,
    languages: ['en', 'zh', 'ko'],
    audio: true,
  }),
  demo({
    author: 'mosaic_lab',
    family: 'mKey',
    types: ['plugin'],
    category: 'utilities',
    name: { en: 'App Launcher Keys', zh: '应用启动键', ko: '앱 런처 키' },
    overview: {
      en: 'Put your apps, folders and websites on keys with their logos, and open them in one press.',
      zh: '把应用、文件夹和网站连同 logo 放到按键上，一按即开。',
      ko: '앱, 폴더, 웹사이트를 로고와 함께 키에 올리고 한 번에 엽니다.',
    },
    about: {
      en: [
        'App Launcher Keys reads the logo of each app or website and draws it on the key. A running app gets a small dot, and a second press brings its window to the front.',
        [
          'Apps, folders, files and websites',
          'A running indicator and bring-to-front on second press',
          'Pages you can switch with the Fn layer',
        ],
        'Free, no account needed.',
      ],
      zh: [
        '应用启动键会读取每个应用或网站的 logo 并绘制在按键上。正在运行的应用会带一个小圆点，再按一次即可把它的窗口切到最前面。',
        [
          '支持应用、文件夹、文件和网站',
          '运行状态提示，再按一次切到前台',
          '可通过 Fn 层切换多个页面',
        ],
        '免费，无需账号。',
      ],
      ko: [
        '앱 런처 키는 앱이나 웹사이트의 로고를 읽어 키에 그립니다. 실행 중인 앱에는 작은 점이 생기고, 한 번 더 누르면 창이 맨 앞으로 옵니다.',
        [
          '앱, 폴더, 파일, 웹사이트',
          '실행 중 표시와 두 번째 누름으로 앞으로 가져오기',
          'Fn 층으로 넘기는 여러 페이지',
        ],
        '무료이며 계정이 필요 없습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'mKey',
    types: ['plugin'],
    category: 'developerTools',
    name: { en: 'Clipboard Stack', zh: '剪贴板栈', ko: '클립보드 스택' },
    overview: {
      en: 'Your last twelve copies on twelve keys, each with a preview of what it holds.',
      zh: '把最近十二次复制的内容放到十二个按键上，每个都能预览。',
      ko: '최근 복사한 12개를 키 12개에, 각각 내용 미리보기와 함께.',
    },
    about: {
      en: [
        'Copy five things, then paste them in any order. Each key shows the start of its text or a thumbnail of its image; press to paste, hold to pin.',
        [
          'Text, images and file paths',
          'Pinned items that survive restarts',
          'Password managers are ignored automatically',
        ],
        'History stays on your computer and can be cleared with one key.',
      ],
      zh: [
        '复制五样东西，再按任意顺序粘贴。每个按键显示文本开头或图片缩略图；短按粘贴，长按固定。',
        ['支持文本、图片和文件路径', '固定的条目重启后依然保留', '自动忽略密码管理器中的内容'],
        '历史记录只保存在本机，一键即可清空。',
      ],
      ko: [
        '다섯 가지를 복사한 뒤 원하는 순서로 붙여 넣으세요. 키마다 글의 앞부분이나 이미지 썸네일이 보이고, 누르면 붙여 넣기, 길게 누르면 고정입니다.',
        [
          '텍스트, 이미지, 파일 경로',
          '다시 시작해도 남아 있는 고정 항목',
          '비밀번호 관리자는 자동으로 제외',
        ],
        '기록은 내 컴퓨터에만 남고, 키 하나로 지울 수 있습니다.',
      ],
    },
    price: 129,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'streamcraft',
    family: 'mKey',
    types: ['plugin'],
    category: 'gaming',
    name: { en: 'Macro Recorder', zh: '宏录制器', ko: '매크로 레코더' },
    overview: {
      en: 'Record a sequence of keys and clicks, then replay it from any key with its own label.',
      zh: '录制一串按键和点击，再从任意按键回放，并可自定义键面标签。',
      ko: '키와 클릭의 순서를 녹화하고, 원하는 라벨을 붙인 키에서 다시 재생합니다.',
    },
    about: {
      en: [
        'Press record, do the thing, press stop. The macro lands on a key with a label you choose, and the timeline editor lets you trim the pauses.',
        [
          'Keys, mouse clicks and text, with their timing',
          'A timeline editor for delays and repeats',
          'Game-safe mode that never sends input faster than a person',
        ],
        'Used by the Game Macro Pack layouts; works on its own too.',
      ],
      zh: [
        '按下录制，操作一遍，按下停止。宏会出现在你选定标签的按键上，时间轴编辑器还能剪掉多余的停顿。',
        [
          '录制按键、鼠标点击和文本，连同时间间隔',
          '时间轴编辑器可调整延迟与重复次数',
          '游戏安全模式：输入速度绝不快于真人',
        ],
        '“游戏宏合集”的布局会用到它，单独使用也可以。',
      ],
      ko: [
        '녹화를 누르고, 동작을 하고, 정지를 누르세요. 매크로가 원하는 라벨의 키에 놓이고, 타임라인 편집기로 쉬는 시간을 다듬을 수 있습니다.',
        [
          '키, 마우스 클릭, 텍스트를 타이밍까지',
          '지연과 반복을 고치는 타임라인 편집기',
          '사람보다 빠르게 입력하지 않는 게임 안전 모드',
        ],
        '게임 매크로 팩의 배치에서 쓰이며, 단독으로도 쓸 수 있습니다.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
    systems: ['windows'],
  }),
];
