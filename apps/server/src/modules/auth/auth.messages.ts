import type { Locale } from '@space/contracts/locales';

type Localized = Record<Locale, string>;

/** Success messages of the account routes (spec §8 gives the English of the first). */
export const AUTH_MESSAGES = {
  loginSuccessful: { en: 'Login successful', zh: '登录成功', ko: '로그인 성공' },
  registrationSuccessful: { en: 'Registration successful', zh: '注册成功', ko: '회원가입 성공' },
  passwordReset: {
    en: 'Your password has been reset. Please log in again.',
    zh: '密码已重置，请重新登录。',
    ko: '비밀번호가 재설정되었습니다. 다시 로그인해 주세요.',
  },
  passwordChanged: {
    en: 'Your password has been changed.',
    zh: '密码已修改。',
    ko: '비밀번호가 변경되었습니다.',
  },
  loggedOut: { en: 'Logged out', zh: '已退出登录', ko: '로그아웃되었습니다' },
  loggedOutEverywhere: {
    en: 'Logged out on every device',
    zh: '已在所有设备上退出登录',
    ko: '모든 기기에서 로그아웃되었습니다',
  },
  sessionRevoked: {
    en: 'The device has been logged out',
    zh: '该设备已退出登录',
    ko: '해당 기기가 로그아웃되었습니다',
  },
  emailBound: {
    en: 'Your email address has been updated.',
    zh: '邮箱已更新。',
    ko: '이메일 주소가 변경되었습니다.',
  },
  mobileBound: {
    en: 'Your phone number has been updated.',
    zh: '手机号已更新。',
    ko: '전화번호가 변경되었습니다.',
  },
} as const satisfies Record<string, Localized>;
