import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { rememberRoute } from '../../lib/history-route.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { getSocialProfileQueryOptions, invalidateSocial, socialApi } from './social-api.ts';

export interface FollowButtonProps {
  userId: number;
  /**
   * Whether the viewer follows them, when the caller already knows (a list row). Without it
   * the button asks the server (`GET /api/users/:id/social`) once the viewer is logged in.
   */
  initiallyFollowing?: boolean;
  /** They follow the viewer: the button then offers to follow back. */
  followsYou?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /** Called with the new state after the server confirmed it. */
  onChange?: (following: boolean) => void;
}

const SIZES = { sm: 'px-3 py-1.5 text-xs', md: 'px-5 py-2.5 text-sm' } as const;

/**
 * Follow or unfollow a user (decision 033). Visitors are sent to log in and come back here.
 * Renders nothing for the viewer themself, or for a user the viewer cannot see (another brand).
 */
export function FollowButton({
  userId,
  initiallyFollowing,
  followsYou = false,
  size = 'md',
  className = '',
  onChange,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const viewerId = useUserStore((s) => s.userInfo?.id ?? null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  const profile = useQuery({
    ...getSocialProfileQueryOptions(userId),
    enabled: loggedIn && initiallyFollowing === undefined,
  });

  const toggle = useMutation({
    mutationFn: (follow: boolean) =>
      follow ? socialApi.follow(userId) : socialApi.unfollow(userId),
    onSuccess: (result) => {
      setConfirmed(result.following);
      onChange?.(result.following);
      void invalidateSocial(queryClient);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });

  if (loggedIn && viewerId === userId) return null;
  if (loggedIn && initiallyFollowing === undefined) {
    if (profile.isError || profile.data?.self) return null;
  }
  const following =
    (toggle.isPending ? toggle.variables : null) ??
    confirmed ??
    initiallyFollowing ??
    profile.data?.relation.following ??
    false;
  const theyFollow = followsYou || (profile.data?.relation.followsYou ?? false);

  const onClick = () => {
    if (!loggedIn) {
      rememberRoute(window.location.pathname + window.location.search);
      void navigate(loginPathFor(null, useSoftwareStore.getState().client));
      return;
    }
    toggle.mutate(!following);
  };

  const label = following
    ? t('social.following')
    : theyFollow
      ? t('social.followBack')
      : t('social.follow');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={
        toggle.isPending || (loggedIn && initiallyFollowing === undefined && profile.isPending)
      }
      aria-pressed={following}
      data-testid="follow-button"
      title={following ? t('social.unfollowHint') : undefined}
      className={`inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${
        following
          ? 'border border-border bg-surface text-text hover:bg-surface-2'
          : 'bg-primary text-on-primary shadow-sm hover:bg-primary-strong'
      } ${className}`}
    >
      {following ? <CheckIcon size={size === 'sm' ? 14 : 16} /> : null}
      {label}
    </button>
  );
}
