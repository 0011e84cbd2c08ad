// Draws the partner brands' logos (apps/web/src/assets/brand/<brand>-<theme>.svg): a mark and a
// wordmark whose letters are outlines, so an <img> shows the same letters on every system (an
// SVG in an <img> cannot load the page's fonts). Run by hand when a logo changes:
//   node scripts/media/brand-logos.mjs
// It needs opentype.js (in node_modules through the build tools) and the Liberation Sans fonts
// of Debian's fonts-liberation package (SIL Open Font License).
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

const fonts = '/usr/share/fonts/truetype/liberation';
const bold = opentype.loadSync(path.join(fonts, 'LiberationSans-Bold.ttf'));
const regular = opentype.loadSync(path.join(fonts, 'LiberationSans-Regular.ttf'));
const boldItalic = opentype.loadSync(path.join(fonts, 'LiberationSans-BoldItalic.ttf'));
const out = path.resolve(import.meta.dirname, '../../apps/web/src/assets/brand');

/** Outlines of a run of words, each in its font and colour; returns the SVG and the width. */
function wordmark(parts, x, baseline, size, tracking = 0) {
  let cursor = x;
  const paths = parts.map(({ text, font, fill }) => {
    const glyphs = font.stringToGlyphs(text);
    const d = [];
    for (const glyph of glyphs) {
      d.push(glyph.getPath(cursor, baseline, size).toPathData(1));
      cursor += (glyph.advanceWidth / font.unitsPerEm) * size + tracking;
    }
    return `<path fill="${fill}" d="${d.join('')}"/>`;
  });
  return { svg: paths.join(''), end: cursor - tracking };
}

const marks = {
  // A dial: the stream deck's knob seen from above.
  soomfon: (c) =>
    `<circle cx="18" cy="20" r="14" fill="${c.accent}"/><circle cx="18" cy="20" r="8" fill="none" stroke="${c.ground}" stroke-width="3"/><circle cx="18" cy="9.5" r="2.2" fill="${c.ground}"/>`,
  // Three slanted keys.
  VSD: (c) =>
    `<path fill="${c.accent}" d="M9 7h6L9 33H3Z"/><path fill="${c.accent2}" d="M19 7h6l-6 26h-6Z"/><path fill="${c.accent}" d="M29 7h6l-6 26h-6Z"/>`,
  // A key with a pointer clicking it.
  gClickcr: (c) =>
    `<rect x="3" y="6" width="28" height="28" rx="8" fill="${c.accent}"/><path fill="${c.ground}" d="M14 12l12 8.5-5.2 1.2 3.2 6-2.6 1.4-3.2-6-4.2 3.4Z"/>`,
  // A keycap: the top face offset inside its skirt.
  AJAZZ: (c) =>
    `<rect x="3" y="6" width="28" height="28" rx="6" fill="${c.accent}"/><rect x="8" y="9" width="18" height="17" rx="4" fill="${c.accent2}"/>`,
  // A bolt on a dark disc.
  darkFlash: (c) =>
    `<circle cx="18" cy="20" r="15" fill="${c.disc}"/><path fill="${c.accent}" d="M20.5 7 11 22h7l-2.5 11L25 17.5h-7Z"/>`,
};

const looks = {
  soomfon: {
    light: { accent: '#0d9488', ground: '#ffffff', text: '#0f3d3a' },
    dark: { accent: '#2dd4bf', ground: '#0b1413', text: '#e6fffb' },
    words: (c) => [{ text: 'soomfon', font: bold, fill: c.text }],
  },
  VSD: {
    light: { accent: '#6d28d9', accent2: '#a78bfa', text: '#1e1b4b', soft: '#6d28d9' },
    dark: { accent: '#a78bfa', accent2: '#7c3aed', text: '#f5f3ff', soft: '#c4b5fd' },
    words: (c) => [
      { text: 'VSD', font: boldItalic, fill: c.text },
      { text: 'Craft', font: regular, fill: c.soft },
    ],
  },
  gClickcr: {
    light: { accent: '#ea580c', ground: '#ffffff', text: '#1c1917' },
    dark: { accent: '#fb923c', ground: '#1c1917', text: '#fafaf9' },
    words: (c) => [
      { text: 'g', font: bold, fill: c.accent },
      { text: 'Clickcr', font: bold, fill: c.text },
    ],
  },
  AJAZZ: {
    light: { accent: '#b91c1c', accent2: '#ef4444', text: '#111827' },
    dark: { accent: '#ef4444', accent2: '#fca5a5', text: '#ffffff' },
    words: (c) => [{ text: 'AJAZZ', font: boldItalic, fill: c.text }],
    tracking: 1.2,
  },
  darkFlash: {
    light: { accent: '#facc15', disc: '#111827', text: '#111827', soft: '#4b5563' },
    dark: { accent: '#fde047', disc: '#374151', text: '#ffffff', soft: '#9ca3af' },
    words: (c) => [
      { text: 'dark', font: regular, fill: c.soft },
      { text: 'Flash', font: bold, fill: c.text },
    ],
  },
};

for (const [brand, look] of Object.entries(looks)) {
  for (const theme of ['light', 'dark']) {
    const colours = look[theme];
    const words = wordmark(look.words(colours), 42, 28, 22, look.tracking ?? 0);
    const width = Math.ceil(words.end + 2);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
      `${marks[brand](colours)}${words.svg}</svg>\n`;
    fs.writeFileSync(path.join(out, `${brand.toLowerCase()}-${theme}.svg`), svg);
  }
}
console.log(`wrote ${Object.keys(looks).length * 2} logos to ${out}`);
