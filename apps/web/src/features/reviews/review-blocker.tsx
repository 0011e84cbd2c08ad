import type { ReviewBlocker } from '@space/contracts/reviews';
import type { TranslationKey } from '../../lib/translator.ts';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { loginPathFor, paths } from '../../config/paths.ts';
import { rememberRoute } from '../../lib/history-route.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

const MESSAGES: Record<ReviewBlocker, TranslationKey> = {
  login: 'reviews.blocked.login',
  notOwned: 'reviews.blocked.notOwned',
  ownProduct: 'reviews.blocked.ownProduct',
  accountTooNew: 'reviews.blocked.accountTooNew',
  contactUnverified: 'reviews.blocked.contactUnverified',
};

/** The sentence that says why the viewer cannot write a review. */
export function blockerMessageKey(blocker: ReviewBlocker): TranslationKey {
  return MESSAGES[blocker];
}

/** What the viewer can do about it: log in, or add a contact on the security page; else nothing. */
export function blockerAction(blocker: ReviewBlocker): 'login' | 'security' | null {
  if (blocker === 'login') return 'login';
  if (blocker === 'contactUnverified') return 'security';
  return null;
}

/** Why the viewer cannot write a review, in place of the "Write a review" button. */
export function ReviewBlockerNote({ blocker }: { blocker: ReviewBlocker }) {
  const { t } = useTranslation();
  const client = useSoftwareStore((s) => s.client);
  const action = blockerAction(blocker);
  return (
    <p
      className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-muted"
      data-testid="review-blocker"
    >
      {t(blockerMessageKey(blocker))}{' '}
      {action === 'login' ? (
        <Link
          to={loginPathFor(null, client)}
          className="font-semibold whitespace-nowrap text-primary hover:underline"
          onClick={() => rememberRoute(window.location.pathname + window.location.search)}
        >
          {t('reviews.login')}
        </Link>
      ) : action === 'security' ? (
        <Link
          to={paths.secure}
          className="font-semibold whitespace-nowrap text-primary hover:underline"
        >
          {t('reviews.addContact')}
        </Link>
      ) : null}
    </p>
  );
}
