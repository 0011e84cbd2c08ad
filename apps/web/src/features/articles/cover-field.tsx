import type { ArticleImage } from '@space/contracts/articles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { CropArea, cropToBlob, type Area } from '../../components/ui/image-crop.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { articlesApi } from './articles-api.ts';
import { Modal } from './modal.tsx';

/** The cover as sent: 16:9, at most 1920 px wide, JPEG; the server re-encodes it. */
const COVER_OUTPUT = { aspect: 16 / 9, maxSide: 1920, type: 'image/jpeg', quality: 0.9 } as const;

function CoverCropper({
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
    <Modal title={t('articles.cover.crop')} onClose={onCancel} wide>
      <CropArea
        source={source}
        aspect={COVER_OUTPUT.aspect}
        frameClassName="aspect-video"
        onAreaChange={setArea}
      />
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!area}
          onClick={() => area && void cropToBlob(source, area, COVER_OUTPUT).then(onCropped)}
        >
          {t('articles.cover.use')}
        </Button>
      </div>
    </Modal>
  );
}

/** The cover: choose an image, crop it to 16:9, upload it through the image pipeline. */
export function CoverField({
  cover,
  disabled,
  onChange,
}: {
  cover: ArticleImage | null;
  disabled: boolean;
  onChange: (cover: ArticleImage | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const upload = async (blob: Blob) => {
    setSource(null);
    setUploading(true);
    try {
      onChange(await articlesApi.uploadImage(blob, 'cover.jpg'));
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <span className="text-sm font-medium">{t('articles.cover.label')}</span>
      <div className="mt-1 overflow-hidden rounded-xl border border-dashed border-border bg-surface-2">
        {cover ? (
          <img
            src={cover.url}
            alt={t('articles.cover.current')}
            className="aspect-video w-full object-cover"
            data-testid="cover-preview"
          />
        ) : (
          <div className="grid aspect-video place-items-center p-4 text-center text-sm text-muted">
            {uploading ? t('articles.cover.uploading') : t('articles.cover.none')}
          </div>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="!px-4 !py-1.5"
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
        >
          {cover ? t('articles.cover.change') : t('articles.cover.choose')}
        </Button>
        {cover ? (
          <Button
            variant="ghost"
            className="!px-4 !py-1.5"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            {t('articles.cover.remove')}
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        data-testid="cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) setSource(URL.createObjectURL(file));
        }}
      />
      {source ? (
        <CoverCropper
          source={source}
          onCancel={() => setSource(null)}
          onCropped={(blob) => void upload(blob)}
        />
      ) : null}
    </div>
  );
}
