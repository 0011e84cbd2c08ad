import type { ReactNode } from 'react';
import { useFailureReference } from '../../lib/failure-reference.ts';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** "Failed to load" (spec §8) with a retry, for any query that failed. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const reference = useFailureReference();
  return (
    <EmptyState
      title={t('messages.failedToLoad')}
      text={reference ? t('common.errorReference', { id: reference }) : undefined}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** "No data" (spec §8). */
export function NoData({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return <EmptyState title={t('messages.noData')} action={action} />;
}
