import type { ReactNode } from 'react';
import { BoxIcon } from './icons.tsx';

export function EmptyState({
  title,
  text,
  action,
  icon,
  headingLevel = 2,
}: {
  title: string;
  headingLevel?: 1 | 2;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-6 py-14 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-surface-2 text-muted">
        {icon ?? <BoxIcon size={26} />}
      </div>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {text ? <p className="max-w-md text-sm text-muted">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
