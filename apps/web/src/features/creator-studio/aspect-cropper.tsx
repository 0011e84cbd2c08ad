import { meetsMinSize, type AspectRule, type MinImageSize } from '@space/contracts/upload-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { CropArea, cropToBlob, type Area } from '../../components/ui/image-crop.tsx';

/** Longest side sent to the server; it re-encodes and scales again anyway (decision 011). */
const MAX_SIDE = 1920;

/**
 * The crop ratio for an image: the rule's own for an exact rule (16:9, 1:1); for a range
 * (1.2:1 to 1.8:1) the image's own ratio when it fits, else the nearer end, so a fitting
 * screenshot is kept whole.
 */
export function cropAspect(rule: AspectRule, natural: number): number {
  if (rule.kind === 'exact') return rule.ratio;
  return Math.min(rule.max, Math.max(rule.min, natural));
}

/** A dialog that crops an image to the ratio its rule asks for (spec §5). */
export function AspectCropper({
  source,
  rule,
  title,
  min,
  round = false,
  onCancel,
  onCropped,
}: {
  source: string;
  rule: AspectRule;
  /** The slot's smallest image (decision 077): a crop zoomed in below it cannot be used. */
  min?: MinImageSize;
  title: string;
  round?: boolean;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  const [area, setArea] = useState<Area | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);

  useEffect(() => {
    const image = new Image();
    image.onload = () => setAspect(cropAspect(rule, image.naturalWidth / image.naturalHeight));
    image.src = source;
  }, [source, rule]);

  const small =
    area && min ? !meetsMinSize(Math.round(area.width), Math.round(area.height), min) : false;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="fixed inset-0 z-50 grid place-items-center bg-black/60 p-4"
    >
      <div className="w-full max-w-xl rounded-[var(--radius-card)] bg-surface p-5 shadow-card">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted">
          {rule.kind === 'range'
            ? t('studio.cropRange')
            : rule.ratio === 1
              ? t('studio.cropSquare')
              : t('studio.cropWide')}
        </p>
        <CropArea
          source={source}
          aspect={aspect}
          round={round}
          frameClassName="aspect-video"
          onAreaChange={setArea}
        />
        {small && min && area ? (
          <p role="status" className="mt-3 text-sm text-danger">
            {t('studioGuide.cropTooSmall', {
              minWidth: min.width,
              minHeight: min.height,
              width: Math.round(area.width),
              height: Math.round(area.height),
            })}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!area || !aspect || small}
            onClick={() =>
              area &&
              aspect &&
              void cropToBlob(source, area, { aspect, maxSide: MAX_SIDE, type: 'image/png' }).then(
                onCropped,
                onCancel,
              )
            }
          >
            {t('studio.useImage')}
          </Button>
        </div>
      </div>
    </div>
  );
}
