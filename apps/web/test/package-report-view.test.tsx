import type { PackageReport } from '@space/contracts/package-report';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PackageReportView } from '../src/features/upload/package-report-view.tsx';
import { UploadProgress } from '../src/features/upload/upload-progress.tsx';
import { initI18n } from '../src/lib/i18n.ts';

const refused: PackageReport = {
  ok: false,
  fileName: 'clock_plugin.zip',
  bytes: 3 * 1024 * 1024,
  entryCount: 12,
  uncompressedBytes: 5_000_000,
  findings: [
    { code: 'names.os_junk', severity: 'warning', entry: '__MACOSX/._a', params: { count: 2 } },
    { code: 'zip.slip', severity: 'error', entry: '../evil.js' },
    {
      code: 'names.invalid',
      severity: 'error',
      entry: 'com.x.sdPlugin/imgs/icon@2x.png',
      params: { segment: 'icon@2x.png' },
    },
    {
      code: 'manifest.version_mismatch',
      severity: 'error',
      entry: 'com.x.sdPlugin/manifest.json',
      params: { manifest: '1.0.0', form: '1.0.1' },
    },
    { code: 'manifest.system_mismatch', severity: 'error', params: { system: 'macos' } },
    { code: 'manifest.language_missing', severity: 'error', params: { language: 'zh' } },
    { code: 'zip.too_large_uncompressed', severity: 'error', params: { max: 100 * 1024 * 1024 } },
    { code: 'zip.brand_new_check', severity: 'error' },
  ],
  manifest: {
    name: 'Clock',
    version: '1.0.0',
    author: 'Stream Craft',
    sdkVersion: 2,
    systems: ['windows'],
    actionCount: 2,
    languages: ['en'],
  },
  checkedAt: '2026-06-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('PackageReportView (issue 11)', () => {
  beforeEach(() => initI18n('en'));

  it('says the package was refused, then every finding, errors first, with what to fix', () => {
    render(<PackageReportView report={refused} />);
    expect(screen.getByRole('heading', { name: 'Package check' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The package was not accepted');
    expect(screen.getByText('clock_plugin.zip · 3 MB · 12 entries')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.code)).toEqual([
      'zip.slip',
      'names.invalid',
      'manifest.version_mismatch',
      'manifest.system_mismatch',
      'manifest.language_missing',
      'zip.too_large_uncompressed',
      'zip.brand_new_check',
      'names.os_junk',
    ]);
    const slip = within(items[0]!);
    expect(slip.getByText('Must fix')).toBeTruthy();
    expect(slip.getByText('A path climbs out of the package with “..”.')).toBeTruthy();
    expect(slip.getByText('In ../evil.js')).toBeTruthy();
    expect(
      slip.getByText(
        'How to fix: Keep every file inside the package folder; remove “..” from the path.',
      ),
    ).toBeTruthy();
    expect(items[1]!.textContent).toContain('“icon@2x.png” may use only English letters');
    expect(items[2]!.textContent).toContain(
      'The manifest says version 1.0.0; the form says 1.0.1.',
    );
    expect(items[3]!.textContent).toContain('supports macOS');
    expect(items[4]!.textContent).toContain('The form lists Chinese');
    expect(items[4]!.textContent).toContain('Add zh_CN.json beside manifest.json');
    expect(items[5]!.textContent).toContain('larger than 100 MB');
    expect(items[6]!.textContent).toContain('The check “zip.brand_new_check” failed.');
    expect(items[7]!.textContent).toContain('Worth a look');
    expect(items[7]!.textContent).toContain(
      '2 system files (__MACOSX, .DS_Store) are in the archive',
    );
  });

  it('shows what the manifest declares', () => {
    render(<PackageReportView report={refused} />);
    const manifest = screen.getByRole('region', { name: 'What the manifest declares' });
    expect(manifest.textContent).toContain('Clock');
    expect(manifest.textContent).toContain('Stream Craft');
    expect(manifest.textContent).toContain('Windows');
  });

  it('says a clean package passed', () => {
    render(<PackageReportView report={{ ...refused, ok: true, findings: [] }} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Every check passed. The package is ready.',
    );
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('speaks Korean and Chinese', async () => {
    await initI18n('ko');
    const { unmount } = render(<PackageReportView report={refused} />);
    expect(screen.getByRole('heading', { name: '패키지 검사' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('해결 방법:');
    unmount();
    await initI18n('zh');
    render(<PackageReportView report={refused} />);
    expect(screen.getByRole('heading', { name: '文件包检查' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[7]!.textContent).toContain('2 个系统文件');
  });
});

describe('UploadProgress', () => {
  beforeEach(() => initI18n('en'));

  it('is a progress bar with the bytes sent', () => {
    render(<UploadProgress sent={5 * 1024 * 1024} total={20 * 1024 * 1024} label="clock.zip" />);
    const bar = screen.getByRole('progressbar', { name: 'clock.zip' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Uploading 5 MB of 20 MB')).toBeTruthy();
    cleanup();
    render(<UploadProgress sent={100} total={100} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Uploaded 100 B')).toBeTruthy();
  });
});
