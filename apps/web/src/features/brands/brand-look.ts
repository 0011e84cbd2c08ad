import type { PublicBrand } from '@space/contracts/brands';
import type { Locale } from '@space/contracts/locales';
import type { PartnerBrand } from '@space/contracts/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND_NAMES, logoFor } from '../../config/brand.ts';
import { API_BASE, apiData } from '../../lib/api-client.ts';
import type { ThemeColor } from '../../stores/main-store.ts';
import { useMainStore } from '../../stores/main-store.ts';

/** A brand's look as administrators set it (decision 041); null fields mean the built-in. */
export function brandLookQuery(code: string) {
  return queryOptions({
    queryKey: ['brand', code],
    queryFn: ({ signal }) => apiData<PublicBrand>(`/api/brands/${code}`, { signal }),
    // Looks change rarely; the server revalidates cheaply (ETag) when this expires.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The uploaded logo for a theme and language: the Chinese one for zh, the dark one for the
 * dark theme, the light one otherwise or when the others are missing; null when none is set.
 */
export function uploadedLogo(
  look: PublicBrand | undefined,
  theme: ThemeColor,
  lang: Locale,
): string | null {
  if (!look) return null;
  const url =
    (lang === 'zh' ? look.logoZhUrl : null) ??
    (theme === 'dark' ? look.logoDarkUrl : null) ??
    look.logoLightUrl;
  return url ? `${API_BASE}${url}` : null;
}

export interface BrandLook {
  name: string;
  logo: string;
  accentColor: string | null;
  backgroundUrl: string | null;
}

/** What a page shows of a brand: its uploaded look where set, the built-in one otherwise. */
export function useBrandLook(brand: PartnerBrand | null): BrandLook {
  const theme = useMainStore((s) => s.themeColor);
  const lang = useMainStore((s) => s.lang);
  const look = useQuery(brandLookQuery(brand ?? 'default')).data;
  return {
    name: look?.name ?? BRAND_NAMES[brand ?? 'default'],
    logo: uploadedLogo(look, theme, lang) ?? logoFor(brand, theme, lang),
    accentColor: look?.accentColor ?? null,
    backgroundUrl: look?.loginBackgroundUrl ? `${API_BASE}${look.loginBackgroundUrl}` : null,
  };
}

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The theme variables a brand's accent replaces inside its login pages: the colour, a darker
 * one for hover, and black or white text on it, whichever contrasts more.
 */
export function accentStyle(accent: string | null): Record<string, string> {
  if (!accent) return {};
  const onAccent = luminance(accent) > 0.179 ? '#000000' : '#ffffff';
  return {
    '--space-primary': accent,
    '--space-primary-strong': `color-mix(in srgb, ${accent} 82%, black)`,
    '--space-on-primary': onAccent,
  };
}
