import type { UploadRecord } from '@space/contracts/upload-records';
import { uploadFormSchema } from '@space/contracts/uploads';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import type { UploadFormApi } from './basics-fields.tsx';
import { CardPreview, PagePreview } from './studio-preview.tsx';
import { FIELD_STEPS, fieldLabel, type FieldKey, type SummaryItem } from './studio-steps.ts';

/** What the form still lacks, checked live with the submit schema, one item per field. */
function useOpenItems(form: UploadFormApi): SummaryItem[] {
  const values = useWatch({ control: form.control });
  const parsed = uploadFormSchema.safeParse(values);
  if (parsed.success) return [];
  const items: SummaryItem[] = [];
  for (const [field, step] of FIELD_STEPS) {
    const issue = parsed.error.issues.find((found) => found.path[0] === field);
    if (issue) items.push({ field, step, path: issue.path.join('.'), message: issue.message });
  }
  return items;
}

/**
 * The last step (decision 077): the product card and page as buyers will see them, and what is
 * still missing, each a link to its field.
 */
export function ReviewStep({
  form,
  record,
  onOpen,
}: {
  form: UploadFormApi;
  record: UploadRecord;
  onOpen: (item: SummaryItem) => void;
}) {
  const { t } = useTranslation();
  const open = useOpenItems(form);
  const text = (message: string) =>
    message.startsWith('validation.') ? t(message as `validation.${string}`) : message;
  return (
    <section className="grid gap-5 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('studioGuide.reviewTitle')}</h2>
      {open.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CheckCircleIcon size={18} className="shrink-0" />
          {t('studioGuide.ready')}
        </p>
      ) : (
        <div data-testid="review-checklist">
          <p className="text-sm font-medium">
            {t('studioGuide.stillNeeded', { count: open.length })}
          </p>
          <ul className="mt-2 grid gap-1 text-sm">
            {open.map((item) => (
              <li key={item.field}>
                <a
                  href={`#field-${item.field}`}
                  className="text-primary underline underline-offset-2 hover:no-underline"
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(item);
                  }}
                >
                  {`${fieldLabel(t, item.field as FieldKey)}: ${text(item.message)}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid items-start gap-5 md:grid-cols-[16rem_minmax(0,1fr)]">
        <CardPreview control={form.control} record={record} />
        <PagePreview control={form.control} record={record} />
      </div>
    </section>
  );
}
