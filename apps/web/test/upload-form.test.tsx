import type { UploadRecord } from '@space/contracts/upload-records';
import {
  emptyUploadForm,
  uploadDraftSchema,
  uploadFormMessageKey,
  uploadFormSchema,
  UPLOAD_MESSAGES,
} from '@space/contracts/uploads';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadForm } from '../src/features/creator-studio/upload-form.tsx';
import { useToastStore } from '../src/components/toast/toast-store.ts';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { zh } from '../src/locales/zh.ts';
import { useMainStore } from '../src/stores/main-store.ts';

/** The upload form's checks in the browser (spec §5) and its spec §8 messages (decision 028). */
function record(form: Record<string, unknown> = {}): UploadRecord {
  return {
    id: 7,
    kind: 'new',
    state: 'saved',
    productId: null,
    form: { ...emptyUploadForm(), ...form },
    media: { avatar: null, images: [] },
    package: null,
    reason: null,
    publishedVersion: null,
    lastPublishedVersion: null,
    actions: ['submit', 'delete'],
    editable: true,
    history: [],
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
  };
}

function renderForm(initial: UploadRecord) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSubmitted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UploadForm record={initial} onSubmitted={onSubmitted} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmitted };
}

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useToastStore.setState({ toasts: [] });
  // Autosaves and lookups answer "not found": these tests are about the checks before them.
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ code: 404, msg: 'Not found.', data: null }), { status: 404 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the spec §8 messages', () => {
  it('are word for word in English, and translated in Chinese and Korean', () => {
    expect(en.messages.completeForm).toBe('Please complete the form data!');
    expect(en.messages.formInvalid).toBe('Form validation failed!');
    expect(en.messages.fileReadFailed).toBe('File reading failed!');
    expect(en.messages.fileUploadFailed).toBe('File upload failed.');
    for (const key of [
      'completeForm',
      'formInvalid',
      'fileReadFailed',
      'fileUploadFailed',
    ] as const) {
      expect(UPLOAD_MESSAGES[key].en).toBe(en.messages[key]);
      expect(zh.messages[key]).not.toBe(en.messages[key]);
      expect(ko.messages[key]).not.toBe(en.messages[key]);
    }
  });

  it('name missing fields "Please complete the form data!" and malformed ones "Form validation failed!"', () => {
    const empty = uploadFormSchema.safeParse(emptyUploadForm());
    expect(empty.success).toBe(false);
    expect(uploadFormMessageKey(empty.error!.issues)).toBe('completeForm');
    const malformed = uploadDraftSchema.safeParse({ size: '23.', version: '1.0' });
    expect(uploadFormMessageKey(malformed.error!.issues)).toBe('formInvalid');
    expect(malformed.error!.issues.map((issue) => issue.message).sort()).toEqual([
      'validation.size',
      'validation.version',
    ]);
  });
});

describe('<UploadForm>', () => {
  it('refuses an incomplete form with the spec message and marks each missing field', async () => {
    const { onSubmitted } = renderForm(record());
    fireEvent.click(screen.getByRole('button', { name: en.studio.submit }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please complete the form data!',
    );
    expect(screen.getAllByText(VALIDATION_MESSAGES.required.en).length).toBeGreaterThan(5);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('refuses a malformed field with "Form validation failed!" and says what is wrong', async () => {
    renderForm(
      record({
        deviceFamily: 'streamDock',
        category: 'utilities',
        name: 'x'.repeat(101),
        types: ['plugin'],
        author: 'A',
        overview: 'O',
        newVersionInfo: 'N',
        relatedLinks: [{ label: 'Docs', url: 'https://example.com' }],
        size: '23.',
        version: '1.0.0',
        supportedSystems: ['windows'],
        supportedDevices: ['Dock'],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: en.studio.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    // The avatar and package are missing too, so the form asks to complete it first…
    expect(screen.getByRole('alert').textContent).toBe('Please complete the form data!');
    // …and every malformed field says what is wrong with it.
    expect(screen.getByText(VALIDATION_MESSAGES.productText.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.size.en)).toBeTruthy();
  });

  it('says "Form validation failed!" when everything is there but something is malformed', async () => {
    renderForm(
      record({
        deviceFamily: 'streamDock',
        category: 'utilities',
        name: 'Clock',
        types: ['plugin'],
        author: 'A',
        overview: 'O',
        newVersionInfo: 'N',
        relatedLinks: [{ label: 'Docs', url: 'https://example.com' }],
        size: '23.5',
        version: '1.0.0.0',
        supportedSystems: ['windows'],
        supportedDevices: ['Dock'],
        avatar: 'products/aa/a.webp',
        file: 'clock.zip',
        prices: { general: '9.999', ordinary: '0', premium: '0', svip: '0' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: en.studio.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Form validation failed!'),
    );
    expect(screen.getByText(VALIDATION_MESSAGES.version.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.price.en)).toBeTruthy();
  });
});
