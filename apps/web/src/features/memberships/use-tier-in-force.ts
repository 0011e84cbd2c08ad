import type { Tier } from '@space/contracts/limits';
import { useState } from 'react';
import { useUserStore } from '../../stores/user-store.ts';

/**
 * The viewer's tier for showing prices (spec §6): the stored membership while it lasts, else
 * `general`. The server prices the cart and checkout itself; this is for display only.
 */
export function useTierInForce(): Tier {
  const membership = useUserStore((s) => s.userInfo?.membership ?? null);
  const [now] = useState(() => Date.now());
  return membership && Date.parse(membership.expiresAt) > now ? membership.tier : 'general';
}
