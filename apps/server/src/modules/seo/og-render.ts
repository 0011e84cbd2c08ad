import sharp, { type Sharp } from 'sharp';
import { escapeHtml } from '../../lib/escape-html.ts';
import { PRODUCT_IMAGE_LIMITS } from '../../lib/image.ts';
import type { OgBrand } from './og-sources.ts';

/** The size Facebook, X, LinkedIn, Slack and the chat apps crop their large cards from. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Raised when the cards' look changes: it is part of every stored card's key, so the new look
 * is drawn on the next fetch instead of the old cards being served on.
 */
export const OG_DESIGN = 'd1';

/**
 * Photos this close to the card's 1.9:1 are cropped to fill it: between 1.6:1 and 2.4:1 a crop
 * loses at most a sixth of the height or a fifth of the width, off the edges. Narrower or wider
 * ones (a square icon, a portrait phone screenshot, a banner) would lose their subject, so they
 * are shown whole over a blurred, darkened copy of themselves.
 */
const COVER_MIN_RATIO = 1.6;
const COVER_MAX_RATIO = 2.4;

/** The dark theme's background (apps/web/src/styles/index.css): brand cards fade into it. */
const CANVAS_DARK = '#0d0c16';
/** Text on the cards: the dark theme's text and muted colours. */
const TEXT = '#f0effa';
const MUTED = '#a4a1bd';
/** Latin first, then the CJK face the server has (fonts-wqy-microhei covers Han and Hangul). */
const FONTS = "'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif";

/** The JPEG every card is: progressive (a preview shows early), sRGB, no metadata. */
function jpeg(image: Sharp): Promise<Buffer> {
  return image
    .toColourspace('srgb')
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** Our own stored renditions, still decoded with the upload's pixel guard. */
function open(bytes: Buffer): Sharp {
  return sharp(bytes, {
    limitInputPixels: PRODUCT_IMAGE_LIMITS.maxPixels,
    failOn: 'error',
  }).rotate();
}

/** A photo (product image, article cover, video poster) as a 1200×630 card. */
export async function photoCard(bytes: Buffer): Promise<Buffer> {
  // Decoded once to raw pixels: every step below starts from them, none re-encodes.
  const { data, info } = await open(bytes)
    .resize(OG_WIDTH * 2, OG_HEIGHT * 2, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const ratio = info.width / info.height;
  if (ratio >= COVER_MIN_RATIO && ratio <= COVER_MAX_RATIO) {
    return jpeg(sharp(data, raw).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'centre' }));
  }
  // A blur of a tenth-size copy, scaled up: the look of a large blur for a hundredth of its cost.
  const backdrop = await sharp(data, raw)
    .resize(OG_WIDTH / 10, OG_HEIGHT / 10, { fit: 'cover' })
    .blur(2)
    .modulate({ brightness: 0.55 })
    .png()
    .toBuffer();
  const front = await sharp(data, raw)
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside' })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return jpeg(
    sharp(backdrop)
      .resize(OG_WIDTH, OG_HEIGHT)
      .composite([
        {
          input: front.data,
          left: Math.round((OG_WIDTH - front.info.width) / 2),
          top: Math.round((OG_HEIGHT - front.info.height) / 2),
        },
      ]),
  );
}

/** The brand's gradient: its accent at the top left fading into the dark theme's background. */
function canvasSvg(brand: OgBrand, content: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${brand.accent}"/>` +
      `<stop offset="0.85" stop-color="${CANVAS_DARK}"/></linearGradient></defs>` +
      `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>${content}</svg>`,
  );
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** About how wide a line is, in ems: CJK and Hangul are a full em, the rest near 0.6. */
function emsOf(text: string): number {
  let ems = 0;
  for (const { segment } of graphemes.segment(text)) {
    ems += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(segment)
      ? 1
      : 0.58;
  }
  return ems;
}

/**
 * Text that fits `width` px: the largest size from `max` down to `min`, then cut with an
 * ellipsis (whole graphemes, so no emoji or Hangul syllable is split).
 */
export function fitText(
  text: string,
  width: number,
  max: number,
  min: number,
): { text: string; size: number } {
  const clean = text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  const ems = emsOf(clean);
  const size = Math.max(min, Math.min(max, Math.floor(width / Math.max(ems, 1))));
  if (ems * size <= width) return { text: clean, size };
  const kept: string[] = [];
  let used = emsOf('…');
  for (const { segment } of graphemes.segment(clean)) {
    used += emsOf(segment);
    if (used * size > width) break;
    kept.push(segment);
  }
  return { text: `${kept.join('').trimEnd()}…`, size };
}

function textSvg(x: number, y: number, text: string, size: number, fill: string, weight = 400) {
  return (
    `<text x="${x}" y="${y}" font-family="${FONTS}" font-size="${size}" ` +
    `font-weight="${weight}" fill="${fill}">${escapeHtml(text)}</text>`
  );
}

/** The brand's default card: its name large on its gradient. */
export function siteCard(brand: OgBrand): Promise<Buffer> {
  const name = fitText(brand.name, OG_WIDTH - 200, 120, 56);
  return jpeg(
    sharp(canvasSvg(brand, textSvg(100, 340, name.text, name.size, TEXT, 700)), { density: 72 }),
  );
}

const AVATAR = 300;
const AVATAR_LEFT = 100;

/**
 * An author's card: the avatar is a small square (256 px), too small to fill a card, so it
 * sits in a circle on the brand's gradient beside the name and the brand's.
 */
export async function authorCard(
  avatar: Buffer | null,
  name: string,
  brand: OgBrand,
): Promise<Buffer> {
  const textLeft = avatar ? AVATAR_LEFT + AVATAR + 64 : AVATAR_LEFT;
  const textWidth = OG_WIDTH - textLeft - 80;
  const title = fitText(name, textWidth, 84, 40);
  const by = fitText(brand.name, textWidth, 36, 24);
  const canvas = sharp(
    canvasSvg(
      brand,
      textSvg(textLeft, 320, title.text, title.size, TEXT, 700) +
        textSvg(textLeft, 320 + by.size + 28, by.text, by.size, MUTED),
    ),
    { density: 72 },
  );
  if (!avatar) return jpeg(canvas);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}">` +
      `<circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
  );
  const round = await open(avatar)
    .resize(AVATAR, AVATAR, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const top = Math.round((OG_HEIGHT - AVATAR) / 2);
  return jpeg(
    sharp(await canvas.png().toBuffer()).composite([{ input: round, left: AVATAR_LEFT, top }]),
  );
}
