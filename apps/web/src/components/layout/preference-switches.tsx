import { LOCALES, type Locale } from '@space/contracts/locales';
import { useId } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore, type ThemeColor } from '../../stores/main-store.ts';
import { GlobeIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', ko: '한국어' };

function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LANGUAGE_NAMES[locale]}
    </option>
  ));
}

/** The theme as one icon button in the header: it shows where a click takes you. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const setTheme = useMainStore((s) => s.setTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('nav.switchToLight') : t('nav.switchToDark')}
      title={dark ? t('nav.switchToLight') : t('nav.switchToDark')}
      className="grid size-10 place-items-center rounded-full text-text hover:bg-surface-2"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/**
 * The language in the header: a globe (and, from `sm`, the language's name) over a native
 * select, so phones get their own picker; on a phone the globe alone fits next to the cart.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const setLang = useMainStore((s) => s.setLang);
  return (
    <label
      title={t('nav.language')}
      className="relative flex h-10 min-w-10 shrink-0 whitespace-nowrap cursor-pointer items-center justify-center gap-1 rounded-full text-sm font-medium text-text outline-primary hover:bg-surface-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 sm:px-2"
    >
      <GlobeIcon size={18} />
      {/* Not between lg and xl: the families' links leave the search box too little room. */}
      <span aria-hidden="true" className="hidden sm:inline lg:hidden xl:inline">
        {LANGUAGE_NAMES[lang]}
      </span>
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={lang}
        onChange={(event) => setLang(event.target.value as Locale)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        <LanguageOptions />
      </select>
    </label>
  );
}

/** Language and theme spelled out, for the navigation drawer. */
export function PreferencePanel() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const setLang = useMainStore((s) => s.setLang);
  const theme = useMainStore((s) => s.themeColor);
  const setTheme = useMainStore((s) => s.setTheme);
  const languageId = useId();
  const themes: [ThemeColor, string, typeof SunIcon][] = [
    ['light', t('nav.themeLight'), SunIcon],
    ['dark', t('nav.themeDark'), MoonIcon],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={languageId} className="flex items-center gap-2 text-sm text-muted">
          <GlobeIcon size={18} />
          {t('nav.language')}
        </label>
        <select
          id={languageId}
          value={lang}
          onChange={(event) => setLang(event.target.value as Locale)}
          className="h-10 rounded-full border border-border bg-surface px-4 text-sm font-medium text-text focus:border-primary"
        >
          <LanguageOptions />
        </select>
      </div>
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted">{t('nav.theme')}</span>
        <div
          role="group"
          aria-label={t('nav.theme')}
          className="flex rounded-full border border-border bg-surface-2 p-0.5"
        >
          {themes.map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={theme === value}
              onClick={() => setTheme(value)}
              className={`flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium ${
                theme === value ? 'bg-surface text-text shadow-card' : 'text-muted hover:text-text'
              }`}
            >
              <Icon size={16} />
              {label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
