import type { Expert } from '@space/contracts/social';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { authorPath } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { FollowButton } from './follow-button.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** A creator of /expertList: who, how followed and productive, how recently active; follow. */
export function ExpertCard({ expert, rank }: { expert: Expert; rank: number }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const figures = [
    t('social.fansCount', { count: expert.followerCount }),
    t('social.productsCount', { count: expert.productCount }),
    t('social.articlesCount', { count: expert.articleCount }),
  ];
  return (
    <li className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card">
      <div className="flex items-start gap-4">
        <div className="relative">
          <UserAvatar nickName={expert.nickName} avatar={expert.avatar} size="lg" />
          <span
            aria-hidden="true"
            className="absolute -top-1 -left-1 grid size-6 place-items-center rounded-full border-2 border-surface bg-surface-2 text-xs font-bold text-muted tabular-nums"
          >
            {rank}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">
            <Link to={authorPath(expert.id)} className="hover:text-primary">
              {expert.nickName}
            </Link>
          </h2>
          {expert.signature ? (
            <p className="mt-0.5 line-clamp-2 text-sm text-muted">{expert.signature}</p>
          ) : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {figures.map((figure) => (
          <li key={figure} className="font-medium">
            {figure}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3">
        <span className="text-xs text-muted">
          {expert.lastActiveAt
            ? t('social.activeOn', { date: formatDate(expert.lastActiveAt, lang) })
            : t('social.neverActive')}
        </span>
        <FollowButton
          userId={expert.id}
          initiallyFollowing={expert.relation.following}
          followsYou={expert.relation.followsYou}
          size="sm"
        />
      </div>
    </li>
  );
}

export function ExpertGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="h-48 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      ))}
    </ul>
  );
}
