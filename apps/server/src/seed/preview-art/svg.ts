/** SVG building blocks of the preview art: numbers, gradients, shadows and documents. */

/** A number for an SVG attribute, rounded to a tenth so documents stay short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A gradient stop: a colour, or a colour with its offset (0–1) and opacity. */
export type Stop = string | readonly [color: string, offset: number, opacity?: number];

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map((stop, index) => {
      const [color, offset, opacity] =
        typeof stop === 'string' ? [stop, index / Math.max(1, stops.length - 1)] : stop;
      const alpha =
        opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 1000) / 1000}"`;
      return `<stop offset="${offset.toFixed(3)}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** The <defs> of one document, handing out ids unique within it. */
export class Defs {
  private readonly parts: string[] = [];
  private next = 0;

  id(): string {
    this.next += 1;
    return `d${this.next}`;
  }

  /** A linear gradient from (x1, y1) to (x2, y2) in the shape's box; answers its paint. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.parts.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) of the shape's box; answers its paint. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.parts.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path of these shapes; answers the attribute value `url(#…)`. */
  clip(shapes: string): string {
    const id = this.id();
    this.parts.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return this.parts.length === 0 ? '' : `<defs>${this.parts.join('')}</defs>`;
  }
}

/** A whole SVG document. */
export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  paint: string,
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}" ${paint}/>`;
}

export function circle(cx: number, cy: number, r: number, paint: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${paint}/>`;
}

/**
 * A soft shadow under a rounded rectangle without a blur filter (filters cost more to render
 * than the rest of a cover): stacked, growing rectangles of low opacity.
 */
export function softShadow(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  { blur = 24, offset = 12, opacity = 0.35, color = '#000' } = {},
): string {
  const layers = 6;
  const parts: string[] = [];
  for (let i = layers; i >= 1; i -= 1) {
    const grow = (blur * i) / layers;
    parts.push(
      rect(
        x - grow / 2,
        y + offset - grow / 2 + blur / 4,
        width + grow,
        height + grow,
        radius + grow / 2,
        '',
      ),
    );
  }
  return `<g fill="${color}" fill-opacity="${(opacity / layers).toFixed(3)}">${parts.join('')}</g>`;
}

/** A smooth elliptical ground shadow, from a radial gradient. */
export function groundShadow(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.45,
): string {
  const paint = defs.radial([
    ['#000', 0, opacity],
    ['#000', 0.55, opacity * 0.45],
    ['#000', 1, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${paint}"/>`;
}

/** Nests content drawn for a `width`×`height` box into the given rectangle, clipped to it. */
export function place(
  x: number,
  y: number,
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  content: string,
): string {
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice">${content}</svg>`;
}
