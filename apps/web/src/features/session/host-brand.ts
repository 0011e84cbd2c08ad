import { brandForHost } from '@space/contracts/host-rules';
import type { PublicTenant } from '@space/contracts/catalog-api';
import { apiData } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

/** The server resolves hosts with the same rules (decision 041): "darkflash." or ".example.com". */
export { brandForHost };

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
