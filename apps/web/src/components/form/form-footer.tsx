import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { FormError } from './fields.tsx';

/**
 * The message for the whole form, then its submit button (`children` is the label), disabled
 * while submitting. In a column layout the button fills the width unless `inline`.
 */
export function FormFooter({
  error,
  submitting,
  inline = false,
  children,
}: {
  error: string | null;
  submitting: boolean;
  inline?: boolean;
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" disabled={submitting}>
      {children}
    </Button>
  );
  return (
    <>
      <FormError message={error} />
      {inline ? <div>{button}</div> : button}
    </>
  );
}
