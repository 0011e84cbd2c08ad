import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { NavLink } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { accountPath, paths } from '../../config/paths.ts';
import { AddFriendButton } from '../../features/social/friend-button.tsx';
import { FollowButton } from '../../features/social/follow-button.tsx';
import {
  getFollowListQueryOptions,
  getSocialProfileQueryOptions,
  type FollowListKind,
} from '../../features/social/social-api.ts';
import { useSocialParams } from '../../features/social/use-social-params.ts';
import {
  RelationBadge,
  UserList,
  UserListSkeleton,
  UserRow,
} from '../../features/social/user-row.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';

const NO_TABS = [] as const;

/** Fans ↔ Following, keeping whose lists they are. */
function ListTabs({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const query = userId === null ? '' : `?userId=${userId}`;
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${
      isActive ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
    }`;
  return (
    <nav aria-label={t('social.listsLabel')} className="mb-6 flex gap-2">
      <NavLink to={`${paths.fansList}${query}`} className={tab}>
        {t('social.fans')}
      </NavLink>
      <NavLink to={`${paths.followerList}${query}`} className={tab}>
        {t('social.follows')}
      </NavLink>
    </nav>
  );
}

function SignInFirst({ title }: { title: string }) {
  const { t } = useTranslation();
  const client = useSoftwareStore((s) => s.client);
  return (
    <div className="container-page py-10">
      <PageHeader title={title} />
      <EmptyState
        title={t('empty.signInTitle')}
        action={<ButtonLink to={accountPath('login', client)}>{t('nav.logIn')}</ButtonLink>}
      />
    </div>
  );
}

/**
 * `/fansList` and `/followerList` (spec §6 "own versus another user's fan and follow lists"):
 * one's own, or another user's of the same brand with `?userId=`; each row with a follow(-back)
 * button. Visitors are asked to log in (the lists are members' business, decision 033).
 */
export function FollowListsPage({ kind }: { kind: FollowListKind }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const loggedIn = useIsLoggedIn();
  const viewerId = useUserStore((s) => s.userInfo?.id ?? null);
  const { page, userId, hasUserParam, setPage } = useSocialParams('tab', NO_TABS);
  const other = userId !== null && userId !== viewerId ? userId : null;
  const owner = other ?? 'me';
  const profile = useQuery({
    ...getSocialProfileQueryOptions(other ?? 0),
    enabled: loggedIn && other !== null,
  });
  const list = useQuery({
    ...getFollowListQueryOptions(owner, kind, page),
    enabled: loggedIn && !(hasUserParam && userId === null),
  });
  const pageTitle = t(kind === 'followers' ? 'titles.fansList' : 'titles.followerList');

  if (!loggedIn) return <SignInFirst title={pageTitle} />;
  const missing =
    (hasUserParam && userId === null) ||
    (list.error instanceof ApiError && list.error.code === 404);
  const name = profile.data?.nickName ?? '';
  const heading =
    other === null
      ? t(kind === 'followers' ? 'social.yourFans' : 'social.yourFollows')
      : t(kind === 'followers' ? 'social.fansOf' : 'social.followsOf', { name });
  const emptyTitle =
    other === null
      ? t(kind === 'followers' ? 'empty.fansEmpty' : 'empty.followingEmpty')
      : t(kind === 'followers' ? 'social.otherFansEmpty' : 'social.otherFollowsEmpty', { name });

  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader title={other !== null && !name ? pageTitle : heading} />
      <ListTabs userId={other} />
      {missing ? (
        <EmptyState
          icon={<UserIcon size={26} />}
          title={t('social.userMissing')}
          action={<ButtonLink to={paths.expertList}>{t('social.findExperts')}</ButtonLink>}
        />
      ) : list.isPending ? (
        <UserListSkeleton />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState
          icon={<UserIcon size={26} />}
          title={emptyTitle}
          action={
            <ButtonLink to={paths.expertList} variant="secondary">
              {t('social.findExperts')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <UserList label={heading}>
            {list.data.list.map((row) => (
              <UserRow
                key={row.id}
                user={row}
                badge={<RelationBadge relation={row.relation} />}
                meta={t('social.followed', { date: formatDate(row.followedAt, lang) })}
                actions={
                  <>
                    {other === null &&
                    row.relation.following &&
                    row.relation.followsYou &&
                    !row.relation.friend ? (
                      <AddFriendButton userId={row.id} />
                    ) : null}
                    <FollowButton
                      userId={row.id}
                      initiallyFollowing={row.relation.following}
                      followsYou={row.relation.followsYou}
                      size="sm"
                    />
                  </>
                }
              />
            ))}
          </UserList>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
