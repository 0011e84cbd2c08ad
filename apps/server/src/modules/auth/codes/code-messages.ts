import { CODE_TTL_MS } from '@space/contracts/accounts';
import type { Locale } from '@space/contracts/locales';

export const CODE_SENT: Record<Locale, string> = {
  en: 'Verification code has been sent',
  zh: '验证码已发送',
  ko: '인증 코드가 전송되었습니다',
};

export const NO_CONTACT_FOR_CODE: Record<Locale, string> = {
  en: 'Your account has no email address or phone number to send a code to.',
  zh: '您的账号未绑定邮箱或手机号，无法发送验证码。',
  ko: '계정에 인증 코드를 받을 이메일 주소나 전화번호가 없습니다.',
};

export interface OutgoingText {
  subject: string;
  text: string;
}

const MINUTES = Math.round(CODE_TTL_MS / 60_000);

/** The message carrying a verification code, in the reader's language. */
export function codeMessage(locale: Locale, brand: string, code: string): OutgoingText {
  switch (locale) {
    case 'zh':
      return {
        subject: `${brand} 验证码`,
        text: `您的${brand}验证码是 ${code}，${MINUTES} 分钟内有效。如非本人操作，请忽略此消息。`,
      };
    case 'ko':
      return {
        subject: `${brand} 인증 코드`,
        text: `${brand} 인증 코드는 ${code} 입니다. ${MINUTES}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메시지를 무시하세요.`,
      };
    default:
      return {
        subject: `Your ${brand} verification code`,
        text: `Your ${brand} verification code is ${code}. It is valid for ${MINUTES} minutes. If you did not ask for it, you can ignore this message.`,
      };
  }
}

/**
 * Sent instead of a registration code when the address already has an
 * account: the owner learns what to do, a stranger learns nothing from the API.
 */
export function accountExistsMessage(locale: Locale, brand: string): OutgoingText {
  switch (locale) {
    case 'zh':
      return {
        subject: `${brand} 账号`,
        text: `有人尝试用此地址注册${brand}账号，但您已经有账号了。请直接登录；如果忘记密码，可以重置密码。如非本人操作，请忽略此消息。`,
      };
    case 'ko':
      return {
        subject: `${brand} 계정`,
        text: `이 주소로 ${brand} 계정 가입이 시도되었지만 이미 계정이 있습니다. 로그인하시거나 비밀번호를 잊으셨다면 비밀번호를 재설정하세요. 본인이 아니라면 이 메시지를 무시하세요.`,
      };
    default:
      return {
        subject: `Your ${brand} account`,
        text: `Someone tried to register a ${brand} account with this address, but you already have one. Log in, or reset your password if you have forgotten it. If this was not you, you can ignore this message.`,
      };
  }
}
