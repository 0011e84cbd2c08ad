import { tenantByCode, type PartnerBrand } from '@space/contracts/tenants';
import { STORAGE_KEYS, STORE_VERSION } from '@space/contracts/storage';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { safeStateStorage } from '../lib/storage.ts';

interface SoftwareState {
  /** The desktop software the visitor came from (query `software`). */
  software: string | null;
  /** The partner brand (query `client` or a host rule); null is the default brand. */
  client: PartnerBrand | null;
  setSoftware(software: string | null): void;
  setClient(client: string | null): void;
}

/** Accepts a brand code case-insensitively, and "VSDCraft" for VSD. */
export function parseClientBrand(value: string | null | undefined): PartnerBrand | null {
  if (!value) return null;
  const normalised = value.toLowerCase() === 'vsdcraft' ? 'VSD' : value;
  const tenant =
    tenantByCode(normalised) ??
    tenantByCode(
      ['soomfon', 'VSD', 'gClickcr', 'AJAZZ', 'darkFlash'].find(
        (code) => code.toLowerCase() === normalised.toLowerCase(),
      ),
    );
  return tenant && tenant.code !== 'default' ? (tenant.code as PartnerBrand) : null;
}

export const useSoftwareStore = create<SoftwareState>()(
  currentSnapshot(
    persist(
      (set) => ({
        software: null,
        client: null,
        setSoftware: (software) => set({ software: software || null }),
        setClient: (client) => set({ client: parseClientBrand(client) }),
      }),
      {
        name: STORAGE_KEYS.softwareStore,
        version: STORE_VERSION,
        storage: createJSONStorage(() => safeStateStorage),
      },
    ),
  ),
);
