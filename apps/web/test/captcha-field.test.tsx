import { createHash } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../src/features/account/login-form.tsx';
import { solveCaptchaChallenge } from '../src/features/account/captcha-challenge.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { failure, renderAt, serveApi } from './support/fake-api.tsx';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const image = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg id="c${n}"/>`)}`;
const expiresAt = '2026-11-29T10:00:00.000Z';

function challenge(n: number, secret: number) {
  return {
    captchaId: `work-${n}`,
    algorithm: 'SHA-256' as const,
    salt: `salt${n}`,
    challenge: sha256(`salt${n}${secret}`),
    maxNumber: 5000,
    expiresAt,
  };
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the graphic code at password login', () => {
  it('shows another code on request without leaving the page or losing what was typed', async () => {
    let issued = 0;
    const calls = serveApi({
      'GET /api/auth/captcha': () => {
        issued += 1;
        return { data: { captchaId: `c${issued}`, image: image(issued), expiresAt } };
      },
    });
    renderAt('/login', [['/login', <LoginForm tenantId={DEFAULT_TENANT_ID} />]]);
    const picture = await screen.findByRole('img', { name: en.account.captchaImage });
    expect(picture.getAttribute('src')).toBe(image(1));
    expect(picture.getAttribute('width')).toBe('168');
    expect(picture.getAttribute('height')).toBe('56');
    fireEvent.change(screen.getByLabelText(en.account.account), { target: { value: 'ada' } });

    fireEvent.click(screen.getByRole('button', { name: en.account.newCaptcha }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: en.account.captchaImage }).getAttribute('src')).toBe(
        image(2),
      ),
    );
    expect(calls.filter((call) => call.key === 'GET /api/auth/captcha')).toHaveLength(2);
    expect((screen.getByLabelText(en.account.account) as HTMLInputElement).value).toBe('ada');
    expect(screen.getByText(en.account.captchaHint)).toBeTruthy();
  });

  it('replaces the picture by a proof of work the browser solves, and solves a new one after a failed login', async () => {
    let issued = 0;
    const secrets = [4321, 17];
    const calls = serveApi({
      'GET /api/auth/captcha': { data: { captchaId: 'picture', image: image(0), expiresAt } },
      'GET /api/auth/captcha/challenge': () => {
        issued += 1;
        return { data: challenge(issued, secrets[issued - 1]!) };
      },
      'POST /api/auth/login': failure('INVALID_CREDENTIALS'),
    });
    renderAt('/login', [['/login', <LoginForm tenantId={DEFAULT_TENANT_ID} />]]);
    await screen.findByRole('img', { name: en.account.captchaImage });
    fireEvent.click(screen.getByRole('button', { name: en.account.captchaCantRead }));
    expect(await screen.findByText(en.account.captchaWorkDone)).toBeTruthy();
    expect(screen.queryByRole('img', { name: en.account.captchaImage })).toBeNull();

    fireEvent.change(screen.getByLabelText(en.account.account), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(en.account.password), {
      target: { value: 'secret123' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.account.submit.login }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/auth/login')).toBe(true),
    );
    const login = calls.find((call) => call.key === 'POST /api/auth/login')!;
    expect(login.body).toMatchObject({ captchaId: 'work-1', captcha: '4321' });

    // The server spent it: the next attempt gets a new challenge, solved again.
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/auth/captcha/challenge')).toHaveLength(
        2,
      ),
    );
    expect(await screen.findByText(en.account.captchaWorkDone)).toBeTruthy();

    // Back to the picture: a fresh graphic code, and the solved number is not left in the field.
    fireEvent.click(screen.getByRole('button', { name: en.account.captchaUsePicture }));
    await screen.findByRole('img', { name: en.account.captchaImage });
    expect((screen.getByLabelText(en.account.captcha) as HTMLInputElement).value).toBe('');
  });

  it('finds the number with Web Crypto, or says there is none', async () => {
    expect(await solveCaptchaChallenge(challenge(1, 2999))).toBe('2999');
    expect(await solveCaptchaChallenge({ ...challenge(1, 2999), maxNumber: 2000 })).toBeNull();
    const aborted = AbortSignal.abort();
    expect(await solveCaptchaChallenge(challenge(1, 5), aborted)).toBeNull();
  });
});
