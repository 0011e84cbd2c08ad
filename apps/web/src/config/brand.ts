import type { Locale } from '@space/contracts/locales';
import { TENANTS, type PartnerBrand } from '@space/contracts/tenants';
import ajazzDark from '../assets/brand/ajazz-dark.svg';
import ajazzLight from '../assets/brand/ajazz-light.svg';
import darkFlashDark from '../assets/brand/darkflash-dark.svg';
import darkFlashLight from '../assets/brand/darkflash-light.svg';
import gClickcrDark from '../assets/brand/gclickcr-dark.svg';
import gClickcrLight from '../assets/brand/gclickcr-light.svg';
import soomfonDark from '../assets/brand/soomfon-dark.svg';
import soomfonLight from '../assets/brand/soomfon-light.svg';
import spaceDarkEn from '../assets/brand/space-dark-en.svg';
import spaceDarkZh from '../assets/brand/space-dark-zh.svg';
import spaceLightEn from '../assets/brand/space-light-en.svg';
import spaceLightZh from '../assets/brand/space-light-zh.svg';
import tutorialDark from '../assets/brand/tutorial-dark.svg';
import tutorialLight from '../assets/brand/tutorial-light.svg';
import vsdDark from '../assets/brand/vsd-dark.svg';
import vsdLight from '../assets/brand/vsd-light.svg';
import type { ThemeColor } from '../stores/main-store.ts';

/** Drawn by scripts/media/brand-logos.mjs: a mark and an outlined wordmark per theme. */
const PARTNER_LOGOS: Record<PartnerBrand, Record<ThemeColor, string>> = {
  soomfon: { light: soomfonLight, dark: soomfonDark },
  VSD: { light: vsdLight, dark: vsdDark },
  gClickcr: { light: gClickcrLight, dark: gClickcrDark },
  AJAZZ: { light: ajazzLight, dark: ajazzDark },
  darkFlash: { light: darkFlashLight, dark: darkFlashDark },
};

export const BRAND_NAMES: Record<PartnerBrand | 'default', string> = {
  default: 'Space',
  soomfon: 'soomfon',
  VSD: 'VSDCraft',
  gClickcr: 'gClickcr',
  AJAZZ: 'AJAZZ',
  darkFlash: 'darkFlash',
};

/**
 * The partner brand whose account page a path is (`/login_VSD`, `/register_darkFlash`…), so
 * the header shows that brand's logo there even before the visitor has a client brand.
 */
export function brandOfPath(pathname: string): PartnerBrand | null {
  const suffix = /^\/(?:login|register|resetPwd)_([A-Za-z]+)$/.exec(pathname)?.[1];
  const tenant = TENANTS.find((t) => t.routeSuffix !== null && t.routeSuffix === suffix);
  return tenant ? (tenant.code as PartnerBrand) : null;
}

/** Spec §4: the logo depends on the brand and the theme; the default brand's also on language. */
export function logoFor(brand: PartnerBrand | null, theme: ThemeColor, lang: Locale): string {
  if (brand) return PARTNER_LOGOS[brand][theme];
  const zh = lang === 'zh';
  if (theme === 'dark') return zh ? spaceDarkZh : spaceDarkEn;
  return zh ? spaceLightZh : spaceLightEn;
}

export function tutorialIconFor(theme: ThemeColor): string {
  return theme === 'dark' ? tutorialDark : tutorialLight;
}

/** Looping hero backgrounds, generated locally (scripts/media) and served from public/media. */
export function backgroundVideoFor(theme: ThemeColor): { webm: string; poster: string } {
  return theme === 'dark'
    ? { webm: '/media/hero-dark.webm', poster: '/media/hero-dark.webp' }
    : { webm: '/media/hero-light.webm', poster: '/media/hero-light.webp' };
}
