import type { PayoutMethod } from '@space/contracts/payout-constants';
import type { PayoutAccountAnswer } from '@space/contracts/payouts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';
import { CodeField } from '../account/code-field.tsx';
import { useSendCode } from '../account/use-send-code.ts';
import { savePayoutAccount } from './payouts-api.ts';

/**
 * Where payouts go (decision 071): a PayPal email, or an Alipay account and the holder's real
 * name; saved with a code sent to the account's own email or phone, usable after the delay.
 * The code field is the account forms' own: it shows the graphic code the server asks for
 * after an address's first few sends (decision 016), without which no code could be sent.
 */
export function PayoutAccountForm({
  tenantId,
  current,
  onDone,
}: {
  tenantId: number;
  current: PayoutAccountAnswer['account'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sender = useSendCode('payout', tenantId);
  const [method, setMethod] = useState<PayoutMethod>(current?.method ?? 'paypal');
  const [account, setAccount] = useState(current?.account ?? '');
  const [realName, setRealName] = useState(current?.realName ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await savePayoutAccount(
        method === 'paypal' ? { method, account, code } : { method, account, realName, code },
      );
      await client.invalidateQueries({ queryKey: ['creator-earnings'] });
      onDone();
    } catch (thrown) {
      setError(toApiError(thrown).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">{t('creatorPayouts.method')}</legend>
        {(['paypal', 'alipay'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="payout-method"
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {t(`creatorPayouts.methods.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(
          method === 'paypal' ? 'creatorPayouts.paypalEmail' : 'creatorPayouts.alipayAccount',
        )}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
      />
      {method === 'alipay' ? (
        <TextField
          label={t('creatorPayouts.realName')}
          value={realName}
          onChange={(e) => setRealName(e.target.value)}
        />
      ) : null}
      <CodeField
        sender={sender}
        registration={{
          value: code,
          onChange: (e: ChangeEvent<HTMLInputElement>) => setCode(e.target.value),
        }}
      />
      <p className="text-xs text-muted">{t('creatorPayouts.codeNote')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saving}>
          {t('creatorPayouts.save')}
        </Button>
      </div>
    </form>
  );
}
