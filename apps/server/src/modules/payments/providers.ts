import { AlipayProvider } from './alipay/provider.ts';
import type { PaymentsConfig } from '../../config/payments.config.ts';
import { PaypalProvider } from './paypal/provider.ts';
import { PAYPAL_CERT_HOSTS, type CertificateHosts } from './paypal/signing.ts';
import type { PaymentMethod, PaymentProvider } from './provider.ts';
import { sandboxProviderConfigs, type PaymentSandbox } from './sandbox/keys.ts';
import type { ProviderOptions } from './http.ts';
import { WechatPayProvider } from './wechatpay/provider.ts';

export interface SandboxWiring {
  sandbox: PaymentSandbox;
  /**
   * The app's own origin (PUBLIC_URL, or where it listens): the clients call the sandbox
   * there, and the browser is sent there for the pay pages.
   */
  baseUrl: string;
}

/**
 * The providers of this deployment (decision 021). Real credentials win, per provider; without
 * them the sandbox stands in when the configuration allows it and one is given; otherwise the
 * method is absent and not offered.
 */
export function createPaymentProviders(
  config: PaymentsConfig,
  sandbox?: SandboxWiring,
  options: ProviderOptions = {},
): Partial<Record<PaymentMethod, PaymentProvider>> {
  const local =
    config.sandbox && sandbox ? sandboxProviderConfigs(sandbox.sandbox, sandbox.baseUrl) : null;
  const providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  const wechat = config.wechat ?? local?.wechat;
  if (wechat) providers.wechat = new WechatPayProvider(wechat, options);
  const alipay = config.alipay ?? local?.alipay;
  if (alipay) providers.alipay = new AlipayProvider(alipay, options);
  if (config.paypal) {
    providers.paypal = new PaypalProvider(config.paypal, {
      ...options,
      currencies: config.paypalCurrencies,
    });
  } else if (local && sandbox) {
    providers.paypal = new PaypalProvider(local.paypal, {
      ...options,
      currencies: config.paypalCurrencies,
      certificateHosts: sandboxCertificateHosts(sandbox.baseUrl),
    });
  }
  return providers;
}

/** PayPal's certificate hosts plus the sandbox's own, over http only when it is served so. */
function sandboxCertificateHosts(baseUrl: string): CertificateHosts {
  const url = new URL(baseUrl);
  const host = url.host.toLowerCase();
  return url.protocol === 'http:'
    ? { https: PAYPAL_CERT_HOSTS, http: [host] }
    : { https: [...PAYPAL_CERT_HOSTS, host] };
}
