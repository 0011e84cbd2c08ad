import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getMeQueryOptions } from '../../features/account/account-api.ts';
import {
  CodesSection,
  CouponsSection,
  DashboardSection,
  PlansSection,
  ProductsSection,
  ReviewsSection,
} from '../../features/admin/admin-catalog-sections.tsx';
import { BrandsSection } from '../../features/admin/admin-brands-section.tsx';
import { sectionOf, sectionsFor, type AdminSection } from '../../features/admin/admin-nav.ts';
import { OutboxSection } from '../../features/admin/admin-outbox-section.tsx';
import { EarningsSection } from '../../features/admin/admin-earnings-section.tsx';
import { PayoutsSection } from '../../features/admin/admin-payouts-section.tsx';
import { UnmatchedPaymentsSection } from '../../features/admin/admin-unmatched-section.tsx';
import { VideosSection } from '../../features/admin/admin-videos-section.tsx';
import {
  AuditSection,
  OrdersSection,
  UsersSection,
} from '../../features/admin/admin-people-sections.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useTranslation } from '../../lib/translator.ts';

const SECTIONS: Record<AdminSection, ComponentType> = {
  dashboard: DashboardSection,
  reviews: ReviewsSection,
  products: ProductsSection,
  codes: CodesSection,
  coupons: CouponsSection,
  plans: PlansSection,
  users: UsersSection,
  orders: OrdersSection,
  payouts: PayoutsSection,
  earnings: EarningsSection,
  outbox: OutboxSection,
  audit: AuditSection,
  videos: VideosSection,
  brands: BrandsSection,
  unmatched: UnmatchedPaymentsSection,
};

/** `/admin` (issue 16): the console; what it shows follows the role, the server checks again. */
export function AdminPage() {
  const { t } = useTranslation();
  const me = useQuery(getMeQueryOptions());
  const role = me.data?.superType ?? null;
  const [search, setSearch] = useSearchParams();
  const section = sectionOf(search.get('section'), role);
  const Section = section ? SECTIONS[section] : null;
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.admin')} />
      {me.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : !Section ? (
        <EmptyState title={t('admin.forbiddenTitle')} text={t('admin.forbiddenText')} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
          {/* On a phone the sections wrap into rows: every one in sight, none off the edge. */}
          <nav aria-label={t('admin.navLabel')} className="min-w-0">
            <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
              {sectionsFor(role).map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    aria-current={item === section ? 'page' : undefined}
                    className={`w-full whitespace-nowrap rounded-xl px-3 py-2 text-left text-sm font-medium transition-colors ${
                      item === section
                        ? 'bg-primary text-on-primary'
                        : 'text-text hover:bg-surface-2'
                    }`}
                    onClick={() => setSearch(new URLSearchParams({ section: item }))}
                  >
                    {t(`admin.nav.${item}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0">
            <Section />
          </div>
        </div>
      )}
    </div>
  );
}
