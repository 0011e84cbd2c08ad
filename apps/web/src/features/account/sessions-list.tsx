import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi, getSessionsQueryOptions } from './account-api.ts';
import { deviceParts } from './device-name.ts';

/** "Chrome 131 on Windows 10"; the raw user agent when nothing in it is recognised. */
function useDeviceName(): (userAgent: string) => string {
  const { t } = useTranslation();
  return (userAgent) => {
    if (!userAgent) return t('security.unknownDevice');
    const { browser, os } = deviceParts(userAgent);
    if (browser && os) return t('security.deviceOn', { browser, os });
    return browser ?? os ?? userAgent;
  };
}

export function SessionsList() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const deviceName = useDeviceName();
  const queryClient = useQueryClient();
  const sessions = useQuery(getSessionsQueryOptions());
  const revoke = useMutation({
    mutationFn: accountApi.revokeSession,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
    onError: (error) => toast.error(toApiError(error).message),
  });

  if (sessions.isPending) return <div className="h-24 animate-pulse rounded-xl bg-surface-2" />;
  if (sessions.isError) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  return (
    <ul className="divide-y divide-border">
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            {/* The full user agent stays one hover away. */}
            <p className="truncate text-sm font-medium" title={session.userAgent || undefined}>
              {deviceName(session.userAgent)}
            </p>
            <p className="text-xs text-muted">
              {session.ip} ·{' '}
              {t('security.lastActive', { date: formatDate(session.lastSeenAt, lang) })}
            </p>
          </div>
          {session.current ? (
            <span className="rounded-full bg-success/10 px-3 py-1 text-xs font-medium text-success">
              {t('security.thisDevice')}
            </span>
          ) : (
            <Button
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(session.id)}
            >
              {t('security.revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
