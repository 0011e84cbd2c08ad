import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  type CodePurpose,
  type SendCodeBody,
} from '@space/contracts/accounts';
import { isLocale, type Locale } from '@space/contracts/locales';
import { tenantById } from '@space/contracts/tenants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import {
  accountExistsMail,
  codeMail,
  composeMail,
  loadMailBrand,
  type MailTemplate,
} from '../../../lib/mail/index.ts';
import type { SmsMessage } from '../../../lib/sms.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Database } from '../../../db/client.ts';
import { sha256, sixDigitCode } from '../../../lib/tokens.ts';
import { translateValidationMessage } from '../../../lib/validation-messages.ts';
import { contactInUse, findUserByContact } from '../accounts.queries.ts';
import type { AuthContext } from '../sessions.service.ts';
import {
  accountExistsMessage,
  codeMessage,
  NO_CONTACT_FOR_CODE,
  type OutgoingText,
} from './code-messages.ts';
import { normalizeTarget, ownContactOf, targetKind } from './code-targets.ts';
import {
  consumeMatchingCode,
  countWrongAttempt,
  deleteCode,
  liveCodeMatches,
  replaceCode,
  type CodeSlot,
} from './codes.queries.ts';
import { enforceSendLimits } from './send-limits.ts';

export type CodeDeps = Pick<
  FastifyInstance,
  'db' | 'clock' | 'rateLimiter' | 'mailer' | 'sms' | 'log' | 'config'
>;

/**
 * Who may use a code: the slot (tenant, normalised target, purpose) and, for
 * `bind` and `password`, the logged-in user who asked for it.
 */
export interface CodeSubject extends CodeSlot {
  userId?: number;
}

/** Bound to the whole subject, so a code is worthless for any other target, purpose or user. */
function hashCode(subject: CodeSubject, code: string): string {
  return sha256(
    [subject.tenantId, subject.purpose, subject.userId ?? '', subject.target, code].join('\n'),
  );
}

function slotAndHash(clock: Clock, subject: CodeSubject, code: string) {
  return {
    now: new Date(clock.now()),
    slot: { tenantId: subject.tenantId, target: subject.target, purpose: subject.purpose },
    hash: hashCode(subject, code.trim()),
  };
}

/** A wrong code uses up an attempt of the newest live code (outside any transaction, so it sticks). */
async function refuseWrongCode(db: Database, slot: CodeSlot, now: Date): Promise<never> {
  await countWrongAttempt(db, slot, now, CODE_MAX_ATTEMPTS);
  throw new AppError('CODE_INVALID');
}

/**
 * Checks a code without spending it; a wrong one uses up an attempt and is CODE_INVALID.
 * For requests with costly work before their write (hashing a password), so that a wrong
 * guess costs none of it. The code is spent later, by withCode.
 */
export async function checkCode(
  db: Database,
  clock: Clock,
  subject: CodeSubject,
  code: string,
): Promise<void> {
  const { now, slot, hash } = slotAndHash(clock, subject, code);
  if (!(await liveCodeMatches(db, slot, hash, now, CODE_MAX_ATTEMPTS))) {
    await refuseWrongCode(db, slot, now);
  }
}

const NO_MATCH = Symbol('no matching code');

/**
 * Spends the code and runs `write` in one transaction, so the code is used up only when
 * the write commits: a request that fails after the code matched (the address taken
 * meanwhile, a lost connection) leaves it for the retry (docs/decisions/018). The
 * conditional update that spends it lets exactly one of concurrent callers through. A
 * wrong code uses up an attempt and is CODE_INVALID.
 */
export async function withCode<T>(
  db: Database,
  clock: Clock,
  subject: CodeSubject,
  code: string,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const { now, slot, hash } = slotAndHash(clock, subject, code);
  const result = await db.transaction(async (tx) => {
    if (!(await consumeMatchingCode(tx, slot, hash, now, CODE_MAX_ATTEMPTS))) return NO_MATCH;
    return { value: await write(tx) };
  });
  if (result === NO_MATCH) return refuseWrongCode(db, slot, now);
  return result.value;
}

export interface SendCodeRequest {
  body: SendCodeBody;
  auth: AuthContext | null;
  ip: string;
  locale: Locale;
}

function targetRequired(locale: Locale): AppError {
  return new AppError('VALIDATION_FAILED', undefined, {
    fields: [
      { path: 'body.target', message: translateValidationMessage('validation.required', locale) },
    ],
  });
}

/** Resolves tenant, target and user for a request; `bind` and `password` need a login. */
function subjectOf(request: SendCodeRequest): CodeSubject {
  const { body, auth, locale } = request;
  const purpose: CodePurpose = body.purpose;
  if (purpose === 'bind' || purpose === 'password' || purpose === 'payout') {
    if (!auth) throw new AppError('UNAUTHENTICATED');
    // A logged-in user's codes belong to the session's tenant, whatever the body says.
    const own = purpose === 'password' || purpose === 'payout';
    const target = own ? ownContactOf(auth.user) : body.target;
    if (!target) {
      if (own) throw new AppError('BAD_REQUEST', NO_CONTACT_FOR_CODE[locale]);
      throw targetRequired(locale);
    }
    return {
      tenantId: auth.tenantId,
      target: normalizeTarget(target),
      purpose,
      userId: auth.userId,
    };
  }
  if (!body.target) throw targetRequired(locale);
  return { tenantId: body.tenantId, target: normalizeTarget(body.target), purpose };
}

