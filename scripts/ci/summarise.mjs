import fs from 'node:fs';

/**
 * Reads one suite's JSON report into {passed, failed, skipped}. A runner that
 * exited non-zero without failing tests (crash, no report, failed file import)
 * counts as one failure so it cannot pass silently.
 */
export function summarise(kind, reportFile, exitCode) {
  let counts;
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    counts =
      kind === 'playwright'
        ? {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected + (report.errors?.length ?? 0),
            skipped: report.stats.skipped,
          }
        : {
            passed: report.numPassedTests,
            failed:
              report.numFailedTests +
              (report.numFailedTestSuites > 0 && report.numFailedTests === 0
                ? report.numFailedTestSuites
                : 0),
            skipped: report.numPendingTests + (report.numTodoTests ?? 0),
          };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, note: `no readable report (exit ${exitCode})` };
  }
  if (exitCode !== 0 && counts.failed === 0) {
    return { ...counts, failed: 1, note: `runner exited ${exitCode}` };
  }
  if (counts.passed + counts.failed === 0) {
    return { ...counts, failed: 1, note: 'ran no test' };
  }
  return counts;
}
