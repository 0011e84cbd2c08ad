import { z } from 'zod';
import type { AlipayConfig } from '../../../config/payments.config.ts';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import { parseForm } from '../alipay/provider.ts';
import { signedGatewayParams, verifyNotificationParams } from '../alipay/signing.ts';
import { postGateway } from '../alipay/gateway.ts';
import { fetchTransport, parseJson, type HttpTransport } from '../http.ts';
import { formatMinorUnits } from '../money.ts';
import { NotificationRejected, PaymentProviderError } from '../provider.ts';
import type {
  PayoutNotice,
  PayoutNotification,
  PayoutOrder,
  PayoutOutcome,
  PayoutOutcomeState,
  PayoutProvider,
} from './provider.ts';

/**
 * Alipay transfers to an Alipay account (opendocs.alipay.com/open/62987723_alipay.fund.trans.uni.transfer):
 * `alipay.fund.trans.uni.transfer` with product_code TRANS_ACCOUNT_NO_PWD, biz_scene
 * DIRECT_TRANSFER, the payee by login id and real name, out_biz_no = our payout number (Alipay
 * answers a repeated out_biz_no with the first transfer); `alipay.fund.trans.common.query` for
 * the status; the `alipay.fund.trans.order.changed` notification. Requests are RSA2-signed and
 * answers verified exactly as the payment adapter's (payments/alipay/signing.ts, decision 071).
 */

export const TRANSFER = 'alipay.fund.trans.uni.transfer';
export const QUERY = 'alipay.fund.trans.common.query';
export const CHANGED = 'alipay.fund.trans.order.changed';
const SUCCESS = '10000';
const PRODUCT = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' };

const answerSchema = z.looseObject({
  code: z.string(),
  msg: z.string().optional(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
  out_biz_no: z.string().optional(),
  order_id: z.string().optional(),
  status: z.string().optional(),
  fail_reason: z.string().optional(),
  error_code: z.string().optional(),
});
type Answer = z.infer<typeof answerSchema>;
const changedSchema = z.looseObject({
  out_biz_no: z.string(),
  order_id: z.string().optional(),
  status: z.string(),
  fail_reason: z.string().optional(),
  error_code: z.string().optional(),
});

export function transferState(status: string | undefined): PayoutOutcomeState {
  if (status === 'SUCCESS') return 'succeeded';
  if (status === 'FAIL' || status === 'REFUND' || status === 'CLOSED') return 'failed';
  return 'pending';
}

/** Business refusals that will not change on retry: the transfer failed, the money goes back. */
const FINAL_REFUSALS = new Set([
  'PAYEE_NOT_EXIST',
  'PAYEE_USER_INFO_ERROR',
  'PAYEE_ACC_OCUPIED',
  'PAYEE_ACCOUNT_STATUS_ERROR',
  'PAYEE_ACCOUNT_NOT_EXSIT',
  'PERMIT_CHECK_PERM_IDENTITY_THEFT',
  'EXCEED_LIMIT_SM_AMOUNT',
  'PAYEE_CERT_INFO_ERROR',
  'INVALID_PARAMETER',
]);

export interface AlipayTransfersOptions {
  transport?: HttpTransport;
  clock?: Clock;
}

export class AlipayTransfers implements PayoutProvider {
  readonly method = 'alipay' as const;
  readonly acknowledgement = { contentType: 'text/plain', body: 'success' };
  private readonly transport: HttpTransport;
  private readonly clock: Clock;

  constructor(
    private readonly config: AlipayConfig,
    options: AlipayTransfersOptions = {},
  ) {
    this.transport = options.transport ?? fetchTransport('alipay');
    this.clock = options.clock ?? systemClock;
  }

  /** The biz_content of a transfer, as Alipay documents it; exported for the tests' vectors. */
  static transferBiz(order: PayoutOrder) {
    return {
      out_biz_no: order.payoutNo,
      trans_amount: formatMinorUnits(order.amountMinor, order.currency),
      ...PRODUCT,
      order_title: [...order.note].slice(0, 60).join(''),
      payee_info: {
        identity: order.account,
        identity_type: 'ALIPAY_LOGON_ID',
        ...(order.realName ? { name: order.realName } : {}),
      },
    };
  }

  /** The common parameters and biz_content, signed (exported for the tests' vectors). */
  signed(method: string, biz: object, extra: Record<string, string> = {}): Record<string, string> {
    return signedGatewayParams(this.config, new Date(this.clock.now()), method, biz, extra);
  }

  async send(order: PayoutOrder, notifyUrl: string): Promise<PayoutOutcome> {
    if (order.currency !== 'CNY') {
      return {
        state: 'failed',
        providerRef: null,
        providerStatus: 'CURRENCY',
        failure: 'CNY only',
      };
    }
    const answer = await this.call(TRANSFER, AlipayTransfers.transferBiz(order), {
      notify_url: notifyUrl,
    });
    if (answer.code !== SUCCESS) {
      const code = answer.sub_code ?? answer.code;
      if (FINAL_REFUSALS.has(code)) {
        return { state: 'failed', providerRef: null, providerStatus: code, failure: code };
      }
      // SYSTEM_ERROR and the like: unknown; the status query decides later.
      return { state: 'pending', providerRef: null, providerStatus: code, failure: null };
    }
    return this.outcome(answer);
  }

  async query(payoutNo: string): Promise<PayoutOutcome | null> {
    const answer = await this.call(QUERY, { out_biz_no: payoutNo, ...PRODUCT });
    if (answer.code !== SUCCESS) {
      if (answer.sub_code === 'ORDER_NOT_EXIST') return null;
      throw new PaymentProviderError('alipay', `${QUERY}: ${answer.sub_code ?? answer.code}`);
    }
    return this.outcome(answer);
  }

  async verifyNotification(notification: PayoutNotification): Promise<PayoutNotice | null> {
    const params = parseForm(notification.rawBody.toString('utf8'));
    if (!params?.sign) throw new NotificationRejected('malformed', 'no sign');
    if (!verifyNotificationParams(params, this.config.alipayPublicKey)) {
      throw new NotificationRejected('signature');
    }
    if (params.app_id !== this.config.appId) {
      throw new NotificationRejected('merchant', `app_id ${params.app_id}`);
    }
    if (params.msg_method !== CHANGED) return null;
    const biz = changedSchema.safeParse(parseJson(params.biz_content));
    if (!biz.success) throw new NotificationRejected('malformed', 'biz_content');
    const state = transferState(biz.data.status);
    return {
      payoutNo: biz.data.out_biz_no,
      outcome: {
        state,
        providerRef: biz.data.order_id ?? null,
        providerStatus: biz.data.status,
        failure:
          state === 'failed' ? (biz.data.error_code ?? biz.data.fail_reason ?? 'FAIL') : null,
      },
    };
  }

  private outcome(answer: Answer): PayoutOutcome {
    const state = transferState(answer.status);
    return {
      state,
      providerRef: answer.order_id ?? null,
      providerStatus: answer.status ?? 'UNKNOWN',
      failure: state === 'failed' ? (answer.error_code ?? answer.fail_reason ?? 'FAIL') : null,
    };
  }

  /** One gateway call: POSTed form, the answer verified over its raw JSON before it is read. */
  private async call(method: string, biz: object, extra: Record<string, string> = {}) {
    const body = await postGateway(
      this.transport,
      this.config,
      method,
      this.signed(method, biz, extra),
    );
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new PaymentProviderError('alipay', `${method}: unexpected answer`);
    return answer.data;
  }
}
