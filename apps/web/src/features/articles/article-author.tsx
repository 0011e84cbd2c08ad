import type { ArticleDetail } from '@space/contracts/articles';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { ClockIcon } from '../../components/ui/icons.tsx';
import { authorPath } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { FollowButton } from '../social/follow-button.tsx';
import { UserAvatar } from '../social/user-avatar.tsx';
import { toast } from '../../components/toast/toast-store.ts';

/** Who wrote the article, when, how long it reads; follow them (decision 033's button). */
export function ArticleAuthor({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <div className="flex flex-wrap items-center gap-3 sm:gap-4">
      <Link to={authorPath(article.author.id)} className="flex min-w-0 items-center gap-3">
        <UserAvatar nickName={article.author.nickName} avatar={article.author.avatar} />
        <span className="min-w-0">
          <span
            className="block truncate font-semibold hover:text-primary"
            data-testid="article-author"
          >
            {article.author.nickName}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
            {article.publishedAt ? <span>{formatDate(article.publishedAt, lang)}</span> : null}
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              {t('articles.readingMinutes', { count: article.readingMinutes })}
            </span>
          </span>
        </span>
      </Link>
      <FollowButton userId={article.author.id} size="sm" className="ml-auto sm:ml-2" />
    </div>
  );
}

/** Copies the article's address, for sharing anywhere. */
export function ShareButton() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      toast.success(t('articles.linkCopied'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('articles.linkCopyFailed'));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-2"
    >
      {copied ? t('articles.linkCopied') : t('articles.copyLink')}
    </button>
  );
}
