import { useTranslation } from '../../lib/translator.ts';
import { STEPS, type StepId } from './studio-steps.ts';

/**
 * The studio's steps as a progress list (decision 077): each step a button, the current one
 * marked, a count of problems on each step once the creator tried to submit.
 */
export function StepProgress({
  current,
  problems,
  onStep,
}: {
  current: StepId;
  problems: Partial<Record<StepId, number>>;
  onStep: (step: StepId) => void;
}) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('studioGuide.stepsLabel')} className="grid gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-medium" aria-live="polite">
          {t('studioGuide.stepOf', { n: index + 1, total: STEPS.length })}
        </p>
        <p className="text-xs text-muted">
          <span aria-hidden="true" className="text-danger">
            *
          </span>{' '}
          {t('studioGuide.requiredNote')}
        </p>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {STEPS.map((step, position) => {
          const active = step === current;
          const count = problems[step] ?? 0;
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                onClick={() => onStep(step)}
                aria-current={active ? 'step' : undefined}
                className={`flex w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-medium sm:flex-row sm:justify-center sm:gap-2 sm:text-sm ${
                  active ? 'bg-primary/10 text-primary' : 'text-muted hover:text-text'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full text-xs ${
                    count > 0
                      ? 'bg-danger text-on-primary'
                      : position <= index
                        ? 'bg-primary text-on-primary'
                        : 'border border-border'
                  }`}
                >
                  {count > 0 ? '!' : position + 1}
                </span>
                <span className="max-w-full truncate">{t(`studioGuide.steps.${step}`)}</span>
                {count > 0 ? (
                  <span className="sr-only">{t('studioGuide.stepProblems', { count })}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
