import { z } from 'zod';

/** How a lighting effect moves across the keys of the virtual device. */
export const LIGHTING_PATTERNS = ['wave', 'breathe', 'rainbow', 'ripple', 'static'] as const;
export type LightingPattern = (typeof LIGHTING_PATTERNS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

export const lightingSchema = z.object({
  pattern: z.enum(LIGHTING_PATTERNS),
  /** Two to six colours the pattern cycles through. */
  colors: z.array(hexColour).min(2).max(6),
});
export type Lighting = z.infer<typeof lightingSchema>;

/**
 * What a product shows on the virtual device, as stored (`products.device_preview`): file keys
 * in object storage, never URLs. Every part is optional.
 */
export interface DevicePreviewAssets {
  /** Key images in order (icons of an icon pack, a plugin's action keys). */
  keys?: string[];
  /** Art for the device's screen (a theme, scene or animated background). */
  screen?: string;
  /** A keycap skin's face, repeated over every key. */
  keycap?: string;
  lighting?: Lighting;
}

/** The same as the API shows it on a product's detail: public URLs. */
export const devicePreviewSchema = z.object({
  keys: z.array(z.string()),
  screen: z.string().nullable(),
  keycap: z.string().nullable(),
  lighting: lightingSchema.nullable(),
});
export type DevicePreview = z.infer<typeof devicePreviewSchema>;
