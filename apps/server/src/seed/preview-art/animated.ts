/**
 * Short looping previews as animated WebP: every frame of a loop drawn into one tall SVG
 * (one render for all of them), then encoded with one page per frame.
 */
import sharp from 'sharp';
import type { ArtPlan } from './plan.ts';
import { animationFrame } from './shots.ts';
import { Defs, svgDocument } from './svg.ts';

export interface AnimationSize {
  width: number;
  height: number;
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
}

/** 16:9, 16 frames of 100 ms: a 1.6 s loop of about 60–120 kB. */
export const ANIMATION: AnimationSize = { width: 576, height: 324, frames: 16, delay: 100 };

/** The SVG of all frames, stacked top to bottom. */
export function animationSheet(plan: ArtPlan, size: AnimationSize = ANIMATION): string {
  const { width, height, frames } = size;
  const defs = new Defs();
  const pages: string[] = [];
  for (let i = 0; i < frames; i += 1) {
    pages.push(
      `<svg x="0" y="${i * height}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${animationFrame(defs, width, height, plan, i / frames)}</svg>`,
    );
  }
  return svgDocument(width, height * frames, defs, pages.join(''));
}

/** The animation as an animated WebP that loops forever. */
export async function renderAnimation(
  plan: ArtPlan,
  size: AnimationSize = ANIMATION,
): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(animationSheet(plan, size)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, {
    raw: {
      width: info.width,
      height: info.height,
      channels: info.channels,
      pageHeight: size.height,
    },
  })
    .webp({ quality: 72, effort: 2, loop: 0, delay: size.delay })
    .toBuffer();
}
