import { DEVICE_FAMILIES, type DeviceFamily } from '@space/contracts/catalog';

/**
 * The virtual devices "See it on your device" can draw (issue 13): one or two per device
 * family of the catalogue's reference data (contracts/catalog.ts). Their drawings are in
 * device-models.ts, in the preview's lazy chunk; this list is small enough for the page's.
 */
export const VIRTUAL_DEVICES = [
  'dock15',
  'dockDials',
  'panel',
  'lcdKeyboard',
  'rgbKeyboard',
] as const;
export type VirtualDeviceId = (typeof VIRTUAL_DEVICES)[number];

/** Which virtual devices stand for a device family, the usual one first. */
export const FAMILY_DEVICES: Record<DeviceFamily, readonly VirtualDeviceId[]> = {
  streamDock: ['dock15', 'dockDials'],
  mPanel: ['panel'],
  mKey: ['lcdKeyboard'],
  mRgb: ['rgbKeyboard'],
};

/** The family a virtual device belongs to. */
export function familyOfVirtual(id: VirtualDeviceId): DeviceFamily {
  return DEVICE_FAMILIES.find((family) => FAMILY_DEVICES[family.code].includes(id))!.code;
}

/** Words in a creator's free-text device name that tell its family (the form takes any name). */
const FAMILY_WORDS: [DeviceFamily, RegExp][] = [
  ['mRgb', /\brgb\b/i],
  ['mPanel', /panel|screen/i],
  ['mKey', /keyboard|\bkey\b|mkey/i],
  ['streamDock', /dock/i],
];

function familyOfDevice(name: string): DeviceFamily | undefined {
  const code = DEVICE_FAMILIES.find((family) => family.code.toLowerCase() === name.toLowerCase());
  if (code) return code.code;
  return FAMILY_WORDS.find(([, words]) => words.test(name))?.[0];
}

/**
 * The virtual devices a product can be seen on: those of its supported devices (a family code,
 * or a model name that names one), its own family's first; a product that uses dials shows the
 * dial model first. Never empty: a product names at least its own family.
 */
export function devicesFor(product: {
  deviceFamily: string;
  supportedDevices: readonly string[];
  dialSupport: boolean;
}): VirtualDeviceId[] {
  const families = new Set<DeviceFamily>();
  const own = familyOfDevice(product.deviceFamily);
  if (own) families.add(own);
  for (const device of product.supportedDevices) {
    const family = familyOfDevice(device);
    if (family) families.add(family);
  }
  if (families.size === 0) families.add('streamDock');
  return [...families].flatMap((family) => {
    const devices = [...FAMILY_DEVICES[family]];
    return family === 'streamDock' && product.dialSupport ? devices.reverse() : devices;
  });
}
