import {
  REDEEM_CODE_INPUT_MAX,
  REDEEM_MESSAGES,
  normalizeRedeemCode,
  type RedeemResult,
} from '@space/contracts/redeem-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { INPUT_CLASS } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import { refreshCommerce } from '../cart/cart-api.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { redeemApi, redeemErrorMessage } from './redeem-api.ts';

/**
 * The /coupon form: one field, upper-cased as it is typed (spaces and dashes are fine, the
 * server reads codes as Crockford's base 32 does), an empty check before anything is sent
 * ('Coupon code cannot be empty', spec §5) and the server's refusal under the field.
 */
export function RedeemForm({ onRedeemed }: { onRedeemed: (result: RedeemResult) => void }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: (value: string) => redeemApi.redeem(value),
    onSuccess: (result) => {
      // New products and membership show everywhere at once.
      refreshCommerce(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      toast.success(REDEEM_MESSAGES.redeemed[lang]);
      setCode('');
      onRedeemed(result);
    },
    onError: (failure) => setError(redeemErrorMessage(failure, lang)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    if (normalizeRedeemCode(code) === '') {
      setError(REDEEM_MESSAGES.empty[lang]);
      return;
    }
    setError(null);
    redeem.mutate(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('coupon.label')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (error) setError(null);
          }}
          placeholder={t('coupon.placeholder')}
          maxLength={REDEEM_CODE_INPUT_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${INPUT_CLASS} h-12 font-mono text-base tracking-[0.12em] uppercase placeholder:tracking-[0.12em] sm:flex-1`}
        />
        <Button type="submit" disabled={redeem.isPending} className="h-12 sm:min-w-32">
          {redeem.isPending ? t('coupon.redeeming') : t('coupon.redeem')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('coupon.hint')}
      </p>
    </form>
  );
}
