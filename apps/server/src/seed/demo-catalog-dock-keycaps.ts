import { demo, type DemoProduct } from './demo-catalog-builder.ts';

/** Stream Dock numeric keycaps: faces for the number row of keys. */
export const DOCK_KEYCAPS: DemoProduct[] = [
  demo({
    author: 'pixelforge',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'utilities',
    name: { en: 'Retro Number Pad', zh: '复古数字键盘', ko: '레트로 숫자 패드' },
    overview: {
      en: 'Numeric keycaps in a warm 1980s terminal style.',
      zh: '温暖的 80 年代终端风格数字键帽。',
      ko: '따뜻한 1980년대 단말기 스타일의 숫자 키캡.',
    },
    about: {
      en: [
        'Amber digits on a brown-grey cap, with the slight glow of an old phosphor screen. The zero is slashed, as it should be.',
        [
          'Digits 0 to 9, the decimal point, Enter and the four operators',
          'Amber and green phosphor variants',
          'A scanline overlay you can turn off',
        ],
        'Matches the 8-Bit Arcade Icons.',
      ],
      zh: [
        '棕灰色键帽上的琥珀色数字，带着老式荧光屏特有的微光。零中间有一道斜线，本该如此。',
        [
          '数字 0 到 9、小数点、回车以及四则运算符',
          '琥珀色与绿色荧光两种版本',
          '可关闭的扫描线效果',
        ],
        '与“8 位街机图标”风格相配。',
      ],
      ko: [
        '갈색빛 회색 키 위의 호박색 숫자, 오래된 형광 화면 특유의 은은한 빛. 0에는 마땅히 사선이 그어져 있습니다.',
        [
          '숫자 0~9, 소수점, 엔터, 사칙연산 기호',
          '호박색과 초록색 형광 버전',
          '끌 수 있는 주사선 효과',
        ],
        '8비트 아케이드 아이콘과 잘 어울립니다.',
      ],
    },
    price: 149,
    languages: ['en'],
  }),
  demo({
    author: 'yunduan',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'gaming',
    name: { en: 'Cyberpunk Number Keycaps', zh: '赛博朋克数字键帽', ko: '사이버펑크 숫자 키캡' },
    overview: {
      en: 'Numeric keycaps in neon cyberpunk colours.',
      zh: '霓虹色赛博朋克风格的数字键帽。',
      ko: '네온 색감의 사이버펑크 스타일 숫자 키캡.',
    },
    about: {
      en: [
        'Magenta and cyan digits on a rain-wet black, with glitch lines that flicker when you press a key.',
        [
          'Digits, operators and Enter with a press animation',
          'Three colourways: Night City, Acid and Chrome',
          'Matching backspace and clear keys',
        ],
        'Best on a dark desk with the lights down.',
      ],
      zh: [
        '雨夜般湿润的黑底上，品红与青色的数字交相辉映；按下按键时，故障线条会一闪而过。',
        [
          '数字、运算符和回车，均带按压动画',
          '三种配色：夜之城、酸性和铬金属',
          '配套退格键和清除键',
        ],
        '在关了灯的深色桌面上效果最好。',
      ],
      ko: [
        '비에 젖은 듯한 검정 위로 자홍과 청록 숫자가 빛나고, 키를 누르면 글리치 선이 번쩍입니다.',
        [
          '누름 애니메이션이 있는 숫자, 연산자, 엔터',
          '세 가지 색 조합: 나이트 시티, 애시드, 크롬',
          '짝을 이루는 백스페이스와 지우기 키',
        ],
        '불을 끈 어두운 책상에서 가장 멋집니다.',
      ],
    },
    price: 990,
    currency: 'CNY',
    languages: ['zh'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'productivity',
    name: { en: 'Walnut Wood Numbers', zh: '胡桃木数字键帽', ko: '월넛 원목 숫자 키캡' },
    overview: {
      en: 'Photographed walnut grain with engraved digits, warm and understated.',
      zh: '实拍胡桃木纹理配雕刻数字，温润低调。',
      ko: '실제 촬영한 월넛 나뭇결에 새긴 숫자, 따뜻하고 절제된 느낌.',
    },
    about: {
      en: [
        'We photographed a slab of oiled American walnut and cut twelve caps from it, so no two keys share the same grain.',
        [
          'Digits, point, Enter and operators, engraved in a light serif',
          'Oak and ebony variants for lighter and darker desks',
          'A matching blank cap for spacer keys',
        ],
        'For wooden desks and people who own at least one fountain pen.',
      ],
      zh: [
        '我们拍下了一块上过油的美国黑胡桃木，从中裁出十二枚键帽，每个按键的木纹都独一无二。',
        [
          '数字、小数点、回车和运算符，以细衬线字体雕刻',
          '另有橡木和乌木版本，适配更浅或更深的桌面',
          '配套空白键帽，用作间隔按键',
        ],
        '献给木质桌面，以及至少拥有一支钢笔的人。',
      ],
      ko: [
        '오일 마감한 미국산 월넛 판재를 촬영해 키캡 12개를 잘라냈기 때문에, 같은 나뭇결을 가진 키는 하나도 없습니다.',
        [
          '가는 세리프체로 새긴 숫자, 소수점, 엔터, 연산자',
          '더 밝거나 어두운 책상을 위한 오크·흑단 버전',
          '간격용 키에 쓰는 빈 키캡',
        ],
        '원목 책상, 그리고 만년필 한 자루쯤은 가진 분들을 위해.',
      ],
    },
    price: 249,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'devdeck',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'businessTools',
    name: { en: 'Calculator Classic', zh: '经典计算器', ko: '클래식 계산기' },
    overview: {
      en: 'Numeric keycaps laid out like a desk calculator, with a working tape on the last key.',
      zh: '按台式计算器布局的数字键帽，最后一个按键上显示计算纸带。',
      ko: '탁상 계산기처럼 배치한 숫자 키캡, 마지막 키에는 계산 기록이 보입니다.',
    },
    about: {
      en: [
        'Beige caps, dark grey digits and one orange equals key. Type a sum on the keys and the running total prints on the tape key, ready to copy.',
        [
          'Digits, operators, percent, clear and equals',
          'A tape key with the last ten results',
          'Copy the result to the clipboard with a long press',
        ],
        'Free. Accountants asked for it, so here it is.',
      ],
      zh: [
        '米色键帽、深灰数字，外加一个橙色等号键。在按键上输入算式，累计结果会打印在纸带按键上，随时可复制。',
        [
          '数字、运算符、百分号、清除和等号',
          '纸带按键保留最近十次结果',
          '长按即可把结果复制到剪贴板',
        ],
        '免费。会计朋友们一直在要，现在它来了。',
      ],
      ko: [
        '베이지색 키, 짙은 회색 숫자, 그리고 주황색 등호 키 하나. 키로 계산식을 입력하면 누계가 기록 키에 찍혀 바로 복사할 수 있습니다.',
        [
          '숫자, 연산자, 퍼센트, 지우기, 등호',
          '최근 결과 10개를 보여 주는 기록 키',
          '길게 눌러 결과를 클립보드에 복사',
        ],
        '무료입니다. 회계사분들이 요청해서 만들었습니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'lumen_labs',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'gaming',
    name: { en: 'Seven-Segment LED', zh: '七段数码管', ko: '7세그먼트 LED' },
    overview: {
      en: 'Red seven-segment digits that glow like an old alarm clock.',
      zh: '像老式闹钟一样发光的红色七段数码管数字。',
      ko: '옛날 알람시계처럼 빛나는 빨간 7세그먼트 숫자.',
    },
    about: {
      en: [
        'Each digit is drawn from seven real segments, and the unlit ones stay faintly visible behind smoked plastic, just like the hardware.',
        [
          'Red, green, blue and amber segment colours',
          'A blink on press, like setting the time',
          'Colon and minus keys for timers',
        ],
        'Try it with Stream Countdown for a very literal timer.',
      ],
      zh: [
        '每个数字都由七段真实的笔画组成，未点亮的笔画在烟色面板后隐约可见，和真实硬件一模一样。',
        [
          '红、绿、蓝、琥珀四种笔画颜色',
          '按下时闪烁，就像在调闹钟',
          '附带冒号和减号键，方便做计时器',
        ],
        '配合“开播倒计时”使用，就是一个名副其实的计时器。',
      ],
      ko: [
        '숫자마다 실제 7개 획으로 그렸고, 꺼진 획은 연한 스모크 패널 뒤로 희미하게 보입니다. 실제 부품과 똑같이요.',
        [
          '빨강, 초록, 파랑, 호박색 획 색상',
          '시간을 맞출 때처럼 누르면 깜빡임',
          '타이머용 콜론과 빼기 키',
        ],
        '방송 카운트다운과 함께 쓰면 말 그대로 타이머가 됩니다.',
      ],
    },
    price: 99,
    languages: ['en', 'zh'],
  }),
  demo({
    author: 'shanhai',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'businessTools',
    name: { en: 'Chinese Financial Numerals', zh: '壹贰叁大写键帽', ko: '중국식 갖은자 숫자' },
    overview: {
      en: 'Formal Chinese numerals used on cheques and invoices, set in regular script.',
      zh: '支票和发票上使用的中文大写数字，楷书书写。',
      ko: '수표와 영수증에 쓰는 중국식 갖은자 숫자를 해서체로 새겼습니다.',
    },
    about: {
      en: [
        'Chinese accounting writes 1, 2, 3 as 壹, 贰, 叁 so nobody can alter an amount. These caps put those numerals on your keys, with the Arabic digit small in the corner.',
        [
          'Numerals 零 to 玖, plus 拾, 佰, 仟, 万 and 亿',
          'Arabic digits in the corner for quick reading',
          'Vermilion and ink-black colourways',
        ],
        'A press types the formal numeral, handy for filling in invoices.',
      ],
      zh: [
        '中式记账把 1、2、3 写作壹、贰、叁，防止金额被篡改。这套键帽把大写数字搬到了按键上，角落里还标着小号阿拉伯数字。',
        [
          '零到玖，外加拾、佰、仟、万、亿',
          '角落标注阿拉伯数字，一眼就能认出',
          '朱红与墨黑两种配色',
        ],
        '按下即可输入对应的大写数字，开发票时格外方便。',
      ],
      ko: [
        '중국식 회계에서는 금액을 고칠 수 없도록 1, 2, 3을 壹, 贰, 叁으로 씁니다. 이 키캡은 그 숫자를 키에 올리고, 모서리에 작은 아라비아 숫자를 넣었습니다.',
        [
          '零부터 玖까지, 그리고 拾, 佰, 仟, 万, 亿',
          '빠르게 읽을 수 있도록 모서리에 아라비아 숫자',
          '주홍색과 먹색 두 가지 색',
        ],
        '누르면 해당 갖은자가 입력되어 영수증을 작성할 때 편리합니다.',
      ],
    },
    price: 680,
    currency: 'CNY',
    languages: ['zh'],
  }),
  demo({
    author: 'pixelforge',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'productivity',
    name: { en: 'Typewriter Numbers', zh: '打字机数字键帽', ko: '타자기 숫자 키캡' },
    overview: {
      en: 'Round chrome-ringed keycaps with slightly uneven typewriter digits.',
      zh: '镀铬圆环键帽，配上略带不齐的打字机数字。',
      ko: '크롬 테두리의 둥근 키캡에 살짝 고르지 않은 타자기 숫자.',
    },
    about: {
      en: [
        'Modelled on a 1950s portable typewriter: black glass tops, chrome rings and digits that sit a hair off their baseline, as if struck by a real type bar.',
        [
          'Digits and operators with a small press animation',
          'Cream and black glass variants',
          'A bell key that dings, because why not',
        ],
        'Goes well with the Paper Cut Icons.',
      ],
      zh: [
        '以 1950 年代便携打字机为原型：黑色玻璃键面、镀铬圆环，数字略微偏离基线，仿佛真的由字锤敲出。',
        [
          '数字与运算符，带轻微的按压动画',
          '奶白与黑色玻璃两种版本',
          '一个会“叮”一声的铃铛键，何乐而不为',
        ],
        '和“剪纸风图标”很搭。',
      ],
      ko: [
        '1950년대 휴대용 타자기를 본떴습니다. 검은 유리 윗면, 크롬 테두리, 실제 활자대로 찍은 듯 기준선에서 살짝 벗어난 숫자.',
        [
          '작은 누름 애니메이션이 있는 숫자와 연산자',
          '크림색과 검은 유리 버전',
          '"땡" 소리를 내는 종 키, 안 될 이유가 없죠',
        ],
        '종이 오리기 아이콘과 잘 어울립니다.',
      ],
    },
    price: 199,
    languages: ['en', 'ko'],
  }),
  demo({
    author: 'dalbit',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'social',
    name: { en: 'Pastel Number Pad', zh: '马卡龙数字键', ko: '파스텔 숫자판' },
    overview: {
      en: 'Rounded digits on macaron pastel caps, each number its own colour.',
      zh: '马卡龙色键帽上的圆润数字，每个数字一种颜色。',
      ko: '마카롱 같은 파스텔 키 위의 둥근 숫자, 숫자마다 다른 색.',
    },
    about: {
      en: [
        'Strawberry, pistachio, lavender, lemon: ten digits in ten soft colours with a matte finish, so the keys look good enough to eat.',
        [
          'Digits, point and Enter in ten pastel colours',
          'A single-colour variant if the rainbow is too much',
          'Matching heart and star keys for shortcuts',
        ],
        'Drawn in our studio in Busan.',
      ],
      zh: [
        '草莓、开心果、薰衣草、柠檬：十个数字用十种柔和的哑光色，按键看起来可爱得让人想咬一口。',
        [
          '十种马卡龙色的数字、小数点和回车',
          '嫌彩虹太多？另有单色版本',
          '配套爱心和星星按键，可设为快捷键',
        ],
        '在我们釜山的工作室绘制。',
      ],
      ko: [
        '딸기, 피스타치오, 라벤더, 레몬. 숫자 열 개를 무광의 부드러운 열 가지 색으로 칠해 먹음직스러울 정도입니다.',
        [
          '파스텔 10색의 숫자, 소수점, 엔터',
          '무지개가 부담스럽다면 단색 버전도 있어요',
          '단축키로 쓸 하트·별 키',
        ],
        '부산의 작업실에서 그렸습니다.',
      ],
    },
    price: 129,
    languages: ['ko', 'en'],
  }),
  demo({
    author: 'mosaic_lab',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'utilities',
    name: { en: 'Roman Numerals', zh: '罗马数字键帽', ko: '로마 숫자 키캡' },
    overview: {
      en: 'I to X carved in marble, with Arabic digits in the corner for everyday use.',
      zh: '刻在大理石上的 I 到 X，角落附阿拉伯数字，日常使用不费劲。',
      ko: '대리석에 새긴 I부터 X까지, 일상에서 쓰기 좋게 모서리에 아라비아 숫자.',
    },
    about: {
      en: [
        'Carrara marble caps with deeply cut Roman numerals, lit from the top left so the letters cast small shadows.',
        [
          'I to X with zero shown as N, the medieval way',
          'White marble and green serpentine variants',
          'Small Arabic digits so your pin codes stay typeable',
        ],
        'For the study, the library corner and anyone who reads Latin for fun.',
      ],
      zh: [
        '卡拉拉大理石键帽上深刻着罗马数字，光从左上方照来，字母投下小小的阴影。',
        [
          'I 到 X，零按中世纪的写法显示为 N',
          '白色大理石与绿色蛇纹石两种版本',
          '附小号阿拉伯数字，输入密码也不成问题',
        ],
        '献给书房、图书馆角落，以及把读拉丁文当乐趣的人。',
      ],
      ko: [
        '카라라 대리석 키에 로마 숫자를 깊게 새기고 왼쪽 위에서 빛을 비춰 글자에 작은 그림자가 지게 했습니다.',
        [
          'I부터 X까지, 0은 중세식으로 N으로 표기',
          '흰 대리석과 초록 사문석 버전',
          '비밀번호도 입력할 수 있도록 작은 아라비아 숫자',
        ],
        '서재, 도서관 한구석, 그리고 라틴어를 재미로 읽는 분들을 위해.',
      ],
    },
    price: 179,
    languages: ['en'],
  }),
  demo({
    author: 'streamcraft',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'gaming',
    name: { en: 'Dice Face Numbers', zh: '骰子点数键帽', ko: '주사위 눈 숫자 키캡' },
    overview: {
      en: 'Numbers one to six as dice faces, for tabletop streams and board game nights.',
      zh: '用骰子点数表示一到六，适合桌游直播和桌游之夜。',
      ko: '1부터 6까지를 주사위 눈으로, 보드게임 방송과 보드게임의 밤을 위해.',
    },
    about: {
      en: [
        'Ivory dice faces with red pips for one to six, then bone-coloured digits for seven to nine and zero. A roll key picks a random face with a tumbling animation.',
        [
          'Dice faces 1 to 6 and digits 7 to 0',
          'A roll key that shows its result on stream',
          'D20 and D12 faces for tabletop role-playing',
        ],
        'Free for tabletop streamers.',
      ],
      zh: [
        '一到六是象牙色骰面配红色点数，七到九和零则是骨白色数字。掷骰按键会播放翻滚动画并随机给出点数。',
        [
          '骰面 1 到 6，数字 7 到 0',
          '掷骰按键，结果可同步显示在直播中',
          '附 D20 与 D12 骰面，适合跑团',
        ],
        '桌游主播免费使用。',
      ],
      ko: [
        '1부터 6까지는 빨간 눈이 찍힌 상아색 주사위 면, 7부터 9와 0은 뼈색 숫자입니다. 굴리기 키를 누르면 굴러가는 애니메이션과 함께 무작위 면이 나옵니다.',
        [
          '주사위 면 1~6과 숫자 7~0',
          '결과를 방송에 보여 주는 굴리기 키',
          'TRPG를 위한 D20, D12 면',
        ],
        '보드게임 스트리머에게 무료입니다.',
      ],
    },
    price: 0,
    languages: ['en', 'zh', 'ko'],
  }),
  demo({
    author: 'hanbit',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'utilities',
    name: { en: 'Braille Number Keys', zh: '盲文数字键', ko: '점자 숫자 키' },
    overview: {
      en: 'Large high-contrast digits with their braille cells, designed with low-vision users.',
      zh: '大号高对比度数字，附对应盲文点位，与低视力用户共同设计。',
      ko: '큰 고대비 숫자와 점자를 함께, 저시력 사용자와 함께 디자인했습니다.',
    },
    about: {
      en: [
        'We worked with a low-vision reading group in Daegu on every detail: digit size, contrast, and the braille cell printed beside each number for sighted helpers.',
        [
          'Yellow on black and black on yellow, both above 15:1 contrast',
          'Braille cells for digits, point and the operators',
          'A spoken-label option that reads the key aloud on press',
        ],
        'Free. If it helps one person, it was worth making.',
      ],
      zh: [
        '我们与大邱的一个低视力阅读小组一起推敲了每个细节：数字大小、对比度，以及印在每个数字旁、方便明眼人协助的盲文点位。',
        [
          '黑底黄字与黄底黑字，对比度都在 15:1 以上',
          '数字、小数点和运算符都配有盲文点位',
          '可选语音标签，按下时朗读按键内容',
        ],
        '免费。只要能帮到一个人，就值得做。',
      ],
      ko: [
        '대구의 저시력 독서 모임과 함께 숫자 크기, 대비, 그리고 옆에서 도와주는 분을 위해 숫자 옆에 인쇄한 점자까지 모든 부분을 다듬었습니다.',
        [
          '검정 바탕 노랑 글자와 노랑 바탕 검정 글자, 모두 대비 15:1 이상',
          '숫자, 소수점, 연산자의 점자',
          '누르면 키 이름을 소리 내어 읽어 주는 음성 라벨(선택)',
        ],
        '무료입니다. 한 사람에게라도 도움이 된다면 만든 보람이 있습니다.',
      ],
    },
    price: 0,
    languages: ['ko', 'en', 'zh'],
    audio: true,
  }),
  demo({
    author: 'tidal_fx',
    family: 'streamDock',
    types: ['numericKeycap'],
    category: 'lighting',
    name: { en: 'Nixie Tube Numbers', zh: '辉光管数字', ko: '닉시관 숫자' },
    overview: {
      en: 'Warm orange nixie-tube digits that flicker on when pressed.',
      zh: '暖橙色的辉光管数字，按下时闪烁点亮。',
      ko: '누르면 깜빡이며 켜지는 따뜻한 주황색 닉시관 숫자.',
    },
    about: {
      en: [
        'Rendered from a real IN-14 tube: the stacked cathodes behind the lit digit, the wire mesh, the faint neon haze. Each press fades the old digit out and the new one in.',
        [
          'Digits with a cathode-stack animation',
          'A decimal point dot and a colon tube',
          'Cold blue and classic orange glows',
        ],
        'Looks its best on the larger keys of the newer Stream Dock models.',
      ],
      zh: [
        '依照真实的 IN-14 辉光管渲染：点亮数字背后层叠的阴极、金属网罩和淡淡的氖气光晕。每次按下，旧数字淡出、新数字亮起。',
        ['带阴极叠层动画的数字', '小数点与冒号管', '冷蓝与经典橙两种辉光'],
        '在新款 Stream Dock 的大尺寸按键上效果最佳。',
      ],
      ko: [
        '실제 IN-14 관을 바탕으로 렌더링했습니다. 켜진 숫자 뒤로 겹쳐 있는 음극, 철망, 희미한 네온 안개까지. 누를 때마다 이전 숫자가 사라지고 새 숫자가 켜집니다.',
        [
          '음극이 겹쳐 보이는 애니메이션 숫자',
          '소수점과 콜론 관',
          '차가운 파랑과 고전적인 주황 빛',
        ],
        '최신 Stream Dock 모델의 큰 키에서 가장 멋지게 보입니다.',
      ],
    },
    price: 229,
    languages: ['en', 'zh', 'ko'],
    minAppVersion: '3.10.188',
  }),
];
