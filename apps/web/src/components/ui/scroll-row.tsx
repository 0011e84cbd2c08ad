import { useEffect, useRef, useState, type ReactNode } from 'react';

const FADE = '28px';

/**
 * A row that scrolls sideways on narrow screens, with a cue that there is more: the edge
 * where content is hidden fades out. The selected item (aria-current) is scrolled into view.
 */
export function ScrollRow({
  label,
  className = '',
  children,
}: {
  /** The row's accessible name; it is rendered as a navigation landmark. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const max = row.scrollWidth - row.clientWidth;
      setEdges({ start: row.scrollLeft > 1, end: row.scrollLeft < max - 1 });
    };
    row
      .querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const mask =
    edges.start || edges.end
      ? `linear-gradient(to right, ${edges.start ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${edges.end ? 'transparent' : '#000'})`
      : undefined;
  return (
    <nav
      ref={ref}
      aria-label={label}
      data-scroll-more={edges.end || undefined}
      className={`flex gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${className}`}
      style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
    >
      {children}
    </nav>
  );
}
