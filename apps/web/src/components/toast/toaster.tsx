import { useToastStore } from './toast-store.ts';

const KIND_CLASS = {
  success: 'border-success/40 text-success',
  error: 'border-danger/40 text-danger',
  info: 'border-border text-text',
} as const;

/** Success and error messages (spec §8), announced to screen readers. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto rounded-full border bg-surface px-5 py-2.5 text-sm font-medium shadow-card ${KIND_CLASS[item.kind]}`}
        >
          {item.text}
        </div>
      ))}
    </div>
  );
}
