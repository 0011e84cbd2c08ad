import { AUDIT_ACTIONS } from '@space/contracts/admin';
import { ORDER_STATES } from '@space/contracts/commerce';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminApi, adminQueries } from './admin-api.ts';
import { OrderRefunds } from './admin-order-refunds.tsx';
import {
  ActionError,
  Cell,
  Field,
  inputClass,
  money,
  Panel,
  Table,
  useAction,
} from './admin-ui.tsx';

export function UsersSection() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(adminQueries.users({ q, page }));
  const { error, run } = useAction();
  return (
    <Panel title={t('admin.nav.users')}>
      <input
        className={`${inputClass} mb-4`}
        type="search"
        aria-label={t('admin.search')}
        placeholder={t('admin.users.search')}
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
      />
      <Table head={[t('admin.users.user'), t('admin.users.role'), t('admin.users.status'), '']}>
        {(list.data?.list ?? []).map((user) => (
          <tr key={user.id}>
            <Cell>
              <span className="font-medium">{user.nickName}</span>{' '}
              <span className="text-muted">{user.email ?? user.mobile ?? `#${user.id}`}</span>
            </Cell>
            <Cell>
              <select
                className={inputClass}
                aria-label={t('admin.users.role')}
                value={user.superType === 'superAdmin' ? 'admin' : (user.superType ?? 'user')}
                disabled={user.superType === 'superAdmin'}
                onChange={(event) =>
                  void run(() =>
                    adminApi.setUserRole(
                      user.id,
                      event.target.value as 'user' | 'moderator' | 'admin',
                    ),
                  )
                }
              >
                {(['user', 'moderator', 'admin'] as const).map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.users.roles.${role}`)}
                  </option>
                ))}
              </select>
            </Cell>
            <Cell>
              {user.status === 'disabled' ? t('admin.users.disabled') : t('admin.users.active')}
            </Cell>
            <Cell>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant={user.status === 'disabled' ? 'primary' : 'danger'}
                  onClick={() =>
                    void run(() =>
                      adminApi.setUserStatus(
                        user.id,
                        user.status === 'disabled' ? 'active' : 'disabled',
                      ),
                    )
                  }
                >
                  {user.status === 'disabled' ? t('admin.users.enable') : t('admin.users.disable')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void run(() => adminApi.endSessions(user.id))}
                >
                  {t('admin.users.endSessions')}
                </Button>
              </div>
            </Cell>
          </tr>
        ))}
      </Table>
      <ActionError error={error} />
      <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}

function OrderDetail({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const order = useQuery(adminQueries.order(orderNo));
  const data = order.data;
  return (
    <Panel title={orderNo}>
      <Button variant="ghost" onClick={onBack}>
        {t('admin.back')}
      </Button>
      {data ? (
        <div className="mt-3 flex flex-col gap-4 text-sm">
          <p>
            {t(`orders.states.${data.state}`, { defaultValue: data.state })} ·{' '}
            {money(data.amountMinor, data.currency, locale)} · {data.userName} (#{data.userId})
          </p>
          <ul className="list-disc pl-5">
            {data.items.map((item) => (
              <li key={item.productId}>
                {item.name} — {money(item.pricePaidMinor, data.currency, locale)}
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">{t('admin.orders.trail')}</h3>
          {data.trail.length === 0 ? (
            <p className="text-muted">{t('admin.empty')}</p>
          ) : (
            <Table
              head={[t('admin.orders.when'), t('admin.orders.source'), t('admin.orders.outcome')]}
            >
              {data.trail.map((event) => (
                <tr key={event.id}>
                  <Cell>{new Date(event.receivedAt).toLocaleString(locale)}</Cell>
                  <Cell>
                    {event.method} · {event.source}
                  </Cell>
                  <Cell>
                    {event.outcome}
                    {event.reason ? ` (${event.reason})` : ''}
                  </Cell>
                </tr>
              ))}
            </Table>
          )}
          <OrderRefunds data={data} orderNo={orderNo} />
        </div>
      ) : null}
    </Panel>
  );
}

export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [orderNo, setOrderNo] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(adminQueries.orders({ orderNo, state, page }));
  if (open) return <OrderDetail orderNo={open} onBack={() => setOpen(null)} />;
  return (
    <Panel title={t('admin.nav.orders')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <input
          className={inputClass}
          type="search"
          aria-label={t('admin.orders.number')}
          placeholder={t('admin.orders.number')}
          value={orderNo}
          onChange={(event) => {
            setOrderNo(event.target.value);
            setPage(1);
          }}
        />
        <select
          className={inputClass}
          aria-label={t('admin.orders.state')}
          value={state}
          onChange={(event) => setState(event.target.value)}
        >
          <option value="">{t('admin.all')}</option>
          {ORDER_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Table
        head={[
          t('admin.orders.number'),
          t('admin.users.user'),
          t('admin.orders.state'),
          t('admin.orders.amount'),
        ]}
      >
        {(list.data?.list ?? []).map((order) => (
          <tr key={order.orderNo}>
            <Cell>
              <button
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => setOpen(order.orderNo)}
              >
                {order.orderNo}
              </button>
            </Cell>
            <Cell>{order.userName}</Cell>
            <Cell>{t(`orders.states.${order.state}`, { defaultValue: order.state })}</Cell>
            <Cell>{money(order.amountMinor, order.currency, locale)}</Cell>
          </tr>
        ))}
      </Table>
      <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}

export function AuditSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [action, setAction] = useState('');
  const [actorId, setActorId] = useState('');
  const [from, setFrom] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    adminQueries.audit({
      action,
      actorId,
      from: from ? new Date(from).toISOString() : undefined,
      page,
    }),
  );
  return (
    <Panel title={t('admin.nav.audit')}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={t('admin.audit.action')}>
          <select className={inputClass} value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">{t('admin.all')}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.audit.actor')}>
          <input
            className={`${inputClass} w-28`}
            inputMode="numeric"
            value={actorId}
            onChange={(e) => setActorId(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field label={t('admin.audit.from')}>
          <input
            className={inputClass}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </Field>
      </div>
      <Table
        head={[
          t('admin.orders.when'),
          t('admin.audit.actor'),
          t('admin.audit.action'),
          t('admin.audit.target'),
          t('admin.audit.change'),
        ]}
      >
        {(list.data?.list ?? []).map((entry) => (
          <tr key={entry.id}>
            <Cell>{new Date(entry.createdAt).toLocaleString(locale)}</Cell>
            <Cell>{entry.actor.nickName}</Cell>
            <Cell>{entry.action}</Cell>
            <Cell>
              {entry.targetType} {entry.targetId}
            </Cell>
            <Cell>
              <code className="text-xs text-muted">
                {entry.before ? JSON.stringify(entry.before) : '∅'} →{' '}
                {entry.after ? JSON.stringify(entry.after) : '∅'}
              </code>
            </Cell>
          </tr>
        ))}
      </Table>
      <Pagination page={page} pageSize={20} total={list.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}
