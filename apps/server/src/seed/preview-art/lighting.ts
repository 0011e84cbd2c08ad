/** The colour a lighting pattern gives a key at a place and time, for stills and animations. */
import type { Lighting } from '@space/contracts/device-preview';
import type { LitKey } from './devices.ts';
import { mix } from './palettes.ts';

/** The colours as a loop: p from 0 to 1 runs through all of them and back to the first. */
function cycle(colors: readonly string[], p: number): string {
  const position = (((p % 1) + 1) % 1) * colors.length;
  const index = Math.floor(position);
  return mix(colors[index]!, colors[(index + 1) % colors.length]!, position - index);
}

const DARK = '#15151c';

/** The key's colour under the lighting at time t (0–1, one loop of the animation). */
export function lightAt(lighting: Lighting, key: LitKey, t: number): string {
  const { colors } = lighting;
  switch (lighting.pattern) {
    case 'wave':
      return cycle(colors, key.u * 0.9 - t);
    case 'rainbow':
      return cycle(colors, key.u * 0.7 + key.v * 0.3 - t);
    case 'breathe': {
      const level = 0.5 - 0.5 * Math.cos(t * Math.PI * 2 * 2);
      return mix(DARK, cycle(colors, Math.floor(t * 2) / colors.length), 0.25 + 0.75 * level);
    }
    case 'ripple': {
      const distance = Math.hypot((key.u - 0.5) * 1.6, key.v - 0.5);
      const ring = (((distance * 1.6 - t * 2) % 1) + 1) % 1;
      const level = Math.max(0, 1 - Math.abs(ring - 0.5) * 2.6);
      return mix(mix(DARK, colors[0]!, 0.3), cycle(colors, distance - t), level);
    }
    case 'static':
      return cycle(colors.length > 1 ? [...colors, ...[...colors].reverse()] : colors, key.u * 0.5);
  }
}
