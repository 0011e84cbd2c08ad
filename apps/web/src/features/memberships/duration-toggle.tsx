import { MEMBERSHIP_DURATIONS, type MembershipDuration } from '@space/contracts/limits';
import { useTranslation } from '../../lib/translator.ts';

/** Quarterly or annual (spec §9), with the best annual saving beside "Annual". */
export function DurationToggle({
  value,
  onChange,
  bestSavingPercent,
}: {
  value: MembershipDuration;
  onChange: (duration: MembershipDuration) => void;
  bestSavingPercent: number | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('membership.duration')}
      className="inline-flex w-full rounded-full border border-border bg-surface p-1 shadow-card sm:w-auto"
    >
      {MEMBERSHIP_DURATIONS.map((duration) => {
        const selected = duration === value;
        return (
          <button
            key={duration}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(duration)}
            className={`flex flex-1 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors sm:flex-none ${
              selected ? 'bg-primary text-on-primary' : 'text-muted hover:text-text'
            }`}
          >
            {t(`membership.durations.${duration}`)}
            {duration === 'annual' && bestSavingPercent ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${
                  selected ? 'bg-on-primary/20' : 'bg-success/12 text-success'
                }`}
              >
                {t('membership.saveUpTo', { percent: bestSavingPercent })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
