import {
  BRAND_IMAGE_SLOTS,
  BRAND_LIMITS,
  type AdminBrand,
  type BrandImageSlot,
  type BrandUpdateBody,
} from '@space/contracts/brands';
import type { PartnerBrand } from '@space/contracts/tenants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { logoFor } from '../../config/brand.ts';
import { API_BASE } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';
import { adminBrandsQuery, brandAdminApi } from '../brands/brand-admin-api.ts';
import { Field, inputClass, Panel, useAction } from './admin-ui.tsx';

const DEFAULT_ACCENT = '#5b4bf0';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/** The built-in image a slot falls back to (none for the login background). */
function builtInImage(brand: AdminBrand, slot: BrandImageSlot): string | null {
  const partner = brand.code === 'default' ? null : (brand.code as PartnerBrand);
  if (slot === 'logoLight') return logoFor(partner, 'light', 'en');
  if (slot === 'logoDark') return logoFor(partner, 'dark', 'en');
  if (slot === 'logoZh') return logoFor(partner, 'light', 'zh');
  return null;
}

const URL_OF: Record<BrandImageSlot, keyof AdminBrand> = {
  logoLight: 'logoLightUrl',
  logoDark: 'logoDarkUrl',
  logoZh: 'logoZhUrl',
  loginBackground: 'loginBackgroundUrl',
};

function ImageSlot({ brand, slot }: { brand: AdminBrand; slot: BrandImageSlot }) {
  const { t } = useTranslation();
  const { error, run } = useAction();
  const uploaded = brand[URL_OF[slot]] as string | null;
  const preview = uploaded ? `${API_BASE}${uploaded}` : builtInImage(brand, slot);
  const label = t(`admin.brands.slots.${slot}`);
  const dark = slot === 'logoDark';
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <span className="w-44 text-sm font-medium text-text">{label}</span>
      <span
        className={`grid h-12 w-32 place-items-center rounded-lg border border-border ${dark ? 'bg-neutral-900' : 'bg-white'}`}
      >
        {preview ? (
          <img src={preview} alt={label} className="max-h-10 max-w-28 object-contain" />
        ) : null}
      </span>
      {uploaded ? null : <span className="text-xs text-muted">{t('admin.brands.builtIn')}</span>}
      <label className="cursor-pointer text-sm font-medium text-primary hover:underline">
        {t('admin.brands.upload', { slot: label })}
        <input
          type="file"
          accept={ACCEPTED_IMAGES}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => brandAdminApi.upload(brand.code, slot, file));
          }}
        />
      </label>
      {uploaded ? (
        <Button
          variant="ghost"
          onClick={() => void run(() => brandAdminApi.remove(brand.code, slot))}
        >
          {t('admin.brands.remove', { slot: label })}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function BrandForm({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  const [name, setName] = useState(brand.name);
  const [rules, setRules] = useState(brand.hostRules.join('\n'));
  const [accent, setAccent] = useState(brand.accentColor);
  const { error, run } = useAction();
  const [done, setDone] = useState(false);
  const save = () => {
    const body: BrandUpdateBody = { name: name.trim(), accentColor: accent };
    if (brand.hostRulesEditable) {
      body.hostRules = rules
        .split(/\s+/)
        .map((rule) => rule.trim().toLowerCase())
        .filter(Boolean);
    }
    return brandAdminApi.update(brand.code, body);
  };
  return (
    <Panel title={`${brand.name} (${brand.code})`}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(false);
          void run(save).then(setDone);
        }}
      >
        <Field label={t('admin.brands.name')}>
          <input
            className={inputClass}
            value={name}
            required
            maxLength={BRAND_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label={t('admin.brands.hostRules')}>
          <textarea
            className={`${inputClass} font-mono`}
            rows={3}
            value={rules}
            disabled={!brand.hostRulesEditable}
            onChange={(e) => setRules(e.target.value)}
          />
        </Field>
        <p className="-mt-2 text-xs text-muted">
          {brand.hostRulesEditable
            ? t('admin.brands.hostRulesHint')
            : t('admin.brands.hostRulesLocked')}
        </p>
        <Field label={t('admin.brands.accent')}>
          <span className="flex items-center gap-3">
            <input
              type="color"
              className="h-9 w-14 cursor-pointer rounded border border-border"
              value={accent ?? DEFAULT_ACCENT}
              onChange={(e) => setAccent(e.target.value.toLowerCase())}
            />
            <label className="flex items-center gap-2 text-sm text-text">
              <input
                type="checkbox"
                checked={accent === null}
                onChange={(e) => setAccent(e.target.checked ? null : DEFAULT_ACCENT)}
              />
              {t('admin.brands.accentNone')}
            </label>
          </span>
        </Field>
        <div className="flex items-center gap-3">
          <Button type="submit">{t('admin.save')}</Button>
          {done ? (
            <span role="status" className="text-sm text-muted">
              {t('admin.brands.saved')}
            </span>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
      <h3 className="mt-6 text-sm font-semibold text-text">{t('admin.brands.images')}</h3>
      <p className="text-xs text-muted">{t('admin.brands.imageHint')}</p>
      <ul className="mt-2 divide-y divide-border">
        {BRAND_IMAGE_SLOTS.map((slot) => (
          <ImageSlot key={slot} brand={brand} slot={slot} />
        ))}
      </ul>
    </Panel>
  );
}

/** Brands (issue 16, decision 041): name, host rules, login accent and images of each brand. */
export function BrandsSection() {
  const { t } = useTranslation();
  const brands = useQuery(adminBrandsQuery);
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">{t('admin.brands.intro')}</p>
      {brands.isPending ? <p className="text-sm text-muted">{t('common.loading')}</p> : null}
      {(brands.data ?? []).map((brand) => (
        <BrandForm key={brand.code} brand={brand} />
      ))}
    </div>
  );
}
