/**
 * Keycap and clock legends drawn as strokes, so no font is needed: digits and operators on a
 * 10×16 box, and a few Hangul letters (jamo) for Korean keycap sets.
 */
import { n } from './svg.ts';

const DIGITS: Record<string, string> = {
  '0': 'M1 5a4 4 0 0 1 8 0v6a4 4 0 0 1-8 0z',
  '1': 'M2.5 4.2L6 1v14',
  '2': 'M1.3 4.6A3.7 3.7 0 0 1 8.6 4.3c0 3.3-4 6.1-7.4 10.7H9',
  '3': 'M1.4 3.4A3.7 3.7 0 1 1 5 7.8a3.8 3.8 0 1 1-3.8 4.6',
  '4': 'M7 15V1L1 11h8.6',
  '5': 'M8.6 1H2.3L1.6 7.5A4.1 4.1 0 1 1 1.3 13',
  '6': 'M7.6 1.4C4 2.6 1 6.2 1 10.6a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
  '7': 'M1 1h8L3.4 15',
  '8': 'M5 7.6a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 1 1 0 6.6zm0 0a3.7 3.7 0 1 0 0 7.4 3.7 3.7 0 1 0 0-7.4z',
  '9': 'M2.4 14.6C6 13.4 9 9.8 9 5.4a4 4 0 1 0-8 0 4 4 0 1 0 8 0',
  '+': 'M5 4.5v7M1.5 8h7',
  '-': 'M1.5 8h7',
  '*': 'M5 4.2v7.6M1.7 6.1l6.6 3.8M1.7 9.9l6.6-3.8',
  '/': 'M8 2L2 14',
  '.': 'M5 14.4v.2',
  ':': 'M5 5v.2M5 11v.2',
  '=': 'M1.5 6h7M1.5 10h7',
  // The return arrow of an Enter key.
  '>': 'M8.5 3v6.5H1.5M4.5 6.5l-3 3 3 3',
  // Num Lock: a small padlock.
  '#': 'M2 8h6v6H2zM3.3 8V6a1.7 1.7 0 0 1 3.4 0v2',
};

/** Hangul letters for a Korean keycap set, on the same 10×16 box. */
export const JAMO = [
  'M1.5 4h7v10', // ㄱ
  'M1.5 2v10h7', // ㄴ
  'M8.5 3h-7v10h7', // ㄷ
  'M1.5 2h7v5h-7v5h7', // ㄹ
  'M1.5 3h7v10h-7z', // ㅁ
  'M1.5 2v11h7V2M1.5 7.5h7', // ㅂ
  'M5 3L1.5 13M5 3l3.5 10', // ㅅ
  'M5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 1 1 0-9z', // ㅇ
  'M1.5 3h7M5 3L1.5 13M5 3l3.5 10', // ㅈ
  'M5 1.5v2M1.5 4.5h7M5 7a3 3 0 1 1 0 6 3 3 0 1 1 0-6z', // ㅎ
  'M3.5 1.5v13M3.5 8h5', // ㅏ
  'M6.5 1.5v13M1.5 8h5', // ㅓ
] as const;

/** The keys a numeric keypad shows, row by row (`>` is Enter, `#` Num Lock). */
export const NUMPAD_LEGENDS = ['#/*-', '789+', '456', '123>', '0.'] as const;

/**
 * A legend drawn centred on (cx, cy), `height` tall, as strokes of the given colour. Unknown
 * characters draw nothing.
 */
export function drawLegend(
  text: string,
  cx: number,
  cy: number,
  height: number,
  color: string,
  weight = 1.6,
): string {
  const scale = height / 16;
  const advance = 12 * scale;
  const left = cx - ((text.length - 1) * advance) / 2 - 5 * scale;
  const strokes = [...text]
    .map((char, i) => {
      const d = DIGITS[char];
      return d
        ? `<path transform="translate(${n(left + i * advance)} ${n(cy - 8 * scale)}) scale(${scale.toFixed(3)})" d="${d}"/>`
        : '';
    })
    .join('');
  return `<g fill="none" stroke="${color}" stroke-width="${n(weight / scale)}" stroke-linecap="round" stroke-linejoin="round">${strokes}</g>`;
}

/** A Hangul letter centred on (cx, cy). */
export function drawJamo(
  index: number,
  cx: number,
  cy: number,
  height: number,
  color: string,
  weight = 1.6,
): string {
  const scale = height / 16;
  const d = JAMO[index % JAMO.length]!;
  return `<path transform="translate(${n(cx - 5 * scale)} ${n(cy - 8 * scale)}) scale(${scale.toFixed(3)})" d="${d}" fill="none" stroke="${color}" stroke-width="${n(weight / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
