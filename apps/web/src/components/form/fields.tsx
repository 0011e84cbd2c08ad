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
  label: string;
  error?: string;
  trailing?: ReactNode;
  /**
   * A required field's asterisk (decision 077), beside the label rather than in it, so the
   * label still names the field; the input says it with aria-required.
   */
  markRequired?: boolean;
};

/** A label, and beside it the asterisk of a required field. */
export function FieldLabel({
  htmlFor,
  markRequired = false,
  children,
}: {
  htmlFor: string;
  markRequired?: boolean;
  children: ReactNode;
}) {
  if (!markRequired) {
    return (
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium">
        {children}
      </label>
    );
  }
  return (
    <div className="mb-1.5 flex items-baseline">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {children}
      </label>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </div>
  );
}

/** A labelled input wired for react-hook-form's `register` (forwards its ref). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, trailing, markRequired, className = '', ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} markRequired={markRequired}>
        {label}
      </FieldLabel>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          aria-required={markRequired ? true : undefined}
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
