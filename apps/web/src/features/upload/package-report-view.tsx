import type {
  PackageFinding,
  PackageFindingSeverity,
  PackageReport,
} from '@space/contracts/package-report';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { AlertIcon, CheckCircleIcon } from '../../components/ui/icons.tsx';
import { formatBytes } from '../../lib/format-bytes.ts';
import { groupFindings, suggestedName, type GroupedFinding } from './package-findings.ts';

/** Findings whose `max` is a number of bytes (shown as "20 MB", not "20971520"). */
const BYTE_LIMITS = new Set([
  'zip.too_large',
  'zip.too_large_uncompressed',
  'zip.inner_too_large',
  'manifest.too_large',
]);
/** The localisation file a form language needs (decision 026). */
const LANGUAGE_FILES: Record<string, string> = { en: 'en.json', zh: 'zh_CN.json', ko: 'ko.json' };
const ORDER: PackageFindingSeverity[] = ['error', 'warning', 'info'];

type Translate = ReturnType<typeof useTranslation>['t'];

/** The finding's params as its message shows them: sizes, systems and languages by name. */
function shownParams(finding: PackageFinding, t: Translate): Record<string, string | number> {
  const params: Record<string, string | number> = { ...finding.params };
  if (BYTE_LIMITS.has(finding.code) && typeof params.max === 'number') {
    params.max = formatBytes(params.max);
  }
  if (typeof params.more === 'number') params.count = params.more;
  if (typeof params.system === 'string') params.system = t(runtimeKey('systems', params.system));
  if (typeof params.language === 'string') {
    params.file = LANGUAGE_FILES[params.language] ?? `${params.language}.json`;
    params.language = t(`languages.${params.language}`, { defaultValue: params.language });
  }
  return params;
}

/** The files a finding names, each once; for a bad name, what to rename it to. */
function FindingFiles({ finding }: { finding: GroupedFinding }) {
  const { t } = useTranslation();
  const rename = finding.code === 'names.invalid';
  if (finding.files.length === 1 && !finding.moreEntries) {
    const suggestion = rename ? suggestedName(finding.files[0]!) : null;
    return (
      <p className="mt-1 text-sm break-all text-muted">
        {t('packageReport.entry', { entry: finding.files[0]! })}
        {suggestion ? ` → ${suggestion}` : null}
      </p>
    );
  }
  return (
    <div className="mt-1 text-sm text-muted">
      <p>
        {t('studioGuide.reportFiles', { count: finding.files.length + (finding.moreEntries ?? 0) })}
      </p>
      <ul className="mt-1 grid gap-0.5 pl-4">
        {finding.files.map((file) => {
          const suggestion = rename ? suggestedName(file) : null;
          return (
            <li key={file} className="list-disc break-all">
              <code>{file}</code>
              {suggestion ? (
                <span>
                  {' → '}
                  <code>{suggestion}</code>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {finding.moreEntries ? (
        <p className="mt-1">{t('studioGuide.reportMore', { count: finding.moreEntries })}</p>
      ) : null}
    </div>
  );
}

function FindingItem({ finding }: { finding: GroupedFinding }) {
  const { t, i18n } = useTranslation();
  const known = i18n.exists(`packageReport.${finding.code}.fix`);
  const code = known ? finding.code : 'unknown';
  const params = { ...shownParams(finding, t), code: finding.code };
  const many = finding.files.length > 1 || Boolean(finding.moreEntries);
  // A bad name is fixed by renaming the offending file itself, not a made-up example.
  const first = finding.files[0];
  const rename =
    finding.code === 'names.invalid' && first !== undefined ? suggestedName(first) : null;
  const problem =
    finding.code === 'names.invalid' && many
      ? t('studioGuide.namesInvalidMany')
      : t(runtimeKey('packageReport', `${code}.problem`), params);
  const fix = rename
    ? t('studioGuide.renameFix', { from: first!, to: rename })
    : t(runtimeKey('packageReport', `${code}.fix`), params);
  const tone =
    finding.severity === 'error'
      ? 'border-danger/40 bg-danger/5'
      : finding.severity === 'warning'
        ? 'border-warning/40 bg-warning/5'
        : 'border-border bg-surface-2';
  return (
    <li className={`rounded-lg border px-4 py-3 ${tone}`} data-code={finding.code}>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t(`packageReport.severity.${finding.severity}`)}
      </p>
      <p className="mt-1 font-medium [overflow-wrap:anywhere]">{problem}</p>
      {finding.files.length > 0 ? <FindingFiles finding={finding} /> : null}
      <p className="mt-2 text-sm [overflow-wrap:anywhere]">{t('packageReport.fix', { fix })}</p>
    </li>
  );
}

function ManifestSummary({ manifest }: { manifest: NonNullable<PackageReport['manifest']> }) {
  const { t } = useTranslation();
  const none = t('packageReport.none');
  const rows: [string, string][] = [
    [t('packageReport.manifestName'), manifest.name ?? none],
    [t('packageReport.manifestVersion'), manifest.version ?? none],
    [t('packageReport.manifestAuthor'), manifest.author ?? none],
    [t('packageReport.manifestSdk'), manifest.sdkVersion?.toString() ?? none],
    [
      t('packageReport.manifestSystems'),
      manifest.systems.map((system) => t(runtimeKey('systems', system))).join(', ') || none,
    ],
    [t('packageReport.manifestActions'), String(manifest.actionCount)],
    [t('packageReport.manifestLanguages'), manifest.languages.join(', ') || none],
  ];
  return (
    <section aria-labelledby="package-manifest" className="mt-4">
      <h3 id="package-manifest" className="text-sm font-semibold">
        {t('packageReport.manifestTitle')}
      </h3>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The readable report of a package's checks (issue 11): whether it passed, what the plugin's
 * manifest declares, and every finding, errors first, each saying what is wrong, where, and
 * what to do about it, in the reader's language: one item per rule, naming each offending file
 * once, a bad name with the name to give it (decision 077).
 */
export function PackageReportView({
  report,
  className = '',
}: {
  report: PackageReport;
  className?: string;
}) {
  const { t } = useTranslation();
  const findings = groupFindings(report.findings).sort(
    (a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity),
  );
  const verdict = !report.ok
    ? t('packageReport.refused')
    : findings.length > 0
      ? t('packageReport.passedWithNotes')
      : t('packageReport.passed');
  return (
    <section
      aria-labelledby="package-report-title"
      className={`rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5 ${className}`}
    >
      <h2 id="package-report-title" className="text-base font-semibold">
        {t('packageReport.title')}
      </h2>
      <p
        role={report.ok ? 'status' : 'alert'}
        className={`mt-2 flex items-start gap-2 ${report.ok ? 'text-success' : 'text-danger'}`}
      >
        {report.ok ? (
          <CheckCircleIcon size={20} className="mt-0.5 shrink-0" />
        ) : (
          <AlertIcon size={20} className="mt-0.5 shrink-0" />
        )}
        <span>{verdict}</span>
      </p>
      <p className="mt-1 text-sm break-all text-muted">
        {t('packageReport.summary', {
          file: report.fileName,
          size: formatBytes(report.bytes),
          entries: t('packageReport.entries', { count: report.entryCount }),
        })}
      </p>
      {report.manifest ? <ManifestSummary manifest={report.manifest} /> : null}
      {findings.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {findings.map((finding, index) => (
            <FindingItem
              key={`${finding.code}-${finding.entry ?? ''}-${index}`}
              finding={finding}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
