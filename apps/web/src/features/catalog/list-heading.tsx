import type { ProductPage } from '@space/contracts/products';
import { ResultCount } from './result-count.tsx';

/** A list's title with its result count underneath once the first page has arrived. */
export function ListHeading({
  title,
  page,
  level = 1,
  id,
}: {
  title: string;
  page: ProductPage | undefined;
  level?: 1 | 2;
  id?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div>
      <Heading
        id={id}
        className={`font-bold tracking-tight ${level === 1 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
      >
        {title}
      </Heading>
      {page ? (
        <p className="mt-1 text-sm text-muted">
          <ResultCount page={page} />
        </p>
      ) : null}
    </div>
  );
}
