import sharp from 'sharp';
import type { DemoVideo } from './demo-video-catalog.ts';
import { VIDEO_HEIGHT, VIDEO_WIDTH, type Slide } from './video-encoder.ts';

/**
 * The pictures of a demo tutorial, drawn as SVG and rendered by sharp (the image pipeline's
 * library): a title card, then one slide per step, in English; the captions carry the three
 * languages. Text needs a system font; without one the slides are simply plain gradients.
 */

const FAMILY_NAMES: Record<DemoVideo['deviceFamily'], string> = {
  streamDock: 'Stream Dock',
  mPanel: 'Smart screen panel',
  mKey: 'LCD keyboard',
  mRgb: 'RGB sync',
};

const TOPIC_NAMES: Record<DemoVideo['topic'], string> = {
  gettingStarted: 'Getting started',
  plugins: 'Plugins',
  customization: 'Customization',
  lighting: 'Lighting',
};

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`,
  );
}

/** Greedy word wrap to lines of at most `width` characters. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, weight: number): string {
  const spans = lines
    .map(
      (line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.25}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="#fff">${spans}</text>`;
}

function slideSvg(video: DemoVideo, body: string): string {
  const [from, to] = video.palette;
  const w = VIDEO_WIDTH;
  const h = VIDEO_HEIGHT;
  const label = `${FAMILY_NAMES[video.deviceFamily]} · ${TOPIC_NAMES[video.topic]}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.86}" cy="${h * 0.18}" r="${h * 0.32}" fill="#fff" fill-opacity="0.10"/>
<rect x="${w * 0.62}" y="${h * 0.5}" width="${h * 0.5}" height="${h * 0.5}" rx="28" fill="#fff" fill-opacity="0.08" transform="rotate(18 ${w * 0.75} ${h * 0.75})"/>
${textLines([label.toUpperCase()], 40, 52, 15, 700)}
${body}
</svg>`;
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** The slides of a tutorial: the title card for the first step, then "Step n" slides. */
export async function renderSlides(video: DemoVideo): Promise<Slide[]> {
  return Promise.all(
    video.steps.map(async (step, index) => {
      const body =
        index === 0
          ? textLines(wrapWords(video.title.en, 24), 40, 150, 36, 700)
          : `${textLines([`Step ${index}`], 40, 130, 18, 700)}${textLines(wrapWords(step.text.en, 30), 40, 172, 30, 600)}`;
      return { png: await png(slideSvg(video, body)), seconds: step.seconds };
    }),
  );
}

/** The list's thumbnail: the title card as WebP. */
export async function renderThumbnail(titleCard: Buffer): Promise<Buffer> {
  return sharp(titleCard).webp({ quality: 80, effort: 2 }).toBuffer();
}

/**
 * A few letters in the slides' fonts and weights, as raw pixels: which fonts the system has
 * decides the slides' bytes (none, and their text is left out), so this is part of the key
 * under which finished videos are cached (video-cache.ts).
 */
export async function renderFontProbe(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48">${textLines(['Ag Step 1'], 4, 20, 15, 700)}${textLines(['Ag Step 1'], 4, 42, 15, 600)}</svg>`;
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

/** The drifting dot, a translucent white disc. */
export async function renderDot(): Promise<Buffer> {
  return png(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><circle cx="14" cy="14" r="12" fill="#fff" fill-opacity="0.85"/></svg>',
  );
}
