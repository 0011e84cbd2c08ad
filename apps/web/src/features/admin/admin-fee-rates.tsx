import { DEFAULT_FEE_BPS, type AdminEarningsRates } from '@space/contracts/earnings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi, adminQueries } from './admin-api.ts';
import { ActionError, Cell, Field, inputClass, Panel, Table, useAction } from './admin-ui.tsx';

/** "30" or "12.5" from basis points; a percentage is what people type. */
const percentOf = (bps: number) => String(bps / 100);

/** Basis points from a typed percentage with at most two decimals, 0–100; null if not one. */
export function bpsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= 10_000 ? bps : null;
}

interface Row {
  userId: number;
  nickName: string;
  percent: string;
}

function FeeRatesForm({ rates }: { rates: AdminEarningsRates }) {
  const { t } = useTranslation();
  const [brandPercent, setBrandPercent] = useState(
    rates.brandFeeBps === null ? '' : percentOf(rates.brandFeeBps),
  );
  const [rows, setRows] = useState<Row[]>(
    rates.creators.map((c) => ({ ...c, percent: percentOf(c.feeBps) })),
  );
  const [newUser, setNewUser] = useState('');
  const [newPercent, setNewPercent] = useState('');
  const [tried, setTried] = useState(false);
  const { error, run } = useAction();
  const brandBps = brandPercent.trim() === '' ? null : bpsOf(brandPercent);
  const brandInvalid = brandPercent.trim() !== '' && brandBps === null;
  const invalidRows = rows.filter((row) => bpsOf(row.percent) === null);
  const newUserId = Number(newUser);
  const canAdd =
    Number.isInteger(newUserId) &&
    newUserId > 0 &&
    bpsOf(newPercent) !== null &&
    !rows.some((row) => row.userId === newUserId);
  const defaultPercent = percentOf(DEFAULT_FEE_BPS);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (brandInvalid || invalidRows.length > 0) return;
        void run(async () => {
          const saved = await adminApi.saveFeeRates({
            brandFeeBps: brandBps,
            creators: rows.map((row) => ({ userId: row.userId, feeBps: bpsOf(row.percent)! })),
          });
          setRows(saved.creators.map((c) => ({ ...c, percent: percentOf(c.feeBps) })));
          setTried(false);
        });
      }}
    >
      <p className="mb-4 max-w-prose text-sm text-muted">
        {t('admin.earnings.feeIntro', { percent: defaultPercent })}
      </p>
      <div className="mb-5 max-w-xs">
        <Field label={t('admin.earnings.brandFee')}>
          <input
            className={inputClass}
            inputMode="decimal"
            placeholder={t('admin.earnings.defaultFee', { percent: defaultPercent })}
            value={brandPercent}
            aria-invalid={tried && brandInvalid}
            onChange={(event) => setBrandPercent(event.target.value)}
          />
        </Field>
        {tried && brandInvalid ? (
          <p className="mt-1 text-xs text-danger">{t('admin.earnings.percentInvalid')}</p>
        ) : null}
      </div>
      <h3 className="mb-2 text-sm font-semibold text-text">{t('admin.earnings.creatorRates')}</h3>
      {rows.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{t('admin.earnings.noCreatorRates')}</p>
      ) : (
        <Table head={[t('admin.earnings.creator'), t('admin.earnings.feePercent'), '']}>
          {rows.map((row) => (
            <tr key={row.userId}>
              <Cell>
                {row.nickName || `#${row.userId}`}{' '}
                <span className="text-xs text-muted">#{row.userId}</span>
              </Cell>
              <Cell>
                <input
                  className={`${inputClass} w-24`}
                  inputMode="decimal"
                  aria-label={t('admin.earnings.feeFor', { name: row.nickName || row.userId })}
                  aria-invalid={tried && bpsOf(row.percent) === null}
                  value={row.percent}
                  onChange={(event) =>
                    setRows(
                      rows.map((other) =>
                        other.userId === row.userId
                          ? { ...other, percent: event.target.value }
                          : other,
                      ),
                    )
                  }
                />
              </Cell>
              <Cell>
                <Button
                  variant="secondary"
                  onClick={() => setRows(rows.filter((other) => other.userId !== row.userId))}
                >
                  {t('admin.earnings.removeRate')}
                </Button>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      {tried && invalidRows.length > 0 ? (
        <p className="mt-1 text-xs text-danger">{t('admin.earnings.percentInvalid')}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label={t('admin.earnings.creatorId')}>
          <input
            className={`${inputClass} w-32`}
            inputMode="numeric"
            value={newUser}
            onChange={(event) => setNewUser(event.target.value.trim())}
          />
        </Field>
        <Field label={t('admin.earnings.feePercent')}>
          <input
            className={`${inputClass} w-24`}
            inputMode="decimal"
            value={newPercent}
            onChange={(event) => setNewPercent(event.target.value)}
          />
        </Field>
        <Button
          variant="secondary"
          disabled={!canAdd}
          onClick={() => {
            setRows([...rows, { userId: newUserId, nickName: '', percent: newPercent.trim() }]);
            setNewUser('');
            setNewPercent('');
          }}
        >
          {t('admin.earnings.addRate')}
        </Button>
      </div>
      <ActionError error={error} />
      <div className="mt-5">
        <Button type="submit">{t('admin.earnings.saveRates')}</Button>
      </div>
    </form>
  );
}

/** A brand's platform fee and its creators' own rates (decision 068); sales keep their rate. */
export function FeeRatesPanel() {
  const { t } = useTranslation();
  const rates = useQuery(adminQueries.feeRates());
  return (
    <Panel title={t('admin.earnings.fees')}>
      {rates.data ? (
        // Keyed by what the server holds, so a save or another admin's change starts afresh.
        <FeeRatesForm key={JSON.stringify(rates.data)} rates={rates.data} />
      ) : (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      )}
    </Panel>
  );
}
