import type { ContentType } from './catalog.ts';
import { currencyExponent } from './money.ts';

/**
 * The rules of the upload form that are not a field's shape (spec §5; decision 028): number
 * patterns, which kinds need a front plugin, the images' aspect ratios, version order and
 * price conversion. Shared by contracts/uploads.ts, the server and the browser's cropper.
 */

/** Megabytes with at most two decimals: 23, 23.5, 0.75; "23." and "a" are refused. */
export const SIZE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;
/** Three numeric parts without leading zeros, each at most six digits: 1.0.0, 2.10.3. */
export const VERSION_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
/** A price with at most two decimals, below one million: 0, 9, 9.9, 9.99. */
export const PRICE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;
/**
 * The oldest app version a product works with (decision 035): two to four numbers separated
 * by dots, without leading zeros, as the desktop app numbers its releases (3.10.188).
 */
export const APP_VERSION_PATTERN = /^(0|[1-9]\d{0,5})(\.(0|[1-9]\d{0,5})){1,3}$/;
/** The long description (Markdown, decision 035) is at most this many characters. */
export const DESCRIPTION_MAX = 20_000;
/** Usage times (spec §5): 0, a positive integer (up to nine digits) or -1 for unlimited. */
export const USES_PATTERN = /^(-1|0|[1-9]\d{0,8})$/;

/**
 * Content kinds whose product needs at least one front (prerequisite) plugin (decision 028):
 * a scene is a layout of actions that come from plugins, so it is useless without them.
 */
export const KINDS_NEEDING_FRONT_PLUGIN: readonly ContentType[] = ['scene'];

/**
 * Kinds whose images are screen-shaped, 16:9 (decision 028): themes fill a smart screen,
 * animated backgrounds and lighting effects are previewed as a full-width screen. Every other
 * kind's images are landscape cards between 1.2:1 and 1.8:1. The avatar is always 1:1.
 */
export const WIDESCREEN_KINDS: readonly ContentType[] = [
  'theme',
  'animatedBackground',
  'lightingEffect',
];

export type AspectRule =
  { kind: 'range'; min: number; max: number } | { kind: 'exact'; ratio: number; tolerance: number };

export const CARD_ASPECT: AspectRule = { kind: 'range', min: 1.2, max: 1.8 };
export const WIDE_ASPECT: AspectRule = { kind: 'exact', ratio: 16 / 9, tolerance: 0.01 };
export const AVATAR_ASPECT: AspectRule = { kind: 'exact', ratio: 1, tolerance: 0.01 };

/** The images' rule for a product of these kinds: its first (primary) kind decides. */
export function imageAspectRule(types: readonly string[] | undefined): AspectRule {
  const primary = types?.[0];
  return primary && (WIDESCREEN_KINDS as readonly string[]).includes(primary)
    ? WIDE_ASPECT
    : CARD_ASPECT;
}

/**
 * The smallest image each slot takes (decision 077): the product page shows the cover about
 * 980 px wide and the avatar up to 128 px at 2× density, so a smaller upload would be blown up
 * into a blurred hero. Checked on the upload's own size by the browser (before cropping and on
 * the crop) and by the server.
 */
export interface MinImageSize {
  width: number;
  height: number;
}
export const MIN_IMAGE_SIZE: MinImageSize = { width: 960, height: 540 };
export const MIN_AVATAR_SIZE: MinImageSize = { width: 256, height: 256 };

/** Whether an image of this size is at least the slot's minimum. */
export function meetsMinSize(width: number, height: number, min: MinImageSize): boolean {
  return width >= min.width && height >= min.height;
}

/** Whether an image of this size keeps the rule (a relative tolerance for exact ratios). */
export function fitsAspect(width: number, height: number, rule: AspectRule): boolean {
  if (width <= 0 || height <= 0) return false;
  const ratio = width / height;
  if (rule.kind === 'range') return ratio >= rule.min - 1e-9 && ratio <= rule.max + 1e-9;
  return Math.abs(ratio / rule.ratio - 1) <= rule.tolerance + 1e-9;
}

/** Compares two versions of VERSION_PATTERN part by part: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A typed price ("9.99") in minor units of the currency; decimals must fit its exponent. */
export function priceToMinor(input: string, currency: string): number {
  const [whole = '0', fraction = ''] = input.split('.');
  const exponent = currencyExponent(currency);
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units back to the form's text ("999" USD → "9.99"). */
export function minorToPrice(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(minor);
  const text = String(minor).padStart(exponent + 1, '0');
  const fraction = text.slice(-exponent).replace(/0+$/, '');
  return fraction ? `${text.slice(0, -exponent)}.${fraction}` : text.slice(0, -exponent);
}
