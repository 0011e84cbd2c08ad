import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { VIDEO_TOPICS, type VideoTopic } from '@space/contracts/videos';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import type { VideoFilters } from './videos-api.ts';

function Chip({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors outline-primary focus-visible:outline-2 focus-visible:outline-offset-2 ${
        pressed
          ? 'border-primary bg-primary text-on-primary'
          : 'border-border bg-surface text-text hover:bg-surface-2'
      }`}
    >
      {label}
    </button>
  );
}

function ChipGroup<T extends string>({
  label,
  allLabel,
  values,
  labelOf,
  selected,
  onSelect,
}: {
  label: string;
  allLabel: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  selected: T | null;
  onSelect: (value: T | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2 overflow-x-auto pb-1">
      <span aria-hidden="true" className="w-16 shrink-0 text-xs font-semibold text-muted uppercase">
        {label}
      </span>
      <Chip label={allLabel} pressed={selected === null} onClick={() => onSelect(null)} />
      {values.map((value) => (
        <Chip
          key={value}
          label={labelOf(value)}
          pressed={selected === value}
          onClick={() => onSelect(value)}
        />
      ))}
    </div>
  );
}

/** Device family and topic as chips; the choice lives in the URL (see the tutorials page). */
export function VideoFilterChips({
  filters,
  onChange,
}: {
  filters: VideoFilters;
  onChange: (filters: VideoFilters) => void;
}) {
  const { t } = useTranslation();
  const families = DEVICE_FAMILIES.map((family) => family.code as string);
  return (
    <div className="flex flex-col gap-2">
      <ChipGroup
        label={t('videos.filterFamily')}
        allLabel={t('videos.allFamilies')}
        values={families}
        labelOf={(code) => t(runtimeKey('families', code))}
        selected={filters.deviceFamily}
        onSelect={(deviceFamily) => onChange({ ...filters, deviceFamily })}
      />
      <ChipGroup<VideoTopic>
        label={t('videos.filterTopic')}
        allLabel={t('videos.allTopics')}
        values={VIDEO_TOPICS}
        labelOf={(topic) => t(`videos.topics.${topic}`)}
        selected={filters.topic}
        onSelect={(topic) => onChange({ ...filters, topic })}
      />
    </div>
  );
}
