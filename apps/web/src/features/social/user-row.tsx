import type { Relation, SocialUser } from '@space/contracts/social';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { authorPath, paths } from '../../config/paths.ts';
import { UserAvatar } from './user-avatar.tsx';

/** Where a user's name leads: their /author page for creators, else their fan list. */
export function userPath(user: Pick<SocialUser, 'id' | 'isCreator'>): string {
  return user.isCreator ? authorPath(user.id) : `${paths.fansList}?userId=${user.id}`;
}

/** "Friend", "Follow each other" or "Follows you": the closest the viewer is to them. */
export function RelationBadge({ relation }: { relation: Relation }) {
  const { t } = useTranslation();
  if (!relation.followsYou && !relation.friend) return null;
  const label = relation.friend
    ? t('social.friendBadge')
    : relation.following
      ? t('social.mutual')
      : t('social.followsYou');
  return (
    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
      {label}
    </span>
  );
}

/** One person of a social list: who they are, how they relate to you, and what you can do. */
export function UserRow({
  user,
  badge,
  meta,
  actions,
}: {
  user: SocialUser;
  badge?: ReactNode;
  /** A quiet line under the name (when they followed, since when friends…). */
  meta?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-3 py-4 sm:flex-nowrap sm:gap-4">
      <Link to={userPath(user)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <UserAvatar nickName={user.nickName} avatar={user.avatar} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={userPath(user)} className="truncate font-semibold hover:text-primary">
            {user.nickName}
          </Link>
          {badge}
        </div>
        {user.signature ? (
          <p className="mt-0.5 line-clamp-1 text-sm text-muted">{user.signature}</p>
        ) : null}
        <p className="mt-0.5 text-xs text-muted">
          {t('social.fansCount', { count: user.followerCount })}
          {' · '}
          {t('social.followsCount', { count: user.followingCount })}
          {meta ? ` · ${meta}` : null}
        </p>
      </div>
      {actions ? (
        <div className="flex w-full shrink-0 justify-end gap-2 sm:w-auto">{actions}</div>
      ) : null}
    </li>
  );
}

/** The frame of a list of UserRows. */
export function UserList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface px-4 shadow-card sm:px-6"
    >
      {children}
    </ul>
  );
}

export function UserListSkeleton() {
  return (
    <ul
      aria-hidden="true"
      className="divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface px-4 sm:px-6"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 py-4">
          <div className="size-12 animate-pulse rounded-full bg-surface-2" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-40 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-64 max-w-full animate-pulse rounded bg-surface-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
