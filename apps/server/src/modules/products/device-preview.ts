import type { DevicePreview, DevicePreviewAssets } from '@space/contracts/device-preview';
import { FileStorage } from '../../lib/file-storage.ts';

/**
 * A product's stored device preview (`products.device_preview`, file keys) as its detail shows
 * it: public URLs, and every part present (empty or null when the product has none, the page
 * then shows the cover on the device).
 */
export function toDevicePreview(assets: DevicePreviewAssets | null | undefined): DevicePreview {
  return {
    keys: (assets?.keys ?? []).map((key) => FileStorage.publicUrl(key)),
    screen: assets?.screen ? FileStorage.publicUrl(assets.screen) : null,
    keycap: assets?.keycap ? FileStorage.publicUrl(assets.keycap) : null,
    lighting: assets?.lighting ?? null,
  };
}
