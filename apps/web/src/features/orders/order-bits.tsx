import type { OrderState } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { rememberRoute } from '../../lib/history-route.ts';
import { MethodMark } from './method-mark.tsx';

export { MethodMark } from './method-mark.tsx';

const STATE_CLASS: Record<OrderState, string> = {
  no_payment_required: 'bg-success/12 text-success',
  paid: 'bg-success/12 text-success',
  waiting: 'bg-warning/12 text-warning',
  unknown: 'bg-warning/12 text-warning',
  failed: 'bg-danger/12 text-danger',
  cancelled: 'bg-surface-2 text-muted',
  closed: 'bg-surface-2 text-muted',
  refunded: 'bg-accent/12 text-accent',
};

/** A payment state of spec §4 (and what happens after it) as a coloured label. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_CLASS[state]}`}
    >
      {t(`orders.states.${state}`)}
    </span>
  );
}

/** The method's name, or "no payment required" for a free order. */
export function MethodName({ method }: { method: PaymentMethod | null }) {
  const { t } = useTranslation();
  if (!method) return <span className="text-muted">{t('orders.noMethod')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <MethodMark method={method} />
      {t(`payment.methods.${method}`)}
    </span>
  );
}

/** For a page of the user's own data seen by a visitor: log in, then come back here. */
export function SignInPrompt({ text }: { text?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onLogin = () => {
    rememberRoute(window.location.pathname + window.location.search);
    const tenantId = useUserStore.getState().userInfo?.tenantId;
    void navigate(loginPathFor(tenantId, useSoftwareStore.getState().client));
  };
  return (
    <EmptyState
      icon={<UserIcon size={26} />}
      title={t('empty.signInTitle')}
      text={text ?? t('empty.signInText')}
      action={<Button onClick={onLogin}>{t('nav.logIn')}</Button>}
    />
  );
}
