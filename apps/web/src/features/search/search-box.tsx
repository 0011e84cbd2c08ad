import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { searchPath } from '../../config/paths.ts';

export function SearchBox({ id = 'site-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (query) void navigate(searchPath(query));
  }

  return (
    <form role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t('nav.search')}
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        className="h-10 w-full rounded-full border border-border bg-surface-2 pr-3 pl-9 text-sm text-text placeholder:text-muted focus:border-primary focus:bg-surface focus:outline-none"
      />
    </form>
  );
}
