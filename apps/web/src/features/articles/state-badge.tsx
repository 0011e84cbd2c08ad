import type { ArticleRevisionState, ArticleState } from '@space/contracts/articles';
import { useTranslation } from '../../lib/translator.ts';

const TONES: Record<ArticleState, string> = {
  draft: 'bg-surface-2 text-muted',
  review: 'bg-warning/15 text-warning',
  published: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

/** The article's state, and that of an edit of a published one when there is one. */
export function StateBadge({
  state,
  revision = 'none',
}: {
  state: ArticleState;
  revision?: ArticleRevisionState;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state]}`}>
        {t(`articles.states.${state}`)}
      </span>
      {state === 'published' && revision !== 'none' ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            revision === 'rejected' ? TONES.rejected : TONES.review
          }`}
        >
          {t(`articles.revisions.${revision}`)}
        </span>
      ) : null}
    </>
  );
}
