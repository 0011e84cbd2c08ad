import type { PayoutState } from '@space/contracts/payout-constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi, adminQueries } from './admin-api.ts';
import { ActionError, Cell, money, Panel, Table, useAction } from './admin-ui.tsx';

const PAGE_SIZE = 20;
const FILTERS: PayoutState[] = ['requested', 'sending', 'failed', 'succeeded', 'rejected'];

/**
 * The brand's creator payouts (decision 071): those waiting for approval first; approving
 * sends one through PayPal or Alipay, rejecting returns the amount to the creator's balance.
 */
export function PayoutsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [state, setState] = useState<PayoutState>('requested');
  const [page, setPage] = useState(1);
  const list = useQuery(adminQueries.payouts({ state, page, pageSize: PAGE_SIZE }));
  const { error, run } = useAction();
  const rows = list.data?.list ?? [];
  return (
    <Panel title={t('admin.nav.payouts')}>
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t('admin.payouts.state')}>
        {FILTERS.map((value) => (
          <Button
            key={value}
            variant={value === state ? 'primary' : 'secondary'}
            aria-pressed={value === state}
            onClick={() => {
              setState(value);
              setPage(1);
            }}
          >
            {t(`creatorPayouts.states.${value}`)}
          </Button>
        ))}
      </div>
      <ActionError error={error} />
      {list.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.payouts.emptyTitle')} text={t('admin.payouts.emptyText')} />
      ) : (
        <Table
          head={[
            t('admin.payouts.requested'),
            t('admin.payouts.creator'),
            t('admin.payouts.amount'),
            t('admin.payouts.account'),
            t('admin.payouts.status'),
            '',
          ]}
        >
          {rows.map((payout) => (
            <tr key={payout.payoutNo}>
              <Cell>{new Date(payout.requestedAt).toLocaleString(locale)}</Cell>
              <Cell>{payout.nickName ?? `#${payout.userId}`}</Cell>
              <Cell>{money(payout.amountMinor, payout.currency, locale)}</Cell>
              <Cell>
                {t(`creatorPayouts.methods.${payout.method}`)}: {payout.account}
                {payout.realName ? ` (${payout.realName})` : ''}
              </Cell>
              <Cell>
                {t(`creatorPayouts.states.${payout.state}`)}
                {payout.failure ? ` (${payout.failure})` : ''}
              </Cell>
              <Cell>
                {payout.state === 'requested' ? (
                  <span className="flex gap-2">
                    <Button
                      onClick={() =>
                        void run(() => adminApi.decidePayout(payout.payoutNo, 'approve'))
                      }
                    >
                      {t('admin.payouts.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void run(() => adminApi.decidePayout(payout.payoutNo, 'reject'))
                      }
                    >
                      {t('admin.payouts.reject')}
                    </Button>
                  </span>
                ) : null}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      {list.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
      ) : null}
    </Panel>
  );
}
