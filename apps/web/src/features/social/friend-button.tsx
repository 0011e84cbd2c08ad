import type { FriendRequest } from '@space/contracts/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from '../../lib/translator.ts';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { rememberRoute } from '../../lib/history-route.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { getSocialProfileQueryOptions, invalidateSocial, socialApi } from './social-api.ts';

const SMALL = 'px-3 py-1.5 text-xs';

/** Tells the user what sending did: a request waits, or theirs was waiting and you are friends. */
function announce(t: TFunction, result: FriendRequest) {
  if (result.state === 'accepted') {
    toast.success(t('social.nowFriends', { name: result.user.nickName }));
  } else toast.success(t('social.requestSentToast'));
}

/**
 * "Add friend" for a row of a list (decision 033): sends a request without first asking the
 * server where things stand; a refusal (already friends, a request waiting) says why.
 */
export function AddFriendButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: () => socialApi.sendFriendRequest(userId),
    onSuccess: (result) => {
      setSent(true);
      announce(t, result);
      void invalidateSocial(queryClient);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  if (sent) {
    return (
      <span className={`inline-flex items-center gap-1 text-muted ${SMALL}`}>
        <CheckIcon size={14} />
        {t('social.requestSent')}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      className={SMALL}
      disabled={send.isPending}
      onClick={() => send.mutate()}
    >
      {t('social.addFriend')}
    </Button>
  );
}

/**
 * The friendship control of a profile (/author): add, accept their request, or show that a
 * request waits or that you are friends. Nothing for oneself or another brand's user.
 */
export function FriendButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...getSocialProfileQueryOptions(userId), enabled: loggedIn });
  const act = useMutation({
    mutationFn: (pending: number | null) =>
      pending === null
        ? socialApi.sendFriendRequest(userId)
        : socialApi.answerFriendRequest(pending, 'accept'),
    onSuccess: (result) => {
      announce(t, result);
      void invalidateSocial(queryClient);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });

  if (!loggedIn) {
    const toLogin = () => {
      rememberRoute(window.location.pathname + window.location.search);
      void navigate(loginPathFor(null, useSoftwareStore.getState().client));
    };
    return (
      <Button variant="secondary" onClick={toLogin}>
        {t('social.addFriend')}
      </Button>
    );
  }
  if (!profile.data || profile.data.self) return null;
  const { pendingRequest } = profile.data;
  const friend = profile.data.relation.friend;
  if (friend || pendingRequest?.direction === 'outgoing') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-4 py-2 text-sm text-muted">
        <CheckIcon size={16} />
        {friend ? t('social.friendBadge') : t('social.requestSent')}
      </span>
    );
  }
  const incoming = pendingRequest?.direction === 'incoming' ? pendingRequest.id : null;
  return (
    <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate(incoming)}>
      {incoming === null ? t('social.addFriend') : t('social.accept')}
    </Button>
  );
}
