import type { EarningsBalance } from '@space/contracts/earnings';
import type { Locale } from '@space/contracts/locales';
import { payoutMethodFor, payoutMinimum } from '@space/contracts/payout-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { intlLocale } from '../../lib/intl.ts';
import { formatMoney } from '../../lib/money.ts';
import { useTranslation } from '../../lib/translator.ts';
import { getMeQueryOptions } from '../account/account-api.ts';
import { PayoutAccountForm } from './payout-account-form.tsx';
import {
  getPayoutAccountQueryOptions,
  getPayoutsQueryOptions,
  requestPayout,
} from './payouts-api.ts';

const CARD = 'min-w-0 rounded-[var(--radius-card)] border border-border bg-surface shadow-card';

/**
 * Getting paid (decision 071): the payout account, a payout of the whole available balance per
 * currency once it reaches the minimum, and the payouts so far.
 */
export function PayoutsPanel({
  balances,
  locale,
}: {
  balances: EarningsBalance[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(getMeQueryOptions());
  const account = useQuery(getPayoutAccountQueryOptions());
  const history = useQuery(getPayoutsQueryOptions(1));
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const ask = async (currency: string) => {
    setError(null);
    setBusy(currency);
    try {
      await requestPayout(currency);
      await client.invalidateQueries({ queryKey: ['creator-earnings'] });
    } catch (thrown) {
      setError(toApiError(thrown).message);
    } finally {
      setBusy(null);
    }
  };

  if (account.isError) return <LoadFailed onRetry={() => void account.refetch()} />;
  const current = account.data?.account ?? null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className={`${CARD} flex flex-col gap-3 p-4`}>
        {current && !editing ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t(`creatorPayouts.methods.${current.method}`)}: {current.account}
              {current.realName ? ` (${current.realName})` : ''}
            </span>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('creatorPayouts.change')}
            </Button>
            {!current.usable ? (
              <p className="w-full text-xs text-muted">
                {t('creatorPayouts.usableFrom', { date: date(current.usableAt) })}
              </p>
            ) : null}
          </div>
        ) : me.data ? (
          <>
            <p className="text-sm text-muted">
              {t('creatorPayouts.delayNote', { count: account.data?.delayHours ?? 48 })}
            </p>
            <PayoutAccountForm
              tenantId={me.data.tenantId}
              current={current}
              onDone={() => setEditing(false)}
            />
          </>
        ) : null}
      </div>

      {balances.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {balances.map((b) => {
            const minimum = payoutMinimum(b.currency);
            const fits = current?.method === payoutMethodFor(b.currency);
            const disabled =
              !current?.usable || !fits || b.availableMinor < minimum || busy !== null;
            return (
              <li key={b.currency}>
                <Button disabled={disabled} onClick={() => void ask(b.currency)}>
                  {t('creatorPayouts.request', {
                    amount: formatMoney(Math.max(0, b.availableMinor), b.currency, locale),
                  })}
                </Button>
                <p className="mt-1 text-xs text-muted">
                  {t('creatorPayouts.minimum', {
                    amount: formatMoney(minimum, b.currency, locale),
                    method: t(`creatorPayouts.methods.${payoutMethodFor(b.currency)}`),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}

      <div className={`${CARD} overflow-x-auto`}>
        {history.data && history.data.list.length > 0 ? (
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="px-4 py-2 font-medium">{t('creatorPayouts.columns.date')}</th>
                <th className="px-4 py-2 font-medium">{t('creatorPayouts.columns.amount')}</th>
                <th className="px-4 py-2 font-medium">{t('creatorPayouts.columns.account')}</th>
                <th className="px-4 py-2 font-medium">{t('creatorPayouts.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((p) => (
                <tr key={p.payoutNo} className="border-t border-border">
                  <td className="px-4 py-2 whitespace-nowrap">{date(p.requestedAt)}</td>
                  <td className="px-4 py-2 tabular-nums">
                    {formatMoney(p.amountMinor, p.currency, locale)}
                  </td>
                  <td className="px-4 py-2">{p.account}</td>
                  <td className="px-4 py-2">
                    {t(`creatorPayouts.states.${p.state}`)}
                    {p.failure ? ` (${p.failure})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="px-4 py-3 text-sm text-muted">{t('creatorPayouts.none')}</p>
        )}
      </div>
    </div>
  );
}
