import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';

/** Draws the chosen 1:1 area to a canvas and returns it as PNG; the server re-encodes it. */
async function cropToBlob(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const size = Math.min(512, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas
    .getContext('2d')!
    .drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'),
  );
}

export function AvatarCropper({
  source,
  onCancel,
  onCropped,
}: {
  source: string;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('profile.cropAvatar')}
      className="fixed inset-0 z-50 grid place-items-center bg-black/60 p-4"
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-surface p-5 shadow-card">
        <h2 className="text-lg font-semibold">{t('profile.cropAvatar')}</h2>
        <div className="relative mt-4 aspect-square w-full overflow-hidden rounded-xl bg-black">
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
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
            disabled={!area}
            onClick={() => area && void cropToBlob(source, area).then(onCropped)}
          >
            {t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
