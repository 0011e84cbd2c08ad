import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../lib/server-errors.ts';

interface SubmittableForm<TFields extends FieldValues, TValues> {
  handleSubmit: UseFormHandleSubmit<TFields, TValues>;
  setError: UseFormSetError<TFields>;
}

/**
 * Submits valid values to `action`; when it throws, the server's field errors go under their
 * inputs and anything else becomes `formError`, cleared again on the next attempt.
 * `onError` runs after that, for forms that must reset something a failed try used up.
 */
export function useFormSubmit<TFields extends FieldValues, TValues>(
  form: SubmittableForm<TFields, TValues>,
  action: (values: TValues) => Promise<void>,
  { onError }: { onError?: () => void } = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError));
      onError?.();
    }
  });
  return { submit, formError };
}
