import { z } from 'zod';
import { TENANTS } from './tenants.ts';
import { TIERS } from './limits.ts';
import { LOCALES } from './locales.ts';
import { singleLine } from './text.ts';
import {
  birthdaySchema,
  captchaAnswerSchema,
  emailOrPhoneSchema,
  passwordSchema,
  profileNicknameSchema,
  registerNicknameSchema,
  signatureSchema,
  verificationCodeSchema,
} from './validation.ts';

/** Account forms and session payloads (spec §2 account routes, §3 user info, §5 rules). */

export const tenantIdSchema = z
  .number()
  .int()
  .refine((id) => TENANTS.some((t) => t.id === id), 'validation.invalid');

/** `payout`: confirms a change of the payout account, sent to the user's own contact (decision 071). */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'password', 'payout'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/**
 * The graphic code's characters: capitals and digits that no other character resembles
 * (none of 0/O/Q, 1/I/J, 2/Z, 5/S, 6/G, 8/B, 9, U/V, W). Answers are checked in any case
 * (decision 069).
 */
export const CAPTCHA_ALPHABET = 'ACDEFHKLMNPRTXY347';
/** The proof-of-work alternative: the secret number is drawn from 0..this (decision 069). */
export const CAPTCHA_CHALLENGE_MAX_NUMBER = 150_000;

const withConfirmation = <
  T extends z.ZodObject<{ password: typeof passwordSchema; confirmPassword: z.ZodString }>,
>(
  schema: T,
) =>
  schema.refine((value) => value.password === value.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });

export const sendCodeBodySchema = z.object({
  tenantId: tenantIdSchema,
  /** Email or phone for register/login/reset/bind; empty for `password` (sent to the user's own contact). */
  target: emailOrPhoneSchema.optional(),
  purpose: z.enum(CODE_PURPOSES),
  /**
   * A graphic code: needed once an address has asked for a few codes (the server answers
   * CAPTCHA_REQUIRED until it comes); checked whenever it is sent.
   */
  captchaId: z.string().min(1).max(64).optional(),
  captcha: captchaAnswerSchema.optional(),
});
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

export const registerBodySchema = withConfirmation(
  z.object({
    tenantId: tenantIdSchema,
    account: emailOrPhoneSchema,
    code: verificationCodeSchema,
    nickName: registerNicknameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  tenantId: tenantIdSchema,
  /** Email, phone or username. */
  account: singleLine(z.string().trim().min(1, 'validation.required').max(254)),
  password: z.string().min(1, 'validation.required').max(128),
  captchaId: z.string().min(1, 'validation.captchaRequired').max(64),
  captcha: captchaAnswerSchema,
  remember: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const codeLoginBodySchema = z.object({
  tenantId: tenantIdSchema,
  account: emailOrPhoneSchema,
  code: verificationCodeSchema,
  remember: z.boolean().default(false),
});
export type CodeLoginBody = z.infer<typeof codeLoginBodySchema>;

export const resetPasswordBodySchema = withConfirmation(
  z.object({
    tenantId: tenantIdSchema,
    account: emailOrPhoneSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** An SVG image as a data URL. */
  image: z.string(),
  expiresAt: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/**
 * The accessible alternative to the graphic code (decision 069): find n in 0..maxNumber with
 * hex(SHA-256(salt + n)) = challenge, then log in with `captchaId` and `captcha: String(n)`.
 */
export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  algorithm: z.literal('SHA-256'),
  salt: z.string(),
  challenge: z.string(),
  maxNumber: z.number().int(),
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const SEXES = ['male', 'female', 'unset'] as const;
export type Sex = (typeof SEXES)[number];

/**
 * primary: an account with its own credentials; order: created by a purchase or a
 * third-party login and has no password of its own yet (docs/decisions/006).
 */
export const ACCOUNT_KINDS = ['primary', 'order'] as const;

export const userInfoSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: z.enum(SEXES),
  birthday: z.string().nullable(),
  note: z.string(),
  status: z.string(),
  createTime: z.string(),
  loginTime: z.string().nullable(),
  /** Highest role: superAdmin, admin, moderator, or null for a regular user. */
  superType: z.enum(['superAdmin', 'admin', 'moderator']).nullable(),
  isCreator: z.boolean(),
  accountKind: z.enum(ACCOUNT_KINDS),
  hasPassword: z.boolean(),
  membership: z.object({ tier: z.enum(TIERS), expiresAt: z.string() }).nullable(),
  /**
   * The language mail, text messages and notifications are written in (decision 066): the
   * page's at registration, changed in /userInfo; null when never stored (the brand's default).
   */
  language: z.enum(LOCALES).nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userInfoSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const updateProfileBodySchema = z.object({
  nickName: profileNicknameSchema,
  note: signatureSchema,
  birthday: birthdaySchema,
  sex: z.enum(SEXES, { error: 'validation.required' }),
  /** Absent: unchanged (decision 066). */
  language: z.enum(LOCALES).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.union([
  withConfirmation(
    z.object({
      method: z.literal('password'),
      oldPassword: z.string().min(1, 'validation.required').max(128),
      password: passwordSchema,
      confirmPassword: z.string(),
    }),
  ),
  withConfirmation(
    z.object({
      method: z.literal('code'),
      code: verificationCodeSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
    }),
  ),
]);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const bindContactBodySchema = z.object({
  target: emailOrPhoneSchema,
  code: verificationCodeSchema,
});
export type BindContactBody = z.infer<typeof bindContactBodySchema>;

export const sessionInfoSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  ip: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const wechatAuthorizeQuerySchema = z.object({
  tenantId: z.coerce.number().pipe(tenantIdSchema),
});
export const wechatAuthorizeSchema = z.object({ url: z.string(), state: z.string() });
export const wechatCallbackBodySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
});

/** Whether a WeChat identity is bound to the logged-in account (`/api/users/me/wechat`). */
export const wechatBindingSchema = z.object({
  bound: z.boolean(),
  /** When it was bound; null when nothing is. */
  boundAt: z.string().nullable(),
});
export type WechatBinding = z.infer<typeof wechatBindingSchema>;
