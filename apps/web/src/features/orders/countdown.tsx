import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';

function remainingOf(until: string): number {
  return Math.max(0, Math.floor((new Date(until).getTime() - Date.now()) / 1000));
}

/** "Pay within 14:32": time left until an unpaid order closes itself (decision 020). */
export function Countdown({ until }: { until: string }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setRemaining(remainingOf(until));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  if (remaining === null) return null;
  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');
  return (
    <span className="tabular-nums">
      {remaining > 0 ? t('wxpay.expiresIn', { time: `${minutes}:${seconds}` }) : t('wxpay.expired')}
    </span>
  );
}
