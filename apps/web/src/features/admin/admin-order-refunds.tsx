import type { AdminOrderDetail } from '@space/contracts/admin';
import { currencyExponent } from '@space/contracts/money';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi } from './admin-api.ts';
import { ActionError, Cell, Field, inputClass, money, Table, useAction } from './admin-ui.tsx';

type Mode = 'all' | 'lines' | 'amount';

/** "12.34" in the order's currency as minor units; null for anything else (decision 056). */
function toMinor(text: string, currency: string): number | null {
  const digits = currencyExponent(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  const minor = Number(match[1]) * 10 ** digits + Number(fraction || '0');
  return minor > 0 ? minor : null;
}

/**
 * An order's refunds with their states, and the refund form (decision 056): what is left, some
 * lines, or an amount, with a reason. A pending refund changes nothing until the provider says
 * it succeeded; the list shows where each one stands.
 */
export function OrderRefunds({ data, orderNo }: { data: AdminOrderDetail; orderNo: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<Mode>('all');
  const [lines, setLines] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const { error, run } = useAction();
  const [invalid, setInvalid] = useState(false);
  const held = new Set(
    data.refunds
      .filter((refund) => refund.state === 'pending' || refund.state === 'succeeded')
      .flatMap((refund) => refund.productIds),
  );
  const refundable = (data.state === 'paid' || data.flaggedForRefund) && data.state !== 'refunded';

  function submit() {
    const body: { reason: string; productIds?: number[]; amountMinor?: number } = { reason };
    if (mode === 'lines') body.productIds = lines;
    if (mode === 'amount') {
      const minor = toMinor(amount, data.currency);
      setInvalid(minor === null);
      if (minor === null) return;
      body.amountMinor = minor;
    }
    const question =
      mode === 'all' ? 'admin.orders.refundConfirm' : 'admin.orders.refundPartConfirm';
    if (!window.confirm(t(question))) return;
    void run(() => adminApi.refund(orderNo, body)).then((done) => {
      if (!done) return;
      setLines([]);
      setAmount('');
    });
  }

  return (
    <>
      {data.refundedMinor > 0 ? (
        <p>
          {t('admin.orders.refundedOf', {
            refunded: money(data.refundedMinor, data.currency, locale),
            total: money(data.amountMinor, data.currency, locale),
          })}
        </p>
      ) : null}
      {data.refunds.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('admin.orders.refunds')}</h3>
          {/* Where each refund stands comes first: a phone shows the first columns and scrolls. */}
          <Table
            head={[
              t('admin.orders.state'),
              t('admin.orders.amount'),
              t('admin.orders.when'),
              t('admin.orders.refundNo'),
              t('admin.orders.reason'),
            ]}
          >
            {data.refunds.map((refund) => (
              <tr key={refund.refundNo}>
                <Cell>{t(`admin.orders.refundStates.${refund.state}`)}</Cell>
                <Cell>
                  <span className="whitespace-nowrap">
                    {money(refund.amountMinor, refund.currency, locale)}
                  </span>
                </Cell>
                <Cell>{new Date(refund.createdAt).toLocaleString(locale)}</Cell>
                <Cell>
                  <span className="[overflow-wrap:anywhere]">
                    {refund.refundNo}
                    {refund.source === 'provider' ? ` · ${t('admin.orders.refundAtProvider')}` : ''}
                  </span>
                </Cell>
                <Cell>
                  <span className="break-words">{refund.reason ?? ''}</span>
                </Cell>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
      {refundable ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-xs font-medium text-muted">
              {t('admin.orders.refundWhat')}
            </legend>
            {(['all', 'lines', 'amount'] as const).map((value) =>
              value === 'lines' && data.items.length === 0 ? null : (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="refund-mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                  />
                  {t(`admin.orders.refundModes.${value}`)}
                </label>
              ),
            )}
          </fieldset>
          {mode === 'lines' ? (
            <div className="flex flex-col gap-1">
              {data.items.map((item) => (
                <label key={item.productId} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    disabled={held.has(item.productId)}
                    checked={lines.includes(item.productId)}
                    onChange={(event) =>
                      setLines((chosen) =>
                        event.target.checked
                          ? [...chosen, item.productId]
                          : chosen.filter((id) => id !== item.productId),
                      )
                    }
                  />
                  {item.name} — {money(item.pricePaidMinor, data.currency, locale)}
                  {held.has(item.productId) ? ` (${t('admin.orders.lineRefunded')})` : ''}
                </label>
              ))}
            </div>
          ) : null}
          <div className="flex flex-wrap items-end gap-3">
            {mode === 'amount' ? (
              <Field label={`${t('admin.orders.amount')} (${data.currency})`}>
                <input
                  className={inputClass}
                  inputMode="decimal"
                  value={amount}
                  aria-invalid={invalid}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </Field>
            ) : null}
            <Field label={t('admin.orders.reason')}>
              <input
                className={inputClass}
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="danger"
              disabled={mode === 'lines' && lines.length === 0}
            >
              {t('admin.orders.refund')}
            </Button>
          </div>
          {invalid && mode === 'amount' ? (
            <p role="alert" className="text-sm text-danger">
              {t('admin.orders.amountInvalid')}
            </p>
          ) : null}
        </form>
      ) : null}
      <ActionError error={error} />
    </>
  );
}
