import type {
  PackageFinding,
  PackageFindingSeverity,
  PackageReport,
} from '@space/contracts/package-report';
import { AppError } from '../../lib/app-error.ts';

/** A report lists this many findings at most; one `report.truncated` says how many more. */
const MAX_FINDINGS = 100;
/** Entry names in a report are cut to this length (they are the creator's own text). */
const MAX_ENTRY_TEXT = 300;
/** One finding lists this many offending entries at most; `moreEntries` counts the rest. */
const MAX_ENTRIES_PER_FINDING = 50;

function sameParams(
  a: Record<string, string | number> | undefined,
  b: Record<string, string | number> | undefined,
): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].every((key) => a?.[key] === b?.[key]);
}

/**
 * The findings of one inspection, in the order they were found: one per rule and severity
 * (decision 077), each offending entry named once in it.
 */
export class Findings {
  readonly list: PackageFinding[] = [];
  private dropped = 0;
  private errorCount = 0;

  add(
    code: string,
    severity: PackageFindingSeverity,
    details: { entry?: string; params?: Record<string, string | number> } = {},
  ): void {
    if (severity === 'error') this.errorCount += 1;
    const entry = details.entry?.slice(0, MAX_ENTRY_TEXT);
    if (entry !== undefined) {
      const rule = this.list.filter((f) => f.code === code && f.severity === severity);
      const named = (f: PackageFinding) => (f.entries ?? [f.entry]).includes(entry);
      // Said already of this very entry: nothing new.
      if (rule.some((f) => named(f) && sameParams(f.params, details.params))) return;
      // The rule's finding gains this entry; an entry it names already with other particulars
      // (a manifest naming several missing files) is a finding of its own.
      const same = rule.find((f) => f.entry !== undefined && !named(f));
      if (same) {
        this.addEntry(same, entry);
        return;
      }
    }
    if (this.list.length >= MAX_FINDINGS) {
      this.dropped += 1;
      return;
    }
    const finding: PackageFinding = { code, severity };
    if (entry !== undefined) finding.entry = entry;
    if (details.params) finding.params = details.params;
    this.list.push(finding);
  }

  /** Another entry of a rule already found: listed once, the first stays `entry`. */
  private addEntry(finding: PackageFinding, entry: string): void {
    const entries = finding.entries ?? [finding.entry!];
    if (entries.includes(entry)) return;
    if (entries.length >= MAX_ENTRIES_PER_FINDING) {
      finding.moreEntries = (finding.moreEntries ?? 0) + 1;
      return;
    }
    finding.entries = [...entries, entry];
  }

  error(code: string, details?: { entry?: string; params?: Record<string, string | number> }) {
    this.add(code, 'error', details);
  }

  warning(code: string, details?: { entry?: string; params?: Record<string, string | number> }) {
    this.add(code, 'warning', details);
  }

  has(code: string): boolean {
    return this.list.some((finding) => finding.code === code);
  }

  get ok(): boolean {
    return this.errorCount === 0;
  }

  /** The list as the report carries it. */
  done(): PackageFinding[] {
    if (this.dropped === 0) return this.list;
    return [
      ...this.list,
      { code: 'report.truncated', severity: 'info', params: { more: this.dropped } },
    ];
  }
}

/** Findings that mean "this is not a zip at all" (spec §8: the file type is wrong). */
const TYPE_WRONG = new Set(['zip.not_zip', 'zip.file_name', 'zip.corrupt', 'zip.empty']);

/**
 * The spec §8 message a refused package answers with, the report in `data`: the file type is
 * wrong, or the naming format is not standardized (when names are all that is wrong), or
 * the upload failed (anything else: unsafe archives, size, the plugin manifest).
 */
export function packageRefusal(report: PackageReport): AppError {
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  const data = { report };
  if (errors.some((finding) => TYPE_WRONG.has(finding.code))) {
    return new AppError('PACKAGE_TYPE_WRONG', undefined, data);
  }
  if (errors.length > 0 && errors.every((finding) => finding.code.startsWith('names.'))) {
    return new AppError('PACKAGE_NAMES_INVALID', undefined, data);
  }
  return new AppError('PACKAGE_REJECTED', undefined, data);
}
