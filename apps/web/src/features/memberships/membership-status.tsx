import type { CurrentMembership } from '@space/contracts/memberships';
import { useTranslation } from '../../lib/translator.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { TIER_TONE, TierBadge } from '../../components/ui/tier-badge.tsx';

/** The viewer's level and expiry (spec §3 labels), compact: a badge and a date. */
export function MembershipLine({ current }: { current: CurrentMembership }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const membership = current.membership;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="membership-line">
      <span className="text-muted">{t('membership.yourLevel')}</span>
      {membership ? (
        <>
          <TierBadge tier={membership.tier} />
          <span>{t('membership.until', { date: formatDate(membership.expiresAt, lang) })}</span>
        </>
      ) : (
        <span className="font-medium">{t('membership.generalUser')}</span>
      )}
    </p>
  );
}

/** The membership in force, in full: level, expiry, days left and where it came from. */
export function MembershipCard({ current }: { current: CurrentMembership }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const membership = current.membership;
  return (
    <section
      aria-labelledby="current-membership"
      className={`rounded-[var(--radius-card)] border-2 bg-surface p-5 shadow-card sm:p-6 ${
        membership ? TIER_TONE[membership.tier].ring : 'border-border'
      }`}
    >
      <h2 id="current-membership" className="text-lg font-bold">
        {t('membership.current')}
      </h2>
      {membership ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">{t('profile.membership')}</dt>
            <dd className="mt-1">
              <TierBadge tier={membership.tier} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('membership.expires')}</dt>
            <dd className="mt-1 font-semibold" data-testid="membership-expiry">
              {formatDate(membership.expiresAt, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('membership.remaining')}</dt>
            <dd className="mt-1">{t('membership.daysLeft', { count: membership.daysLeft })}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('membership.source')}</dt>
            <dd className="mt-1">{t(`membership.sources.${membership.source}`)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('membership.noMembership')}</p>
      )}
    </section>
  );
}
