import { createSign, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../src/db/schema.ts';
import type { PaymentsConfig } from '../../src/config/payments.config.ts';
import type { HttpTransport } from '../../src/modules/payments/http.ts';
import {
  createPaymentSandbox,
  createPayoutProviders,
  type PaymentSandbox,
} from '../../src/modules/payments/index.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build, queryRows } from './helper.ts';

/** Where the tests' payout clients believe the sandbox is; the transport takes them to the app. */
export const SANDBOX_BASE = 'http://127.0.0.1:9';

/** Requests of a provider client answered by the app itself (the sandbox's routes). */
export function injectTransport(app: () => FastifyInstance): HttpTransport {
  return async (request) => {
    const url = new URL(request.url);
    const response = await app().inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      payload: request.body,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(key, String(value));
    }
    return { status: response.statusCode, headers, body: response.rawPayload };
  };
}

const SANDBOX_PAYMENTS: PaymentsConfig = {
  sandbox: true,
  paypalCurrencies: ['USD'],
  wechat: null,
  alipay: null,
  paypal: null,
};

/** The payment sandbox's keys and payout clients pointed at the app's payout sandbox. */
export async function sandboxPayouts(app: () => FastifyInstance): Promise<{
  sandbox: PaymentSandbox;
  providers: ReturnType<typeof createPayoutProviders>;
}> {
  const sandbox = await createPaymentSandbox();
  const providers = createPayoutProviders(
    SANDBOX_PAYMENTS,
    { sandbox, baseUrl: SANDBOX_BASE },
    injectTransport(app),
  );
  return { sandbox, providers };
}

/**
 * A creator's earnings without an order: a balanced sale journal crediting `amount`, available
 * at `availableAt` (the payout tests need money, not a checkout).
 */
export async function creditCreator(
  app: FastifyInstance,
  creator: { id: number; tenantId: number },
  currency: string,
  amount: number,
  availableAt: Date,
): Promise<void> {
  const orderId = randomInt(1_000_000, 2_000_000_000);
  const key = `${orderId}:1`;
  const base = {
    tenantId: creator.tenantId,
    journalId: `sale:${key}`,
    currency,
    sourceKind: 'sale',
    sourceKey: key,
    orderId,
    feeBps: 0,
    createdAt: new Date(availableAt.getTime() - 1000),
  };
  await app.db.insert(ledgerEntries).values([
    { ...base, accountKind: 'buyer_payments', amountMinor: -amount, availableAt: base.createdAt },
    { ...base, accountKind: 'creator', ownerUserId: creator.id, amountMinor: amount, availableAt },
  ]);
}

/** A payout's journals as `journal → account → amount`. */
export async function payoutJournals(app: FastifyInstance, payoutNo: string) {
  const rows = await app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sourceKey, payoutNo)));
  const out: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if (!row.sourceKind.startsWith('payout')) continue;
    const account = row.accountKind === 'creator' ? 'creator' : row.accountKind;
    (out[row.journalId] ??= {})[account] = row.amountMinor;
  }
  return out;
}

/** Every journal and currency that does not sum to zero (the whole ledger). */
export async function unbalancedJournals(app: FastifyInstance) {
  return queryRows<{ journal_id: string }>(
    app.db,
    sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount_minor) <> 0`,
  );
}

/** Payout clients for an app built with `sandbox` (the matrix builds its own app). */
export function payoutClients(app: () => FastifyInstance, sandbox: PaymentSandbox) {
  return createPayoutProviders(
    SANDBOX_PAYMENTS,
    { sandbox, baseUrl: SANDBOX_BASE },
    injectTransport(app),
  );
}

/** A signed alipay.fund.trans.order.changed notification, as the sandbox (Alipay) signs it. */
export function alipayPayoutNotice(sandbox: PaymentSandbox, payoutNo: string, status: string) {
  const params: Record<string, string> = {
    notify_id: randomUUID(),
    utc_timestamp: String(Date.now()),
    msg_method: 'alipay.fund.trans.order.changed',
    app_id: sandbox.alipay.appId,
    version: '1.1',
    biz_content: JSON.stringify({ out_biz_no: payoutNo, order_id: '20260001', status }),
    charset: 'utf-8',
    sign_type: 'RSA2',
  };
  const content = Object.keys(params)
    .filter((key) => key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  params.sign = createSign('RSA-SHA256')
    .update(content)
    .sign(sandbox.alipay.alipay.privateKey, 'base64');
  return new URLSearchParams(params).toString();
}

/**
 * An app whose payout clients reach its own sandbox (the clients need the app, the app its
 * clients: they meet through `built`), with the reference data in. `options` go to build().
 */
export async function buildOnPayoutSandbox(
  options: Omit<Parameters<typeof build>[0], 'payoutProviders' | 'paymentSandbox'> = {},
) {
  const built: { app?: FastifyInstance } = {};
  const { sandbox, providers } = await sandboxPayouts(() => built.app!);
  const { app, ...rest } = await build({
    prepare: (database) => ensureReferenceData(database.db),
    ...options,
    payoutProviders: providers,
    paymentSandbox: sandbox,
  });
  built.app = app;
  return { app, ...rest, sandbox, providers };
}
