import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { CropArea, cropToBlob, type Area } from '../../components/ui/image-crop.tsx';

/** The avatar as sent: at most 512 px square, PNG; the server re-encodes it to 256×256. */
const AVATAR_OUTPUT = { aspect: 1, maxSide: 512, type: 'image/png' } as const;

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
        <CropArea
          source={source}
          aspect={1}
          round
          frameClassName="aspect-square"
          onAreaChange={setArea}
        />
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!area}
            onClick={() => area && void cropToBlob(source, area, AVATAR_OUTPUT).then(onCropped)}
          >
            {t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
