import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatCount } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { rememberRoute } from '../session/history-route.ts';
import { toast } from '../toast/toast-store.ts';
import { getLikeQueryOptions, likesApi, type LikeState } from './likes-api.ts';

/** Like or unlike a product; visitors are sent to log in and come back here afterwards. */
export function LikeButton({
  productId,
  initialCount,
}: {
  productId: number;
  initialCount: number;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = getLikeQueryOptions(productId);
  const state = useQuery({
    ...options,
    enabled: loggedIn,
    placeholderData: { liked: false, likeCount: initialCount },
  });
  const current: LikeState = state.data ?? { liked: false, likeCount: initialCount };

  const toggle = useMutation({
    mutationFn: (like: boolean) => (like ? likesApi.like(productId) : likesApi.unlike(productId)),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, {
        liked: like,
        likeCount: current.likeCount + (like === current.liked ? 0 : like ? 1 : -1),
      });
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(options.queryKey, context?.previous);
      toast.error(toApiError(error).message);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(options.queryKey, result);
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
      {/* The name holds the visible count (WCAG 2.5.3); aria-pressed says whether it is liked. */}
      <span className="sr-only">{t('product.like')}</span>
      <span data-testid="like-count">{formatCount(current.likeCount, lang)}</span>
    </button>
  );
}
