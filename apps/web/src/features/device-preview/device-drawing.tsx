import { useId, type Ref } from 'react';
import type { DeviceArt } from './device-art.ts';
import { keysBounds, type DeviceGeometry, type Rect } from './device-models.ts';
import { keyLight } from './lighting.ts';

/** Graphite: the devices are dark hardware in either theme. */
const BODY_TOP = '#2b2c36';
const BODY_BOTTOM = '#15161d';
const KEY_FACE = '#0b0c11';
const EDGE = 'rgb(255 255 255 / 0.09)';

function Body({ geometry, ids }: { geometry: DeviceGeometry; ids: Ids }) {
  const { body, kind } = geometry;
  const radius = kind === 'keyboard' ? 18 : 30;
  return (
    <g data-part="body">
      {/* The soft shadow the device casts on the stage. */}
      <ellipse
        cx={body.x + body.width / 2}
        cy={body.y + body.height + (kind === 'panel' ? 50 : 10)}
        rx={body.width * 0.46}
        ry={kind === 'panel' ? 10 : 16}
        fill="rgb(0 0 0 / 0.28)"
        filter={`url(#${ids.blur})`}
      />
      {kind === 'panel' ? (
        <path
          d={`M${body.x + body.width / 2 - 26} ${body.y + body.height - 4} h52 l14 46 h-80 z M${body.x + body.width / 2 - 92} ${body.y + body.height + 40} h184 a6 6 0 0 1 0 12 h-184 a6 6 0 0 1 0 -12 z`}
          fill={`url(#${ids.body})`}
        />
      ) : null}
      <rect
        x={body.x}
        y={body.y}
        width={body.width}
        height={body.height}
        rx={radius}
        fill={`url(#${ids.body})`}
        stroke={EDGE}
      />
      {/* A bevel: light on the top edge. */}
      <rect
        x={body.x + 1.5}
        y={body.y + 1.5}
        width={body.width - 3}
        height={body.height - 3}
        rx={radius - 1.5}
        fill="none"
        stroke="rgb(255 255 255 / 0.06)"
      />
    </g>
  );
}

interface Ids {
  body: string;
  keys: string;
  key: string;
  screen: string;
  gloss: string;
  dial: string;
  blur: string;
  wallpaper: string;
}

function KeyRect({
  rect,
  radius,
  ...rest
}: { rect: Rect; radius: number } & React.SVGProps<SVGRectElement>) {
  return (
    <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={radius} {...rest} />
  );
}

/** The panel's screen or the dock's strip: the art, or dark glass. */
function Screen({
  geometry,
  image,
  ids,
}: {
  geometry: DeviceGeometry;
  image: string | null;
  ids: Ids;
}) {
  const screen = geometry.screen!;
  const panel = geometry.kind === 'panel';
  return (
    <g data-part="screen" clipPath={`url(#${ids.screen})`}>
      <rect {...screen} fill={KEY_FACE} />
      {image ? (
        <image
          href={image}
          {...screen}
          preserveAspectRatio="xMidYMid slice"
          opacity={panel ? 1 : 0.9}
        />
      ) : panel ? (
        // The panel's own wallpaper behind a product's widgets.
        <rect {...screen} fill={`url(#${ids.wallpaper})`} />
      ) : null}
      {panel ? (
        <>
          {/* A status bar, as the panel's home screen has. */}
          <rect
            x={screen.x}
            y={screen.y}
            width={screen.width}
            height={30}
            fill="rgb(0 0 0 / 0.35)"
          />
          <text
            x={screen.x + 16}
            y={screen.y + 20}
            fill="#fff"
            fontSize="14"
            fontWeight="600"
            fontFamily="system-ui, sans-serif"
          >
            12:30
          </text>
          {[0, 1, 2].map((bar) => (
            <rect
              key={bar}
              x={screen.x + screen.width - 44 + bar * 8}
              y={screen.y + 18 - bar * 3}
              width={5}
              height={4 + bar * 3}
              rx={1}
              fill="#fff"
              opacity={0.85}
            />
          ))}
        </>
      ) : null}
    </g>
  );
}

