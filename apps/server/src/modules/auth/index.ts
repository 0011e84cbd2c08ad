import fp from 'fastify-plugin';
import { authRoutes } from './auth.routes.ts';
import { captchaRoutes } from './captcha.routes.ts';
import type { CaptchaAnswerSource } from './captcha.service.ts';
import { codeRoutes } from './codes/codes.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';

export { setPasswordHash } from './accounts.queries.ts';
export { AUTH_MESSAGES } from './auth.messages.ts';
export { auth, authOf, memberOf, viewerTenantOf } from './auth.plugin.ts';
export type { Member } from './auth.plugin.ts';
export { normalizeTarget, ownContactOf, targetKind } from './codes/code-targets.ts';
export type { TargetKind } from './codes/code-targets.ts';
export { checkCode, withCode } from './codes/codes.service.ts';
export { revokeAllSessions } from './sessions.queries.ts';
export { demoAccountRefused, startSession, tokenFromHeaders } from './sessions.service.ts';
export type { AuthContext, UserRow } from './sessions.service.ts';
export { userInfoOf, userInfosOf } from './user-info.ts';
export { usernameBase, usernameCandidate } from './usernames.ts';
export type { CaptchaAnswerSource };

export interface AuthModuleOptions {
  /** Source of graphic-code answers; random unless a test passes one it knows. */
  captchaAnswers?: CaptchaAnswerSource;
}

/** Accounts: graphic codes, verification codes, registration, login and sessions (spec §3). */
export const authModule = fp<AuthModuleOptions>(
  async (app, options) => {
    await app.register(captchaRoutes, { answers: options.captchaAnswers });
    await app.register(codeRoutes);
    await app.register(authRoutes);
    await app.register(sessionRoutes);
  },
  { name: 'auth' },
);
