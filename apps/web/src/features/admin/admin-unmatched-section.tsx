import type { UnmatchedPaymentEvent } from '@space/contracts/admin';
import { currencyExponent } from '@space/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminQueries } from './admin-api.ts';
import { Cell, money, Panel, Table } from './admin-ui.tsx';

const PAGE_SIZE = 20;

/** What the console reads out of a provider's own data (decision 056). */
export interface EventFacts {
  /** The provider's word for where the refund stands (COMPLETED, SUCCESS, TRADE_CLOSED …). */
  state: string | null;
  amount: { minor: number; currency: string } | null;
  ids: [label: string, value: string][];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const member = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** "5.00" in a currency as minor units; null when it is not a plain amount. */
function decimalMinor(value: unknown, currency: string): number | null {
  const amount = text(value);
  const digits = currencyExponent(currency);
  const match = amount ? /^(\d+)(?:\.(\d+))?$/.exec(amount) : null;
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

/**
 * Each provider sends its own shape (the refund resource of PayPal's webhook, WeChat Pay's
 * decrypted refund notice, Alipay's notification parameters): the ids an administrator looks
 * the payment up by in the provider's dashboard, the amount and the provider's state.
 */
export function eventFacts(event: UnmatchedPaymentEvent): EventFacts {
  const raw = event.raw;
  const ids: [string, string][] = [];
  const add = (label: string, value: unknown) => {
    const found = text(value);
    if (found && !ids.some(([, known]) => known === found)) ids.push([label, found]);
  };
  let state: string | null = null;
  let amount: EventFacts['amount'] = null;
  if (event.method === 'paypal') {
    state = text(raw.status);
    const currency = text(member(raw.amount, 'currency_code'));
    const minor = currency ? decimalMinor(member(raw.amount, 'value'), currency) : null;
    if (currency && minor !== null) amount = { minor, currency };
    add('refund id', raw.id);
    add('capture id', event.transactionId);
    add('invoice_id', raw.invoice_id);
  } else if (event.method === 'wechat') {
    state = text(raw.refund_status);
    const refund = member(raw.amount, 'refund');
    if (typeof refund === 'number') amount = { minor: refund, currency: 'CNY' };
    add('refund_id', raw.refund_id);
    add('out_refund_no', raw.out_refund_no);
    add('transaction_id', raw.transaction_id ?? event.transactionId);
    add('out_trade_no', raw.out_trade_no);
  } else if (event.method === 'alipay') {
    state = text(raw.trade_status);
    const minor = decimalMinor(raw.refund_fee, 'CNY');
    if (minor !== null) amount = { minor, currency: 'CNY' };
    add('trade_no', raw.trade_no ?? event.transactionId);
    add('out_trade_no', raw.out_trade_no);
    add('out_biz_no', raw.out_biz_no);
  } else {
    add('transaction id', event.transactionId);
  }
  add('order', event.orderNo);
  return { state, amount, ids };
}

/**
 * Provider events no order claims (decision 056), super admins only: what each one is, and
 * what an administrator should do about it. The server acknowledged them to the provider.
 */
export function UnmatchedPaymentsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const list = useQuery(adminQueries.unmatchedPayments(page));
  const rows = list.data?.list ?? [];
  return (
    <Panel title={t('admin.nav.unmatched')}>
      <div className="mb-4 flex flex-col gap-2 text-sm text-text">
        <p>{t('admin.unmatched.intro')}</p>
        <div className="rounded-xl border border-border bg-surface-2 p-3">
          <h3 className="font-semibold">{t('admin.unmatched.todoTitle')}</h3>
          <p className="mt-1">{t('admin.unmatched.todo')}</p>
        </div>
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.unmatched.emptyTitle')} text={t('admin.unmatched.emptyText')} />
      ) : (
        <Table
          head={[
            t('admin.unmatched.received'),
            t('admin.unmatched.provider'),
            t('admin.unmatched.event'),
            t('admin.unmatched.amount'),
            t('admin.unmatched.ids'),
          ]}
        >
          {rows.map((event) => {
            const facts = eventFacts(event);
            return (
              <tr key={event.id}>
                <Cell>{new Date(event.receivedAt).toLocaleString(locale)}</Cell>
                <Cell>
                  <span className="whitespace-nowrap">
                    {t(`payment.methods.${event.method}`, { defaultValue: event.method })}
                  </span>
                </Cell>
                <Cell>
                  {t('admin.unmatched.refund')}
                  {facts.state ? <span className="text-muted"> · {facts.state}</span> : null}
                </Cell>
                <Cell>
                  <span className="whitespace-nowrap">
                    {facts.amount ? money(facts.amount.minor, facts.amount.currency, locale) : '—'}
                  </span>
                </Cell>
                <Cell>
                  <dl className="grid min-w-64 grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
                    {facts.ids.map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="text-muted">{label}</dt>
                        <dd className="break-all font-mono">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-muted">
                      {t('admin.unmatched.raw')}
                    </summary>
                    <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all">
                      {JSON.stringify(event.raw, null, 2)}
                    </pre>
                  </details>
                </Cell>
              </tr>
            );
          })}
        </Table>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}
