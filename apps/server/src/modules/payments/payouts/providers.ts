import type { PaymentsConfig } from '../../../config/payments.config.ts';
import type { HttpTransport } from '../http.ts';
import { PAYPAL_CERT_HOSTS, type CertificateHosts } from '../paypal/signing.ts';
import { sandboxProviderConfigs, type PaymentSandbox } from '../sandbox/keys.ts';
import { AlipayTransfers } from './alipay.ts';
import { PaypalPayouts } from './paypal.ts';
import type { PayoutProviders } from './provider.ts';
import { SANDBOX_PAYOUTS_PATH } from './sandbox.ts';

/**
 * The payout providers of this deployment (decision 071): the PayPal and Alipay credentials of
 * the payment configuration (one PayPal REST app, one Alipay application); without them the
 * sandbox stands in when the payment sandbox is on, at `baseUrl`.
 */
export function createPayoutProviders(
  config: PaymentsConfig,
  sandbox?: { sandbox: PaymentSandbox; baseUrl: string },
  transport?: HttpTransport,
): PayoutProviders {
  const providers: PayoutProviders = {};
  const local =
    config.sandbox && sandbox ? sandboxProviderConfigs(sandbox.sandbox, sandbox.baseUrl) : null;
  const base = sandbox ? `${sandbox.baseUrl.replace(/\/+$/, '')}${SANDBOX_PAYOUTS_PATH}` : '';
  if (config.paypal) providers.paypal = new PaypalPayouts(config.paypal, { transport });
  else if (local && sandbox) {
    const url = new URL(sandbox.baseUrl);
    const host = url.host.toLowerCase();
    const hosts: CertificateHosts =
      url.protocol === 'http:'
        ? { https: PAYPAL_CERT_HOSTS, http: [host] }
        : { https: [...PAYPAL_CERT_HOSTS, host] };
    providers.paypal = new PaypalPayouts(
      { ...local.paypal, apiBase: `${base}/paypal` },
      { transport, certificateHosts: hosts },
    );
  }
  if (config.alipay) providers.alipay = new AlipayTransfers(config.alipay, { transport });
  else if (local) {
    providers.alipay = new AlipayTransfers(
      { ...local.alipay, gateway: `${base}/alipay/gateway.do` },
      { transport },
    );
  }
  return providers;
}
