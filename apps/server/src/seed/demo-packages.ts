import type { ContentType } from '@space/contracts/catalog';
import type { DemoProduct } from './demo-catalog-builder.ts';
import { hsl, png, type PngArt, type ZipFile, zip } from './demo-package-files.ts';

/**
 * The package a demo product ships (issue 32, decision 074): a small but real archive of its
 * kind, valid under the same checks as a creator's upload (modules/packages): a plugin is one
 * `<reverse.dns>.sdPlugin` folder with its manifest, localisations, images and code; the
 * other kinds are their asset files with a `pack.json` saying what they are. The bytes depend
 * on the product and version only, so every seed stores the same files under the same keys.
 */

/** What a package's `pack.json` calls each kind of asset set (the plugin has its manifest). */
export const PACK_KINDS: Record<Exclude<ContentType, 'plugin'>, string> = {
  icon: 'iconSet',
  scene: 'scene',
  animatedBackground: 'animatedBackground',
  keycapSkin: 'keycapSkin',
  numericKeycap: 'numericKeycap',
  lightingEffect: 'lightingEffect',
  theme: 'theme',
};

/** The localisation file of a product language, as StreamDock names them. */
const LOCALISATION_FILES: Record<string, string> = {
  en: 'en.json',
  zh: 'zh_CN.json',
  ko: 'ko_KR.json',
};

export interface DemoPackageInput {
  product: DemoProduct;
  /** The author's shown name: the manifest's Author. */
  authorName: string;
  version: string;
  /** The product's place in the catalogue: its colours. */
  index: number;
}

/** Letters, digits and underscores only (spec §5's naming rule), lower case. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug === '' ? fallback : slug.slice(0, 40);
}

/** The plugin's reverse-DNS id: `com.space.<author>.<name>`. */
export function pluginIdOf(product: DemoProduct, index: number): string {
  const name = slugOf(product.nameTranslations.en ?? product.name, `product_${index + 1}`);
  return `com.space.${slugOf(product.author, 'demo')}.${name}`;
}

/** The kind a product's package is: a plugin when its types include one, else its first type. */
export function packageKindOf(types: readonly ContentType[]): ContentType {
  return types.includes('plugin') ? 'plugin' : types[0]!;
}

function palette(index: number): { from: PngArt['from']; to: PngArt['to'] } {
  const hue = (index * 47) % 360;
  return { from: hsl(hue, 62, 34), to: hsl((hue + 40) % 360, 70, 58) };
}

const pad = (n: number) => String(n).padStart(2, '0');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function text(product: DemoProduct, locale: string): { name: string; overview: string } {
  const key = locale as keyof DemoProduct['nameTranslations'];
  return {
    name: product.nameTranslations[key] ?? product.name,
    overview: product.overviewTranslations[key] ?? product.overview,
  };
}

function pluginFiles(input: DemoPackageInput): ZipFile[] {
  const { product, version, index, authorName } = input;
  const id = pluginIdOf(product, index);
  const folder = `${id}.sdPlugin`;
  const colours = palette(index);
  const actionNames = ['Run', 'Toggle', 'Show'];
  const actions = actionNames.map((name, i) => ({
    UUID: `${id}.${name.toLowerCase()}`,
    Name: `${name}`,
    Icon: `imgs/action_${i + 1}`,
    Tooltip: `${text(product, 'en').name}: ${name.toLowerCase()}`,
    States: [{ Image: `imgs/state_${i + 1}` }],
    ...(product.dial && i === 0 ? { Controllers: ['Keypad', 'Knob'] } : {}),
  }));
  const systems = product.systems ?? ['windows', 'macos'];
  const manifest = {
    Name: product.name,
    Version: version,
    Author: authorName,
    Description: product.overview.slice(0, 100),
    Icon: 'imgs/plugin_icon',
    CodePath: 'plugin/index.html',
    PropertyInspectorPath: 'property_inspector/index.html',
    SDKVersion: 2,
    Category: product.name,
    CategoryIcon: 'imgs/plugin_icon',
    OS: systems.map((system) =>
      system === 'macos'
        ? { Platform: 'mac', MinimumVersion: '10.15' }
        : { Platform: 'windows', MinimumVersion: '10' },
    ),
    Software: { MinimumVersion: product.minAppVersion ?? '2.9' },
    Actions: actions,
  };
  const localisations = product.languages.flatMap((language) => {
    const file = LOCALISATION_FILES[language];
    if (!file) return [];
    const { name, overview } = text(product, language);
    const strings = Object.fromEntries(
      actions.map((action) => [action.UUID, { Name: action.Name, Tooltip: name }]),
    );
    return [
      { name: `${folder}/${file}`, data: json({ Name: name, Description: overview, ...strings }) },
    ];
  });
  const image = (name: string, size: number, mark: PngArt['mark'], variant: number): ZipFile => ({
    name: `${folder}/imgs/${name}.png`,
    data: png({ width: size, height: size, ...colours, mark, variant }),
  });
  const code = [
    '// Connects to the desktop app as every StreamDock / Stream Deck plugin does.',
    'function connectElgatoStreamDeckSocket(port, uuid, registerEvent, info) {',
    "  const socket = new WebSocket('ws://127.0.0.1:' + port);",
    '  socket.onopen = () => socket.send(JSON.stringify({ event: registerEvent, uuid }));',
    '  socket.onmessage = (message) => {',
    '    const { event, action, context } = JSON.parse(message.data);',
    "    if (event !== 'keyDown') return;",
    "    const title = action.split('.').pop();",
    "    socket.send(JSON.stringify({ event: 'setTitle', context, payload: { title } }));",
    "    socket.send(JSON.stringify({ event: 'showOk', context }));",
    '  };',
    '}',
    `window.plugin = { id: '${id}', version: '${version}' };`,
    '',
  ].join('\n');
  return [
    { name: `${folder}/` },
    { name: `${folder}/manifest.json`, data: json(manifest) },
    ...localisations,
    { name: `${folder}/plugin/` },
    {
      name: `${folder}/plugin/index.html`,
      data: `<!doctype html>\n<html><head><meta charset="utf-8"><title>${id}</title><script src="main.js"></script></head><body></body></html>\n`,
    },
    { name: `${folder}/plugin/main.js`, data: code },
    { name: `${folder}/property_inspector/` },
    {
      name: `${folder}/property_inspector/index.html`,
      data: `<!doctype html>\n<html><head><meta charset="utf-8"><title>Settings</title></head><body><label>Title <input id="title"></label></body></html>\n`,
    },
    { name: `${folder}/imgs/` },
    image('plugin_icon', 144, 'ring', index),
    ...actions.flatMap((_, i) => [
      image(`action_${i + 1}`, 40, 'dot', i),
      image(`state_${i + 1}`, 72, 'ring', i + 1),
    ]),
  ];
}

