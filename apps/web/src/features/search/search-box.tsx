import type { ProductSuggestion } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { paths, productPath, searchPath } from '../../config/paths.ts';
import { apiData } from '../../lib/api-client.ts';
import { Highlight } from '../../components/ui/highlight.tsx';

const DEBOUNCE_MS = 200;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** The header search: suggestions as you type (a combobox), Enter searches the whole catalogue. */
export function SearchBox({ id = 'site-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = useDebounced(value.trim());
  const suggestions = useQuery({
    queryKey: ['products', 'suggestions', query],
    queryFn: ({ signal }) =>
      apiData<ProductSuggestion[]>('/api/products/suggestions', { query: { q: query }, signal }),
    enabled: open && query.length > 0,
    staleTime: 60_000,
  });
  const items = open && query.length > 0 ? (suggestions.data ?? []) : [];

  function go(to: string) {
    setOpen(false);
    setActive(-1);
    void navigate(to);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = items[active];
    if (chosen) return go(productPath(chosen.id));
    const text = value.trim();
    if (text) go(searchPath(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    // action, method and name: a search sent before the app has taken over a first view
    // (decision 046) still reaches the results, as a plain GET.
    <form
      role="search"
      action={paths.search}
      method="get"
      onSubmit={submit}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        {t('nav.search')}
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        placeholder={t('nav.searchPlaceholder')}
        className="h-10 w-full rounded-full border border-border bg-surface-2 pr-3 pl-9 text-sm text-text placeholder:text-muted focus:border-primary focus:bg-surface focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={`absolute inset-x-0 top-12 z-50 overflow-hidden rounded-2xl border border-border bg-surface py-1 shadow-card ${items.length > 0 ? '' : 'hidden'}`}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(productPath(item.id))}
            className={`cursor-pointer truncate px-4 py-2 text-sm ${index === active ? 'bg-surface-2' : 'hover:bg-surface-2'}`}
          >
            <Highlight text={item.name} query={query} />
          </li>
        ))}
      </ul>
    </form>
  );
}
