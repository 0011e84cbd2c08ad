import { Link } from '../../lib/router/router.tsx';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
}

/** Where a page sits, as links back up the catalogue; the last crumb is the page itself. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="min-w-0 text-sm text-muted">
      <ol className="flex min-w-0 items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${index}-${item.label}`}
              className={`flex items-center gap-1.5 ${last ? 'min-w-0' : 'shrink-0'}`}
            >
              {index > 0 ? (
                <span aria-hidden="true" className="text-border">
                  ›
                </span>
              ) : null}
              {item.to && !last ? (
                <Link to={item.to} className="whitespace-nowrap hover:text-text hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="truncate font-medium text-text">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
