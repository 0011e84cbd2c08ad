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
  'M5 1.5v2M1.5 4.5h7M5 4.5L1.5 13M5 4.5l3.5 8.5', // ㅊ
  'M1.5 3h7v10M1.5 8h7', // ㅋ
  'M8.5 3h-7v10h7M1.5 8h6', // ㅌ
  'M1.5 3h7M1.5 13h7M3.5 3v10M6.5 3v10', // ㅍ
  'M5 5v7M1.5 12h7', // ㅗ
  'M1.5 5h7M5 5v7', // ㅜ
  'M1.5 8h7', // ㅡ
  'M5 2v12', // ㅣ
  'M3.5 1.5v13M3.5 6h5M3.5 10h5', // ㅑ
  'M6.5 1.5v13M1.5 6h5M1.5 10h5', // ㅕ
  'M3.5 5v7M6.5 5v7M1.5 12h7', // ㅛ
  'M1.5 5h7M3.5 5v7M6.5 5v7', // ㅠ
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

/** How a numeric keycap set writes its digits. */
export type NumeralStyle = 'arabic' | 'dice' | 'braille' | 'roman';

/** Dice pips of each digit on a 3×3 grid (cells 0–8, row by row); 0 shows none. */
const PIPS: Record<string, readonly number[]> = {
  '1': [4],
  '2': [0, 8],
  '3': [0, 4, 8],
  '4': [0, 2, 6, 8],
  '5': [0, 2, 4, 6, 8],
  '6': [0, 2, 3, 5, 6, 8],
  '7': [0, 2, 3, 4, 5, 6, 8],
  '8': [0, 1, 2, 3, 5, 6, 7, 8],
  '9': [0, 1, 2, 3, 4, 5, 6, 7, 8],
  '0': [],
};

/** Raised dots of the Braille digits (the letters a–j): 1–3 down the left, 4–6 the right. */
const BRAILLE: Record<string, readonly number[]> = {
  '1': [1],
  '2': [1, 2],
  '3': [1, 4],
  '4': [1, 4, 5],
  '5': [1, 5],
  '6': [1, 2, 4],
  '7': [1, 2, 4, 5],
  '8': [1, 2, 5],
  '9': [2, 4],
  '0': [2, 4, 5],
};

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];

/** A digit in the style, centred on (cx, cy), `height` tall. */
export function drawNumeral(
  digit: string,
  style: NumeralStyle,
  cx: number,
  cy: number,
  height: number,
  color: string,
  weight: number,
): string {
  const dot = (x: number, y: number, r: number, on = true) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${on ? `fill="${color}"` : `fill="none" stroke="${color}" stroke-opacity="0.35" stroke-width="${n(weight * 0.5)}"`}/>`;
  switch (style) {
    case 'dice': {
      const step = height * 0.42;
      const pips = PIPS[digit] ?? [];
      if (pips.length === 0) return dot(cx, cy, height * 0.3, false);
      return pips
        .map((cell) =>
          dot(cx + ((cell % 3) - 1) * step, cy + (Math.floor(cell / 3) - 1) * step, height * 0.12),
        )
        .join('');
    }
    case 'braille': {
      const raised = BRAILLE[digit] ?? [];
      const step = height * 0.36;
      return [1, 2, 3, 4, 5, 6]
        .map((i) =>
          dot(
            cx + (i > 3 ? step / 2 : -step / 2),
            cy + (((i - 1) % 3) - 1) * step,
            height * 0.11,
            raised.includes(i),
          ),
        )
        .join('');
    }
    case 'roman': {
      const letters = ROMAN[Number(digit)] ?? '';
      if (!letters) return dot(cx, cy, height * 0.25, false);
      const h = height * 0.8;
      const widthOf = (letter: string) => (letter === 'I' ? h * 0.12 : h * 0.62);
      const gap = h * 0.14;
      const total =
        [...letters].reduce((sum, letter) => sum + widthOf(letter), 0) + gap * (letters.length - 1);
      let x = cx - total / 2;
      const top = cy - h / 2;
      const strokes = [...letters].map((letter) => {
        const w = widthOf(letter);
        const d =
          letter === 'I'
            ? `M${n(x + w / 2)} ${n(top)}v${n(h)}`
            : letter === 'V'
              ? `M${n(x)} ${n(top)}L${n(x + w / 2)} ${n(top + h)}L${n(x + w)} ${n(top)}`
              : `M${n(x)} ${n(top)}L${n(x + w)} ${n(top + h)}M${n(x + w)} ${n(top)}L${n(x)} ${n(top + h)}`;
        x += w + gap;
        return d;
      });
      return `<path d="${strokes.join('')}" fill="none" stroke="${color}" stroke-width="${n(weight)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    case 'arabic':
      return drawLegend(digit, cx, cy, height, color, weight);
  }
}
