import type { Captcha } from '@space/contracts/accounts';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError, INPUT_CLASS } from '../../components/form/fields.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { accountApi } from './account-api.ts';
import { solveCaptchaChallenge } from './captcha-challenge.ts';

interface Props {
  /** Changing it fetches a new graphic code (each one is single use on the server). */
  refreshKey: number;
  onRefresh(): void;
  error?: string;
  onCaptchaId(id: string): void;
  /** Sets the answer without typing: the solved proof of work, or '' when going back. */
  onAnswer(answer: string): void;
  /** react-hook-form's `register(...)`, or a controlled input's props. */
  registration: UseFormRegisterReturn | ComponentProps<'input'>;
}

type Work = 'working' | 'solved' | 'failed';

function RefreshIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v3.5h3.5M4 13a8 8 0 0 0 14.6 4.5M20 20v-3.5h-3.5" />
    </svg>
  );
}

/**
 * The graphic code (spec §5: required at login; before sending a code once the server asks),
 * issued by the server: 168×56 capitals, any case accepted, a button for another one. A reader
 * who cannot see it asks for a proof-of-work challenge instead, which the browser solves and
 * which the server spends like a graphic code (decision 069).
 */
export function CaptchaField({
  refreshKey,
  onRefresh,
  error,
  onCaptchaId,
  onAnswer,
  registration,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [byWork, setByWork] = useState(false);
  const [loaded, setLoaded] = useState<{ key: number; captcha: Captcha } | null>(null);
  const [failedKey, setFailedKey] = useState<number | null>(null);
  const [work, setWork] = useState<{ key: number; state: Work } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    if (!byWork) {
      accountApi
        .captcha()
        .then((captcha) => {
          if (signal.aborted) return;
          setLoaded({ key: refreshKey, captcha });
          onCaptchaId(captcha.captchaId);
        })
        .catch(() => !signal.aborted && setFailedKey(refreshKey));
    } else {
      onCaptchaId('');
      accountApi
        .captchaChallenge()
        .then(async (challenge) => {
          const answer = await solveCaptchaChallenge(challenge, signal);
          if (signal.aborted) return;
          if (answer === null) throw new Error('unsolved');
          onCaptchaId(challenge.captchaId);
          onAnswer(answer);
          setWork({ key: refreshKey, state: 'solved' });
        })
        .catch(() => !signal.aborted && setWork({ key: refreshKey, state: 'failed' }));
    }
    return () => controller.abort();
    // onAnswer is a fresh closure on every render; the key and the mode decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey, byWork, onCaptchaId]);

  const switchTo = (work: boolean) => {
    onAnswer('');
    setWork(null);
    setByWork(work);
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  if (byWork) {
    const state = work?.key === refreshKey ? work.state : 'working';
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium">{t('account.captcha')}</p>
        <div
          role="status"
          className="flex min-h-14 items-center gap-2 rounded-xl border border-border bg-surface-2 px-4 py-2 text-sm"
        >
          {state === 'solved' ? (
            <CheckCircleIcon className="shrink-0 text-success" />
          ) : state === 'working' ? (
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-border border-t-primary"
            />
          ) : null}
          <span>
            {state === 'solved'
              ? t('account.captchaWorkDone')
              : state === 'working'
                ? t('account.captchaWorking')
                : t('account.captchaWorkFailed')}
          </span>
          {state === 'failed' ? (
            <button
              type="button"
              onClick={onRefresh}
              className="ml-auto shrink-0 font-medium text-primary underline"
            >
              {t('account.captchaRetry')}
            </button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => switchTo(false)}
          className="mt-1.5 text-sm text-primary underline underline-offset-2"
        >
          {t('account.captchaUsePicture')}
        </button>
        <FieldError id={errorId} message={state === 'solved' ? undefined : error} />
      </div>
    );
  }

  // A used code is dead on the server: only the one issued for the current key is shown.
  const captcha = loaded?.key === refreshKey ? loaded.captcha : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('account.captcha')}
      </label>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <div className="flex h-[58px] w-[170px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-white">
          {captcha ? (
            <img
              src={captcha.image}
              width={168}
              height={56}
              alt={t('account.captchaImage')}
              className="block h-14 w-[168px]"
            />
          ) : failedKey === refreshKey ? (
            <span className="px-2 text-xs text-red-700">{t('messages.failedToLoad')}</span>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onRefresh}
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-text hover:bg-surface"
          aria-label={t('account.newCaptcha')}
          title={t('account.newCaptcha')}
        >
          <RefreshIcon />
        </button>
        <button
          type="button"
          onClick={() => switchTo(true)}
          className="text-sm text-primary underline underline-offset-2"
        >
          {t('account.captchaCantRead')}
        </button>
      </div>
      <input
        id={id}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={INPUT_CLASS}
        {...registration}
      />
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {t('account.captchaHint')}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
