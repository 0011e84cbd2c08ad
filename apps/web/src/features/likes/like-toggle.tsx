import type { LikeState } from '@space/contracts/likes';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatCount } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { rememberRoute } from '../../lib/history-route.ts';
import { toast } from '../../components/toast/toast-store.ts';

export interface LikeToggleProps<Key extends QueryKey> {
  /** The viewer's like state of the thing: its query (read only when logged in). */
  query: UseQueryOptions<LikeState, Error, LikeState, Key>;
  /** Likes (true) or unlikes it; answers the new state with the exact count. */
  setLiked: (liked: boolean) => Promise<LikeState>;
  /** The count shown to visitors and until the viewer's state is in. */
  initialCount: number;
  /** The button's name; it also holds the visible count (WCAG 2.5.3). */
  label: string;
  countTestId: string;
}

/**
 * Like or unlike, optimistically (rolled back with a message on failure); visitors are sent to
 * log in and come back here afterwards. The product's and the article's like buttons.
 */
export function LikeToggle<Key extends QueryKey>({
  query,
  setLiked,
  initialCount,
  label,
  countTestId,
}: LikeToggleProps<Key>) {
  const lang = useMainStore((s) => s.lang);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fallback: LikeState = { liked: false, likeCount: initialCount };
  const state = useQuery({ ...query, enabled: loggedIn, placeholderData: fallback });
  const current = state.data ?? fallback;

  const toggle = useMutation({
    mutationFn: setLiked,
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const previous = queryClient.getQueryData<LikeState>(query.queryKey);
      queryClient.setQueryData<LikeState>(query.queryKey, {
        liked: like,
        likeCount: current.likeCount + (like === current.liked ? 0 : like ? 1 : -1),
      });
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData<LikeState>(query.queryKey, context?.previous);
      toast.error(toApiError(error).message);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<LikeState>(query.queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['me', 'likes'] });
    },
  });

  const onClick = () => {
    if (!loggedIn) {
      rememberRoute(window.location.pathname + window.location.search);
      void navigate(loginPathFor(null, useSoftwareStore.getState().client));
      return;
    }
    toggle.mutate(!current.liked);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={current.liked}
      className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
        current.liked
          ? 'border-danger/40 bg-danger/10 text-danger'
          : 'border-border bg-surface hover:bg-surface-2'
      }`}
    >
      <HeartIcon size={18} fill={current.liked ? 'currentColor' : 'none'} />
      <span className="sr-only">{label}</span>
      <span data-testid={countTestId}>{formatCount(current.likeCount, lang)}</span>
    </button>
  );
}
