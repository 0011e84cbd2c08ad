import { useTranslation } from '../../lib/translator.ts';
import { fieldLabel, type SummaryItem } from './studio-steps.ts';

/**
 * What stops the upload (decision 077): every field with a problem, by its label, each a link
 * that opens the field's step and puts the focus in it. Shown next to the submit button.
 */
export function ErrorSummary({
  items,
  title,
  onOpen,
}: {
  items: SummaryItem[];
  title: string;
  onOpen: (item: SummaryItem) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const text = (message: string) =>
    message.startsWith('validation.') ? t(message as `validation.${string}`) : message;
  return (
    <div
      id="studio-error-summary"
      tabIndex={-1}
      data-testid="error-summary"
      aria-labelledby="studio-error-summary-title"
      role="region"
      className="rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm focus:outline-2 focus:outline-danger"
    >
      <h2 id="studio-error-summary-title" className="font-semibold text-danger">
        {title}
      </h2>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#field-${item.field}`}
              className="text-danger underline underline-offset-2 hover:no-underline"
              onClick={(event) => {
                event.preventDefault();
                onOpen(item);
              }}
            >
              {`${fieldLabel(t, item.field)}: ${text(item.message)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The asterisk of a required field; the control says it with aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}
