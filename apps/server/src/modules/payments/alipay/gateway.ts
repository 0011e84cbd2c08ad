import { z } from 'zod';
import type { AlipayConfig } from '../../../config/payments.config.ts';
import { parseJson, type HttpTransport } from '../http.ts';
import { PaymentProviderError } from '../provider.ts';
import { rawJsonMembers, verifyGatewayAnswer } from './signing.ts';

/** application/x-www-form-urlencoded as Alipay's SDKs send it (spaces as %20). */
export function formEncode(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

const refusalSchema = z.looseObject({ sub_code: z.string().optional() });

/**
 * One gateway call, for the payments and the payouts alike: the signed parameters POSTed as a
 * form, the answer verified over its raw JSON before anything of it is read. Answers the
 * verified `<method>_response` object; throws PaymentProviderError otherwise.
 */
export async function postGateway(
  transport: HttpTransport,
  config: Pick<AlipayConfig, 'gateway' | 'alipayPublicKey'>,
  method: string,
  params: Record<string, string>,
): Promise<unknown> {
  const response = await transport({
    method: 'POST',
    url: config.gateway,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      Accept: 'application/json',
    },
    body: formEncode(params),
  });
  if (response.status !== 200) {
    throw new PaymentProviderError('alipay', `${method}: HTTP ${response.status}`, response.status);
  }
  const text = response.body.toString('utf8');
  const verified = verifyGatewayAnswer(text, method, config.alipayPublicKey);
  if (!verified.ok) {
    // A gateway-level refusal (bad app_id, bad request signature) comes unsigned.
    const refusal = rawJsonMembers(text)?.get('error_response');
    const code = refusal ? refusalSchema.safeParse(parseJson(refusal)).data?.sub_code : null;
    throw new PaymentProviderError(
      'alipay',
      `${method}: answer not verified (${refusal ? 'error_response' : verified.reason})`,
      200,
      code ?? null,
    );
  }
  return verified.body;
}
