import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { LIMITS } from '@space/contracts/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { articlesApi, getColumnsQueryOptions } from './articles-api.ts';

/**
 * Choose the article's column, or add one (spec §5, decision 031). Adding is two steps, as on
 * the server: "Add column" makes a pending column, which is then named ("Complete") or
 * cancelled. While one is pending, or with 20 columns, "Add column" is off and says why, in
 * the words of the server's refusal.
 */
export function ColumnPicker({
  value,
  disabled,
  onChange,
}: {
  value: number | null;
  disabled: boolean;
  onChange: (columnId: number | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const columns = useQuery(getColumnsQueryOptions());
  const [name, setName] = useState('');
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getColumnsQueryOptions().queryKey });
  const fail = (error: unknown) => toast.error(toApiError(error).message);

  const add = useMutation({ mutationFn: articlesApi.addColumn, onSuccess: refresh, onError: fail });
  const complete = useMutation({
    mutationFn: (id: number) => articlesApi.nameColumn(id, name),
    onSuccess: async (column) => {
      setName('');
      await refresh();
      onChange(column.id);
    },
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: articlesApi.removeColumn,
    onSuccess: refresh,
    onError: fail,
  });

  const list = columns.data?.list ?? [];
  const named = list.filter((column) => column.name !== null);
  const pending = list.find((column) => column.name === null);
  const full = list.length >= (columns.data?.max ?? LIMITS.articleColumnsMax);
  const blocked = pending
    ? ERROR_MESSAGES.ARTICLE_COLUMN_PENDING[lang]
    : full
      ? ERROR_MESSAGES.ARTICLE_COLUMNS_FULL[lang]
      : null;

  return (
    <div>
      <label htmlFor="article-column" className="text-sm font-medium">
        {t('articles.column')}
      </label>
      <select
        id="article-column"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="mt-1 w-full rounded-xl border border-border bg-bg px-3 py-2"
      >
        <option value="">{t('articles.noColumn')}</option>
        {named.map((column) => (
          <option key={column.id} value={column.id}>
            {column.name}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-muted">
        {t('articles.columnsCount', {
          count: list.length,
          max: columns.data?.max ?? LIMITS.articleColumnsMax,
        })}
      </p>
      {pending ? (
        <form
          className="mt-3 rounded-xl border border-primary/40 bg-primary/5 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            complete.mutate(pending.id);
          }}
        >
          <label htmlFor="new-column-name" className="text-sm font-medium">
            {t('articles.newColumnName')}
          </label>
          <input
            id="new-column-name"
            value={name}
            maxLength={LIMITS.articleColumnNameMax}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 w-full rounded-xl border border-border bg-bg px-3 py-2"
          />
          <div className="mt-2 flex gap-2">
            <Button
              type="submit"
              className="!px-4 !py-1.5"
              disabled={name.trim() === '' || complete.isPending}
            >
              {t('articles.completeColumn')}
            </Button>
            <Button
              variant="ghost"
              className="!px-4 !py-1.5"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(pending.id)}
            >
              {t('articles.cancelColumn')}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="mt-3">
        <Button
          variant="secondary"
          className="!px-4 !py-1.5"
          disabled={disabled || blocked !== null || add.isPending}
          onClick={() => add.mutate()}
        >
          {t('articles.addColumn')}
        </Button>
        {blocked ? (
          <p className="mt-1 text-xs text-warning" data-testid="column-rule">
            {blocked}
          </p>
        ) : null}
      </div>
    </div>
  );
}
