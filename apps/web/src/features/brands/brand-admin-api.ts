import type { AdminBrand, BrandImageSlot, BrandUpdateBody } from '@space/contracts/brands';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/** The brands this administrator may edit (their own; all for a super admin). */
export const adminBrandsQuery = queryOptions({
  queryKey: ['admin', 'brands'],
  queryFn: ({ signal }) => apiData<AdminBrand[]>('/api/admin/brands', { signal }),
});

/** After a write: the console's lists (and audit log), and the brand's public look. */
function refresh(brand: AdminBrand): AdminBrand {
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  void queryClient.invalidateQueries({ queryKey: ['brand', brand.code] });
  return brand;
}

export const brandAdminApi = {
  update: async (code: string, body: BrandUpdateBody) =>
    refresh(await apiData<AdminBrand>(`/api/admin/brands/${code}`, { method: 'PATCH', body })),
  upload: async (code: string, slot: BrandImageSlot, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return refresh(
      await apiData<AdminBrand>(`/api/admin/brands/${code}/images/${slot}`, {
        method: 'POST',
        body,
      }),
    );
  },
  remove: async (code: string, slot: BrandImageSlot) =>
    refresh(
      await apiData<AdminBrand>(`/api/admin/brands/${code}/images/${slot}`, { method: 'DELETE' }),
    ),
};
