import type { ArticleSummary } from '@space/contracts/articles';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { ClockIcon, HeartIcon } from '../../components/ui/icons.tsx';
import { articlePath } from '../../config/paths.ts';
import { formatCount, formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { CARD_IMAGE_SIZES, srcSetOf } from '../../lib/image-sources.ts';

/** An article in a feed: cover, channel, title, start of the text, author and figures. */
export function ArticleCard({
  article,
  showAuthor = true,
  priority = false,
}: {
  article: ArticleSummary;
  showAuthor?: boolean;
  /** A cover a phone shows at once: in the markup from the start (see LazyImage). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-primary/40">
      {article.cover ? (
        <LazyImage
          src={article.cover}
          srcSet={srcSetOf(article.coverVariants)}
          sizes={CARD_IMAGE_SIZES}
          alt={t('common.image', { name: article.title })}
          aspect={16 / 9}
          priority={priority}
          imgClassName="transition duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-video bg-gradient-to-br from-[var(--space-hero-from)] to-[var(--space-hero-to)]"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-medium tracking-wide text-primary uppercase">
          <span>{t(`articles.channels.${article.channel}`)}</span>
          {article.pinned && !showAuthor ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 normal-case">
              {t('articles.pinned')}
            </span>
          ) : null}
        </p>
        <h3 className="line-clamp-2 leading-snug font-semibold sm:text-lg">
          {/* The whole card is the link's target; the title names it. */}
          <Link to={articlePath(article.id)} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        {article.excerpt ? (
          <p className="line-clamp-2 text-sm text-muted">{article.excerpt}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-muted">
          {showAuthor ? (
            <span className="max-w-full truncate">
              {t('common.by', { name: article.author.nickName })}
            </span>
          ) : null}
          {article.publishedAt ? <span>{formatDate(article.publishedAt, lang)}</span> : null}
          <span className="inline-flex items-center gap-1">
            <ClockIcon size={12} />
            {t('articles.readingMinutes', { count: article.readingMinutes })}
          </span>
          <span
            className="inline-flex items-center gap-1"
            aria-label={t('common.likes', { count: article.likeCount })}
          >
            <HeartIcon size={12} />
            {formatCount(article.likeCount, lang)}
          </span>
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({
  articles,
  showAuthor,
  label,
  priorityCount = 0,
}: {
  articles: ArticleSummary[];
  showAuthor?: boolean;
  label?: string;
  /** Where the grid starts on the first screen: its first cards, whose covers are its LCP. */
  priorityCount?: number;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} showAuthor={showAuthor} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-80 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      ))}
    </ul>
  );
}
