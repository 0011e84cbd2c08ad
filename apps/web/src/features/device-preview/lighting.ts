import type { Lighting } from '@space/contracts/device-preview';
import type { Rect } from './device-models.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** How one key is lit: a colour cycle (SMIL `values`) with its phase, and its colour at rest. */
export interface KeyLight {
  /** The colour shown when nothing moves (reduced motion, paused, `static`). */
  still: string;
  /** null: the key does not change. */
  cycle: { values: string; durationS: number; beginS: number } | null;
  /** `breathe`: the brightness rises and falls (SMIL `values` of opacity). */
  pulse: { values: string; durationS: number } | null;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  return toHex(
    [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as [number, number, number],
  );
}

/** Only well-formed colours, at least two (the contract asks the same of the server). */
export function safeColours(lighting: Lighting): string[] {
  const colours = lighting.colors.filter((colour) => HEX.test(colour));
  if (colours.length === 0) return ['#5b4bf0', '#0ea5b7'];
  return colours.length === 1 ? [colours[0]!, colours[0]!] : colours;
}

/** The colour at `phase` (0–1) of a cycle through the colours and back to the first. */
export function cycleColour(colours: readonly string[], phase: number): string {
  const wrapped = ((phase % 1) + 1) % 1;
  const position = wrapped * colours.length;
  const index = Math.floor(position);
  return mix(colours[index]!, colours[(index + 1) % colours.length]!, position - index);
}

/** The colour at `position` (0–1) of a gradient from the first colour to the last. */
export function gradientColour(colours: readonly string[], position: number): string {
  const clamped = Math.min(1, Math.max(0, position));
  const scaled = clamped * (colours.length - 1);
  const index = Math.min(colours.length - 2, Math.floor(scaled));
  return mix(colours[index]!, colours[index + 1]!, scaled - index);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * How a key at `key` within `bounds` is lit by the effect: `wave` sweeps the colours from left
 * to right, `rainbow` does it faster and on a slant, `ripple` spreads them from the centre,
 * `breathe` lights every key alike and fades it in and out, `static` lays them out as a
 * gradient that does not move.
 */
export function keyLight(lighting: Lighting, key: Rect, bounds: Rect): KeyLight {
  const colours = safeColours(lighting);
  const x = (key.x + key.width / 2 - bounds.x) / bounds.width;
  const y = (key.y + key.height / 2 - bounds.y) / bounds.height;
  const cycleValues = [...colours, colours[0]!].join(';');
  const cycle = (durationS: number, phase: number) => ({
    still: cycleColour(colours, phase),
    cycle: { values: cycleValues, durationS, beginS: round(-phase * durationS) },
    pulse: null,
  });
  switch (lighting.pattern) {
    case 'wave':
      return cycle(4, 1 - x);
    case 'rainbow':
      return cycle(2.4, 1 - (x * 0.8 + y * 0.35));
    case 'ripple': {
      const distance = Math.hypot((x - 0.5) * 2, (y - 0.5) * 1.2) / Math.hypot(1, 0.6);
      return cycle(2.8, 1 - distance);
    }
    case 'breathe':
      return {
        still: colours[0]!,
        cycle: { values: cycleValues, durationS: 3 * colours.length, beginS: 0 },
        pulse: { values: '0.25;1;0.25', durationS: 3 },
      };
    case 'static':
      return { still: gradientColour(colours, x), cycle: null, pulse: null };
  }
}
