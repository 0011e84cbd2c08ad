import { useTranslation } from '../../lib/translator.ts';

/** "12 / 120": how much of a limit is used; red once over. */
export function Counter({ used, max, id }: { used: number; max: number; id?: string }) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      className={`text-xs tabular-nums ${used > max ? 'font-semibold text-danger' : 'text-muted'}`}
    >
      {t('reviews.counter', { used, max })}
    </span>
  );
}
