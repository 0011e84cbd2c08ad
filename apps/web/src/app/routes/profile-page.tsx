import type { UserInfo } from '@space/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { accountApi } from '../../features/account/account-api.ts';
import { AvatarCropper } from '../../features/account/avatar-cropper.tsx';
import { CurrentUserPage } from '../../features/account/current-user-page.tsx';
import { ProfileForm } from '../../features/account/profile-form.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useUserStore } from '../../stores/user-store.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error(t('messages.fileTypeWrong'));
    if (file.size > AVATAR_MAX_BYTES) return toast.error(t('profile.avatarTooLarge'));
    setSource(URL.createObjectURL(file));
  };
  const upload = async (blob: Blob) => {
    setSource(null);
    try {
      const updated = await accountApi.uploadAvatar(blob);
      useUserStore.getState().setUserInfo(updated);
      queryClient.setQueryData(['me'], updated);
      toast.success(t('profile.saved'));
    } catch (error) {
      toast.error(toApiError(error).message || t('messages.fileUploadFailed'));
    }
  };

  const facts = (user: UserInfo): [string, string][] => [
    [t('profile.email'), user.email ?? t('profile.notSet')],
    [t('profile.telephone'), user.mobile ?? t('profile.notSet')],
    [t('profile.registered'), formatDate(user.createTime, lang)],
    [
      t('profile.membership'),
      user.membership ? t(`tiers.${user.membership.tier}`) : t('profile.noMembership'),
    ],
    [
      t('profile.membershipExpiry'),
      user.membership ? formatDate(user.membership.expiresAt, lang) : '—',
    ],
    [t('profile.accountKind'), t(`profile.kinds.${user.accountKind}`)],
  ];

  return (
    <CurrentUserPage title={t('titles.userInfo')}>
      {(user) => (
        <>
          <div className="grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
            <aside className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6 text-center shadow-card">
              {user.avatar ? (
                <img
                  src={user.avatar}
                  alt={t('profile.avatar')}
                  className="size-28 rounded-full object-cover"
                />
              ) : (
                <span className="grid size-28 place-items-center rounded-full bg-surface-2 text-muted">
                  <UserIcon size={48} />
                </span>
              )}
              <button
                type="button"
                className="text-sm font-medium text-primary hover:underline"
                onClick={() => fileInput.current?.click()}
              >
                {t('profile.changeAvatar')}
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                aria-label={t('profile.changeAvatar')}
                onChange={(e) => choose(e.target.files?.[0])}
              />
              <p className="text-lg font-semibold">{user.nickName}</p>
              <dl className="w-full space-y-2 text-left text-sm">
                {facts(user).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3">
                    {/* The label keeps its width; a long value (an email) is cut instead. */}
                    <dt className="shrink-0 text-muted">{label}</dt>
                    <dd className="min-w-0 truncate font-medium" title={value}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              <Link
                to={user.membership ? paths.memberRecharge : paths.buyMember}
                className="text-sm text-primary hover:underline"
              >
                {user.membership ? t('membership.renewOrUpgrade') : t('membership.becomeMember')}
              </Link>
              <Link to={paths.secure} className="text-sm text-primary hover:underline">
                {t('nav.security')}
              </Link>
            </aside>
            <section className="rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card">
              <ProfileForm user={user} />
            </section>
          </div>
          {source ? (
            <AvatarCropper
              source={source}
              onCancel={() => setSource(null)}
              onCropped={(blob) => void upload(blob)}
            />
          ) : null}
        </>
      )}
    </CurrentUserPage>
  );
}
