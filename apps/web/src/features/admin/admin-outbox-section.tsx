import {
  OUTBOX_CHANNELS,
  OUTBOX_STATES,
  type OutboxChannel,
  type OutboxState,
} from '@space/contracts/outbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi, adminQueries } from './admin-api.ts';
import { ActionError, Cell, Field, inputClass, Panel, Table, useAction } from './admin-ui.tsx';

const PAGE_SIZE = 20;

/**
 * Every email and text of the brand in the outbox (decision 073): its state and attempts, the
 * last error of a failed one and a retry; never a message's body.
 */
export function OutboxSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [state, setState] = useState<OutboxState | ''>('');
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    adminQueries.outbox({
      state: state || undefined,
      channel: channel || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const { error, run } = useAction();
  const rows = list.data?.list ?? [];
  return (
    <Panel title={t('admin.nav.outbox')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <Field label={t('admin.outbox.state')}>
          <select
            className={inputClass}
            value={state}
            onChange={(event) => {
              setState(event.target.value as OutboxState | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.all')}</option>
            {OUTBOX_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.outbox.states.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.outbox.channel')}>
          <select
            className={inputClass}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as OutboxChannel | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.all')}</option>
            {OUTBOX_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.outbox.channels.${value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ActionError error={error} />
      {list.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.outbox.emptyTitle')} text={t('admin.outbox.emptyText')} />
      ) : (
        <Table
          head={[
            t('admin.outbox.created'),
            t('admin.outbox.channel'),
            t('admin.outbox.recipient'),
            t('admin.outbox.subject'),
            t('admin.outbox.status'),
            '',
          ]}
        >
          {rows.map((message) => (
            <tr key={message.id}>
              <Cell>{new Date(message.createdAt).toLocaleString(locale)}</Cell>
              <Cell>{t(`admin.outbox.channels.${message.channel}`)}</Cell>
              <Cell>{message.recipient}</Cell>
              <Cell>{message.subject}</Cell>
              <Cell>
                {t(`admin.outbox.states.${message.state}`)}
                {' · '}
                {t('admin.outbox.attempts', {
                  attempt: message.attempts,
                  max: message.maxAttempts,
                })}
                {message.lastError ? (
                  <span className="block text-xs text-danger">{message.lastError}</span>
                ) : null}
              </Cell>
              <Cell>
                {message.retryable ? (
                  <Button
                    variant="secondary"
                    onClick={() => void run(() => adminApi.retryOutboxMessage(message.id))}
                  >
                    {t('admin.outbox.retry')}
                  </Button>
                ) : null}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}
