import type { Locale } from '@space/contracts/locales';

/** User-facing messages of the WeChat routes, in every locale. */
export const WECHAT_MESSAGES = {
  loginSuccessful: { en: 'Login successful', zh: '登录成功', ko: '로그인 성공' },
  bindSuccessful: {
    en: 'WeChat has been bound to your account.',
    zh: '微信已绑定到您的账号。',
    ko: 'WeChat이 계정에 연결되었습니다.',
  },
  unavailable: {
    en: 'WeChat login is unavailable right now.',
    zh: '微信登录暂时不可用。',
    ko: '지금은 WeChat 로그인을 사용할 수 없습니다.',
  },
  boundToAnother: {
    en: 'This WeChat account is already bound to another account.',
    zh: '该微信已绑定其他账号。',
    ko: '이 WeChat 계정은 이미 다른 계정에 연결되어 있습니다.',
  },
  accountHasWechat: {
    en: 'This account is already bound to a different WeChat account.',
    zh: '该账号已绑定其他微信。',
    ko: '이 계정은 이미 다른 WeChat 계정에 연결되어 있습니다.',
  },
  unbindSuccessful: {
    en: 'WeChat has been unbound from your account.',
    zh: '已解除微信绑定。',
    ko: 'WeChat 연결이 해제되었습니다.',
  },
  notBound: {
    en: 'No WeChat is bound to your account.',
    zh: '您的账号未绑定微信。',
    ko: '계정에 연결된 WeChat이 없습니다.',
  },
  onlyWayIn: {
    en: 'WeChat is the only way to sign in to this account. Bind an email or a phone number first.',
    zh: '微信是该账号唯一的登录方式，请先绑定邮箱或手机号。',
    ko: 'WeChat이 이 계정의 유일한 로그인 방법입니다. 먼저 이메일 또는 휴대폰 번호를 연결하세요.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
