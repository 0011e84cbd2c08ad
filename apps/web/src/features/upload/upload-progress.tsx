import { useTranslation } from '../../lib/translator.ts';
import { formatBytes } from '../../lib/format-bytes.ts';

/**
 * How far an upload is (issue 11: a progress bar for large files): a bar the screen reader
 * announces as a percentage, with the bytes sent so far beside it.
 */
export function UploadProgress({
  sent,
  total,
  label,
  className = '',
}: {
  sent: number;
  total: number;
  /** What is being uploaded (the file name); shown above the bar. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  const done = total > 0 && sent >= total;
  const text = done
    ? t('packageReport.progressDone', { total: formatBytes(total) })
    : t('packageReport.progress', { sent: formatBytes(sent), total: formatBytes(total) });
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      {label ? <p className="truncate text-sm font-medium">{label}</p> : null}
      <div
        role="progressbar"
        aria-label={label ?? text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${text}`}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${done ? 'bg-success' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{text}</span>
        <span>{percent}%</span>
      </p>
    </div>
  );
}
