import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emptyUploadForm, type UploadDraft } from '../../packages/contracts/src/uploads.ts';
import { E2E_CAPTCHA } from './accounts.ts';
import { callApi, pngOf } from './articles.ts';
import { E2E_ADMIN, type E2eAdmin } from './e2e-admin.ts';
import { pluginZip } from './plugin-zip.ts';

const sessions = new Map<string, string>();

/**
 * Forgets the administrators' sessions: one opened before the server's clock moved a day or
 * more is over at the new time (support/clock.ts), so the next adminToken logs in again.
 */
export function forgetAdminSessions(): void {
  sessions.clear();
}

/** A session of an e2e administrator (e2e-admin.ts), logged in through the API once per run. */
export async function adminToken(
  request: APIRequestContext,
  admin: E2eAdmin = E2E_ADMIN,
): Promise<string> {
  const known = sessions.get(admin.email);
  if (known) return known;
  const captcha = await request.get('/api/auth/captcha');
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const response = await request.post('/api/auth/login', {
    data: {
      tenantId: admin.tenantId,
      account: admin.email,
      password: admin.password,
      captchaId,
      captcha: E2E_CAPTCHA,
    },
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  sessions.set(admin.email, body.data.token);
  return body.data.token;
}

/**
 * A creator's upload record put in the review queue through the creator APIs (the studio's
 * own journey is creator-studio.spec.ts): become a creator, save a complete (by default free) plugin,
 * an avatar, a screenshot and a real package, then submit. `page` draws the images.
 */
export async function submitUpload(
  request: APIRequestContext,
  page: Page,
  creatorToken: string,
  name: string,
  overrides: Partial<UploadDraft> = {},
): Promise<number> {
  const auth = { authorization: creatorToken };
  expect((await callApi(request, creatorToken, 'POST', '/api/users/me/creator')).code).toBe(200);
  const { data: record } = await callApi<{ id: number }>(
    request,
    creatorToken,
    'POST',
    '/api/uploads',
    {},
  );
  const form: UploadDraft = {
    ...emptyUploadForm(),
    deviceFamily: 'streamDock',
    category: 'utilities',
    types: ['plugin'],
    name,
    author: 'E2E Creator',
    overview: 'Shows the time on a key.',
    newVersionInfo: 'First release.',
    relatedLinks: [{ label: 'Docs', url: 'https://example.com/docs' }],
    size: '1.5',
    version: '1.0.0',
    supportedSystems: ['windows', 'macos'],
    supportedDevices: ['StreamDock 293'],
    supportedLanguages: ['en'],
    ...overrides,
  };
  const saved = await callApi(request, creatorToken, 'PATCH', `/api/uploads/${record.id}`, form);
  expect(saved.code, JSON.stringify(saved)).toBe(200);
  for (const [target, width, height] of [
    // At least each slot's minimum (decision 077): 256 × 256 and 960 × 540.
    ['avatar', 320, 320],
    ['images', 1200, 800],
  ] as const) {
    const image = await request.post(`/api/uploads/${record.id}/${target}`, {
      headers: auth,
      multipart: {
        file: {
          name: 'shot.png',
          mimeType: 'image/png',
          buffer: await pngOf(page, width, height),
        },
      },
    });
    expect(image.ok(), await image.text()).toBe(true);
  }
  const zip = await pluginZip({ id: 'com.space.e2e.admin', version: '1.0.0' });
  const started = await callApi<{ uploadId: string }>(
    request,
    creatorToken,
    'POST',
    `/api/uploads/${record.id}/package-uploads`,
    { fileName: 'admin_clock.zip', totalBytes: zip.length },
  );
  const sent = await request.put(
    `/api/uploads/${record.id}/package-uploads/${started.data.uploadId}`,
    {
      headers: {
        ...auth,
        'content-type': 'application/octet-stream',
        'content-range': `bytes 0-${zip.length - 1}/${zip.length}`,
      },
      data: zip,
    },
  );
  const chunk = (await sent.json()) as { data: { done: boolean; package: unknown } };
  expect(chunk.data, JSON.stringify(chunk)).toMatchObject({ done: true });
  const submitted = await callApi(
    request,
    creatorToken,
    'POST',
    `/api/uploads/${record.id}/submit`,
  );
  expect(submitted.code, JSON.stringify(submitted)).toBe(200);
  return record.id;
}

/** The id of the newly published product named `name`, once the catalogue search finds it. */
export async function publishedProductId(
  request: APIRequestContext,
  name: string,
): Promise<number> {
  let id = 0;
  await expect
    .poll(async () => {
      const found = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
      const body = (await found.json()) as { data: { list: { id: number; name: string }[] } };
      id = body.data.list.find((product) => product.name === name)?.id ?? 0;
      return id;
    })
    .toBeGreaterThan(0);
  return id;
}
