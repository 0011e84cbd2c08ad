import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '../../lib/translator.ts';

export type { Area };

/**
 * Draws `area` of the image to a canvas, its longest side at most `maxSide`, and returns it
 * encoded. The height follows `aspect` exactly, so rounding cannot push the image out of its
 * rule; the server re-encodes (and scales) it anyway (decision 011).
 */
export async function cropToBlob(
  source: string,
  area: Area,
  output: { aspect: number; maxSide: number; type: 'image/png' | 'image/jpeg'; quality?: number },
): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, output.maxSide / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(width / output.aspect));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas
    .getContext('2d')!
    .drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))),
      output.type,
      output.quality,
    ),
  );
}

/**
 * The image to crop, in a frame of `frameClassName` (its shape), with a zoom slider; the
 * chosen area in the image's pixels goes to `onAreaChange`. No cropper until `aspect` is known.
 */
export function CropArea({
  source,
  aspect,
  round = false,
  frameClassName,
  onAreaChange,
}: {
  source: string;
  aspect: number | null;
  round?: boolean;
  frameClassName: string;
  onAreaChange: (area: Area) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <>
      <div className={`relative mt-4 w-full overflow-hidden rounded-xl bg-black ${frameClassName}`}>
        {aspect ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            cropShape={round ? 'round' : 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => onAreaChange(pixels)}
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
    </>
  );
}
