import { LIMITS } from '@space/contracts/limits';
import type { UploadForm } from '@space/contracts/uploads';
import type { FieldErrors } from 'react-hook-form';
import type { TFunction } from '../../lib/translator.ts';

/**
 * The creator studio's steps (issue 32, decision 077): which fields each step holds, how the
 * error summary names a field, and which fields spec §5 requires (marked with an asterisk).
 */
export const STEPS = ['basics', 'package', 'media', 'pricing', 'review'] as const;
export type StepId = (typeof STEPS)[number];
export type FieldKey = keyof UploadForm;

/** Every field in the order the steps show them. */
export const FIELD_STEPS: readonly (readonly [FieldKey, StepId])[] = [
  ['deviceFamily', 'basics'],
  ['category', 'basics'],
  ['types', 'basics'],
  ['name', 'basics'],
  ['author', 'basics'],
  ['originalType', 'basics'],
  ['version', 'basics'],
  ['size', 'basics'],
  ['overview', 'basics'],
  ['newVersionInfo', 'basics'],
  ['description', 'basics'],
  ['minAppVersion', 'basics'],
  ['nameTranslations', 'basics'],
  ['overviewTranslations', 'basics'],
  ['newVersionInfoTranslations', 'basics'],
  ['file', 'package'],
  ['supportedSystems', 'package'],
  ['supportedLanguages', 'package'],
  ['supportedDevices', 'package'],
  ['relatedLinks', 'package'],
  ['prerequisiteIds', 'package'],
  ['dialSupport', 'package'],
  ['audioSupport', 'package'],
  ['avatar', 'media'],
  ['images', 'media'],
  ['currency', 'pricing'],
  ['prices', 'pricing'],
  ['uses', 'pricing'],
];

export function stepOf(field: FieldKey): StepId {
  return FIELD_STEPS.find(([key]) => key === field)?.[1] ?? 'basics';
}

/** The field's name as its label says it (without the label's hints in brackets). */
export function fieldLabel(t: TFunction, field: FieldKey): string {
  switch (field) {
    case 'types':
      return t('studio.types', { max: LIMITS.productTypesMax });
    case 'images':
      return t('studioGuide.imagesLabel');
    case 'file':
      return t('studio.sectionPackage');
    case 'supportedDevices':
      return t('studio.devices');
    case 'supportedSystems':
      return t('studio.systems');
    case 'supportedLanguages':
      return t('studio.languages');
    case 'relatedLinks':
      return t('studio.links');
    case 'prerequisiteIds':
      return t('studio.frontPlugins');
    case 'prices':
      return t('studioGuide.pricesLabel');
    case 'uses':
      return t('studioGuide.usesLabel');
    case 'nameTranslations':
    case 'overviewTranslations':
    case 'newVersionInfoTranslations':
      return t('studio.otherLanguages');
    case 'dialSupport':
    case 'audioSupport':
      return t('studio.sectionSupport');
    default:
      return t(`studio.${field}`);
  }
}

/** The first message and the path of the first field of an error, however deep. */
function firstLeaf(error: unknown, path: string): { path: string; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return { path, message: own };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'root') continue;
    const found = firstLeaf(value, `${path}.${key}`);
    if (found) return found;
  }
  const root = (error as { root?: unknown }).root;
  return root ? firstLeaf(root, path) : null;
}

export interface SummaryItem {
  field: FieldKey;
  step: StepId;
  /** The path to focus (prices.general, relatedLinks.0.url…). */
  path: string;
  message: string;
}

/** One item per field with an error, in the steps' order. */
export function summaryOf(errors: FieldErrors<UploadForm>): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const [field, step] of FIELD_STEPS) {
    const leaf = firstLeaf(errors[field], field);
    if (leaf) items.push({ field, step, ...leaf });
  }
  return items;
}

/** Fields spec §5 requires; `prerequisiteIds` only for a kind that needs a front plugin. */
export const REQUIRED_FIELDS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'deviceFamily',
  'category',
  'types',
  'name',
  'author',
  'version',
  'size',
  'overview',
  'newVersionInfo',
  'file',
  'supportedSystems',
  'supportedDevices',
  'relatedLinks',
  'avatar',
  'prices',
  'uses',
]);

/**
 * Takes the reader to a field: its step first, then the field itself (a registered input by
 * its name, else the element `field-<name>` that wraps it).
 */
export function focusField(path: string, setFocus: (name: never) => void): void {
  const field = path.split('.')[0]!;
  const wrapper = document.getElementById(`field-${field}`);
  if (wrapper) {
    wrapper.scrollIntoView?.({ block: 'center' });
    const control = wrapper.querySelector<HTMLElement>('input, select, textarea, button');
    (control ?? wrapper).focus();
    return;
  }
  try {
    setFocus(path as never);
  } catch {
    // A field without an input (nothing to focus): its step is shown, which is enough.
  }
}
