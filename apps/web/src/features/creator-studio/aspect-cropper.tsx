import type { AspectRule } from '@space/contracts/upload-rules';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';

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

/** Draws the chosen area to a canvas (at most MAX_SIDE wide or high) and returns it as PNG. */
async function cropToBlob(source: string, area: Area, aspect: number): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  // The height follows the ratio exactly, so rounding cannot push the image out of its rule.
  const height = Math.max(1, Math.round(width / aspect));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas
    .getContext('2d')!
    .drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'),
  );
}

/** A dialog that crops an image to the ratio its rule asks for (spec §5). */
export function AspectCropper({
  source,
  rule,
  title,
  round = false,
  onCancel,
  onCropped,
}: {
  source: string;
  rule: AspectRule;
  title: string;
  round?: boolean;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);

  useEffect(() => {
    const image = new Image();
    image.onload = () => setAspect(cropAspect(rule, image.naturalWidth / image.naturalHeight));
    image.src = source;
  }, [source, rule]);

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
        <div className="relative mt-4 aspect-video w-full overflow-hidden rounded-xl bg-black">
          {aspect ? (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              cropShape={round ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm">
          {t('profile.zoom')}
          <input
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="flex-1"
          />
        </label>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!area || !aspect}
            onClick={() =>
              area && aspect && void cropToBlob(source, area, aspect).then(onCropped, onCancel)
            }
          >
            {t('studio.useImage')}
          </Button>
        </div>
      </div>
    </div>
  );
}
