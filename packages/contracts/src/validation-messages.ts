import { BIRTHDAY_MIN, LIMITS, PAGE_VIEW_MAX_AGE_DAYS } from './limits.ts';
import { LIST_RESULTS_MAX } from './product-options.ts';
import { DESCRIPTION_MAX } from './upload-rules.ts';
import type { Locale } from './locales.ts';

/**
 * Messages behind the `validation.*` keys the shared schemas use. The server
 * answers with them in `data.fields`; the web merges them into its
 * translations, so each exists once, in every locale.
 */
export const VALIDATION_MESSAGES = {
  invalid: { en: 'Invalid value.', zh: '值无效。', ko: '잘못된 값입니다.' },
  required: { en: 'This field is required.', zh: '此项为必填项。', ko: '필수 항목입니다.' },
  controlCharacters: {
    en: 'Remove the control or invisible characters from this text.',
    zh: '请删除文本中的控制字符或不可见字符。',
    ko: '이 텍스트에서 제어 문자나 보이지 않는 문자를 삭제해 주세요.',
  },
  invisibleCharacters: {
    en: 'Remove the invisible or text-direction characters (such as zero-width spaces or right-to-left marks); they can make one name look like another.',
    zh: '请删除不可见字符或文字方向控制字符（如零宽空格、从右到左标记），它们会让一个名称看起来像另一个。',
    ko: '보이지 않는 문자나 텍스트 방향 제어 문자(폭 없는 공백, 오른쪽에서 왼쪽 표시 등)를 삭제해 주세요. 이런 문자는 한 이름을 다른 이름처럼 보이게 할 수 있습니다.',
  },
  singleLine: {
    en: 'This must be a single line, without tabs or line breaks.',
    zh: '此项须为单行，不能包含制表符或换行。',
    ko: '탭이나 줄바꿈 없이 한 줄로 입력해 주세요.',
  },
  birthday: {
    en: `Enter a birthday between ${BIRTHDAY_MIN} and today.`,
    zh: `请输入 ${BIRTHDAY_MIN} 至今天之间的生日。`,
    ko: `${BIRTHDAY_MIN}부터 오늘 사이의 생일을 입력해 주세요.`,
  },
  viewedAtRange: {
    en: `The time must be within the last ${PAGE_VIEW_MAX_AGE_DAYS} days.`,
    zh: `时间须在最近 ${PAGE_VIEW_MAX_AGE_DAYS} 天之内。`,
    ko: `시간은 최근 ${PAGE_VIEW_MAX_AGE_DAYS}일 이내여야 합니다.`,
  },
  passwordLength: {
    en: `Password must be ${LIMITS.passwordMin}-${LIMITS.passwordMax} characters.`,
    zh: `密码长度须为 ${LIMITS.passwordMin}-${LIMITS.passwordMax} 个字符。`,
    ko: `비밀번호는 ${LIMITS.passwordMin}-${LIMITS.passwordMax}자여야 합니다.`,
  },
  passwordPattern: {
    en: 'Password must combine letters and numbers; special characters are allowed.',
    zh: '密码须同时包含字母和数字，可包含特殊字符。',
    ko: '비밀번호는 영문과 숫자를 함께 포함해야 하며 특수문자를 사용할 수 있습니다.',
  },
  passwordMismatch: {
    en: 'The two passwords do not match.',
    zh: '两次输入的密码不一致。',
    ko: '두 비밀번호가 일치하지 않습니다.',
  },
  email: {
    en: 'Please enter a valid email address.',
    zh: '请输入有效的邮箱地址。',
    ko: '올바른 이메일 주소를 입력해 주세요.',
  },
  phone: {
    en: 'Please enter a valid phone number.',
    zh: '请输入有效的手机号码。',
    ko: '올바른 전화번호를 입력해 주세요.',
  },
  emailOrPhone: {
    en: 'Please enter a valid email address or phone number.',
    zh: '请输入有效的邮箱或手机号码。',
    ko: '올바른 이메일 주소 또는 전화번호를 입력해 주세요.',
  },
  codeRequired: {
    en: 'Please enter the verification code.',
    zh: '请输入验证码。',
    ko: '인증 코드를 입력해 주세요.',
  },
  codeInvalid: {
    en: 'The verification code is invalid.',
    zh: '验证码无效。',
    ko: '인증 코드가 올바르지 않습니다.',
  },
  captchaRequired: {
    en: 'Please enter the graphic code.',
    zh: '请输入图形验证码。',
    ko: '그림 인증 코드를 입력해 주세요.',
  },
  registerNickname: {
    en: `Nickname must be ${LIMITS.registerNicknameMin}-${LIMITS.registerNicknameMax} characters.`,
    zh: `昵称长度须为 ${LIMITS.registerNicknameMin}-${LIMITS.registerNicknameMax} 个字符。`,
    ko: `닉네임은 ${LIMITS.registerNicknameMin}-${LIMITS.registerNicknameMax}자여야 합니다.`,
  },
  profileNickname: {
    en: `Nickname can be at most ${LIMITS.profileNicknameMax} characters.`,
    zh: `昵称最多 ${LIMITS.profileNicknameMax} 个字符。`,
    ko: `닉네임은 최대 ${LIMITS.profileNicknameMax}자입니다.`,
  },
  signature: {
    en: `Signature can be at most ${LIMITS.signatureMax} characters.`,
    zh: `个性签名最多 ${LIMITS.signatureMax} 个字符。`,
    ko: `서명은 최대 ${LIMITS.signatureMax}자입니다.`,
  },
  productText: {
    en: `Must be ${LIMITS.productNameMin}-${LIMITS.productNameMax} characters.`,
    zh: `长度须为 ${LIMITS.productNameMin}-${LIMITS.productNameMax} 个字符。`,
    ko: `${LIMITS.productNameMin}-${LIMITS.productNameMax}자여야 합니다.`,
  },
  pageBeyondResults: {
    en: `Only the first ${LIST_RESULTS_MAX.toLocaleString('en')} results can be browsed; narrow the search or filters.`,
    zh: `最多只能浏览前 ${LIST_RESULTS_MAX} 条结果，请缩小搜索或筛选范围。`,
    ko: `처음 ${LIST_RESULTS_MAX.toLocaleString('ko')}개의 결과까지만 볼 수 있습니다. 검색어나 필터를 좁혀 주세요.`,
  },
  size: {
    en: 'Enter a size such as 23 or 23.5.',
    zh: '请输入大小，例如 23 或 23.5。',
    ko: '23 또는 23.5와 같이 크기를 입력해 주세요.',
  },
  version: {
    en: 'Enter a version such as 1.0.0.',
    zh: '请输入版本号，例如 1.0.0。',
    ko: '1.0.0과 같이 버전을 입력해 주세요.',
  },
  price: {
    en: 'Enter a price such as 9.99.',
    zh: '请输入价格，例如 9.99。',
    ko: '9.99와 같이 가격을 입력해 주세요.',
  },
  usageTimes: {
    en: 'Usage times must be 0, a positive whole number, or -1 for unlimited.',
    zh: '使用次数须为 0、正整数或 -1（不限）。',
    ko: '사용 횟수는 0, 양의 정수 또는 무제한을 뜻하는 -1이어야 합니다.',
  },
  articleTitle: {
    en: `The title can be at most ${LIMITS.articleTitleMax} characters.`,
    zh: `标题最多 ${LIMITS.articleTitleMax} 个字符。`,
    ko: `제목은 최대 ${LIMITS.articleTitleMax}자입니다.`,
  },
  articleColumnName: {
    en: `A column name must be 1-${LIMITS.articleColumnNameMax} characters.`,
    zh: `专栏名称长度须为 1-${LIMITS.articleColumnNameMax} 个字符。`,
    ko: `칼럼 이름은 1-${LIMITS.articleColumnNameMax}자여야 합니다.`,
  },
  rejectReason: {
    en: `Give a reason of 1-${LIMITS.articleRejectReasonMax} characters.`,
    zh: `请填写 1-${LIMITS.articleRejectReasonMax} 个字符的理由。`,
    ko: `사유를 1-${LIMITS.articleRejectReasonMax}자로 입력해 주세요.`,
  },
  // Product reviews (issue 28, decision 064)
  reviewRating: {
    en: 'Choose 1 to 5 stars.',
    zh: '请选择 1 到 5 颗星。',
    ko: '별점을 1~5개 중에서 선택해 주세요.',
  },
  reviewTitle: {
    en: `The title can be at most ${LIMITS.reviewTitleMax} characters.`,
    zh: `标题最多 ${LIMITS.reviewTitleMax} 个字符。`,
    ko: `제목은 최대 ${LIMITS.reviewTitleMax}자입니다.`,
  },
  reviewBody: {
    en: `A review can be at most ${LIMITS.reviewBodyMax} characters.`,
    zh: `评价最多 ${LIMITS.reviewBodyMax} 个字符。`,
    ko: `리뷰는 최대 ${LIMITS.reviewBodyMax}자입니다.`,
  },
  reviewReply: {
    en: `A reply must be 1-${LIMITS.reviewReplyMax} characters.`,
    zh: `回复长度须为 1-${LIMITS.reviewReplyMax} 个字符。`,
    ko: `답글은 1-${LIMITS.reviewReplyMax}자여야 합니다.`,
  },
  reviewReportNote: {
    en: `The note can be at most ${LIMITS.reviewReportNoteMax} characters.`,
    zh: `说明最多 ${LIMITS.reviewReportNoteMax} 个字符。`,
    ko: `설명은 최대 ${LIMITS.reviewReportNoteMax}자입니다.`,
  },
  moderationReason: {
    en: `Give a reason of 1-${LIMITS.reviewModerationReasonMax} characters.`,
    zh: `请填写 1-${LIMITS.reviewModerationReasonMax} 个字符的理由。`,
    ko: `사유를 1-${LIMITS.reviewModerationReasonMax}자로 입력해 주세요.`,
  },
  couponEmpty: {
    en: 'Coupon code cannot be empty',
    zh: '兑换码不能为空',
    ko: '쿠폰 코드를 입력해 주세요',
  },
  // The upload form of /contentUpload (issue 11, decision 028)
  typesMax: {
    en: `Choose at most ${LIMITS.productTypesMax} product types.`,
    zh: `最多选择 ${LIMITS.productTypesMax} 个作品类型。`,
    ko: `작품 유형은 최대 ${LIMITS.productTypesMax}개까지 선택할 수 있습니다.`,
  },
  typeNotInFamily: {
    en: 'This device does not offer this product type.',
    zh: '该设备不支持此作品类型。',
    ko: '이 기기에서는 이 작품 유형을 사용할 수 없습니다.',
  },
  overviewLength: {
    en: 'The overview can be at most 5000 characters.',
    zh: '简介最多 5000 个字符。',
    ko: '소개는 최대 5000자입니다.',
  },
  newVersionInfoLength: {
    en: 'The new-version information can be at most 2000 characters.',
    zh: '新版本说明最多 2000 个字符。',
    ko: '새 버전 정보는 최대 2000자입니다.',
  },
  descriptionLength: {
    en: `The description can be at most ${DESCRIPTION_MAX} characters.`,
    zh: `详细介绍最多 ${DESCRIPTION_MAX} 个字符。`,
    ko: `상세 설명은 최대 ${DESCRIPTION_MAX}자입니다.`,
  },
  appVersion: {
    en: 'Enter a version of two to four numbers separated by dots, like 3.10.188.',
    zh: '请输入由点分隔的 2 至 4 段数字，例如 3.10.188。',
    ko: '3.10.188처럼 점으로 구분된 숫자 2~4개를 입력해 주세요.',
  },
  imagesMax: {
    en: `At most ${LIMITS.productImagesMax} images.`,
    zh: `最多 ${LIMITS.productImagesMax} 张图片。`,
    ko: `이미지는 최대 ${LIMITS.productImagesMax}장입니다.`,
  },
  priceWhole: {
    en: 'This currency has no decimals: enter a whole number.',
    zh: '该币种没有小数，请输入整数。',
    ko: '이 통화는 소수점이 없습니다. 정수로 입력해 주세요.',
  },
  imageRatioCard: {
    en: 'The image must be between 1.2:1 and 1.8:1 (width to height).',
    zh: '图片宽高比须在 1.2:1 到 1.8:1 之间。',
    ko: '이미지의 가로세로 비율은 1.2:1에서 1.8:1 사이여야 합니다.',
  },
  imageRatioWide: {
    en: 'The image must be 16:9 (width to height).',
    zh: '图片宽高比须为 16:9。',
    ko: '이미지의 가로세로 비율은 16:9여야 합니다.',
  },
  avatarRatio: {
    en: 'The avatar must be square (1:1).',
    zh: '头像须为正方形（1:1）。',
    ko: '아바타는 정사각형(1:1)이어야 합니다.',
  },
  uploadReason: {
    en: 'Give a reason of 1-500 characters.',
    zh: '请填写 1-500 个字符的理由。',
    ko: '사유를 1-500자로 입력해 주세요.',
  },
  linkUrl: {
    en: 'Enter a web address starting with http:// or https://.',
    zh: '请输入以 http:// 或 https:// 开头的网址。',
    ko: 'http:// 또는 https://로 시작하는 웹 주소를 입력해 주세요.',
  },
  prerequisiteCount: {
    en: `At most ${LIMITS.prerequisitesMax} front plugins.`,
    zh: `前置插件最多 ${LIMITS.prerequisitesMax} 个。`,
    ko: `선행 플러그인은 최대 ${LIMITS.prerequisitesMax}개입니다.`,
  },
  prerequisiteDuplicate: {
    en: 'This front plugin is already listed.',
    zh: '该前置插件已添加。',
    ko: '이미 추가된 선행 플러그인입니다.',
  },
  prerequisiteSelf: {
    en: 'A product cannot be its own front plugin.',
    zh: '作品不能作为自己的前置插件。',
    ko: '작품 자신을 선행 플러그인으로 지정할 수 없습니다.',
  },
  prerequisiteUnavailable: {
    en: 'This front plugin does not exist or is not available.',
    zh: '该前置插件不存在或不可用。',
    ko: '존재하지 않거나 사용할 수 없는 선행 플러그인입니다.',
  },
  prerequisiteNotPlugin: {
    en: 'A front plugin must be a plugin.',
    zh: '前置插件必须是插件类作品。',
    ko: '선행 플러그인은 플러그인이어야 합니다.',
  },
  prerequisiteCycle: {
    en: 'This front plugin already needs this product, directly or through others.',
    zh: '该前置插件已直接或间接依赖本作品。',
    ko: '이 선행 플러그인이 이미 직접 또는 간접적으로 이 작품을 필요로 합니다.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
