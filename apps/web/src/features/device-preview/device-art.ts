import type { DevicePreview, Lighting } from '@space/contracts/device-preview';
import type { ImageVariant } from '@space/contracts/products';
import type { DeviceGeometry } from './device-models.ts';

/** What a virtual device shows of a product, part by part. */
export interface DeviceArt {
  /** A key image per key index (null: the key stays dark). */
  keyImages: (string | null)[];
  /** One picture across all the keys (a scene, an animated background), or the cover. */
  span: string | null;
  /** The panel's screen, or the dock's touch strip. */
  screen: string | null;
  /** A keycap skin, on every key. */
  keycap: string | null;
  lighting: Lighting | null;
  /** Characters printed on the keycaps (a numeric keycap set), one per key; null for none. */
  legends: string[] | null;
  /** The product has no device art yet: its cover stands in. */
  usesCover: boolean;
}

/** The parts the legend under the device names, in order. */
export type ArtPart = 'keys' | 'screen' | 'keycap' | 'lighting' | 'cover';

/** The cover at a size that suits the device (a rendition about 640 px wide). */
export function coverForDevice(
  cover: string | null,
  variants: readonly ImageVariant[],
): string | null {
  const fitting = variants.find((variant) => variant.width >= 600);
  return fitting?.url ?? cover;
}

/**
 * Where the product's own assets go on a device: key images on the keys that can show one, in
 * order; screen art on the panel's screen or across the keys of a dock or keyboard; the keycap
 * skin on every key; the lighting under the keys. A product without any device art shows its
 * cover instead: on the screen, or across the keys.
 */
export function artFor(
  geometry: DeviceGeometry,
  preview: DevicePreview,
  cover: string | null,
  contentTypes: readonly string[] = [],
): DeviceArt {
  const legends =
    preview.keycap !== null && contentTypes.includes('numericKeycap')
      ? numericLegends(geometry.keys.length)
      : null;
  const keyImages: (string | null)[] = geometry.keys.map(() => null);
  geometry.imageKeys.forEach((keyIndex, order) => {
    keyImages[keyIndex] = preview.keys[order] ?? null;
  });
  const hasArt =
    preview.keys.length > 0 ||
    preview.screen !== null ||
    preview.keycap !== null ||
    preview.lighting !== null;
  const fallback = hasArt ? null : cover;
  if (geometry.kind === 'panel') {
    return {
      keyImages,
      span: null,
      screen: preview.screen ?? fallback,
      keycap: null,
      lighting: preview.lighting,
      legends: null,
      usesCover: fallback !== null,
    };
  }
  return {
    keyImages,
    span: preview.screen ?? fallback,
    // The dock's touch strip shows the same art as the keys, else stays dark.
    screen: geometry.screen ? (preview.screen ?? fallback) : null,
    keycap: preview.keycap,
    lighting: preview.lighting,
    legends,
    usesCover: fallback !== null,
  };
}

/** A number pad's legends on a 15-key dock; the digits in order on any other count of keys. */
export function numericLegends(keys: number): string[] {
  if (keys === 15)
    return ['7', '8', '9', '÷', '×', '4', '5', '6', '−', '+', '1', '2', '3', '0', '='];
  return Array.from({ length: keys }, (_, index) => String((index + 1) % 10));
}

export function partsOf(art: DeviceArt): ArtPart[] {
  const parts: ArtPart[] = [];
  if (art.keyImages.some((image) => image !== null)) parts.push('keys');
  if (!art.usesCover && (art.span ?? art.screen)) parts.push('screen');
  if (art.keycap) parts.push('keycap');
  if (art.lighting) parts.push('lighting');
  if (art.usesCover) parts.push('cover');
  return parts;
}
