import type { UploadState } from '@space/contracts/upload-states';
import { useTranslation } from '../../lib/translator.ts';

const TONES: Record<UploadState, string> = {
  saved: 'bg-surface-2 text-muted',
  submitted: 'bg-warning/15 text-warning',
  succeeded: 'bg-success/15 text-success',
  failed: 'bg-danger/10 text-danger',
  revoked: 'bg-surface-2 text-muted',
  delisted: 'bg-surface-2 text-text',
};

/** An upload record's state in the words of spec §4 ("saved (waiting for upload)"…). */
export function UploadStateBadge({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  return (
    <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${TONES[state]}`}>
      {t(`studio.states.${state}`)}
    </span>
  );
}