type Outcome = 'code' | 'account-exists-notice' | 'nothing';

/** What to deliver, by purpose; every outcome gets the same answer (no account enumeration). */
async function outcomeFor(db: Database, subject: CodeSubject): Promise<Outcome> {
  const { tenantId, target } = subject;
  switch (subject.purpose) {
    case 'register':
      return (await contactInUse(db, tenantId, target)) ? 'account-exists-notice' : 'code';
    case 'login':
    case 'reset':
      return (await findUserByContact(db, tenantId, target)) ? 'code' : 'nothing';
    case 'bind':
      return (await contactInUse(db, tenantId, target, subject.userId)) ? 'nothing' : 'code';
    case 'password':
    case 'payout':
      return 'code';
  }
}

/** Who a message is for, beyond its address: the brand and language pick an SMS template. */
interface Delivery {
  tenantId: number;
  locale: Locale;
  template: SmsMessage['template'];
}

/** The email of a code or of the "account exists" notice, branded (decision 072). */
type MailOf = (brand: Awaited<ReturnType<typeof loadMailBrand>>) => MailTemplate;

async function deliver(
  deps: CodeDeps,
  target: string,
  message: OutgoingText,
  delivery: Delivery,
  mail: MailOf,
): Promise<void> {
  if (targetKind(target) === 'email') {
    const brand = await loadMailBrand(deps.db, deps.config, delivery.tenantId, delivery.locale);
    // Transactional: sent whatever the settings, never with an unsubscribe link.
    await deps.mailer.send(
      await composeMail(deps.config, {
        to: target,
        locale: delivery.locale,
        brand,
        template: mail(brand),
      }),
    );
  } else {
    await deps.sms.send({ to: target, text: message.text, ...delivery });
  }
}

async function deliverOrFail(
  deps: CodeDeps,
  target: string,
  message: OutgoingText,
  delivery: Delivery,
  mail: MailOf,
) {
  try {
    await deliver(deps, target, message, delivery, mail);
  } catch (error) {
    // The error names the provider and its code, never a secret (decision 067).
    deps.log.warn({ err: error, channel: targetKind(target) }, 'delivering a message failed');
    throw new AppError('CODE_SEND_FAILED');
  }
}

/**
 * The reader's language (decision 072): the stored one of the account the message is for (the
 * signed-in user for `bind`, the address's account otherwise); the page's for an address
 * without an account, or an account without a stored language.
 */
async function readerLocale(
  deps: CodeDeps,
  subject: CodeSubject,
  request: SendCodeRequest,
): Promise<Locale> {
  const language =
    subject.userId !== undefined && request.auth
      ? request.auth.user.language
      : (await findUserByContact(deps.db, subject.tenantId, subject.target))?.language;
  return isLocale(language) ? language : request.locale;
}

/**
 * Sends a verification code when the rules allow it. Limits count every
 * request alike, and a request that must not deliver answers like one that
 * did, so the API does not tell whether an account exists.
 */
export async function sendCode(deps: CodeDeps, request: SendCodeRequest): Promise<void> {
  const subject = subjectOf(request);
  await enforceSendLimits(deps, {
    tenantId: subject.tenantId,
    target: subject.target,
    purpose: request.body.purpose,
    ip: request.ip,
    captchaId: request.body.captchaId,
    captcha: request.body.captcha,
  });
  const brand = tenantById(subject.tenantId)?.name ?? 'Space';
  const outcome = await outcomeFor(deps.db, subject);
  if (outcome === 'nothing') return;
  const locale = await readerLocale(deps, subject, request);
  if (outcome === 'account-exists-notice') {
    const loginPath = `/login${tenantById(subject.tenantId)?.routeSuffix ? `_${tenantById(subject.tenantId)!.routeSuffix}` : ''}`;
    await deliverOrFail(
      deps,
      subject.target,
      accountExistsMessage(locale, brand),
      { tenantId: subject.tenantId, locale, template: { kind: 'notice', params: {} } },
      (look) => accountExistsMail(locale, look, { loginUrl: `${look.siteUrl}${loginPath}` }),
    );
    return;
  }
  const code = sixDigitCode();
  const now = deps.clock.now();
  const id = await replaceCode(
    deps.db,
    subject,
    hashCode(subject, code),
    new Date(now),
    new Date(now + CODE_TTL_MS),
  );
  try {
    await deliverOrFail(
      deps,
      subject.target,
      codeMessage(locale, brand, code),
      { tenantId: subject.tenantId, locale, template: { kind: 'code', params: { code } } },
      (look) => codeMail(locale, look, { code, minutes: Math.round(CODE_TTL_MS / 60_000) }),
    );
  } catch (error) {
    await deleteCode(deps.db, subject.tenantId, id);
    throw error;
  }
}
