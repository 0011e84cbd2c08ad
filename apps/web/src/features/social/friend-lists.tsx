import type { FollowListItem, Friend, FriendRequest } from '@space/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { AddFriendButton } from './friend-button.tsx';
import { FollowButton } from './follow-button.tsx';
import { invalidateSocial, socialApi } from './social-api.ts';
import { RelationBadge, UserRow } from './user-row.tsx';

const SMALL = 'px-3 py-1.5 text-xs';

function useSocialAction<T>(run: (value: T) => Promise<unknown>, done?: (value: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_result, value) => {
      done?.(value);
      void invalidateSocial(queryClient);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
}

/** A friend, with a two-step "Remove friend" (following each other is kept). */
export function FriendRow({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [confirming, setConfirming] = useState(false);
  const remove = useSocialAction(
    () => socialApi.removeFriend(friend.id),
    () => toast.success(t('messages.removeSuccessfully')),
  );
  return (
    <UserRow
      user={friend}
      meta={t('social.friendsSince', { date: formatDate(friend.friendsSince, lang) })}
      actions={
        confirming ? (
          <div role="group" className="flex flex-wrap items-center justify-end gap-2">
            <span className="text-xs text-muted">
              {t('social.removeConfirm', { name: friend.nickName })}
            </span>
            <Button variant="ghost" className={SMALL} onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              className={SMALL}
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined)}
            >
              {t('social.removeFriend')}
            </Button>
          </div>
        ) : (
          <>
            <FollowButton
              userId={friend.id}
              initiallyFollowing={friend.relation.following}
              followsYou={friend.relation.followsYou}
              size="sm"
            />
            <Button variant="secondary" className={SMALL} onClick={() => setConfirming(true)}>
              {t('social.removeFriend')}
            </Button>
          </>
        )
      }
    />
  );
}

/** A request waiting: accept or decline one sent to you, cancel one you sent. */
export function RequestRow({ request }: { request: FriendRequest }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const answer = useSocialAction(
    (action: 'accept' | 'decline' | 'cancel') => socialApi.answerFriendRequest(request.id, action),
    (action) => {
      if (action === 'accept')
        toast.success(t('social.nowFriends', { name: request.user.nickName }));
    },
  );
  const incoming = request.direction === 'incoming';
  return (
    <UserRow
      user={request.user}
      badge={
        <span className="text-xs text-muted">
          {incoming ? t('social.wantsToBeFriends') : t('social.awaitingAnswer')}
        </span>
      }
      meta={t('social.requestedOn', { date: formatDate(request.createdAt, lang) })}
      actions={
        incoming ? (
          <>
            <Button
              variant="secondary"
              className={SMALL}
              disabled={answer.isPending}
              onClick={() => answer.mutate('decline')}
            >
              {t('social.decline')}
            </Button>
            <Button
              className={SMALL}
              disabled={answer.isPending}
              onClick={() => answer.mutate('accept')}
            >
              {t('social.accept')}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            className={SMALL}
            disabled={answer.isPending}
            onClick={() => answer.mutate('cancel')}
          >
            {t('social.cancelRequest')}
          </Button>
        )
      }
    />
  );
}

/** Someone you follow each other with: one click to ask them to be friends. */
export function SuggestionRow({ user }: { user: FollowListItem }) {
  return (
    <UserRow
      user={user}
      badge={<RelationBadge relation={user.relation} />}
      actions={<AddFriendButton userId={user.id} />}
    />
  );
}
