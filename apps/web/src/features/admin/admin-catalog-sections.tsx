import { MEMBERSHIP_DURATIONS } from '@space/contracts/limits';
import { byCurrencyOrder, MEMBER_TIERS, MEMBERSHIP_MONTHS } from '@space/contracts/memberships';
import { CURRENCY_CODES, currencyExponent } from '@space/contracts/money';
import { minorToPrice, priceToMinor } from '@space/contracts/upload-rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi, adminQueries, downloadCodes, type AdminPlan } from './admin-api.ts';
import {
  ActionError,
  AdminSearch,
  Cell,
  Field,
  inputClass,
  money,
  Panel,
  Table,
  useAction,
} from './admin-ui.tsx';

const DashboardChart = lazy(() =>
  import('./dashboard-chart.tsx').then((m) => ({ default: m.DashboardChart })),
);

export function DashboardSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [days, setDays] = useState(30);
  const figures = useQuery(adminQueries.dashboard(days));
  const data = figures.data;
  const sum = (rows: { count: number }[] | undefined) =>
    (rows ?? []).reduce((total, row) => total + row.count, 0);
  const currencies = [...new Set((data?.revenue ?? []).map((row) => row.currency))];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Field label={t('admin.dashboard.period')}>
          <select
            className={inputClass}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {[7, 30, 90].map((value) => (
              <option key={value} value={value}>
                {t('admin.dashboard.days', { count: value })}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          [t('admin.dashboard.orders'), sum(data?.orders)],
          [t('admin.dashboard.newUsers'), sum(data?.newUsers)],
          [t('admin.dashboard.pendingUploads'), data?.pendingReviews.uploads ?? 0],
          [t('admin.dashboard.pendingArticles'), data?.pendingReviews.articles ?? 0],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
            <p className="text-xs text-muted">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-text">{value}</p>
          </div>
        ))}
      </div>
      <Panel title={t('admin.dashboard.revenue')}>
        {currencies.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-4">
            {currencies.map((currency) => {
              const rows = data!.revenue.filter((row) => row.currency === currency);
              const amount = rows.reduce((total, row) => total + row.amountMinor, 0);
              return (
                <li key={currency} className="text-sm text-text">
                  <span className="font-semibold">{money(amount, currency, locale)}</span>{' '}
                  <span className="text-muted">
                    {t('admin.dashboard.paidOrders', {
                      count: rows.reduce((total, row) => total + row.orders, 0),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <Panel title={t('admin.dashboard.ordersPerDay')}>
        {/* An empty chart says nothing a sentence would not say better. */}
        {data && sum(data.orders) === 0 ? (
          <p className="text-sm text-muted">{t('admin.empty')}</p>
        ) : (
          <Suspense fallback={<div className="h-40" />}>
            <DashboardChart
              label={t('admin.dashboard.ordersPerDay')}
              points={(data?.orders ?? []).map((row) => ({ day: row.day, value: row.count }))}
            />
          </Suspense>
        )}
      </Panel>
    </div>
  );
}

export function ReviewsSection() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin.nav.reviews')}>
      <p className="mb-4 text-sm text-muted">{t('admin.reviews.text')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.review}>{t('titles.review')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.reviewArticles}>
          {t('titles.reviewArticles')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.reviewProductReviews}>
          {t('titles.reviewReviews')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

export function ProductsSection() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(adminQueries.products({ q, status, page }));
  const { error, run } = useAction();
  return (
    <Panel title={t('admin.nav.products')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <input
          className={inputClass}
          type="search"
          aria-label={t('admin.search')}
          placeholder={t('admin.products.search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <select
          className={inputClass}
          aria-label={t('admin.products.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t('admin.all')}</option>
          <option value="listed">{t('admin.products.listed')}</option>
          <option value="delisted">{t('admin.products.delisted')}</option>
        </select>
      </div>
      <Table
        head={[
          t('admin.products.name'),
          t('admin.products.author'),
          t('admin.products.status'),
          t('admin.products.featured'),
          '',
        ]}
      >
        {(list.data?.list ?? []).map((product) => (
          <tr key={product.id}>
            <Cell>
              {product.name} <span className="text-muted">#{product.id}</span>
            </Cell>
            <Cell>{product.authorName}</Cell>
            <Cell>{t(`admin.products.${product.status}`)}</Cell>
            <Cell>
              <input
                className={`${inputClass} w-20`}
                type="number"
                min={1}
                max={1000}
                aria-label={t('admin.products.featured')}
                defaultValue={product.featuredRank ?? ''}
                onBlur={(event) => {
                  const value = event.target.value === '' ? null : Number(event.target.value);
                  if (value !== product.featuredRank) {
                    void run(() => adminApi.updateProduct(product.id, { featuredRank: value }));
                  }
                }}
              />
            </Cell>
            <Cell>
              <Button
                variant={product.status === 'listed' ? 'secondary' : 'primary'}
                onClick={() =>
                  void run(() =>
                    adminApi.updateProduct(product.id, {
                      status: product.status === 'listed' ? 'delisted' : 'listed',
                    }),
                  )
                }
              >
                {product.status === 'listed'
                  ? t('admin.products.delist')
                  : t('admin.products.restore')}
              </Button>
            </Cell>
          </tr>
        ))}
      </Table>
      <ActionError error={error} />
      <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}

export function CodesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useQuery(adminQueries.batches({ q, page }));
  const [label, setLabel] = useState('');
  const [count, setCount] = useState(10);
  const [days, setDays] = useState(30);
  const [tier, setTier] = useState('ordinary');
  const [made, setMade] = useState<Awaited<ReturnType<typeof adminApi.createBatch>> | null>(null);
  const { error, run } = useAction();
  return (
    <div className="flex flex-col gap-5">
      <Panel title={t('admin.codes.create')}>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () =>
              setMade(
                await adminApi.createBatch({
                  label,
                  count,
                  membershipTier: tier,
                  membershipDays: days,
                }),
              ),
            );
          }}
        >
          <Field label={t('admin.codes.label')}>
            <input
              className={inputClass}
              required
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          </Field>
          <Field label={t('admin.codes.count')}>
            <input
              className={`${inputClass} w-24`}
              type="number"
              min={1}
              max={10000}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            />
          </Field>
          <Field label={t('admin.codes.tier')}>
            <select className={inputClass} value={tier} onChange={(e) => setTier(e.target.value)}>
              {MEMBER_TIERS.map((value) => (
                <option key={value} value={value}>
                  {t(`tiers.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('admin.codes.days')}>
            <input
              className={`${inputClass} w-24`}
              type="number"
              min={1}
              max={3660}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            />
          </Field>
          <Button type="submit">{t('admin.codes.createButton')}</Button>
        </form>
        {made ? (
          <div className="mt-4 flex items-center gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <span>{t('admin.codes.made', { count: made.codes.length })}</span>
            <Button variant="secondary" onClick={() => downloadCodes(made.batch, made.codes)}>
              {t('admin.codes.downloadCsv')}
            </Button>
          </div>
        ) : null}
        <ActionError error={error} />
      </Panel>
      <Panel title={t('admin.nav.codes')}>
        <AdminSearch
          value={q}
          placeholder={t('admin.codes.search')}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <Table head={[t('admin.codes.label'), t('admin.codes.count'), t('admin.codes.state'), '']}>
          {(list.data?.list ?? []).map((batch) => (
            <tr key={batch.id}>
              <Cell>{batch.label}</Cell>
              <Cell>{batch.codeCount}</Cell>
              <Cell>{batch.revokedAt ? t('admin.codes.revoked') : t('admin.codes.active')}</Cell>
              <Cell>
                {batch.revokedAt ? null : (
                  <Button
                    variant="danger"
                    onClick={() => void run(() => adminApi.revokeBatch(batch.id))}
                  >
                    {t('admin.codes.revoke')}
                  </Button>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
        <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
      </Panel>
    </div>
  );
}

export function CouponsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useQuery(adminQueries.coupons({ q, page }));
  const { error, run } = useAction();
  return (
    <Panel title={t('admin.nav.coupons')}>
      <AdminSearch
        value={q}
        placeholder={t('admin.coupons.search')}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <Table head={[t('admin.coupons.code'), t('admin.coupons.off'), t('admin.coupons.uses'), '']}>
        {(list.data?.list ?? []).map((coupon) => (
          <tr key={coupon.id}>
            <Cell>{coupon.code}</Cell>
            <Cell>
              {coupon.kind === 'percent'
                ? `${coupon.percentOff}%`
                : money(coupon.amountOffMinor ?? 0, coupon.currency ?? 'USD', locale)}
            </Cell>
            <Cell>
              {coupon.useCount}
              {coupon.maxUses === null ? '' : ` / ${coupon.maxUses}`}
            </Cell>
            <Cell>
              <Button
                variant="secondary"
                onClick={() => void run(() => adminApi.setCouponActive(coupon.id, !coupon.active))}
              >
                {coupon.active ? t('admin.coupons.switchOff') : t('admin.coupons.switchOn')}
              </Button>
            </Cell>
          </tr>
        ))}
      </Table>
      <ActionError error={error} />
      <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}

/** A price as typed: digits, with at most the currency's decimals ("4.99" USD, "35" JPY). */
function isPrice(text: string, currency: string): boolean {
  const decimals = currencyExponent(currency);
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`) : /^\d{1,9}$/;
  return pattern.test(text.trim());
}

/** The currencies a brand's plans are on sale in, in the fixed order (decision 076). */
function planCurrencies(plans: AdminPlan[]): string[] {
  return [...new Set(plans.filter((plan) => plan.active).map((plan) => plan.currency))].sort(
    byCurrencyOrder,
  );
}

/**
 * A brand's membership prices (decision 076): a row per tier and duration, a column per
 * currency the brand sells in. A price is typed as buyers read it ("4.99"), stored in minor
 * units; an empty cell is not sold in that currency. Saving sends every filled cell, and what
 * is left out goes off sale.
 */
export function PlansSection() {
  const { t } = useTranslation();
  const plans = useQuery(adminQueries.plans());
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [adding, setAdding] = useState('');
  const [tried, setTried] = useState(false);
  const { error, run } = useAction();
  const rows = plans.data?.plans ?? [];
  const columns = [...new Set([...planCurrencies(rows), ...added])]
    .filter((currency) => !removed.includes(currency))
    .sort(byCurrencyOrder);
  const addable = CURRENCY_CODES.filter((currency) => !columns.includes(currency));
  const slots = MEMBER_TIERS.flatMap((tier) =>
    MEMBERSHIP_DURATIONS.map((duration) => ({ tier, duration })),
  );
  const keyOf = (tier: string, duration: string, currency: string) =>
    `${tier}:${duration}:${currency}`;
  const textOf = (tier: string, duration: string, currency: string) => {
    const key = keyOf(tier, duration, currency);
    if (key in typed) return typed[key]!;
    const plan = rows.find(
      (row) =>
        row.active && row.tier === tier && row.duration === duration && row.currency === currency,
    );
    return plan ? minorToPrice(plan.priceMinor, plan.currency) : '';
  };
  const cells = slots.flatMap(({ tier, duration }) =>
    columns.map((currency) => ({
      tier,
      duration,
      currency,
      text: textOf(tier, duration, currency).trim(),
    })),
  );
  const filled = cells.filter((cell) => cell.text !== '');
  // A slip of the decimal point is refused here rather than saved 100 times too dear.
  const invalid = new Set(
    filled
      .filter((cell) => !isPrice(cell.text, cell.currency))
      .map((cell) => keyOf(cell.tier, cell.duration, cell.currency)),
  );
  const nameOf = (tier: string) => t(`tiers.${tier}`, { defaultValue: tier });
  const durationOf = (duration: string) =>
    t(`membership.durations.${duration}`, { defaultValue: duration });
  return (
    <Panel title={t('admin.nav.plans')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (invalid.size > 0 || filled.length === 0) return;
          void run(async () => {
            await adminApi.savePlans(
              filled.map((cell) => ({
                tier: cell.tier,
                duration: cell.duration,
                currency: cell.currency,
                active: true,
                priceMinor: priceToMinor(cell.text, cell.currency),
              })),
            );
            setTyped({});
            setAdded([]);
            setRemoved([]);
            setTried(false);
          });
        }}
      >
        <div className="mb-3 flex flex-wrap items-end gap-x-4 gap-y-3">
          <div className="flex flex-col gap-1">
            <span className="text-xs font-medium text-muted">{t('admin.plans.currencies')}</span>
            <ul className="flex flex-wrap gap-2">
              {columns.map((currency) => (
                <li
                  key={currency}
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm font-semibold"
                >
                  {currency}
                  <button
                    type="button"
                    className="rounded-full px-2 py-0.5 text-xs font-semibold text-danger hover:bg-danger/10"
                    aria-label={t('admin.plans.removeCurrency', { currency })}
                    onClick={() => {
                      setRemoved([...removed, currency]);
                      setAdded(added.filter((entry) => entry !== currency));
                    }}
                  >
                    {t('admin.plans.remove')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <Field label={t('admin.plans.addCurrency')}>
            <select
              className={inputClass}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
            >
              <option value="">{t('admin.plans.chooseCurrency')}</option>
              {addable.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </Field>
          <Button
            type="button"
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              setAdded([...added, adding]);
              setRemoved(removed.filter((entry) => entry !== adding));
              setAdding('');
            }}
          >
            {t('admin.plans.add')}
          </Button>
        </div>
        <Table
          head={[
            t('admin.plans.tier'),
            t('admin.plans.duration'),
            ...columns.map((currency) => t('admin.plans.priceIn', { currency })),
          ]}
        >
          {slots.map(({ tier, duration }) => (
            <tr key={`${tier}:${duration}`}>
              <Cell>{nameOf(tier)}</Cell>
              <Cell>
                <span className="whitespace-nowrap">
                  {t('admin.plans.months', { count: MEMBERSHIP_MONTHS[duration] })}
                </span>
              </Cell>
              {columns.map((currency) => {
                const key = keyOf(tier, duration, currency);
                return (
                  <Cell key={currency}>
                    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                      <input
                        className={`${inputClass} w-28`}
                        inputMode={currencyExponent(currency) > 0 ? 'decimal' : 'numeric'}
                        aria-invalid={tried && invalid.has(key) ? true : undefined}
                        aria-label={t('admin.plans.priceOf', {
                          tier: nameOf(tier),
                          duration: durationOf(duration),
                          currency,
                        })}
                        placeholder={t('admin.plans.notSold')}
                        value={textOf(tier, duration, currency)}
                        onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
                      />
                      <span className="text-muted">{currency}</span>
                    </span>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </Table>
        <p className="mt-2 text-xs text-muted">{t('admin.plans.majorUnits')}</p>
        <p className="mt-1 text-xs text-muted">{t('admin.plans.perCurrency')}</p>
        {tried && invalid.size > 0 ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('admin.plans.priceInvalid')}
          </p>
        ) : tried && filled.length === 0 ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('admin.plans.nonePriced')}
          </p>
        ) : null}
        <Button type="submit" className="mt-4">
          {t('admin.save')}
        </Button>
        <ActionError error={error} />
      </form>
    </Panel>
  );
}
