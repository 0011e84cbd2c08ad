import { TIERS } from '@space/contracts/limits';
import { CURRENCY_CODES } from '@space/contracts/money';
import { useId } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { INPUT_CLASS, TextField } from '../../components/form/fields.tsx';
import { Labelled, type UploadFormApi } from './basics-fields.tsx';

/** Prices like 9.99 and usage times (0, a positive number, -1 unlimited) per tier (spec §5). */
export function PricingFields({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const currencyId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <Labelled
        id={currencyId}
        className="max-w-xs"
        label={t('studio.currency')}
        error={errors.currency?.message}
      >
        {/* Controlled, so the stored value shows before the options are read. */}
        <select
          id={currencyId}
          className={INPUT_CLASS}
          {...form.register('currency')}
          value={form.watch('currency') ?? 'USD'}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Labelled>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-4">
        {TIERS.map((tier) => (
          <TextField
            key={`price-${tier}`}
            label={t('studio.priceFor', { tier: t(`tiers.${tier}`) })}
            markRequired
            placeholder="9.99"
            inputMode="decimal"
            error={errors.prices?.[tier]?.message}
            {...form.register(`prices.${tier}`)}
          />
        ))}
        {TIERS.map((tier) => (
          <TextField
            key={`uses-${tier}`}
            label={t('studio.usesFor', { tier: t(`tiers.${tier}`) })}
            markRequired
            placeholder="-1"
            inputMode="numeric"
            error={errors.uses?.[tier]?.message}
            {...form.register(`uses.${tier}`)}
          />
        ))}
      </div>
      <p className="text-xs text-muted">{t('studio.usesHint')}</p>
    </div>
  );
}
