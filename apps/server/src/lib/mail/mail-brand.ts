import type { Locale } from '@space/contracts/locales';
import { tenantById, type TenantCode } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { FileStorage } from '../file-storage.ts';

/** What a mail shows of its brand (decision 072): absolute logo URLs, the accent, the names. */
export interface MailBrand {
  tenantId: number;
  code: string;
  /** The brand's display name as its administrators set it. */
  name: string;
  /** The sender's display name (MAIL_SENDER_NAME with the brand's name in it). */
  senderName: string;
  /** Logo on a light background, and on a dark one (the same image when the brand has one). */
  logoUrl: string;
  logoDarkUrl: string;
  /** `#rrggbb`: buttons, links and the top rule. */
  accent: string;
  /** Black or white, whichever reads better on the accent. */
  onAccent: string;
  /** Where the site is, without a trailing slash: links in the mail start with it. */
  siteUrl: string;
}

/**
 * The built-in logos as PNG (mail clients show no SVG), written by scripts/mail-logos.mjs into
 * apps/web/public/mail and served by the web app: `<name>-light` and `<name>-dark` (dark letters
 * for a light background, light ones for a dark one); the default brand's also per language.
 */
const BUILT_IN_LOGOS: Record<Exclude<TenantCode, 'default'>, string> = {
  soomfon: 'soomfon',
  VSD: 'vsd',
  gClickcr: 'gclickcr',
  AJAZZ: 'ajazz',
  darkFlash: 'darkflash',
};

/**
 * Each brand's accent when its administrators set none: the colour of its built-in logo's mark
 * (the default brand's is the web app's primary), dark enough for white text on it.
 */
export const BUILT_IN_ACCENTS: Record<TenantCode, string> = {
  default: '#5b4bf0',
  soomfon: '#0f766e',
  VSD: '#6d28d9',
  gClickcr: '#c2410c',
  AJAZZ: '#b91c1c',
  darkFlash: '#a16207',
};

/** Where links in mail point: PUBLIC_URL (required in production), else this server's port. */
export function mailSiteUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
}

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function onAccentOf(accent: string): string {
  return luminance(accent) > 0.179 ? '#000000' : '#ffffff';
}

type BrandRow = Pick<
  typeof tenants.$inferSelect,
  'id' | 'code' | 'name' | 'accentColor' | 'logoLightKey' | 'logoDarkKey' | 'logoZhKey'
>;

/** A brand's mail look from its row: uploaded logos and accent where set, the built-in ones otherwise. */
export function mailBrandOf(
  row: BrandRow,
  locale: Locale,
  config: Pick<AppConfig, 'publicUrl' | 'port'> & { mail: { senderName: string } },
): MailBrand {
  const siteUrl = mailSiteUrl(config);
  const code = row.code as TenantCode;
  const uploaded = (key: string | null) => (key ? `${siteUrl}${FileStorage.publicUrl(key)}` : null);
  const builtIn = (name: string) => `${siteUrl}/mail/${name}.png`;
  const lang = locale === 'zh' ? 'zh' : 'en';
  // The built-in logos of each scheme: the default brand's also per language.
  const builtInName = code === 'default' ? 'space' : (BUILT_IN_LOGOS[code] ?? 'space');
  const suffix = code === 'default' ? `-${lang}` : '';
  const builtInLight = builtIn(`${builtInName}-light${suffix}`);
  const builtInDark = builtIn(`${builtInName}-dark${suffix}`);
  const zhLogo = locale === 'zh' ? uploaded(row.logoZhKey) : null;
  const light = zhLogo ?? uploaded(row.logoLightKey) ?? builtInLight;
  const dark =
    zhLogo ??
    uploaded(row.logoDarkKey) ??
    (row.logoLightKey ? uploaded(row.logoLightKey)! : builtInDark);
  const accent = row.accentColor ?? BUILT_IN_ACCENTS[code] ?? BUILT_IN_ACCENTS.default;
  return {
    tenantId: row.id,
    code: row.code,
    name: row.name,
    senderName: config.mail.senderName.replaceAll('{brand}', row.name),
    logoUrl: light,
    logoDarkUrl: dark,
    accent,
    onAccent: onAccentOf(accent),
    siteUrl,
  };
}

/** The brand of `tenantId` as mail shows it, read from its row (the default brand when unknown). */
export async function loadMailBrand(
  db: Database,
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'mail'>,
  tenantId: number,
  locale: Locale,
): Promise<MailBrand> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (row) return mailBrandOf(row, locale, config);
  const tenant = tenantById(tenantId) ?? tenantById(10000000)!;
  return mailBrandOf(
    {
      id: tenant.id,
      code: tenant.code,
      name: tenant.name,
      accentColor: null,
      logoLightKey: null,
      logoDarkKey: null,
      logoZhKey: null,
    },
    locale,
    config,
  );
}