function Dials({ geometry, ids }: { geometry: DeviceGeometry; ids: Ids }) {
  return (
    <g data-part="dials">
      {geometry.dials.map((dial, index) => (
        <g key={index}>
          <circle cx={dial.cx} cy={dial.cy} r={dial.r + 3} fill="#0a0b0f" />
          <circle cx={dial.cx} cy={dial.cy} r={dial.r} fill={`url(#${ids.dial})`} stroke={EDGE} />
          {Array.from({ length: 24 }, (_, tick) => {
            const angle = (tick / 24) * Math.PI * 2;
            return (
              <line
                key={tick}
                x1={dial.cx + Math.cos(angle) * (dial.r - 4)}
                y1={dial.cy + Math.sin(angle) * (dial.r - 4)}
                x2={dial.cx + Math.cos(angle) * (dial.r - 1)}
                y2={dial.cy + Math.sin(angle) * (dial.r - 1)}
                stroke="rgb(255 255 255 / 0.12)"
                strokeWidth={1.5}
              />
            );
          })}
          <circle cx={dial.cx} cy={dial.cy - dial.r + 11} r={3} fill="rgb(255 255 255 / 0.75)" />
        </g>
      ))}
    </g>
  );
}

/** The lighting under (keyboards) or on (docks, panels) every key. */
function Lighting({
  geometry,
  art,
  animate,
}: {
  geometry: DeviceGeometry;
  art: DeviceArt;
  animate: boolean;
}) {
  const lighting = art.lighting!;
  const bounds = keysBounds(geometry.keys);
  const keyboard = geometry.kind === 'keyboard';
  return (
    <g data-part="lighting" data-pattern={lighting.pattern}>
      {geometry.keys.map((key, index) => {
        const light = keyLight(lighting, key, bounds);
        const grow = keyboard ? 2.5 : 0;
        return (
          <rect
            key={index}
            x={key.x - grow}
            y={key.y - grow}
            width={key.width + grow * 2}
            height={key.height + grow * 2}
            rx={geometry.keyRadius + grow}
            fill={light.still}
          >
            {animate && light.cycle ? (
              <animate
                attributeName="fill"
                values={light.cycle.values}
                dur={`${light.cycle.durationS}s`}
                begin={`${light.cycle.beginS}s`}
                repeatCount="indefinite"
              />
            ) : null}
            {animate && light.pulse ? (
              <animate
                attributeName="opacity"
                values={light.pulse.values}
                dur={`${light.pulse.durationS}s`}
                repeatCount="indefinite"
              />
            ) : null}
          </rect>
        );
      })}
    </g>
  );
}

/**
 * One virtual device with a product's art on it, as SVG: the body, then the screen, the key
 * faces, a picture across the keys, the lighting, keycap skins, key images, and the gloss of
 * the keys on top. `animate` false draws the lighting still (reduced motion).
 */
