import {
  ORDER_STATES,
  type Order,
  type OrderState,
  type OwnedProduct,
} from '@space/contracts/commerce';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { BoxIcon, DownloadIcon, ReceiptIcon } from '../../components/ui/icons.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths, productPath } from '../../config/paths.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { MembershipOrderLine } from './membership-order-line.tsx';
import { nextStepFor } from './checkout.ts';
import { MethodName, OrderStateBadge } from './order-bits.tsx';
import { OrderDiscountNote } from './order-discount.tsx';
import { getOrdersQueryOptions, getOwnedProductsQueryOptions, ordersApi } from './orders-api.ts';
import { CancelOrderButton, useContinuePayment } from './pending-order.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { API_BASE, toApiError } from '../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';

/** A signed link the server made (`/api/downloads/…`), on the API's own address. */
function downloadUrlOf(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${API_BASE}${url}` : url;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function OwnedRow({ item }: { item: OwnedProduct }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const download = useMutation({
    mutationFn: () => ordersApi.download(item.product.id),
    onSuccess: (link) => window.location.assign(downloadUrlOf(link.url)),
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
          <Link to={productPath(item.product.id)} tabIndex={-1} className="w-20 shrink-0 sm:w-28">
            <LazyImage
              src={item.product.cover}
              srcSet={srcSetOf(item.product.coverVariants)}
              sizes="112px"
              alt={t('common.image', { name: item.product.name })}
              aspect={1.5}
              className="rounded-lg"
            />
          </Link>
          <div className="min-w-0 flex-1">
            <Link
              to={productPath(item.product.id)}
              className="line-clamp-2 leading-snug font-semibold hover:text-primary"
            >
              {item.product.name}
            </Link>
            <p className="truncate text-sm text-muted">
              {t('common.by', { name: item.product.author.nickName })}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span>
                {t('owned.newestVersion')}{' '}
                <span className="font-medium">
                  {item.newestVersion
                    ? `${item.newestVersion.version} · ${formatDate(item.newestVersion.createdAt, lang)}`
                    : '—'}
                </span>
              </span>
              {item.updateAvailable ? (
                <span className="rounded-full bg-accent/12 px-2.5 py-0.5 text-xs font-semibold text-accent">
                  {t('owned.updateAvailable')}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <Button
          className="w-full shrink-0 md:w-auto"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          <DownloadIcon size={18} />
          {item.updateAvailable ? t('owned.downloadUpdate') : t('owned.download')}
        </Button>
      </div>
      {item.source === 'code' ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-border pt-4 sm:grid-cols-3 lg:grid-cols-5">
          <Field label={t('coupon.source')}>{t('coupon.sourceCode')}</Field>
          <Field label={t('coupon.redeemedAt')}>{formatDateTime(item.grantedAt, lang)}</Field>
        </dl>
      ) : (
        <OrderFields item={item} />
      )}
    </li>
  );
}

/** The order that bought an owned product (spec §3 "Order"). */
function OrderFields({ item }: { item: OwnedProduct }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-border pt-4 sm:grid-cols-3 lg:grid-cols-5">
      <Field label={t('orders.orderNo')}>
        <span className="font-mono text-xs break-all sm:text-sm">{item.orderNo}</span>
      </Field>
      <Field label={t('orders.paidAt')}>
        {formatDateTime(item.paidAt ?? item.grantedAt, lang)}
      </Field>
      <Field label={t('orders.method')}>
        <MethodName method={item.method} />
      </Field>
      <Field label={t('orders.state')}>
        {item.state ? <OrderStateBadge state={item.state} /> : '—'}
      </Field>
      <Field label={t('orders.amount')}>
        <PriceTag
          amount={item.amountPaidMinor}
          currency={item.currency}
          className="font-semibold"
        />
      </Field>
    </dl>
  );
}

export function OwnedList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const owned = useQuery(getOwnedProductsQueryOptions(page));
  if (owned.isPending) return <ListSkeleton />;
  if (owned.isError) return <LoadFailed onRetry={() => void owned.refetch()} />;
  if (owned.data.list.length === 0) {
    return (
      <EmptyState
        icon={<BoxIcon size={26} />}
        title={t('empty.ownedEmpty')}
        text={t('owned.emptyText')}
        action={<ButtonLink to={paths.home}>{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {owned.data.list.map((item) => (
          <OwnedRow key={`${item.product.id}-${item.orderNo ?? item.source}`} item={item} />
        ))}
      </ul>
      <Pagination
        page={owned.data.page}
        pageSize={owned.data.pageSize}
        total={owned.data.total}
        onPage={onPage}
      />
    </>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const continuePayment = useContinuePayment();
  const waiting = order.state === 'waiting';
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-mono text-sm font-semibold break-all">{order.orderNo}</p>
        <OrderStateBadge state={order.state} />
      </div>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm">
        {order.membership ? (
          <MembershipOrderLine membership={order.membership} currency={order.currency} />
        ) : null}
        {order.items.map((item) => (
          <li key={item.product.id} className="flex items-baseline justify-between gap-3">
            <Link to={productPath(item.product.id)} className="min-w-0 truncate hover:text-primary">
              {item.product.name}
            </Link>
            <PriceTag amount={item.pricePaidMinor} currency={order.currency} className="shrink-0" />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-border pt-4 sm:grid-cols-4">
        <Field label={t('orders.createdAt')}>{formatDateTime(order.createdAt, lang)}</Field>
        <Field label={t('orders.paidAt')}>
          {order.paidAt ? formatDateTime(order.paidAt, lang) : '—'}
        </Field>
        <Field label={t('orders.method')}>
          <MethodName method={order.method} />
        </Field>
        <Field label={t('orders.amount')}>
          <PriceTag
            amount={order.amountMinor}
            currency={order.currency}
            className="font-semibold"
          />
          <OrderDiscountNote order={order} />
        </Field>
      </dl>
      {waiting ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {nextStepFor(order).kind !== 'none' ? (
            <Button onClick={() => continuePayment(order)}>{t('orders.continuePayment')}</Button>
          ) : null}
          <CancelOrderButton orderNo={order.orderNo} />
          {order.expiresAt ? (
            <span className="text-xs text-muted">
              {t('orders.payBefore', { time: formatDateTime(order.expiresAt, lang) })}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function OrderList({
  page,
  state,
  onChange,
}: {
  page: number;
  state: OrderState | undefined;
  onChange: (changes: Record<string, string | number | null>) => void;
}) {
  const { t } = useTranslation();
  const orders = useQuery(getOrdersQueryOptions(page, state));
  return (
    <>
      <label className="mb-4 flex w-fit items-center gap-2 text-sm">
        <span className="text-muted">{t('orders.filter')}</span>
        <select
          value={state ?? ''}
          onChange={(event) => onChange({ state: event.target.value || null, page: null })}
          className="h-10 rounded-full border border-border bg-surface px-3 text-sm"
        >
          <option value="">{t('orders.allStates')}</option>
          {ORDER_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.states.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <LoadFailed onRetry={() => void orders.refetch()} />
      ) : orders.data.list.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon size={26} />}
          title={state ? t('orders.noneInState') : t('orders.empty')}
          action={<ButtonLink to={paths.home}>{t('cart.continueShopping')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {orders.data.list.map((order) => (
              <OrderRow key={order.orderNo} order={order} />
            ))}
          </ul>
          <Pagination
            page={orders.data.page}
            pageSize={orders.data.pageSize}
            total={orders.data.total}
            onPage={(next) => onChange({ page: next })}
          />
        </>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      ))}
    </div>
  );
}
