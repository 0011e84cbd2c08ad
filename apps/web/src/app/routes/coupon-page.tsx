import type { RedeemResult } from '@space/contracts/redeem-codes';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../features/orders/order-bits.tsx';
import { RedeemForm } from '../../features/redeem/redeem-form.tsx';
import { RedeemResultCard } from '../../features/redeem/redeem-result.tsx';
import { useIsLoggedIn } from '../../stores/token.ts';

/**
 * `/coupon` (spec §2): redeem an exchange code for products and/or membership days. A code
 * belongs to the user's account, so a visitor is asked to log in first (and comes back here).
 */
export function CouponPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [result, setResult] = useState<RedeemResult | null>(null);
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t('titles.coupon')} subtitle={t('coupon.intro')} />
        {!loggedIn ? (
          <SignInPrompt text={t('coupon.signInText')} />
        ) : result ? (
          <RedeemResultCard result={result} onAnother={() => setResult(null)} />
        ) : (
          <div className="rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-6">
            <RedeemForm onRedeemed={setResult} />
          </div>
        )}
      </div>
    </div>
  );
}
