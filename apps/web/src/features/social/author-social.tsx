import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { paths } from '../../config/paths.ts';
import { formatCount } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { FollowButton } from './follow-button.tsx';
import { FriendButton } from './friend-button.tsx';

/**
 * The social line of a profile header (/author): fans and follows, each linking to the list
 * (spec §6 "another user's fan and follow lists"), and the follow and friend buttons.
 */
export function AuthorSocial({
  userId,
  followerCount,
  followingCount,
}: {
  userId: number;
  followerCount: number;
  followingCount: number;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const counts = [
    { to: `${paths.fansList}?userId=${userId}`, value: followerCount, label: t('social.fans') },
    {
      to: `${paths.followerList}?userId=${userId}`,
      value: followingCount,
      label: t('social.follows'),
    },
  ];
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
      <ul aria-label={t('social.listsLabel')} className="flex items-center gap-5">
        {counts.map((count) => (
          <li key={count.to}>
            <Link
              to={count.to}
              className="group flex items-baseline gap-1.5 rounded text-sm text-muted hover:text-text"
              title={count.value.toLocaleString(lang)}
            >
              <span className="text-lg font-bold text-text tabular-nums group-hover:text-primary">
                {formatCount(count.value, lang)}
              </span>
              {count.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <FollowButton userId={userId} />
        <FriendButton userId={userId} />
      </div>
    </div>
  );
}
