/** A user's round picture, or the first letter of the nickname on the brand colour. */
export function UserAvatar({
  nickName,
  avatar,
  size = 'md',
}: {
  nickName: string;
  avatar: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const frame = { sm: 'size-10 text-base', md: 'size-12 text-lg', lg: 'size-16 text-2xl' }[size];
  // Decorative: the nickname is always written next to it.
  return avatar ? (
    <img
      src={avatar}
      alt=""
      loading="lazy"
      className={`${frame} shrink-0 rounded-full bg-surface-2 object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${frame} grid shrink-0 place-items-center rounded-full bg-primary font-bold text-on-primary`}
    >
      {[...nickName][0]?.toUpperCase()}
    </span>
  );
}
