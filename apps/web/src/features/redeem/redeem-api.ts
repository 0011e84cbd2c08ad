import { ERRORS } from '@space/contracts/errors';
import type { Locale } from '@space/contracts/locales';
import { REDEEM_MESSAGES, type RedeemResult } from '@space/contracts/redeem-codes';
import { apiData, toApiError } from '../../lib/api-client.ts';

export const redeemApi = {
  redeem: (code: string) =>
    apiData<RedeemResult>('/api/redeem', { method: 'POST', body: { code } }),
};

/**
 * What the form says when a redemption fails: the spec's two messages (spec §5, §8) in the
 * interface language whatever the server answered in, otherwise the server's message.
 */
export function redeemErrorMessage(error: unknown, lang: Locale): string {
  const failure = toApiError(error);
  if (failure.code === ERRORS.REDEEM_CODE_EMPTY.code) return REDEEM_MESSAGES.empty[lang];
  if (failure.code === ERRORS.REDEEM_CODE_INVALID.code) return REDEEM_MESSAGES.invalid[lang];
  return failure.message;
}
