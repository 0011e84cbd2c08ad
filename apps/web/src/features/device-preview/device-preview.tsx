import type { ProductDetail } from '@space/contracts/products';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../components/ui/icons.tsx';
import { runtimeKey, useTranslation, type TFunction } from '../../lib/translator.ts';
import { artFor, coverForDevice, partsOf, type ArtPart } from './device-art.ts';
import { DeviceDrawing } from './device-drawing.tsx';
import {
  FAMILY_DEVICES,
  devicesFor,
  familyOfVirtual,
  type VirtualDeviceId,
} from './device-list.ts';
import { geometryOf } from './device-models.ts';
import { safeColours } from './lighting.ts';
import {
  CONTROLS_PLACE,
  STAGE_CLASS,
  STAGE_PLACE,
  SWITCH_BUTTON_CLASS,
  SWITCH_CLASS,
} from './stage.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';

export type DevicePreviewProduct = Pick<
  ProductDetail,
  | 'name'
  | 'contentTypes'
  | 'deviceFamily'
  | 'supportedDevices'
  | 'dialSupport'
  | 'devicePreview'
  | 'cover'
  | 'coverVariants'
>;

/**
 * A device's name: its family's, from the catalogue, and the model when the family has more
 * than one.
 */
export function deviceName(t: TFunction, id: VirtualDeviceId): { family: string; model?: string } {
  const family = familyOfVirtual(id);
  return {
    family: t(`families.${family}`),
    model:
      FAMILY_DEVICES[family].length > 1 ? t(runtimeKey('devicePreview.models', id)) : undefined,
  };
}

function fullName(name: { family: string; model?: string }): string {
  return name.model ? `${name.family} · ${name.model}` : name.family;
}

function PartChip({
  part,
  product,
  keyCount,
}: {
  part: ArtPart;
  product: DevicePreviewProduct;
  /** How many key images the device shows. */
  keyCount: number;
}) {
  const { t } = useTranslation();
  const lighting = product.devicePreview.lighting;
  return (
    <li className="flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted">
      {part === 'lighting' && lighting ? (
        <>
          <span className="flex -space-x-1" aria-hidden="true">
            {safeColours(lighting).map((colour, index) => (
              <span
                key={index}
                className="size-3 rounded-full border border-surface"
                style={{ background: colour }}
              />
            ))}
          </span>
          {t('devicePreview.parts.lighting', {
            pattern: t(`devicePreview.patterns.${lighting.pattern}`),
          })}
        </>
      ) : part === 'keys' ? (
        t('devicePreview.parts.keys', { count: keyCount })
      ) : (
        t(`devicePreview.parts.${part}`)
      )}
    </li>
  );
}

/**
 * "See it on your device" (issue 13): the product's own art on a virtual device of its family,
 * with a switch between the devices it supports. The lighting moves unless the reader asked
 * for less motion, pauses off screen, and has a pause button of its own.
 */
export function DevicePreview({ product }: { product: DevicePreviewProduct }) {
  const { t } = useTranslation();
  const devices = useMemo(() => devicesFor(product), [product]);
  const [chosen, setChosen] = useState<VirtualDeviceId>(devices[0]!);
  const device = devices.includes(chosen) ? chosen : devices[0]!;
  const geometry = geometryOf(device);
  const cover = coverForDevice(product.cover, product.coverVariants);
  const art = useMemo(
    () => artFor(geometry, product.devicePreview, cover, product.contentTypes),
    [geometry, product.devicePreview, cover, product.contentTypes],
  );
  const parts = partsOf(art);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = art.lighting !== null && art.lighting.pattern !== 'static' && !reducedMotion;
  const svg = useRef<SVGSVGElement>(null);
  const stage = useRef<HTMLDivElement>(null);

  // SMIL animations run until told otherwise: stop them while paused or scrolled away.
  useEffect(() => {
    const element = svg.current;
    if (!moving || !element || typeof element.pauseAnimations !== 'function') return;
    if (paused) {
      element.pauseAnimations();
      return;
    }
    element.unpauseAnimations();
    if (typeof IntersectionObserver === 'undefined' || !stage.current) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) element.unpauseAnimations();
      else element.pauseAnimations();
    });
    observer.observe(stage.current);
    return () => observer.disconnect();
  }, [moving, paused, device]);

  const name = fullName(deviceName(t, device));
  return (
    <>
      <div ref={stage} className={`${STAGE_CLASS} ${STAGE_PLACE}`}>
        <div className="absolute inset-[4%]">
          <DeviceDrawing
            key={device}
            geometry={geometry}
            art={art}
            animate={moving}
            label={t('devicePreview.imageLabel', { product: product.name, device: name })}
            svgRef={svg}
          />
        </div>
      </div>
      <div className={CONTROLS_PLACE}>
        <div role="group" aria-label={t('devicePreview.chooseDevice')} className={SWITCH_CLASS}>
          {devices.map((id) => {
            const { family, model } = deviceName(t, id);
            const selected = id === device;
            return (
              <button
                key={id}
                type="button"
                aria-pressed={selected}
                onClick={() => setChosen(id)}
                className={`${SWITCH_BUTTON_CLASS} border text-left transition-colors ${
                  selected
                    ? 'border-primary bg-primary/10 text-primary'
                    : 'border-border bg-surface text-text hover:bg-surface-2'
                }`}
              >
                <span className="block text-sm leading-tight font-semibold">{family}</span>
                {model ? (
                  <span
                    className={`mt-0.5 block text-xs leading-tight ${selected ? 'text-primary' : 'text-muted'}`}
                  >
                    {model}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={t('devicePreview.shown')}>
          {parts.map((part) => (
            <PartChip
              key={part}
              part={part}
              product={product}
              keyCount={art.keyImages.filter(Boolean).length}
            />
          ))}
        </ul>
        {moving ? (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="flex items-center gap-2 self-start rounded-full px-1 text-sm font-medium text-muted hover:text-text"
          >
            {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            {paused ? t('devicePreview.play') : t('devicePreview.pause')}
          </button>
        ) : null}
      </div>
    </>
  );
}