/** The asset files of each non-plugin kind, under one folder named for the kind. */
function assetFiles(kind: Exclude<ContentType, 'plugin'>, index: number): ZipFile[] {
  const colours = palette(index);
  const image = (
    name: string,
    width: number,
    height: number,
    mark: PngArt['mark'],
    variant: number,
  ) => ({
    name,
    data: png({ width, height, ...colours, mark, variant }),
  });
  const series = (count: number, make: (i: number) => ZipFile) =>
    Array.from({ length: count }, (_, i) => make(i));
  switch (kind) {
    case 'icon':
      return [
        { name: 'icons/' },
        ...series(12, (i) =>
          image(`icons/icon_${pad(i + 1)}.png`, 72, 72, i % 2 ? 'dot' : 'ring', i),
        ),
      ];
    case 'scene':
      return [
        { name: 'scene/' },
        image('scene/background.png', 240, 136, 'none', 0),
        { name: 'scene/keys/' },
        ...series(6, (i) => image(`scene/keys/key_${pad(i + 1)}.png`, 72, 72, 'ring', i)),
        {
          name: 'scene/scene.json',
          data: json({
            background: 'background.png',
            keys: Array.from({ length: 6 }, (_, i) => ({
              position: i,
              image: `keys/key_${pad(i + 1)}.png`,
            })),
          }),
        },
      ];
    case 'animatedBackground':
      return [
        { name: 'background/' },
        { name: 'background/frames/' },
        ...series(8, (i) => image(`background/frames/frame_${pad(i + 1)}.png`, 160, 90, 'bars', i)),
        {
          name: 'background/background.json',
          data: json({
            fps: 8,
            loop: true,
            frames: Array.from({ length: 8 }, (_, i) => `frames/frame_${pad(i + 1)}.png`),
          }),
        },
      ];
    case 'keycapSkin':
      return [
        { name: 'keycaps/' },
        ...series(6, (i) => image(`keycaps/keycap_${pad(i + 1)}.png`, 64, 64, 'dot', i)),
        image('keycaps/base.png', 128, 128, 'none', 0),
      ];
    case 'numericKeycap':
      return [
        { name: 'keycaps/' },
        ...series(10, (i) => image(`keycaps/key_${i}.png`, 64, 64, 'ring', i)),
      ];
    case 'lightingEffect':
      return [
        { name: 'effect/' },
        image('effect/preview.png', 160, 48, 'bars', 0),
        {
          name: 'effect/effect.json',
          data: json({
            speed: 1 + (index % 4),
            preview: 'preview.png',
            keyframes: Array.from({ length: 4 }, (_, i) => ({
              at: i / 4,
              rgb: palette(index + i).to,
            })),
          }),
        },
      ];
    case 'theme':
      return [
        { name: 'theme/' },
        image('theme/wallpaper.png', 240, 135, 'none', 0),
        { name: 'theme/icons/' },
        ...series(4, (i) => image(`theme/icons/icon_${pad(i + 1)}.png`, 72, 72, 'dot', i)),
      ];
  }
}

/** The zip a demo product ships for one of its versions. */
export function demoPackage(input: DemoPackageInput): Buffer {
  const { product, version, authorName } = input;
  const kind = packageKindOf(product.types);
  if (kind === 'plugin') return zip(pluginFiles(input));
  const files = assetFiles(kind, input.index);
  const pack = {
    kind: PACK_KINDS[kind],
    name: product.name,
    version,
    author: authorName,
    family: product.family,
    files: files.filter((file) => !file.name.endsWith('/')).map((file) => file.name),
  };
  return zip([...files, { name: 'pack.json', data: json(pack) }]);
}
