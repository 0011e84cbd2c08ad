import fs from 'node:fs';
import path from 'node:path';
import type { PackageReport } from '@space/contracts/package-report';
import { afterAll } from 'vitest';
import {
  inspectPackage,
  type PackageInspection,
} from '../../src/modules/packages/inspect-package.ts';
import { makeTempDir } from './helper.ts';

/** Inspection of packages straight from bytes, for the package tests (issue 11). */
export function packageInspector() {
  const dir = makeTempDir('space-packages-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let counter = 0;

  /** Inspects the bytes as `package.zip`, a plugin unless `kind` says otherwise. */
  return async function inspect(
    bytes: Buffer,
    options: Partial<Omit<PackageInspection, 'filePath' | 'now'>> = {},
  ): Promise<PackageReport> {
    counter += 1;
    const filePath = path.join(dir, `package-${counter}.part`);
    fs.writeFileSync(filePath, bytes);
    return inspectPackage({
      filePath,
      fileName: 'package.zip',
      kind: 'plugin',
      expected: {},
      now: new Date('2026-06-01T00:00:00Z'),
      ...options,
    });
  };
}

export const codes = (report: PackageReport) => report.findings.map((finding) => finding.code);

export const errors = (report: PackageReport) =>
  report.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.code);
