import type { PackageReport } from '@space/contracts/package-report';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageReportView } from '../src/features/upload/package-report-view.tsx';
import { initI18n } from '../src/lib/i18n.ts';

const report: PackageReport = {
  ok: false,
  fileName: 'clock.zip',
  bytes: 4096,
  entryCount: 3,
  uncompressedBytes: 9000,
  findings: [
    {
      code: 'zip.local_name',
      severity: 'error',
      entry: 'icons/a.png',
      params: { name: '../evil.png' },
    },
    { code: 'zip.crc', severity: 'error', entry: 'icons/b.txt' },
    {
      code: 'zip.inner_too_large',
      severity: 'error',
      entry: 'data/big.zip',
      params: { max: 20 * 1024 * 1024 },
    },
    {
      code: 'zip.inner_unsupported',
      severity: 'error',
      entry: 'data/notes.gz',
      params: { format: 'gzip' },
    },
  ],
  checkedAt: '2026-06-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('archive findings of issue 25 read as sentences in every language', () => {
  it.each([
    ['en', 'Create the zip again', '20 MB'],
    ['zh', '重新创建 zip', '20 MB'],
    ['ko', 'zip을 다시 만들어', '20 MB'],
  ] as const)('%s', async (locale, fix, size) => {
    await initI18n(locale);
    render(<PackageReportView report={report} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items).toHaveLength(4);
    expect(items[0]).toContain('../evil.png');
    expect(items[0]).toContain(fix);
    expect(items[2]).toContain(size);
    expect(items[3]).toContain('gzip');
    // A known code, not the fallback that names the raw code.
    for (const item of items) expect(item).not.toMatch(/zip\.[a-z]/);
  });
});
