import type { PackageFinding, PackageReport } from '@space/contracts/package-report';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadRecords } from '../../db/schema.ts';
import type { PluginExpectations } from './manifest-check.ts';
import type { Owner } from './package-uploads.queries.ts';

/** Whether a record's package is a plugin: from the form's types, else from the archive. */
export type PackageKind = 'plugin' | 'other' | 'unknown';

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** What the record's form (contracts/uploads.ts, as saved) says the package must match. */
export function packageExpectationsOf(form: Record<string, unknown>): {
  kind: PackageKind;
  expected: PluginExpectations;
} {
  const types = strings(form.types);
  const version = typeof form.version === 'string' ? form.version.trim() : '';
  return {
    kind: types.length === 0 ? 'unknown' : types.includes('plugin') ? 'plugin' : 'other',
    expected: {
      ...(version ? { version } : {}),
      systems: strings(form.supportedSystems),
      languages: strings(form.supportedLanguages),
    },
  };
}

/**
 * Where a stored package no longer matches its form (the creator changed the form after the
 * upload): a plugin without a checked manifest, another version, a system or language the
 * manifest does not declare. Checked from the report, without reading the archive again.
 */
export function findingsAgainstForm(
  report: PackageReport,
  form: Record<string, unknown>,
): PackageFinding[] {
  const { kind, expected } = packageExpectationsOf(form);
  const manifest = report.manifest;
  if (!manifest) {
    return kind === 'plugin' ? [{ code: 'manifest.missing', severity: 'error' }] : [];
  }
  const findings: PackageFinding[] = [];
  if (expected.version && manifest.version && manifest.version !== expected.version) {
    findings.push({
      code: 'manifest.version_mismatch',
      severity: 'error',
      params: { manifest: manifest.version, form: expected.version },
    });
  }
  for (const system of expected.systems ?? []) {
    if (!manifest.systems.includes(system)) {
      findings.push({ code: 'manifest.system_mismatch', severity: 'error', params: { system } });
    }
  }
  for (const language of expected.languages ?? []) {
    const prefix = language.toLowerCase().split(/[-_]/)[0];
    if (!manifest.languages.some((code) => code.toLowerCase().split('_')[0] === prefix)) {
      findings.push({ code: 'manifest.language_missing', severity: 'error', params: { language } });
    }
  }
  return findings;
}

/**
 * The record's package report as it stands now (for the upload form and the submit check):
 * the stored one, with what no longer matches the form added and `ok` recomputed. Null when
 * the record has no package, or is not the caller's.
 */
export async function currentPackageReport(
  db: Database,
  owner: Owner,
  recordId: number,
): Promise<PackageReport | null> {
  const [row] = await db
    .select({ report: uploadRecords.packageReport, form: uploadRecords.form })
    .from(uploadRecords)
    .where(
      and(
        eq(uploadRecords.id, recordId),
        eq(uploadRecords.authorId, owner.userId),
        eq(uploadRecords.tenantId, owner.tenantId),
      ),
    );
  if (!row?.report) return null;
  const stored = row.report as unknown as PackageReport;
  const extra = findingsAgainstForm(stored, row.form);
  if (extra.length === 0) return stored;
  return { ...stored, ok: false, findings: [...stored.findings, ...extra] };
}