export function DeviceDrawing({
  geometry,
  art,
  animate,
  label,
  svgRef,
}: {
  geometry: DeviceGeometry;
  art: DeviceArt;
  animate: boolean;
  label: string;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const uid = useId().replace(/:/g, '');
  const ids: Ids = {
    body: `${uid}-body`,
    keys: `${uid}-keys`,
    key: `${uid}-key`,
    screen: `${uid}-screen`,
    gloss: `${uid}-gloss`,
    dial: `${uid}-dial`,
    blur: `${uid}-blur`,
    wallpaper: `${uid}-wallpaper`,
  };
  const { keys, keyRadius } = geometry;
  const bounds = keysBounds(keys);
  const keyboard = geometry.kind === 'keyboard';
  const lit = art.lighting !== null;
  // An RGB keyboard without a lighting effect is lit by the product's cover instead.
  const backlit = keyboard && (lit || (art.usesCover && geometry.family === 'mRgb'));
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      role="img"
      aria-label={label}
      data-device={geometry.id}
      className="block size-full"
    >
      <defs>
        <linearGradient id={ids.body} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={BODY_TOP} />
          <stop offset="1" stopColor={BODY_BOTTOM} />
        </linearGradient>
        <linearGradient id={ids.gloss} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.16" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0.02" />
          <stop offset="1" stopColor="#000" stopOpacity="0.12" />
        </linearGradient>
        <linearGradient id={ids.wallpaper} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2163" />
          <stop offset="0.55" stopColor="#16284f" />
          <stop offset="1" stopColor="#0d4650" />
        </linearGradient>
        <radialGradient id={ids.dial} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#4a4c59" />
          <stop offset="1" stopColor="#17181f" />
        </radialGradient>
        <clipPath id={ids.keys}>
          {keys.map((key, index) => (
            <KeyRect key={index} rect={key} radius={keyRadius} />
          ))}
        </clipPath>
        <clipPath id={ids.key} clipPathUnits="objectBoundingBox">
          <rect width="1" height="1" rx="0.14" ry="0.14" />
        </clipPath>
        {geometry.screen ? (
          <clipPath id={ids.screen}>
            <rect {...geometry.screen} rx={geometry.kind === 'panel' ? 10 : 8} />
          </clipPath>
        ) : null}
        <filter id={ids.blur} x="-20%" y="-200%" width="140%" height="500%">
          <feGaussianBlur stdDeviation="8" />
        </filter>
      </defs>
      <Body geometry={geometry} ids={ids} />
      {geometry.screen ? <Screen geometry={geometry} image={art.screen} ids={ids} /> : null}
      {/* Key faces: on the panel the tiles float over the screen only when there are images. */}
      {geometry.kind !== 'panel' || art.keyImages.some(Boolean) || lit ? (
        <g data-part="key-faces">
          {keys.map((key, index) =>
            geometry.kind === 'panel' && !art.keyImages[index] && !lit ? null : (
              <KeyRect
                key={index}
                rect={key}
                radius={keyRadius}
                fill={geometry.kind === 'panel' ? 'rgb(10 10 18 / 0.45)' : KEY_FACE}
              />
            ),
          )}
        </g>
      ) : null}
      {art.span ? (
        <image
          data-part="span"
          href={art.span}
          x={bounds.x}
          y={bounds.y}
          width={bounds.width}
          height={bounds.height}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${ids.keys})`}
          opacity={keyboard && lit ? 0.55 : 1}
        />
      ) : null}
      {lit ? <Lighting geometry={geometry} art={art} animate={animate} /> : null}
      {/* On a lit keyboard the caps are dark glass, so the light shows round and through them. */}
      {backlit && !art.keycap ? (
        <g data-part="caps">
          {keys.map((key, index) => (
            <KeyRect
              key={index}
              rect={{ x: key.x + 2, y: key.y + 2, width: key.width - 4, height: key.height - 4 }}
              radius={keyRadius - 1}
              fill="rgb(14 14 22 / 0.62)"
            />
          ))}
        </g>
      ) : null}
      {art.keycap ? (
        <g data-part="keycaps">
          {keys.map((key, index) => (
            <image
              key={index}
              href={art.keycap!}
              x={key.x + (lit ? 2 : 0)}
              y={key.y + (lit ? 2 : 0)}
              width={key.width - (lit ? 4 : 0)}
              height={key.height - (lit ? 4 : 0)}
              preserveAspectRatio="xMidYMid slice"
              clipPath={`url(#${ids.key})`}
              opacity={lit ? 0.88 : 1}
            />
          ))}
        </g>
      ) : null}
      {art.legends ? (
        <g data-part="legends" pointerEvents="none">
          {keys.map((key, index) => (
            <text
              key={index}
              x={key.x + key.width / 2}
              y={key.y + key.height / 2}
              dominantBaseline="central"
              textAnchor="middle"
              fontFamily="system-ui, sans-serif"
              fontSize={Math.round(key.height * 0.42)}
              fontWeight="700"
              fill="#fff"
              stroke="rgb(0 0 0 / 0.35)"
              strokeWidth={2}
              paintOrder="stroke"
            >
              {art.legends![index] ?? ''}
            </text>
          ))}
        </g>
      ) : null}
      {art.keyImages.some(Boolean) ? (
        <g data-part="key-images">
          {keys.map((key, index) => {
            const image = art.keyImages[index];
            if (!image) return null;
            const inset = keyboard ? 3 : 0;
            return (
              <image
                key={index}
                href={image}
                x={key.x + inset}
                y={key.y + inset}
                width={key.width - inset * 2}
                height={key.height - inset * 2}
                preserveAspectRatio="xMidYMid slice"
                clipPath={`url(#${ids.key})`}
              />
            );
          })}
        </g>
      ) : null}
      <g data-part="gloss" pointerEvents="none">
        {keys.map((key, index) =>
          geometry.kind === 'panel' && !art.keyImages[index] && !lit ? null : (
            <KeyRect
              key={index}
              rect={key}
              radius={keyRadius}
              fill={`url(#${ids.gloss})`}
              stroke="rgb(255 255 255 / 0.1)"
              strokeWidth={1}
            />
          ),
        )}
      </g>
      {geometry.dials.length > 0 ? <Dials geometry={geometry} ids={ids} /> : null}
    </svg>
  );
}
