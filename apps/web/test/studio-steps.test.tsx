import type { PackageReport } from '@space/contracts/package-report';
import type { UploadRecord } from '@space/contracts/upload-records';
import { emptyUploadForm } from '@space/contracts/uploads';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadForm } from '../src/features/creator-studio/upload-form.tsx';
import { suggestedName } from '../src/features/upload/package-findings.ts';
import { PackageReportView } from '../src/features/upload/package-report-view.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { en } from '../src/locales/en.ts';
import { useMainStore } from '../src/stores/main-store.ts';

/** The guided creator studio (issue 32, decision 077): steps, required marks, the summary. */
const G = en.studioGuide;
const REQUIRED = VALIDATION_MESSAGES.required.en;

function record(): UploadRecord {
  return {
    id: 7,
    kind: 'new',
    state: 'saved',
    productId: null,
    form: { ...emptyUploadForm() },
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

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UploadForm record={record()} onSubmitted={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
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

describe('the studio in steps', () => {
  it('shows one step at a time with its progress, and marks required fields', () => {
    renderForm();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: G.stepsLabel });
    expect(
      within(steps)
        .getByRole('button', { name: /Basics/ })
        .getAttribute('aria-current'),
    ).toBe('step');
    // The asterisk is shown, not read: the label's name stays the field's name.
    expect(
      screen.getByRole('textbox', { name: en.studio.name }).getAttribute('aria-required'),
    ).toBe('true');
    fireEvent.click(within(steps).getByRole('button', { name: /Package/ }));
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    const devices = document.getElementById('field-supportedDevices')!;
    expect(devices.querySelector('label')!.textContent).toBe(en.studio.devices);
    expect(screen.getByLabelText(en.studio.devices).getAttribute('aria-required')).toBe('true');
    expect(devices.textContent).toContain(`${en.studio.devices}*`);
    const links = document.getElementById('field-relatedLinks')!;
    expect(links.querySelector('legend')!.textContent).toBe(`${en.studio.links}*`);
  });

  it('names every missing field by the submit button, each a link to its step', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: en.studio.submit }));
    const summary = await screen.findByRole('region', { name: /fields need your attention/ });
    const names = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    for (const label of [
      en.studio.deviceFamily,
      en.studio.name,
      en.studio.devices,
      en.studio.links,
      en.studio.systems,
      en.studio.avatar,
      en.studio.sectionPackage,
    ]) {
      expect(names).toContain(`${label}: ${REQUIRED}`);
    }
    fireEvent.click(
      within(summary).getByRole('link', { name: `${en.studio.devices}: ${REQUIRED}` }),
    );
    await waitFor(() => expect(screen.getByText('Step 2 of 5')).toBeTruthy());
    const steps = screen.getByRole('navigation', { name: G.stepsLabel });
    expect(
      within(steps)
        .getByRole('button', { name: /Package/ })
        .getAttribute('aria-current'),
    ).toBe('step');
  });
});

describe('the package report names each offending file once', () => {
  const report: PackageReport = {
    ok: false,
    fileName: 'clock.zip',
    bytes: 1024,
    entryCount: 4,
    uncompressedBytes: 2048,
    findings: [
      {
        code: 'names.invalid',
        severity: 'error',
        entry: 'com.x.sdPlugin/imgs/icon@2x.png',
        params: { segment: 'icon@2x.png' },
      },
      {
        code: 'names.invalid',
        severity: 'error',
        entry: 'com.x.sdPlugin/my-key.png',
        params: { segment: 'my-key.png' },
      },
      {
        code: 'names.invalid',
        severity: 'error',
        entry: 'com.x.sdPlugin/imgs/icon@2x.png',
        params: { segment: 'icon@2x.png' },
      },
    ],
    checkedAt: '2026-06-01T00:00:00.000Z',
  };

  it('in one finding per rule, with the name to give each file', () => {
    render(<PackageReportView report={report} />);
    const findings = document.querySelectorAll('[data-code="names.invalid"]');
    expect(findings).toHaveLength(1);
    const item = findings[0]!;
    expect(item.textContent!.match(/Must fix/g)).toHaveLength(1);
    expect(item.textContent).toContain('In 2 files:');
    expect(item.textContent!.split('com.x.sdPlugin/imgs/icon@2x.png')).toHaveLength(3);
    expect(item.textContent).toContain('com.x.sdPlugin/imgs/icon_2x.png');
    expect(item.textContent).toContain('com.x.sdPlugin/my_key.png');
    expect(item.textContent).toContain(
      'How to fix: Rename “com.x.sdPlugin/imgs/icon@2x.png” to “com.x.sdPlugin/imgs/icon_2x.png”',
    );
    expect(item.textContent).not.toContain('my-icon@2x.png');
  });

  it('suggests names that keep the rule', () => {
    expect(suggestedName('com.x.sdPlugin/my icon (1).png')).toBe('com.x.sdPlugin/my_icon_1.png');
    expect(suggestedName('Bad-Folder/a.png')).toBe('Bad_Folder/a.png');
    expect(suggestedName('good/name.png')).toBeNull();
  });
});
