import type { PublicTenant } from '@space/contracts/catalog-api';
import { apiData } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

/** A rule such as "darkflash." matches a host that starts with it (a partner sub-host). */
export function brandForHost(hostname: string, tenants: PublicTenant[]): string | null {
  const host = hostname.toLowerCase();
  for (const tenant of tenants) {
    if (tenant.hostRules.some((rule) => rule && host.startsWith(rule.toLowerCase()))) {
      return tenant.code;
    }
  }
  return null;
}

/** Spec §2: host-name rules (configured per tenant on the server) set the client brand. */
export async function applyHostBrand(): Promise<void> {
  try {
    const tenants = await apiData<PublicTenant[]>('/api/tenants');
    const brand = brandForHost(window.location.hostname, tenants);
    if (brand) useSoftwareStore.getState().setClient(brand);
  } catch (error) {
    // Without the rules the current brand stays; the page itself still works.
    console.warn('host brand rules unavailable', error);
  }
}
