import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';

export const INPUT_CLASS =
  'h-11 w-full rounded-xl border border-border bg-surface px-4 text-sm text-text placeholder:text-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-danger';

/** Shows an error that is an i18n key (`validation.*`) or a server message as is. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs text-danger">
      {message.startsWith('validation.') ? t(message as `validation.${string}`) : message}
    </p>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  /** Text, or text and a mark (the creator studio's required asterisk, decision 077). */
  label: ReactNode;
  error?: string;
  trailing?: ReactNode;
};

/** A labelled input wired for react-hook-form's `register` (forwards its ref). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, trailing, className = '', ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={INPUT_CLASS}
          {...input}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});

/** A radio button followed by its label, wired for `register` like `TextField`. */
export const RadioOption = forwardRef<
  HTMLInputElement,
  ComponentProps<'input'> & { label: string }
>(function RadioOption({ label, ...input }, ref) {
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <input ref={ref} type="radio" className="accent-[var(--space-primary)]" {...input} />
      {label}
    </label>
  );
});

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-2.5 text-sm text-danger"
    >
      {message}
    </p>
  );
}
