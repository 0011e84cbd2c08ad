import type { AdminBrand, PublicBrand } from '@space/contracts/brands';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPageRoute } from '../src/app/routes/account-page.tsx';
import { BrandsSection } from '../src/features/admin/admin-brands-section.tsx';
import { accentStyle, uploadedLogo } from '../src/features/brands/brand-look.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { en } from '../src/locales/en.ts';

const look: PublicBrand = {
  code: 'darkFlash',
  name: 'darkFlash',
  routeSuffix: 'darkFlash',
  accentColor: null,
  logoLightUrl: '/files/brands/ab/light.webp',
  logoDarkUrl: null,
  logoZhUrl: null,
  loginBackgroundUrl: null,
  updatedAt: '2026-11-28T00:00:00.000Z',
};
const brand = (overrides: Partial<AdminBrand> = {}): AdminBrand => ({
  ...look,
  id: 10000005,
  hostRules: ['darkflash.'],
  hostRulesEditable: false,
  ...overrides,
});

/** Our API: the brands and looks given, every request recorded with its body. */
function serve(brands: AdminBrand[], publicLook: PublicBrand = look) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body =
      init.body instanceof FormData
        ? init.body
        : init.body
          ? JSON.parse(init.body as string)
          : undefined;
    calls.push({ key, body });
    const data =
      key === 'GET /api/admin/brands'
        ? brands
        : key.startsWith('GET /api/brands/')
          ? publicLook
          : brands[0];
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderWithQueries(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('brands in the admin console (issue 16)', () => {
  it("saves a tenant admin's name and accent, without host rules they may not change", async () => {
    const calls = serve([brand()]);
    renderWithQueries(<BrandsSection />);
    const panel = await screen.findByRole('region', { name: 'darkFlash (darkFlash)' });
    const rules = within(panel).getByRole('textbox', { name: en.admin.brands.hostRules });
    expect(rules).toHaveProperty('disabled', true);
    expect(within(panel).getByText(en.admin.brands.hostRulesLocked)).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: en.admin.brands.name }), {
      target: { value: 'darkFlash Store ' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: en.admin.brands.accentNone }));
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/admin/brands/darkFlash')?.body).toEqual({
        name: 'darkFlash Store',
        accentColor: '#5b4bf0',
      }),
    );
    expect(await within(panel).findByRole('status')).toHaveProperty(
      'textContent',
      en.admin.brands.saved,
    );
  });

  it('lets a super admin edit host rules, one per line, lower-cased', async () => {
    const calls = serve([brand({ hostRulesEditable: true })]);
    renderWithQueries(<BrandsSection />);
    const panel = await screen.findByRole('region', { name: 'darkFlash (darkFlash)' });
    fireEvent.change(within(panel).getByRole('textbox', { name: en.admin.brands.hostRules }), {
      target: { value: 'darkflash.\nDFX.\n\n.darkflash-shop.com' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.key === 'PATCH /api/admin/brands/darkFlash')?.body,
      ).toMatchObject({ hostRules: ['darkflash.', 'dfx.', '.darkflash-shop.com'] }),
    );
  });

  it('previews uploaded and built-in logos, uploads one and removes another', async () => {
    const calls = serve([brand()]);
    renderWithQueries(<BrandsSection />);
    const panel = await screen.findByRole('region', { name: 'darkFlash (darkFlash)' });
    const light = within(panel).getByRole('img', { name: en.admin.brands.slots.logoLight });
    expect(light.getAttribute('src')).toBe('/files/brands/ab/light.webp');
    // The dark slot has no upload: the built-in logo shows, marked as such.
    expect(within(panel).getByRole('img', { name: en.admin.brands.slots.logoDark })).toBeTruthy();
    expect(within(panel).getAllByText(en.admin.brands.builtIn)).toHaveLength(3);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'dark.png', { type: 'image/png' });
    const input = within(panel).getByLabelText(`Upload ${en.admin.brands.slots.logoDark}`);
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/admin/brands/darkFlash/images/logoDark')).toBe(
        true,
      ),
    );
    const upload = calls.find((c) => c.key === 'POST /api/admin/brands/darkFlash/images/logoDark');
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(
      within(panel).getByRole('button', { name: `Remove ${en.admin.brands.slots.logoLight}` }),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.key === 'DELETE /api/admin/brands/darkFlash/images/logoLight'),
      ).toBe(true),
    );
  });
});

describe("a partner's login page (decision 041)", () => {
  it('shows the uploaded logo and the accent colour when set', async () => {
    serve([], { ...look, name: 'darkFlash Store', accentColor: '#ffd400' });
    renderWithQueries(
      <MemoryRouter initialEntries={['/login_darkFlash']}>
        <AccountPageRoute kind="login" brand="darkFlash" />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('brand-logo').getAttribute('src')).toBe(
        '/files/brands/ab/light.webp',
      ),
    );
    expect(screen.getByTestId('brand-logo').getAttribute('alt')).toBe('darkFlash Store');
    const page = document.querySelector('[data-brand="darkFlash"]') as HTMLElement;
    expect(page.style.getPropertyValue('--space-primary')).toBe('#ffd400');
    // Yellow takes black text; a dark accent white.
    expect(page.style.getPropertyValue('--space-on-primary')).toBe('#000000');
    expect(accentStyle('#1a2b3c')['--space-on-primary']).toBe('#ffffff');
  });

  it('picks the Chinese, then the dark, then the light logo, else none', () => {
    const all = { ...look, logoDarkUrl: '/files/d.webp', logoZhUrl: '/files/z.webp' };
    expect(uploadedLogo(all, 'dark', 'zh')).toBe('/files/z.webp');
    expect(uploadedLogo(all, 'dark', 'en')).toBe('/files/d.webp');
    expect(uploadedLogo(all, 'light', 'ko')).toBe('/files/brands/ab/light.webp');
    expect(uploadedLogo({ ...look, logoLightUrl: null }, 'light', 'en')).toBeNull();
    expect(uploadedLogo(undefined, 'light', 'en')).toBeNull();
  });
});
