import { SUPPORTED_SYSTEMS, type SupportedSystem } from '@space/contracts/catalog';
import type { PackageReport } from '@space/contracts/package-report';
import type { UploadRecord } from '@space/contracts/upload-records';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, apiData, toApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { precheckPackage } from '../upload/package-precheck.ts';
import { PackageReportView } from '../upload/package-report-view.tsx';
import { UploadProgress } from '../upload/upload-progress.tsx';
import { uploadPackage } from '../upload/upload-package.ts';

import type { UploadFormApi } from './basics-fields.tsx';
import { RequiredMark } from './error-summary.tsx';

function isReport(value: unknown): value is PackageReport {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as PackageReport).findings)
  );
}

/**
 * The package (spec §3 "file", §5): checked in the browser first (a doomed file is never
 * sent), uploaded in resumable chunks with a progress bar, and reported on, finding by finding.
 * The report's systems fill the form's supported systems, and the file its size, when the
 * creator left them blank.
 */
export function PackageField({
  record,
  form,
  disabled,
  error,
  onRecord,
}: {
  record: UploadRecord;
  form: UploadFormApi;
  disabled: boolean;
  error?: string;
  onRecord: (record: UploadRecord) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; sent: number; total: number } | null>(
    null,
  );
  const [refused, setRefused] = useState<PackageReport | null>(null);
  const [filled, setFilled] = useState(false);
  const [over, setOver] = useState(false);

  /** The size in megabytes as the form writes it (23.5), at least 0.01. */
  const fillSize = (bytes: number) => {
    if ((form.getValues('size') ?? '').trim() !== '') return;
    const megabytes = Math.max(0.01, Math.round((bytes / 1024 / 1024) * 100) / 100);
    form.setValue('size', String(megabytes), { shouldDirty: true, shouldValidate: true });
  };

  const fillSystems = (report: PackageReport) => {
    const systems = (report.manifest?.systems ?? []).filter((system): system is SupportedSystem =>
      (SUPPORTED_SYSTEMS as readonly string[]).includes(system),
    );
    if (systems.length === 0 || (form.getValues('supportedSystems') ?? []).length > 0) return;
    form.setValue('supportedSystems', systems, { shouldDirty: true, shouldValidate: true });
    setFilled(true);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setRefused(null);
    let checked;
    try {
      checked = await precheckPackage(file);
    } catch {
      toast.error(t('messages.fileReadFailed'));
      return;
    }
    if (checked.message) {
      setRefused(checked.report);
      toast.error(t(checked.message));
      return;
    }
    setProgress({ name: file.name, sent: 0, total: file.size });
    try {
      const result = await uploadPackage({
        recordId: record.id,
        file,
        onProgress: (sent, total) => setProgress({ name: file.name, sent, total }),
      });
      if (result.package) {
        fillSystems(result.package.report);
        fillSize(result.package.bytes);
      }
      onRecord(await apiData<UploadRecord>(`/api/uploads/${record.id}`));
    } catch (failure) {
      const report = failure instanceof ApiError ? failure.data?.report : undefined;
      if (isReport(report)) setRefused(report);
      toast.error(toApiError(failure).message);
    } finally {
      setProgress(null);
    }
  };

  const report = refused ?? record.package?.report ?? null;
  const busy = disabled || progress !== null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3" id="field-file">
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="hidden"
        data-testid="package-input"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {/* A drop zone (decision 077): a .zip dropped here goes the same way as one chosen. */}
      <div
        data-testid="package-dropzone"
        onDragOver={(event) => {
          if (busy) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!busy) void onFile(event.dataTransfer.files[0]);
        }}
        className={`flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed px-4 py-6 text-center transition-colors ${
          over ? 'border-primary bg-primary/5' : 'border-border'
        }`}
      >
        <p className="text-sm font-medium">
          {record.package ? record.package.fileName : t('studio.noPackage')}
          {record.package ? null : <RequiredMark />}
        </p>
        <p className="text-sm text-muted">{t('studioGuide.dropPackage')}</p>
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          {record.package ? t('studio.replacePackage') : t('studio.choosePackage')}
        </Button>
        <p className="text-xs text-muted">{t('studio.packageHint')}</p>
      </div>
      {progress ? (
        <UploadProgress sent={progress.sent} total={progress.total} label={progress.name} />
      ) : null}
      {filled ? <p className="text-sm text-success">{t('studio.systemsFilled')}</p> : null}
      {report ? <PackageReportView report={report} /> : null}
      <FieldError id="file-error" message={error} />
    </div>
  );
}
