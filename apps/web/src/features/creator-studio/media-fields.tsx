import { LIMITS } from '@space/contracts/limits';
import type { UploadRecord } from '@space/contracts/upload-records';
import {
  AVATAR_ASPECT,
  imageAspectRule,
  meetsMinSize,
  MIN_AVATAR_SIZE,
  MIN_IMAGE_SIZE,
  type AspectRule,
  type MinImageSize,
} from '@space/contracts/upload-rules';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { AspectCropper } from './aspect-cropper.tsx';
import { RequiredMark } from './error-summary.tsx';
import { uploadsApi } from './uploads-api.ts';

/** Reads a chosen file for the cropper; 'File reading failed!' (spec §8) when it cannot. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The image's own width and height, or null when the browser cannot show it. */
function naturalSize(source: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = source;
  });
}

interface Picking {
  source: string;
  rule: AspectRule;
  min: MinImageSize;
  target: 'avatar' | 'image';
}

/**
 * The avatar (1:1) and up to five images (the kind's ratio, spec §5), each cropped in the
 * browser and re-encoded by the server. The record the server answers replaces the form's
 * `avatar` and `images` through `onRecord`.
 */
export function MediaFields({
  record,
  types,
  disabled,
  errors,
  onRecord,
}: {
  record: UploadRecord;
  types: readonly string[] | undefined;
  disabled: boolean;
  errors: { avatar?: string; images?: string };
  onRecord: (record: UploadRecord) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // A ref, not state: the file input's change may come before a re-render.
  const target = useRef<Picking['target']>('image');
  const [picking, setPicking] = useState<Picking | null>(null);
  const [busy, setBusy] = useState(false);
  const [tooSmall, setTooSmall] = useState<{ target: Picking['target']; text: string } | null>(
    null,
  );
  const imageRule = imageAspectRule(types);
  const images = record.media.images;
  const full = images.length >= LIMITS.productImagesMax;

  const choose = (next: Picking['target']) => {
    target.current = next;
    input.current?.click();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const source = await readAsDataUrl(file);
      const which = target.current;
      const min = which === 'avatar' ? MIN_AVATAR_SIZE : MIN_IMAGE_SIZE;
      // Below the slot's minimum (decision 077): said at once, no cropping of a doomed image.
      const size = await naturalSize(source);
      if (size && !meetsMinSize(size.width, size.height, min)) {
        const text = t('studioGuide.imageTooSmall', {
          minWidth: min.width,
          minHeight: min.height,
          width: size.width,
          height: size.height,
        });
        setTooSmall({ target: which, text });
        toast.error(text);
        return;
      }
      setTooSmall(null);
      setPicking({
        source,
        target: which,
        min,
        rule: which === 'avatar' ? AVATAR_ASPECT : imageRule,
      });
    } catch {
      toast.error(t('messages.fileReadFailed'));
    }
  };

  const upload = async (blob: Blob) => {
    const which = picking!.target;
    setPicking(null);
    setBusy(true);
    try {
      const saved =
        which === 'avatar'
          ? await uploadsApi.setAvatar(record.id, blob)
          : await uploadsApi.addImage(record.id, blob);
      onRecord(saved);
    } catch (error) {
      toast.error(`${t('messages.fileUploadFailed')} ${toApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (position: number) => {
    try {
      onRecord(await uploadsApi.removeImage(record.id, position));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        data-testid="image-input"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div id="field-avatar">
        <p className="mb-1.5 text-sm font-medium">
          {t('studio.avatar')}
          <RequiredMark />
        </p>
        <div className="grid size-28 place-items-center overflow-hidden rounded-2xl border border-dashed border-border bg-surface-2">
          {record.media.avatar ? (
            <img
              src={record.media.avatar.url}
              alt={t('studio.avatar')}
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-muted">{t('studio.avatarHint')}</span>
          )}
        </div>
        <Button
          variant="secondary"
          className="mt-2 w-28 px-3"
          disabled={disabled || busy}
          onClick={() => choose('avatar')}
        >
          {record.media.avatar ? t('studio.replace') : t('studio.choose')}
        </Button>
        <p className="mt-1 w-28 text-xs text-muted">
          {t('studioGuide.minSize', {
            width: MIN_AVATAR_SIZE.width,
            height: MIN_AVATAR_SIZE.height,
          })}
        </p>
        <FieldError
          id="avatar-error"
          message={tooSmall?.target === 'avatar' ? tooSmall.text : errors.avatar}
        />
      </div>
      <div id="field-images">
        <p className="mb-1.5 text-sm font-medium">
          {t('studio.images', { n: images.length, max: LIMITS.productImagesMax })}
        </p>
        <p className="mb-2 text-xs text-muted">
          {imageRule.kind === 'range' ? t('studio.cropRange') : t('studio.cropWide')}{' '}
          {t('studioGuide.minSize', { width: MIN_IMAGE_SIZE.width, height: MIN_IMAGE_SIZE.height })}
        </p>
        <ul className="flex flex-wrap gap-3">
          {images.map((image, position) => (
            <li key={image.url} className="relative">
              <img
                src={image.variants[0]?.url ?? image.url}
                alt={t('studio.imageN', { n: position + 1 })}
                className="h-24 rounded-xl border border-border object-cover"
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
              />
              {disabled ? null : (
                <button
                  type="button"
                  onClick={() => void remove(position)}
                  aria-label={t('studio.removeImage', { n: position + 1 })}
                  className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-danger text-sm text-on-primary shadow"
                >
                  ×
                </button>
              )}
            </li>
          ))}
          {full || disabled ? null : (
            <li>
              <button
                type="button"
                disabled={busy}
                onClick={() => choose('image')}
                className="grid h-24 w-36 place-items-center rounded-xl border border-dashed border-border text-sm text-muted hover:border-primary hover:text-primary"
              >
                {busy ? t('common.loading') : t('studio.addImage')}
              </button>
            </li>
          )}
        </ul>
        <FieldError
          id="images-error"
          message={tooSmall?.target === 'image' ? tooSmall.text : errors.images}
        />
      </div>
      {picking ? (
        <AspectCropper
          source={picking.source}
          rule={picking.rule}
          min={picking.min}
          round={picking.target === 'avatar'}
          title={picking.target === 'avatar' ? t('studio.cropAvatar') : t('studio.cropImage')}
          onCancel={() => setPicking(null)}
          onCropped={(blob) => void upload(blob)}
        />
      ) : null}
    </div>
  );
}
