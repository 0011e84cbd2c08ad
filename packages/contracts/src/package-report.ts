/**
 * The readable report of a creator's package checks (issue 11): every finding names the
 * check, says what is wrong and what to fix. Written by the server's package inspection,
 * shown on /contentUpload and in the review queue. Messages are keys the web client
 * translates (`packageReport.<code>`), with `params` for the details.
 */
export type PackageFindingSeverity = 'error' | 'warning' | 'info';

export interface PackageFinding {
  /** A stable code, e.g. 'zip.slip', 'manifest.version_mismatch'. */
  code: string;
  severity: PackageFindingSeverity;
  /** The entry of the archive it is about, when there is one (the first, when several). */
  entry?: string;
  /**
   * Every entry the same rule found, each once (decision 077): one finding per rule, not one
   * per file. Absent when the rule found one entry or none.
   */
  entries?: string[];
  /** Offending entries beyond those listed in `entries`. */
  moreEntries?: number;
  params?: Record<string, string | number>;
}

export interface PackageReport {
  /** False when any finding is an error: the package is refused and nothing is kept. */
  ok: boolean;
  fileName: string;
  bytes: number;
  entryCount: number;
  uncompressedBytes: number;
  findings: PackageFinding[];
  /** What the manifest declares (plugins only), to fill blank form fields. */
  manifest?: {
    name?: string;
    version?: string;
    author?: string;
    sdkVersion?: number;
    /** Supported systems in the form's codes ('windows', 'macos'). */
    systems: string[];
    actionCount: number;
    languages: string[];
  };
  checkedAt: string;
}
