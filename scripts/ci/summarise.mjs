import fs from 'node:fs';

/**
 * Reads one suite's JSON report into {passed, failed, skipped}. A runner that
 * exited non-zero without failing tests (crash, no report, failed file import)
 * counts as one failure so it cannot pass silently.
 */
export function summarise(kind, reportFile, exitCode) {
  let counts;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
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
  counts.failures = failureNames(kind, report);
  if (exitCode !== 0 && counts.failed === 0) {
    return { ...counts, failed: 1, note: `runner exited ${exitCode}` };
  }
  if (counts.passed + counts.failed === 0) {
    return { ...counts, failed: 1, note: 'ran no test' };
  }
  return counts;
}

/** Names of failed tests (file › title), printed beside the summary so a CI tail shows them. */
function failureNames(kind, report) {
  if (kind === 'playwright') {
    const names = [];
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        const failed = spec.tests?.find((t) => t.status === 'unexpected');
        if (failed) {
          const error = failed.results?.at(-1)?.error;
          const where = error?.location ? ` (line ${error.location.line})` : '';
          names.push(`${file ?? suite.file} › ${spec.title}${where}${reasonOf(error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
    };
    for (const suite of report.suites ?? []) walk(suite);
    return names;
  }
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.replace(/^.*?\/(apps|packages)\//, '$1/')} › ${test.fullName}${reasonOf(test.failureMessages?.[0])}`,
      )
      .concat(
        file.status === 'failed' &&
          !(file.assertionResults ?? []).some((t) => t.status === 'failed')
          ? [`${file.name} › (file failed: ${String(file.message ?? '').slice(0, 200)})`]
          : [],
      ),
  );
}

/** The first lines of a failure, without colours: the CI tail is often all there is to read. */
function reasonOf(message) {
  if (!message) return '';
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4);
  return `\n    ${lines.join('\n    ').slice(0, 600)}`;
}
