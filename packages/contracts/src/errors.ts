import type { Locale } from './locales.ts';

/**
 * The closed error catalogue. `code` travels in the response body; `status`
 * is the HTTP status of its class. Code 401 is the one the web client acts on
 * (spec §4, §8), so it must stay 401.
 */
export const ERRORS = {
  VALIDATION_FAILED: { code: 400, status: 400 },
  BAD_REQUEST: { code: 40001, status: 400 },
  UNAUTHENTICATED: { code: 401, status: 401 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  METHOD_NOT_ALLOWED: { code: 405, status: 405 },
  CONFLICT: { code: 409, status: 409 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415 },
  RATE_LIMITED: { code: 429, status: 429 },
  INVALID_CREDENTIALS: { code: 40002, status: 400 },
  CAPTCHA_INVALID: { code: 40003, status: 400 },
  CODE_INVALID: { code: 40004, status: 400 },
  OAUTH_STATE_INVALID: { code: 40005, status: 400 },
  PASSWORD_INCORRECT: { code: 40006, status: 400 },
  CAPTCHA_REQUIRED: { code: 40007, status: 400 },
  CART_EMPTY: { code: 40008, status: 400 },
  CURRENCY_MISMATCH: { code: 40009, status: 400 },
  PAYMENT_METHOD_UNAVAILABLE: { code: 40010, status: 400 },
  PAYMENT_VERIFICATION_FAILED: { code: 40011, status: 400 },
  REDEEM_CODE_EMPTY: { code: 40012, status: 400 },
  REDEEM_CODE_INVALID: { code: 40013, status: 400 },
  COUPON_INVALID: { code: 40030, status: 400 },
  COUPON_EXPIRED: { code: 40031, status: 400 },
  COUPON_MIN_SPEND: { code: 40032, status: 400 },
  COUPON_WRONG_CURRENCY: { code: 40033, status: 400 },
  ACCOUNT_DISABLED: { code: 40301, status: 403 },
  NOT_OWNED: { code: 40302, status: 403 },
  DOWNLOAD_LINK_INVALID: { code: 40401, status: 404 },
  ACCOUNT_EXISTS: { code: 40901, status: 409 },
  ALREADY_OWNED: { code: 40902, status: 409 },
  ORDER_NOT_CANCELLABLE: { code: 40903, status: 409 },
  PRODUCT_UNAVAILABLE: { code: 40904, status: 409 },
  ORDER_PENDING: { code: 40905, status: 409 },
  USES_EXHAUSTED: { code: 40906, status: 409 },
  ORDER_NOT_REFUNDABLE: { code: 40907, status: 409 },
  CART_FULL: { code: 40908, status: 409 },
  MEMBERSHIP_PLAN_UNAVAILABLE: { code: 40950, status: 409 },
  UPLOAD_NOT_EDITABLE: { code: 40960, status: 409 },
  MEMBERSHIP_LOWER_TIER: { code: 40951, status: 409 },
  COUPON_ALREADY_USED: { code: 40920, status: 409 },
  COUPON_USED_UP: { code: 40921, status: 409 },
  COUPON_CODE_TAKEN: { code: 40922, status: 409 },
  COUPON_CAP_BELOW_USES: { code: 40923, status: 409 },
  CODE_SEND_FAILED: { code: 50201, status: 502 },
  PAYMENT_PROVIDER_FAILED: { code: 50202, status: 502 },
  INTERNAL: { code: 500, status: 500 },
  UNAVAILABLE: { code: 503, status: 503 },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

export const SUCCESS_CODE = 200;

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
  UPLOAD_NOT_EDITABLE: {
    en: 'This upload record cannot be changed in its current state.',
    zh: '该上传记录在当前状态下无法修改。',
    ko: '현재 상태에서는 이 업로드 기록을 변경할 수 없습니다.',
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
  COUPON_INVALID: {
    en: 'This coupon code is not valid.',
    zh: '该优惠码无效。',
    ko: '유효하지 않은 쿠폰 코드입니다.',
  },
  COUPON_EXPIRED: {
    en: 'This coupon has expired.',
    zh: '该优惠码已过期。',
    ko: '만료된 쿠폰입니다.',
  },
  COUPON_MIN_SPEND: {
    en: 'Your order does not reach the minimum spend of this coupon.',
    zh: '订单金额未达到该优惠码的最低消费。',
    ko: '주문 금액이 이 쿠폰의 최소 결제 금액에 미치지 못합니다.',
  },
  COUPON_WRONG_CURRENCY: {
    en: 'This coupon does not apply to orders in this currency.',
    zh: '该优惠码不适用于此币种的订单。',
    ko: '이 쿠폰은 이 통화의 주문에는 사용할 수 없습니다.',
  },
  COUPON_ALREADY_USED: {
    en: 'You have already used this coupon.',
    zh: '您已使用过该优惠码。',
    ko: '이미 사용한 쿠폰입니다.',
  },
  COUPON_USED_UP: {
    en: 'This coupon has been fully redeemed.',
    zh: '该优惠码已被领完。',
    ko: '이 쿠폰은 모두 소진되었습니다.',
  },
  COUPON_CODE_TAKEN: {
    en: 'This brand already has a coupon with this code.',
    zh: '该品牌已有相同代码的优惠码。',
    ko: '이 브랜드에 같은 코드의 쿠폰이 이미 있습니다.',
  },
  COUPON_CAP_BELOW_USES: {
    en: 'The usage cap cannot be lower than the uses so far.',
    zh: '使用上限不能低于已使用次数。',
    ko: '사용 한도는 지금까지의 사용 횟수보다 낮을 수 없습니다.',
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
  INTERNAL: {
    en: 'Something went wrong on our side.',
    zh: '服务器出错了。',
    ko: '서버에 문제가 발생했습니다.',
  },
  UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    zh: '服务暂时不可用。',
    ko: '서비스를 일시적으로 사용할 수 없습니다.',
  },
};

export function errorNameForCode(code: number): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}
