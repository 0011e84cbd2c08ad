import type { ErrorName } from './errors.ts';
import { LIMITS } from './limits.ts';
import type { Locale } from './locales.ts';
import { OFFLINE_ERROR_MESSAGES } from './offline-error-messages.ts';

// Its own module, apart from the codes in errors.ts: the web app loads the whole catalogue
// (about 7 kB gzipped in three languages) only when it has a message to translate.

/** Default message of each error, in every locale; a handler may give a more precise one. */
export const ERROR_MESSAGES: Record<ErrorName, Record<Locale, string>> = {
  VALIDATION_FAILED: {
    en: 'Form validation failed!',
    zh: '表单校验失败！',
    ko: '양식 검증에 실패했습니다!',
  },
  BAD_REQUEST: { en: 'Bad request.', zh: '请求有误。', ko: '잘못된 요청입니다.' },
  UNAUTHENTICATED: {
    en: 'Please log in again.',
    zh: '请重新登录。',
    ko: '다시 로그인해 주세요.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do that.',
    zh: '您没有执行此操作的权限。',
    ko: '이 작업을 수행할 권한이 없습니다.',
  },
  NOT_FOUND: { en: 'Not found.', zh: '未找到。', ko: '찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: {
    en: 'Method not allowed.',
    zh: '不支持该请求方法。',
    ko: '허용되지 않는 메서드입니다.',
  },
  CONFLICT: {
    en: 'This conflicts with existing data.',
    zh: '与现有数据冲突。',
    ko: '기존 데이터와 충돌합니다.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    zh: '请求内容过大。',
    ko: '요청이 너무 큽니다.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'Unsupported content type.',
    zh: '不支持的内容类型。',
    ko: '지원하지 않는 콘텐츠 형식입니다.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please try again later.',
    zh: '请求过于频繁，请稍后再试。',
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  PACKAGE_TYPE_WRONG: {
    en: 'The file type is wrong. Please check whether the file format and content are correct.',
    zh: '文件类型错误，请检查文件格式和内容是否正确。',
    ko: '파일 형식이 올바르지 않습니다. 파일 형식과 내용이 올바른지 확인해 주세요.',
  },
  PACKAGE_NAMES_INVALID: {
    en: 'The naming format of the uploaded file is not standardized.',
    zh: '上传文件的命名格式不规范。',
    ko: '업로드한 파일의 이름 형식이 규칙에 맞지 않습니다.',
  },
  PACKAGE_REJECTED: {
    en: 'File upload failed.',
    zh: '文件上传失败。',
    ko: '파일 업로드에 실패했습니다.',
  },
  PACKAGE_MISSING: {
    en: 'The file of this product is not available. Please try again later.',
    zh: '该作品的文件暂不可用，请稍后再试。',
    ko: '이 작품의 파일을 지금은 받을 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  PACKAGE_REQUIRED: {
    en: 'This product has no package that passed its checks, so it cannot be listed for sale.',
    zh: '该作品没有通过检查的文件包，无法上架销售。',
    ko: '이 작품에는 검사를 통과한 패키지가 없어 판매 목록에 올릴 수 없습니다.',
  },
  PACKAGE_OFFSET_MISMATCH: {
    en: 'This part does not continue the upload. Please resume from the bytes received so far.',
    zh: '该分片与已上传的内容不衔接，请从已接收的位置继续上传。',
    ko: '이 부분은 업로드를 이어가지 않습니다. 지금까지 받은 위치부터 다시 이어서 올려 주세요.',
  },
  PACKAGE_RANGE_INVALID: {
    en: 'The Content-Range header is missing or does not match this upload.',
    zh: 'Content-Range 请求头缺失或与本次上传不符。',
    ko: 'Content-Range 헤더가 없거나 이 업로드와 맞지 않습니다.',
  },
  PACKAGE_CHUNK_INCOMPLETE: {
    en: 'This part of the file arrived incomplete. Please send it again.',
    zh: '该分片未完整送达，请重新发送。',
    ko: '파일의 이 부분이 완전히 도착하지 않았습니다. 다시 보내 주세요.',
  },
  PACKAGE_TOO_LARGE: {
    en: 'File upload failed. The file can be at most 20 MB.',
    zh: '文件上传失败。文件不能超过 20 MB。',
    ko: '파일 업로드에 실패했습니다. 파일은 최대 20MB까지 가능합니다.',
  },
  PACKAGE_CHUNK_TOO_LARGE: {
    en: 'File upload failed. More bytes arrived than were announced.',
    zh: '文件上传失败。收到的字节数超过了声明的大小。',
    ko: '파일 업로드에 실패했습니다. 알린 크기보다 많은 바이트가 도착했습니다.',
  },
  UPLOAD_NOT_EDITABLE: {
    en: 'This upload record cannot be changed in its current state.',
    zh: '该上传记录在当前状态下无法修改。',
    ko: '현재 상태에서는 이 업로드 기록을 변경할 수 없습니다.',
  },
  UPLOAD_ACTION_NOT_ALLOWED: {
    en: "This action is not possible in the upload record's current state.",
    zh: '该上传记录在当前状态下无法执行此操作。',
    ko: '업로드 기록의 현재 상태에서는 이 작업을 할 수 없습니다.',
  },
  UPLOAD_IMAGES_FULL: {
    en: 'A product can have at most 5 images.',
    zh: '每个作品最多 5 张图片。',
    ko: '작품당 이미지는 최대 5장까지 가능합니다.',
  },
  UPLOAD_FORM_INCOMPLETE: {
    en: 'Please complete the form data!',
    zh: '请完善表单数据！',
    ko: '양식 데이터를 모두 입력해 주세요!',
  },
  UPLOAD_VERSION_NOT_NEWER: {
    en: 'The version must be greater than the last published version.',
    zh: '版本号须大于上次发布的版本。',
    ko: '버전은 마지막으로 게시된 버전보다 높아야 합니다.',
  },
  UPLOAD_IMAGE_RATIO: {
    en: 'The image does not have the required aspect ratio.',
    zh: '图片的宽高比不符合要求。',
    ko: '이미지의 가로세로 비율이 요구 사항에 맞지 않습니다.',
  },
  UPLOAD_IMAGE_TOO_SMALL: {
    en: 'The image is too small.',
    zh: '图片尺寸太小。',
    ko: '이미지가 너무 작습니다.',
  },
  FOLLOW_SELF: {
    en: 'You cannot follow yourself.',
    zh: '不能关注自己。',
    ko: '자기 자신은 팔로우할 수 없습니다.',
  },
  FRIEND_REQUEST_SELF: {
    en: 'You cannot send a friend request to yourself.',
    zh: '不能向自己发送好友申请。',
    ko: '자기 자신에게 친구 요청을 보낼 수 없습니다.',
  },
  ALREADY_FRIENDS: {
    en: 'You are already friends.',
    zh: '你们已经是好友了。',
    ko: '이미 친구입니다.',
  },
  FRIEND_REQUEST_PENDING: {
    en: 'A friend request between you is already waiting for an answer.',
    zh: '你们之间已有一个待处理的好友申请。',
    ko: '두 사람 사이에 이미 답변을 기다리는 친구 요청이 있습니다.',
  },
  FRIEND_REQUEST_NOT_PENDING: {
    en: 'This friend request has already been answered or cancelled.',
    zh: '该好友申请已被处理或撤回。',
    ko: '이 친구 요청은 이미 처리되었거나 취소되었습니다.',
  },
  INVALID_CREDENTIALS: {
    en: 'Incorrect account or password.',
    zh: '账号或密码错误。',
    ko: '계정 또는 비밀번호가 올바르지 않습니다.',
  },
  CAPTCHA_INVALID: {
    en: 'The graphic code is incorrect or has expired.',
    zh: '图形验证码错误或已过期。',
    ko: '그림 인증 코드가 올바르지 않거나 만료되었습니다.',
  },
  CODE_INVALID: {
    en: 'The verification code is incorrect or has expired.',
    zh: '验证码错误或已过期。',
    ko: '인증 코드가 올바르지 않거나 만료되었습니다.',
  },
  OAUTH_STATE_INVALID: {
    en: 'This sign-in link is incomplete or has expired. Please try again.',
    zh: '登录链接不完整或已过期，请重试。',
    ko: '로그인 링크가 불완전하거나 만료되었습니다. 다시 시도해 주세요.',
  },
  PASSWORD_INCORRECT: {
    en: 'The current password is incorrect.',
    zh: '当前密码不正确。',
    ko: '현재 비밀번호가 올바르지 않습니다.',
  },
  CAPTCHA_REQUIRED: {
    en: 'Please enter the graphic code first.',
    zh: '请先输入图形验证码。',
    ko: '먼저 그림 인증 코드를 입력해 주세요.',
  },
  CART_EMPTY: {
    en: 'Your cart is empty.',
    zh: '购物车是空的。',
    ko: '장바구니가 비어 있습니다.',
  },
  CURRENCY_MISMATCH: {
    en: 'These products are priced in different currencies. Please check them out separately.',
    zh: '这些商品的计价货币不同，请分开结算。',
    ko: '이 상품들은 통화가 서로 다릅니다. 따로 결제해 주세요.',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    en: 'This payment method is not available for this order.',
    zh: '该支付方式不适用于此订单。',
    ko: '이 주문에는 해당 결제 수단을 사용할 수 없습니다.',
  },
  PAYMENT_VERIFICATION_FAILED: {
    en: 'The payment could not be verified.',
    zh: '无法验证该支付。',
    ko: '결제를 확인할 수 없습니다.',
  },
  REDEEM_CODE_EMPTY: {
    en: 'Coupon code cannot be empty',
    zh: '兑换码不能为空',
    ko: '쿠폰 코드를 입력해 주세요',
  },
  REDEEM_CODE_INVALID: {
    en: 'Exchange code error',
    zh: '兑换码错误',
    ko: '쿠폰 코드 오류',
  },
  NOT_OWNED: {
    en: 'Please buy this product first.',
    zh: '请先购买该商品。',
    ko: '먼저 이 상품을 구매해 주세요.',
  },
  DOWNLOAD_LINK_INVALID: {
    en: 'This download link is invalid or has expired. Please download again from your products.',
    zh: '下载链接无效或已过期，请在“我的商品”中重新下载。',
    ko: '다운로드 링크가 잘못되었거나 만료되었습니다. 내 상품에서 다시 다운로드해 주세요.',
  },
  ALREADY_OWNED: {
    en: 'You already own this product.',
    zh: '您已拥有该商品。',
    ko: '이미 보유한 상품입니다.',
  },
  ORDER_NOT_CANCELLABLE: {
    en: 'Only an order waiting for payment can be cancelled.',
    zh: '只有待支付的订单可以取消。',
    ko: '결제 대기 중인 주문만 취소할 수 있습니다.',
  },
  PRODUCT_UNAVAILABLE: {
    en: 'Some products are no longer available.',
    zh: '部分商品已不可购买。',
    ko: '일부 상품은 더 이상 구매할 수 없습니다.',
  },
  ORDER_PENDING: {
    en: 'An unpaid order already contains this product. Please pay or cancel it first.',
    zh: '已有包含该商品的待支付订单，请先支付或取消。',
    ko: '이 상품이 포함된 미결제 주문이 있습니다. 먼저 결제하거나 취소해 주세요.',
  },
  USES_EXHAUSTED: {
    en: 'You have no uses of this product left.',
    zh: '该商品的使用次数已用完。',
    ko: '이 상품의 사용 횟수를 모두 사용했습니다.',
  },
  ORDER_NOT_REFUNDABLE: {
    en: 'This order cannot be refunded.',
    zh: '该订单无法退款。',
    ko: '이 주문은 환불할 수 없습니다.',
  },
  REFUND_AMOUNT_EXCEEDED: {
    en: 'The refund is more than what is left to refund on this order.',
    zh: '退款金额超过该订单可退的剩余金额。',
    ko: '환불 금액이 이 주문에서 환불 가능한 남은 금액보다 많습니다.',
  },
  REFUND_LINES_INVALID: {
    en: 'These items cannot be refunded: they are not in this order or are already refunded.',
    zh: '这些商品无法退款：它们不在该订单中，或已退款。',
    ko: '이 항목은 환불할 수 없습니다. 이 주문에 없거나 이미 환불되었습니다.',
  },
  CART_FULL: {
    en: 'Your cart is full. Please check out or remove some products first.',
    zh: '购物车已满，请先结算或移除部分商品。',
    ko: '장바구니가 가득 찼습니다. 먼저 결제하거나 일부 상품을 삭제해 주세요.',
  },
  MEMBERSHIP_PLAN_UNAVAILABLE: {
    en: 'This membership plan is not on sale.',
    zh: '该会员套餐暂未开售。',
    ko: '이 멤버십 요금제는 판매하지 않습니다.',
  },
  MEMBERSHIP_LOWER_TIER: {
    en: 'You already have a higher membership. Renew it, or choose this one after it ends.',
    zh: '您已是更高等级的会员。请续费当前等级，或在其到期后再选择此套餐。',
    ko: '이미 더 높은 등급의 멤버십을 이용 중입니다. 현재 등급을 연장하거나 만료 후 이 요금제를 선택해 주세요.',
  },
  MEMBERSHIP_CURRENCY_UNAVAILABLE: {
    en: 'This membership plan is not sold in this currency. Choose another payment method.',
    zh: '该会员套餐不以此币种销售，请选择其他支付方式。',
    ko: '이 멤버십 요금제는 이 통화로 판매하지 않습니다. 다른 결제 수단을 선택해 주세요.',
  },
  COUPON_INVALID: {
    en: 'This promo code is not valid.',
    zh: '该优惠码无效。',
    ko: '유효하지 않은 프로모션 코드입니다.',
  },
  COUPON_EXPIRED: {
    en: 'This promo code has expired.',
    zh: '该优惠码已过期。',
    ko: '만료된 프로모션 코드입니다.',
  },
  COUPON_MIN_SPEND: {
    en: 'Your order does not reach the minimum spend of this promo code.',
    zh: '订单金额未达到该优惠码的最低消费。',
    ko: '주문 금액이 이 프로모션 코드의 최소 결제 금액에 미치지 못합니다.',
  },
  COUPON_WRONG_CURRENCY: {
    en: 'This promo code does not apply to orders in this currency.',
    zh: '该优惠码不适用于此币种的订单。',
    ko: '이 프로모션 코드는 이 통화의 주문에는 사용할 수 없습니다.',
  },
  VIDEO_POSITION_BEYOND_END: {
    en: 'The position is beyond the end of the video.',
    zh: '播放位置超出了视频时长。',
    ko: '재생 위치가 동영상 길이를 넘습니다.',
  },
  COUPON_ALREADY_USED: {
    en: 'You have already used this promo code.',
    zh: '您已使用过该优惠码。',
    ko: '이미 사용한 프로모션 코드입니다.',
  },
  COUPON_USED_UP: {
    en: 'This promo code has been used up.',
    zh: '该优惠码已被领完。',
    ko: '이 프로모션 코드는 모두 소진되었습니다.',
  },
  COUPON_CODE_TAKEN: {
    en: 'This brand already has a promo code with these characters.',
    zh: '该品牌已有相同代码的优惠码。',
    ko: '이 브랜드에 같은 코드의 프로모션 코드가 이미 있습니다.',
  },
  COUPON_CAP_BELOW_USES: {
    en: 'The usage cap cannot be lower than the uses so far.',
    zh: '使用上限不能低于已使用次数。',
    ko: '사용 한도는 지금까지의 사용 횟수보다 낮을 수 없습니다.',
  },
  ARTICLE_INCOMPLETE: {
    en: 'Add a title and some content before submitting the article for review.',
    zh: '提交审核前，请填写标题和正文。',
    ko: '검토를 요청하기 전에 제목과 본문을 입력해 주세요.',
  },
  ARTICLE_CONTENT_INVALID: {
    en: 'The article content could not be read or is too long.',
    zh: '文章内容无法识别或过长。',
    ko: '글 내용을 읽을 수 없거나 너무 깁니다.',
  },
  ARTICLE_IMAGE_INVALID: {
    en: 'Please upload the cover image again.',
    zh: '请重新上传封面图片。',
    ko: '표지 이미지를 다시 업로드해 주세요.',
  },
  ARTICLE_COLUMN_INVALID: {
    en: 'Please choose one of your own columns.',
    zh: '请选择您自己的专栏。',
    ko: '내 칼럼 중에서 선택해 주세요.',
  },
  ARTICLE_IN_REVIEW: {
    en: 'This article is waiting for review. Revert it to a draft to change it.',
    zh: '该文章正在等待审核。如需修改，请先撤回为草稿。',
    ko: '이 글은 검토를 기다리는 중입니다. 수정하려면 먼저 초안으로 되돌려 주세요.',
  },
  ARTICLE_NOT_SUBMITTABLE: {
    en: 'There is nothing new in this article to submit for review.',
    zh: '该文章没有需要提交审核的新内容。',
    ko: '이 글에는 검토를 요청할 새 내용이 없습니다.',
  },
  ARTICLE_ALREADY_DRAFT: {
    en: 'This article is already a draft.',
    zh: '该文章已经是草稿。',
    ko: '이 글은 이미 초안입니다.',
  },
  ARTICLE_NOT_IN_REVIEW: {
    en: 'This article is no longer waiting for review.',
    zh: '该文章已不在审核队列中。',
    ko: '이 글은 더 이상 검토 대기 중이 아닙니다.',
  },
  ARTICLE_COLUMN_PENDING: {
    en: 'Complete or cancel the column you are adding before adding another one.',
    zh: '请先完成或取消正在添加的专栏，再添加新的专栏。',
    ko: '추가 중인 칼럼을 완료하거나 취소한 후에 새 칼럼을 추가해 주세요.',
  },
  ARTICLE_COLUMNS_FULL: {
    en: `You can have at most ${LIMITS.articleColumnsMax} columns.`,
    zh: `最多只能创建 ${LIMITS.articleColumnsMax} 个专栏。`,
    ko: `칼럼은 최대 ${LIMITS.articleColumnsMax}개까지 만들 수 있습니다.`,
  },
  ARTICLE_COLUMN_NAME_TAKEN: {
    en: 'You already have a column with this name.',
    zh: '您已有同名专栏。',
    ko: '같은 이름의 칼럼이 이미 있습니다.',
  },
  PAYMENT_PROVIDER_FAILED: {
    en: 'The payment service did not answer. Please try again later.',
    zh: '支付服务暂无响应，请稍后再试。',
    ko: '결제 서비스가 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
  },
  ACCOUNT_DISABLED: {
    en: 'This account has been disabled.',
    zh: '该账号已被停用。',
    ko: '이 계정은 사용이 중지되었습니다.',
  },
  DEMO_ACCOUNT_REFUSED: {
    en: 'This is a demo account, and demo accounts cannot sign in on this site.',
    zh: '这是演示账号，本站不允许演示账号登录。',
    ko: '데모 계정입니다. 이 사이트에서는 데모 계정으로 로그인할 수 없습니다.',
  },
  REVIEW_OWN_PRODUCT: {
    en: 'You cannot review your own product.',
    zh: '不能评价自己的作品。',
    ko: '자신의 작품에는 리뷰를 쓸 수 없습니다.',
  },
  REVIEW_ACCOUNT_TOO_NEW: {
    en: 'New accounts can write reviews one day after signing up.',
    zh: '新注册的账号需满一天后才能发表评价。',
    ko: '새 계정은 가입 하루 후부터 리뷰를 쓸 수 있습니다.',
  },
  REVIEW_CONTACT_UNVERIFIED: {
    en: 'Add a verified email or phone number to your account before writing a review.',
    zh: '请先为账号绑定已验证的邮箱或手机号，再发表评价。',
    ko: '리뷰를 쓰려면 먼저 계정에 인증된 이메일이나 전화번호를 추가해 주세요.',
  },
  REVIEW_VOTE_OWN: {
    en: 'You cannot mark your own review as helpful.',
    zh: '不能将自己的评价标记为有用。',
    ko: '자신의 리뷰에는 도움돼요를 표시할 수 없습니다.',
  },
  REVIEW_NOT_OWNED: {
    en: 'Only owners of this product can review it.',
    zh: '只有拥有该作品的用户才能评价。',
    ko: '이 작품을 보유한 사용자만 리뷰를 쓸 수 있습니다.',
  },
  PAYOUT_ACCOUNT_MISSING: {
    en: 'Add a payout account before requesting a payout.',
    zh: '请先添加收款账户，再申请提现。',
    ko: '출금을 요청하기 전에 수취 계정을 추가해 주세요.',
  },
  PAYOUT_ACCOUNT_NOT_READY: {
    en: 'Your payout account was changed recently; it can be used once the safety period has passed.',
    zh: '收款账户刚刚变更，安全等待期结束后才能使用。',
    ko: '수취 계정이 최근 변경되었습니다. 안전 대기 기간이 지나면 사용할 수 있습니다.',
  },
  PAYOUT_BELOW_MINIMUM: {
    en: 'The available balance is below the minimum payout for this currency.',
    zh: '可提现余额低于该币种的最低提现金额。',
    ko: '출금 가능 잔액이 이 통화의 최소 출금 금액보다 적습니다.',
  },
  PAYOUT_OPEN: {
    en: 'A payout in this currency is already waiting or on its way.',
    zh: '该币种已有一笔提现正在等待审核或处理中。',
    ko: '이 통화의 출금이 이미 승인 대기 중이거나 처리 중입니다.',
  },
  PAYOUT_NOT_REQUESTED: {
    en: 'This payout is no longer waiting for approval.',
    zh: '该提现已不在待审核状态。',
    ko: '이 출금은 더 이상 승인 대기 상태가 아닙니다.',
  },
  PAYOUT_METHOD_CURRENCY: {
    en: 'Your payout account cannot receive this currency: Alipay pays CNY, PayPal the other currencies.',
    zh: '您的收款账户无法接收该币种：支付宝仅支持人民币，PayPal 支持其他币种。',
    ko: '수취 계정으로 이 통화를 받을 수 없습니다. Alipay는 CNY, PayPal은 그 외 통화를 지급합니다.',
  },
  ACCOUNT_EXISTS: {
    en: 'This account already exists.',
    zh: '该账号已存在。',
    ko: '이미 존재하는 계정입니다.',
  },
  CODE_SEND_FAILED: {
    en: 'Sending verification code failed.',
    zh: '验证码发送失败。',
    ko: '인증 코드 전송에 실패했습니다.',
  },
  ...OFFLINE_ERROR_MESSAGES,
};
