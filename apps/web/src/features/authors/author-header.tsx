import type { AuthorProfile } from '@space/contracts/authors';
import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { BoxIcon, DownloadIcon, HeartIcon } from '../../components/ui/icons.tsx';
import { formatCount, formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { AuthorSocial } from '../social/author-social.tsx';
import { RatingBadge, ratingOf } from '../../components/ui/rating-stars.tsx';

const BAND =
  'border-b border-border bg-gradient-to-br from-[var(--space-hero-from)] to-[var(--space-hero-to)]';

function Avatar({ author }: { author: AuthorProfile }) {
  const frame =
    'size-20 shrink-0 rounded-full border-4 border-surface shadow-card sm:size-28 lg:size-32';
  // Decorative: the nickname is the heading right next to it.
  return author.avatar ? (
    <img src={author.avatar} alt="" className={`${frame} bg-surface-2 object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${frame} grid place-items-center bg-primary text-3xl font-bold text-on-primary sm:text-4xl`}
    >
      {[...author.nickName][0]?.toUpperCase()}
    </span>
  );
}

/** The creator's card on /author: who they are and what they have published here. */
export function AuthorHeader({ author }: { author: AuthorProfile }) {
  const { t, i18n } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const stats = [
    { key: 'products', value: author.stats.productCount, icon: <BoxIcon size={18} /> },
    { key: 'likes', value: author.stats.likeCount, icon: <HeartIcon size={18} /> },
    { key: 'downloads', value: author.stats.downloadCount, icon: <DownloadIcon size={18} /> },
  ] as const;
  const authorRating = ratingOf(author.stats);
  return (
    <section className={BAND}>
      <div className="container-page flex flex-col gap-6 py-8 sm:py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          <Avatar author={author} />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-4xl">
              {author.nickName}
            </h1>
            {author.signature ? (
              <p className="mt-2 max-w-2xl text-muted sm:text-lg">{author.signature}</p>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              {t('author.memberSince', { date: formatDate(author.memberSince, lang) })}
            </p>
            <AuthorSocial
              userId={author.id}
              followerCount={author.followerCount}
              followingCount={author.followingCount}
            />
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <dl
            aria-label={t('author.stats')}
            className="grid grid-cols-3 divide-x divide-border rounded-[var(--radius-card)] border border-border bg-surface shadow-card"
          >
            {stats.map((stat) => (
              <div key={stat.key} className="flex flex-col items-center gap-1 px-4 py-3 sm:px-6">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <span className="text-primary">{stat.icon}</span>
                  {t(`author.${stat.key}`)}
                </dt>
                <dd
                  className="text-xl font-bold tabular-nums sm:text-2xl"
                  title={stat.value.toLocaleString(i18n.language)}
                >
                  {formatCount(stat.value, lang)}
                </dd>
              </div>
            ))}
          </dl>
          {/* The average over every review of their products; nothing before the first one. */}
          <RatingBadge
            average={authorRating?.average}
            count={authorRating?.count}
            className="text-sm"
          />
          {author.stats.deviceFamilies.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">{t('author.publishesFor')}</span>
              <ul className="flex flex-wrap gap-2">
                {author.stats.deviceFamilies.map((code) => {
                  const family = DEVICE_FAMILIES.find((f) => f.code === code);
                  const label = t(`families.${code}`, { defaultValue: code });
                  return (
                    <li key={code}>
                      {family ? (
                        <Link
                          to={family.path}
                          className="inline-block rounded-full border border-border bg-surface px-3 py-1 hover:border-primary/50 hover:bg-surface-2"
                        >
                          {label}
                        </Link>
                      ) : (
                        <span className="inline-block rounded-full bg-surface px-3 py-1">
                          {label}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export function AuthorHeaderSkeleton() {
  return (
    <section className={BAND} aria-hidden="true">
      <div className="container-page flex items-center gap-4 py-8 sm:gap-6 sm:py-12">
        <div className="size-20 animate-pulse rounded-full bg-surface-2 sm:size-28 lg:size-32" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-1/2 max-w-sm animate-pulse rounded-lg bg-surface-2" />
          <div className="h-4 w-3/4 max-w-lg animate-pulse rounded-lg bg-surface-2" />
        </div>
      </div>
    </section>
  );
}
