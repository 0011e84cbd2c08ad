import { LIMITS } from '@space/contracts/limits';
import { KINDS_NEEDING_FRONT_PLUGIN } from '@space/contracts/upload-rules';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError, FieldLabel, INPUT_CLASS } from '../../components/form/fields.tsx';
import { getProductQueryOptions, getProductsQueryOptions } from '../catalog/catalog-api.ts';
import type { UploadFormApi } from './basics-fields.tsx';

/**
 * Front (prerequisite) plugins (spec §3, §5): found by name among the catalogue's plugins,
 * listed in order; required for the kinds that need one (a scene, decision 028).
 */
export function FrontPluginsField({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const { field, fieldState } = useController({ control: form.control, name: 'prerequisiteIds' });
  const chosen = field.value ?? [];
  const types = form.watch('types') ?? [];
  const required = types.some((type) => KINDS_NEEDING_FRONT_PLUGIN.includes(type as never));
  const results = useQuery({
    ...getProductsQueryOptions({ q: query, type: 'plugin', pageSize: 5 }),
    enabled: query.length > 0,
  });
  const names = useQueries({
    queries: chosen.map((productId) => ({
      ...getProductQueryOptions(productId),
      staleTime: 60_000,
    })),
  });
  const full = chosen.length >= LIMITS.prerequisitesMax;
  const readOnly = form.formState.disabled;
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  return (
    <div id="field-prerequisiteIds">
      <FieldLabel htmlFor={id} markRequired={required}>
        {required ? t('studio.frontPluginsRequired') : t('studio.frontPlugins')}
      </FieldLabel>
      <ul className="mb-2 flex flex-wrap gap-2">
        {chosen.map((productId, index) => (
          <li
            key={productId}
            className="flex items-center gap-1 rounded-full bg-surface-2 py-1 pr-1 pl-3 text-sm"
          >
            {names[index]?.data?.name ?? `#${productId}`}
            {readOnly ? null : (
              <button
                type="button"
                aria-label={t('studio.removeItem', { name: names[index]?.data?.name ?? productId })}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-surface hover:text-danger"
                onClick={() => field.onChange(chosen.filter((other) => other !== productId))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {full || readOnly ? null : (
        <input
          id={id}
          type="search"
          value={text}
          placeholder={t('studio.frontPluginsPlaceholder')}
          aria-invalid={message ? true : undefined}
          className={INPUT_CLASS}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {query && results.data ? (
        <ul className="mt-1 overflow-hidden rounded-xl border border-border bg-surface">
          {results.data.list.length === 0 ? (
            <li className="px-4 py-2 text-sm text-muted">{t('messages.noData')}</li>
          ) : (
            results.data.list
              .filter((product) => !chosen.includes(product.id))
              .map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="w-full px-4 py-2 text-left text-sm hover:bg-surface-2"
                    onClick={() => {
                      field.onChange([...chosen, product.id]);
                      setText('');
                    }}
                  >
                    {product.name}
                    <span className="ml-2 text-muted">
                      {t('common.by', { name: product.author.nickName })}
                    </span>
                  </button>
                </li>
              ))
          )}
        </ul>
      ) : null}
      <FieldError
        id={`${id}-error`}
        message={message ?? form.formState.errors.prerequisiteIds?.[0]?.message}
      />
    </div>
  );
}
