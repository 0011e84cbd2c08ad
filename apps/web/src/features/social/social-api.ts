import type {
  Expert,
  ExpertSort,
  FollowListItem,
  FollowState,
  Friend,
  FriendRequest,
  FriendRequestDirection,
  FriendState,
  LikedArticle,
  SocialProfile,
} from '@space/contracts/social';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';

export const PAGE_SIZE = 20;

/** Every social query key starts here, so one invalidation refreshes lists and counts. */
const SOCIAL = 'social';

/** Whose lists: the viewer's own (`me`) or another user's id. */
export type ListOwner = number | 'me';
export type FollowListKind = 'followers' | 'following';

export function getSocialProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [SOCIAL, 'profile', userId],
    queryFn: ({ signal }) => apiData<SocialProfile>(`/api/users/${userId}/social`, { signal }),
  });
}

export function getFollowListQueryOptions(owner: ListOwner, kind: FollowListKind, page: number) {
  return queryOptions({
    queryKey: [SOCIAL, kind, owner, page],
    queryFn: ({ signal }) =>
      apiData<Page<FollowListItem>>(`/api/users/${owner}/${kind}`, {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
}

export function getFriendsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [SOCIAL, 'friends', page],
    queryFn: ({ signal }) =>
      apiData<Page<Friend>>('/api/users/me/friends', {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
}

export function getFriendSuggestionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [SOCIAL, 'friend-suggestions', page],
    queryFn: ({ signal }) =>
      apiData<Page<FollowListItem>>('/api/users/me/friend-suggestions', {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
}

export function getFriendRequestsQueryOptions(direction: FriendRequestDirection, page: number) {
  return queryOptions({
    queryKey: [SOCIAL, 'friend-requests', direction, page],
    queryFn: ({ signal }) =>
      apiData<Page<FriendRequest>>('/api/users/me/friend-requests', {
        query: { direction, page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
}

export function getExpertsQueryOptions(sort: ExpertSort, page: number) {
  return queryOptions({
    queryKey: [SOCIAL, 'experts', sort, page],
    queryFn: ({ signal }) =>
      apiData<Page<Expert>>('/api/experts', { query: { sort, page, pageSize: PAGE_SIZE }, signal }),
  });
}

export function getLikedArticlesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['me', 'likes', 'articles', page],
    queryFn: ({ signal }) =>
      apiData<Page<LikedArticle>>('/api/users/me/likes/articles', {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
}

export const socialApi = {
  follow: (userId: number) =>
    apiData<FollowState>(`/api/users/${userId}/follow`, { method: 'PUT' }),
  unfollow: (userId: number) =>
    apiData<FollowState>(`/api/users/${userId}/follow`, { method: 'DELETE' }),
  sendFriendRequest: (userId: number) =>
    apiData<FriendRequest>('/api/users/me/friend-requests', { method: 'POST', body: { userId } }),
  answerFriendRequest: (id: number, action: 'accept' | 'decline' | 'cancel') =>
    apiData<FriendRequest>(`/api/users/me/friend-requests/${id}/${action}`, { method: 'POST' }),
  removeFriend: (userId: number) =>
    apiData<FriendState>(`/api/users/me/friends/${userId}`, { method: 'DELETE' }),
};

/** After any change of the graph: lists, profiles, experts and author counts are stale. */
export function invalidateSocial(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [SOCIAL] }),
    queryClient.invalidateQueries({ queryKey: ['authors', 'detail'] }),
  ]).then(() => undefined);
}
