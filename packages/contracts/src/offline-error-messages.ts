// What the app says when no server answered (timed out, unreachable): kept apart from the
// catalogue in error-messages.ts, so the first load carries these two messages alone.

export const OFFLINE_ERROR_MESSAGES = {
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
} as const;
