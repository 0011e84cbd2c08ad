import type { ProductUpdate } from '@space/contracts/upload-records';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { productPath } from '../../config/paths.ts';
import { apiData, toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';

/** "A new version is available" notices of the user's products (decision 029). */
export function getProductUpdatesQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'product-updates'],
    queryFn: ({ signal }) => apiData<ProductUpdate[]>('/api/users/me/product-updates', { signal }),
  });
}

function Notice({ update }: { update: ProductUpdate }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () =>
      apiData<{ id: number }>(`/api/users/me/product-updates/${update.id}/read`, {
        method: 'POST',
      }),
    onSuccess: () =>
      queryClient.setQueryData<ProductUpdate[]>(getProductUpdatesQueryOptions().queryKey, (list) =>
        (list ?? []).filter((item) => item.id !== update.id),
      ),
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <li className="rounded-[var(--radius-card)] border border-primary/30 bg-primary/5 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {t('productUpdates.title', { name: update.productName, version: update.version })}
          </p>
          <p className="text-xs text-muted">{formatDate(update.createdAt, lang)}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to={productPath(update.productId)}
            className="rounded-full px-4 py-2 text-sm font-semibold text-primary hover:bg-surface-2"
          >
            {t('productUpdates.open')}
          </Link>
          <Button variant="ghost" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
            {t('productUpdates.dismiss')}
          </Button>
        </div>
      </div>
      {update.newVersionInfo ? (
        <div className="mt-2">
          <p className="text-xs font-medium text-muted">{t('productUpdates.changelog')}</p>
          <p className="text-sm whitespace-pre-wrap">{update.newVersionInfo}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The notices above the owned products on /products; nothing when there are none. */
export function ProductUpdateNotices() {
  const { t } = useTranslation();
  const updates = useQuery(getProductUpdatesQueryOptions());
  if (!updates.data || updates.data.length === 0) return null;
  return (
    <section aria-label={t('productUpdates.label')} className="mb-6">
      <ul className="grid gap-3">
        {updates.data.map((update) => (
          <Notice key={update.id} update={update} />
        ))}
      </ul>
    </section>
  );
}
