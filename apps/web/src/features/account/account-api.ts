import type {
  AuthResult,
  BindContactBody,
  Captcha,
  CaptchaChallenge,
  ChangePasswordBody,
  CodeLoginBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  SessionInfo,
  UpdateProfileBody,
  UserInfo,
  WechatBinding,
} from '@space/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { apiData, apiRequest, ApiError } from '../../lib/api-client.ts';

const post = <T>(path: string, body: unknown) => apiData<T>(path, { method: 'POST', body });

export const accountApi = {
  captcha: () => apiData<Captcha>('/api/auth/captcha'),
  captchaChallenge: () => apiData<CaptchaChallenge>('/api/auth/captcha/challenge'),
  /** Returns the server's message ("Verification code has been sent"). */
  sendCode: async (body: SendCodeBody) => {
    const result = await apiRequest<null>('/api/auth/codes', { method: 'POST', body });
    if (result.code !== 200) throw new ApiError(result.code, result.msg);
    return result.msg;
  },
  register: (body: RegisterBody) => post<AuthResult>('/api/auth/register', body),
  login: (body: LoginBody) => post<AuthResult>('/api/auth/login', body),
  loginByCode: (body: CodeLoginBody) => post<AuthResult>('/api/auth/login/code', body),
  resetPassword: (body: ResetPasswordBody) => post<null>('/api/auth/reset-password', body),
  logoutAll: () => post<null>('/api/auth/logout-all', {}),
  revokeSession: (id: number) => apiData<null>(`/api/auth/sessions/${id}`, { method: 'DELETE' }),
  updateProfile: (body: UpdateProfileBody) =>
    apiData<UserInfo>('/api/users/me', { method: 'PATCH', body }),
  changePassword: (body: ChangePasswordBody) => post<null>('/api/users/me/password', body),
  bindEmail: (body: BindContactBody) => post<UserInfo>('/api/users/me/email', body),
  bindMobile: (body: BindContactBody) => post<UserInfo>('/api/users/me/mobile', body),
  wechatAuthorize: (tenantId: number) =>
    apiData<{ url: string; state: string }>('/api/auth/wechat/authorize', { query: { tenantId } }),
  wechatCallback: (body: { code: string; state: string }) =>
    post<AuthResult>('/api/auth/wechat/callback', body),
  /** Starts binding WeChat to the logged-in account: the URL to open, with a state of this user. */
  wechatBindAuthorize: () =>
    apiData<{ url: string; state: string }>('/api/users/me/wechat/authorize'),
  wechatBind: (body: { code: string; state: string }) =>
    post<UserInfo>('/api/users/me/wechat', body),
  wechatUnbind: () => apiData<WechatBinding>('/api/users/me/wechat', { method: 'DELETE' }),
  uploadAvatar: (file: Blob) => {
    const form = new FormData();
    form.append('file', file, 'avatar.png');
    return apiData<UserInfo>('/api/users/me/avatar', { method: 'POST', body: form });
  },
};

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiData<UserInfo>('/api/users/me', { signal }),
  });
}

export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'sessions'],
    queryFn: ({ signal }) => apiData<SessionInfo[]>('/api/auth/sessions', { signal }),
  });
}

export function getWechatBindingQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'wechat'],
    queryFn: ({ signal }) => apiData<WechatBinding>('/api/users/me/wechat', { signal }),
  });
}

/** A `/callBack` state of a bind flow (the server prefixes those with `b.`), not of a login. */
export function isWechatBindState(state: string): boolean {
  return state.startsWith('b.');
}
