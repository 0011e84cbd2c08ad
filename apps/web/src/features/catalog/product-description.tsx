import { lazy, Suspense } from 'react';

// marked and the renderer are their own chunk (about 12 kB gzipped), off the route's first
// load: the description sits below the fold, and asks for it as soon as the page renders.
const Markdown = lazy(() =>
  import('./markdown.tsx').then((module) => ({ default: module.Markdown })),
);

/**
 * A product's long description: safe Markdown (decision 035). Until the renderer is in, the
 * source shows as plain text, so the section has its size and its words at once.
 */
export function ProductDescription({
  source,
  className = '',
}: {
  source: string;
  className?: string;
}) {
  return (
    <Suspense
      fallback={
        <p className={`leading-relaxed whitespace-pre-line text-muted ${className}`}>{source}</p>
      }
    >
      <Markdown source={source} className={className} />
    </Suspense>
  );
}
