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
  ACCOUNT_DISABLED: { code: 40301, status: 403 },
  ACCOUNT_EXISTS: { code: 40901, status: 409 },
  CODE_SEND_FAILED: { code: 50201, status: 502 },
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
