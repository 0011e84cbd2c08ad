import type { AdminVideo } from '@space/contracts/admin-videos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideosSection } from '../src/features/admin/admin-videos-section.tsx';
import { movedIds } from '../src/features/admin/admin-videos-api.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';

const video = (id: number, overrides: Partial<AdminVideo> = {}): AdminVideo => ({
  id,
  slug: `tutorial-${id}`,
  deviceFamily: 'streamDock',
  topic: 'plugins',
  title: { en: `Tutorial ${id}`, zh: `教程 ${id}`, ko: '' },
  description: { en: 'Step by step.', zh: '', ko: '' },
  durationSeconds: 9,
  thumbnailUrl: `/files/seed/aa/${id}.webp`,
  sources: { hls: null, mp4: `/files/seed/bb/${id}.mp4` },
  captions: ['en', 'zh', 'ko'],
  position: id - 1,
  hiddenAt: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  ...overrides,
});

const UPLOAD_MAX = 1024 * 1024;

/** Our API: the tutorials given, every JSON request recorded with its body. */
function serve(list: AdminVideo[]) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(init.body as string) : undefined });
    const data = key.startsWith('PATCH') ? list[0] : { list, uploadMaxBytes: UPLOAD_MAX };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** A stand-in for XMLHttpRequest; the test says how far the body went and when it answers. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseText = '';
  status = 200;
  statusText = 'OK';
  url = '';
  form: FormData | null = null;
  headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.form = form;
    FakeUpload.last = this;
  }
  report(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderWithQueries(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeUpload.last = null;
});

describe('video tutorials in the admin console (decision 042)', () => {
  it('moves a tutorial one place, keeping the others in order', () => {
    const list = [{ id: 4 }, { id: 7 }, { id: 9 }];
    expect(movedIds(list, 0, 1)).toEqual([7, 4, 9]);
    expect(movedIds(list, 2, -1)).toEqual([4, 9, 7]);
    expect(movedIds(list, 0, -1)).toEqual([4, 7, 9]);
  });

  it('lists every tutorial, reorders, shows a hidden one and edits the three languages', async () => {
    const calls = serve([video(1), video(2, { hiddenAt: '2026-11-28T01:00:00.000Z' })]);
    renderWithQueries(<VideosSection />);
    const first = (await screen.findByText('Tutorial 1')).closest('tr')!;
    const second = screen.getByText('Tutorial 2').closest('tr')!;
    expect(within(first).getByText(en.admin.videos.shown)).toBeTruthy();
    expect(within(second).getByText(en.admin.videos.hidden)).toBeTruthy();
    expect(within(first).getByText('0:09')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Move “Tutorial 1” up' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(first).getByRole('button', { name: 'Move “Tutorial 1” down' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /api/admin/videos/order')?.body).toEqual({
        ids: [2, 1],
      }),
    );

    fireEvent.click(within(second).getByRole('button', { name: en.admin.videos.show }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/admin/videos/2')?.body).toEqual({
        hidden: false,
      }),
    );

    fireEvent.click(within(first).getByRole('button', { name: en.admin.videos.edit }));
    const dialog = await screen.findByRole('dialog', { name: en.admin.videos.editTitle });
    const korean = within(dialog).getByRole('textbox', { name: en.admin.videos.titleIn.ko });
    fireEvent.change(korean, { target: { value: '튜토리얼 1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: en.admin.videos.topic }), {
      target: { value: 'lighting' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/admin/videos/1')?.body).toEqual({
        title: { en: 'Tutorial 1', zh: '教程 1', ko: '튜토리얼 1' },
        description: { en: 'Step by step.', zh: '', ko: '' },
        deviceFamily: 'streamDock',
        topic: 'lighting',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads an MP4 with its texts first, showing the progress, and refuses one too large', async () => {
    serve([video(1)]);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderWithQueries(<VideosSection />);
    const form = (
      await screen.findByRole('button', { name: en.admin.videos.uploadButton })
    ).closest('form')!;
    const fileInput = within(form).getByLabelText(en.admin.videos.file);

    const huge = new File([new Uint8Array(UPLOAD_MAX + 1)], 'huge.mp4', { type: 'video/mp4' });
    fireEvent.change(fileInput, { target: { files: [huge] } });
    expect(within(form).getByRole('alert').textContent).toBe(
      en.admin.videos.tooLarge.replace('{{size}}', '1 MB'),
    );
    expect(within(form).getByRole('button', { name: en.admin.videos.uploadButton })).toHaveProperty(
      'disabled',
      true,
    );

    const mp4 = new File([new Uint8Array(100)], 'pairing.mp4', { type: 'video/mp4' });
    fireEvent.change(fileInput, { target: { files: [mp4] } });
    fireEvent.change(within(form).getByRole('textbox', { name: en.admin.videos.titleIn.en }), {
      target: { value: 'Pairing' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: en.admin.videos.family }), {
      target: { value: 'mKey' },
    });
    // Submitted directly: jsdom's constraint check cannot see a file set on the input this way.
    fireEvent.submit(form);
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const sent = FakeUpload.last!;
    expect(sent.url).toBe('/api/admin/videos');
    expect(sent.headers.lang).toBeDefined();
    expect([...sent.form!.keys()]).toEqual(['meta', 'file']);
    expect(JSON.parse(sent.form!.get('meta') as string)).toEqual({
      deviceFamily: 'mKey',
      topic: 'gettingStarted',
      title: { en: 'Pairing', zh: '', ko: '' },
      description: { en: '', zh: '', ko: '' },
    });
    act(() => sent.report(50, 100));
    expect(within(form).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => sent.report(100, 100));
    expect(within(form).getByText(en.admin.videos.processing)).toBeTruthy();
    act(() =>
      sent.answer({
        code: 200,
        msg: 'ok',
        data: video(3, { title: { en: 'Pairing', zh: '', ko: '' } }),
      }),
    );
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      en.admin.videos.added.replace('{{title}}', 'Pairing'),
    );
    expect(within(form).queryByRole('progressbar')).toBeNull();
  });
});
