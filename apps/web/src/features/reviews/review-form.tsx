import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@space/contracts/limits';
import {
  productReviewBodySchema,
  type ProductReview,
  type ProductReviewBody,
} from '@space/contracts/reviews';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FieldError, FormError, INPUT_CLASS } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { applyServerErrors } from '../../lib/server-errors.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { Counter } from './length-counter.tsx';
import { StarInput } from './star-input.tsx';

type ReviewFields = z.input<typeof productReviewBodySchema>;

/**
 * Writes or edits the viewer's review: stars (required), an optional one-line title and an
 * optional plain-text body, held to the contract's limits and text rules before sending.
 */
export function ReviewForm({
  existing,
  onSave,
  onCancel,
}: {
  existing: ProductReview | null;
  onSave: (body: ProductReviewBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReviewFields, unknown, ProductReviewBody>({
    // The contract's schema checks what the server checks; an empty title or text is "none".
    resolver: zodResolver(productReviewBodySchema),
    defaultValues: {
      rating: existing?.rating,
      title: existing?.title ?? '',
      body: existing?.body ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave({
        rating: values.rating,
        title: values.title ? values.title : null,
        body: values.body ? values.body : null,
        language: existing?.language ?? lang,
      });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
      data-testid="review-form"
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput
            value={field.value ?? null}
            onChange={field.onChange}
            legend={t('reviews.yourRating')}
            error={errors.rating ? t('reviews.ratingRequired') : undefined}
          />
        )}
      />
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {t('reviews.title')}
          </label>
          <Counter id={`${id}-title-count`} used={title.length} max={LIMITS.reviewTitleMax} />
        </div>
        <input
          id={`${id}-title`}
          className={INPUT_CLASS}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={`${id}-title-count${errors.title ? ` ${id}-title-error` : ''}`}
          {...form.register('title')}
        />
        <FieldError id={`${id}-title-error`} message={errors.title?.message} />
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-body`} className="text-sm font-medium">
            {t('reviews.body')}
          </label>
          <Counter id={`${id}-body-count`} used={body.length} max={LIMITS.reviewBodyMax} />
        </div>
        <textarea
          id={`${id}-body`}
          rows={6}
          className={`${INPUT_CLASS} h-auto min-h-32 py-3 leading-relaxed`}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-hint ${id}-body-count${errors.body ? ` ${id}-body-error` : ''}`}
          {...form.register('body')}
        />
        <p id={`${id}-body-hint`} className="mt-1 text-xs text-muted">
          {t('reviews.bodyHint')}
        </p>
        <FieldError id={`${id}-body-error`} message={errors.body?.message} />
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {existing ? t('reviews.update') : t('reviews.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
