import { useId, useState, type ReactNode } from 'react';
import { toApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';

/** The console's small building blocks: a card, a table and a search field. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  // Named by its heading, so each card is a region a screen reader can jump to.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-text">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="scroll-cue overflow-x-auto">
      {/* Korean breaks between words, not inside them: a narrow column scrolls instead. */}
      <table className="w-full text-left text-sm break-keep">
        <thead className="border-b border-border text-xs uppercase text-muted">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children }: { children: ReactNode }) {
  return <td className="px-3 py-2 align-middle text-text">{children}</td>;
}

export const inputClass =
  'rounded-xl border border-border bg-surface px-3 py-2 text-sm text-text focus:border-primary focus:outline-none';

/** A table's search box: every keystroke asks again from the first page. */
export function AdminSearch({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <input
      className={`${inputClass} mb-4`}
      type="search"
      aria-label={t('admin.search')}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      {label}
      {children}
    </label>
  );
}

export function money(minor: number, currency: string, locale: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minor / 10 ** digits,
  );
}

/** Runs a console action, keeping the server's refusal to show; answers whether it succeeded. */
export function useAction() {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (thrown) {
      setError(toApiError(thrown).message);
      return false;
    }
  };
  return { error, run };
}

export function ActionError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-danger">
      {error}
    </p>
  ) : null;
}
