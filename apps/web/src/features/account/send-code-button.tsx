import { useTranslation } from 'react-i18next';

export function SendCodeButton({
  onClick,
  sending,
  cooldown,
}: {
  onClick: () => void;
  sending: boolean;
  cooldown: number;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sending || cooldown > 0}
      className="h-11 shrink-0 rounded-xl border border-border bg-surface-2 px-4 text-sm font-medium whitespace-nowrap text-primary hover:bg-surface disabled:cursor-not-allowed disabled:text-muted"
    >
      {cooldown > 0 ? t('account.resendIn', { seconds: cooldown }) : t('account.sendCode')}
    </button>
  );
}
