import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@space/contracts/locales';
import { useMemo, useSyncExternalStore } from 'react';
import type { en } from '../locales/en.ts';
import { intlLocale } from './intl.ts';

/**
 * The interface's strings (decision 037): nested message objects per locale, looked up by dotted
 * key. It does what the app used of i18next (plurals by `Intl.PluralRules` as `key_one` /
 * `key_other`, `{{name}}` and `{{count, number}}` interpolation, a default value, the spec's
 * fallback chain) in a few hundred bytes instead of 16 kB of the first load.
 */
type Messages = { readonly [key: string]: string | Messages };

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

type PluralSuffix = `_${Intl.LDMLPluralRule}`;
/** The dotted paths of a message object's strings. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/**
 * Every key of the English strings (the source of truth, locales/en.ts), plural forms by their
 * base key (`common.downloads` for `common.downloads_one` and `_other`). A misspelt key fails
 * the typecheck; a key made from a union (`tiers.${MemberTier}`) is checked whole.
 */
export type TranslationKey = WithoutPlural<Leaves<typeof en>>;
/** The dotted paths of the strings' sections (`titles`, `packageReport.severity`…). */
type Branches<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : `${Prefix}${K}` | Branches<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type KeySection = Branches<typeof en>;

export interface TFunction {
  (key: TranslationKey, options?: TranslateOptions): string;
  /** A page's title by its route's `titleKey` (app/navigation), not typed there yet. */
  (key: `titles.${string}`, options?: TranslateOptions): string;
  /** A key built from a value the server sends, in a known section, with its own fallback text. */
  (key: `${KeySection}.${string}`, options: TranslateOptions & { defaultValue: string }): string;
  /** The forms' messages (`validation.*`), added at run time from @space/contracts (lib/i18n.ts). */
  (key: `validation.${string}`, options?: TranslateOptions): string;
}

/**
 * The explicit escape hatch for a key built from a value only known at run time (a content type,
 * a state or a code the server sends): the section is checked, the last part is not. A missing
 * key shows as itself, or as `defaultValue`, as before.
 */
export function runtimeKey(section: KeySection, name: string): TranslationKey {
  return `${section}.${name}` as TranslationKey;
}

const bundles = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
let language: Locale = DEFAULT_LOCALE;

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralForm(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The user's language, then Chinese (the spec's fallback), then English (the default). */
function chain(locale: Locale): Locale[] {
  return [...new Set<Locale>([locale, FALLBACK_LOCALE, DEFAULT_LOCALE])];
}

function find(locale: Locale, key: string, count: number | undefined): string | undefined {
  for (const candidate of chain(locale)) {
    const messages = bundles.get(candidate);
    const text =
      (count !== undefined &&
        (lookup(messages, `${key}_${pluralForm(candidate, count)}`) ??
          lookup(messages, `${key}_other`))) ||
      lookup(messages, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function interpolate(text: string, options: TranslateOptions, locale: Locale): string {
  return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = options[name];
    if (value === undefined || value === null) return whole;
    if (format === 'number' && typeof value === 'number') {
      return new Intl.NumberFormat(intlLocale(locale)).format(value);
    }
    return String(value);
  });
}

function translate(locale: Locale, key: string, options?: TranslateOptions): string {
  const text = find(locale, key, options?.count) ?? options?.defaultValue ?? key;
  return options ? interpolate(text, options, locale) : text;
}

export const translator = {
  get language(): Locale {
    return language;
  },
  /** Adds sections to a language's strings (the first load's, then the pages'). */
  add(locale: Locale, messages: Messages): void {
    bundles.set(locale, { ...bundles.get(locale), ...messages });
  },
  /** Switches the language; components using `useTranslation` render again. */
  use(locale: Locale): void {
    if (locale === language) return;
    language = locale;
    for (const listener of listeners) listener();
  },
  t: ((key: string, options?: TranslateOptions) => translate(language, key, options)) as TFunction,
  exists(key: string): boolean {
    return find(language, key, undefined) !== undefined;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `t` for the current language, and the language itself. `t` is a new function when the
 * language changes, so memos and effects that use it run again.
 */
export function useTranslation() {
  const snapshot = () => language;
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const t: TFunction = (key: string, options?: TranslateOptions) =>
      translate(current, key, options);
    return { t, i18n: { language: current, exists: translator.exists } };
  }, [current]);
}
