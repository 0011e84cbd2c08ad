import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { formatMoney } from '../../apps/web/src/lib/money.ts';
import { createAccount } from '../support/accounts.ts';
import { adminToken, publishedProductId, submitUpload } from '../support/admin.ts';
import { callApi, personPage } from '../support/articles.ts';
import {
  addToServerCart,
  demoProduct,
  productIdOf,
  startPaypalCheckout,
} from '../support/commerce.ts';
import { E2E_ADMIN, E2E_BRAND_ADMINS, type E2eAdmin } from '../support/e2e-admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/**
 * The admin console (issue 16; decision 040) in the browser: an administrator reviews an
 * upload, makes exchange codes and downloads them, reprices a plan, refunds an order and
 * disables a user, each through the console; a brand's administrator never sees another
 * brand's orders. Setup (accounts, uploads, orders) goes through the API.
 */
const A = en.admin;
const PAID = demoProduct('Audio Mixer Pro', { free: false });

/** The console open on a section, as `admin`, in the test's own browser. */
async function openConsole(page: Page, admin: E2eAdmin, section: keyof typeof A.nav) {
  await storeToken(page, await adminToken(page.request, admin), admin.tenantId);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: A.navLabel });
  await nav.getByRole('button', { name: A.nav[section], exact: true }).click();
  await expect(nav.getByRole('button', { name: A.nav[section], exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test('an admin approves an upload from the review queue and the product is public', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const name = `Admin Clock ${Date.now().toString(36)}`;
  const creator = await createAccount(request);
  await page.goto('/home');
  await submitUpload(request, page, creator.token, name);

  await openConsole(page, E2E_ADMIN, 'reviews');
  await page.getByRole('link', { name: en.titles.review, exact: true }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: en.review.open })
    .click();
  await expect(page.getByRole('heading', { name: en.review.package })).toBeVisible();
  const approved = page.waitForResponse((r) => r.url().endsWith('/approve'));
  await page.getByRole('button', { name: en.review.approve }).click();
  expect((await approved).ok()).toBe(true);

  // A visitor finds it and opens its page.
  const productId = await publishedProductId(request, name);
  const visitor = await personPage(browser, baseURL!);
  await visitor.goto(`/product?id=${productId}`);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await visitor.context().close();
});

test('an admin makes an exchange-code batch and downloads its codes as CSV', async ({
  page,
  request,
}) => {
  const label = `e2e batch ${Date.now().toString(36)}`;
  await openConsole(page, E2E_ADMIN, 'codes');
  const form = page.getByRole('region', { name: A.codes.create });
  await form.getByLabel(A.codes.label, { exact: true }).fill(label);
  await form.getByLabel(A.codes.count, { exact: true }).fill('3');
  await form.getByRole('combobox', { name: A.codes.tier }).selectOption('premium');
  await form.getByLabel(A.codes.days, { exact: true }).fill('7');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/redeem-code-batches') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: A.codes.createButton }).click();
  const { data: made } = (await (await created).json()) as {
    data: { batch: { id: number }; codes: string[] };
  };
  expect(made.codes).toHaveLength(3);
  await expect(form.getByText(A.codes.made_other.replace('{{count}}', '3'))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: A.codes.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`redeem-codes-${made.batch.id}.csv`);
  const rows = (await fs.readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(rows).toEqual(['code', ...made.codes]);

  // The batch is listed, and a code from the file works.
  const batch = page.getByRole('region', { name: A.nav.codes }).getByRole('row', { name: label });
  await expect(batch).toContainText(A.codes.active);
  const buyer = await createAccount(request);
  const redeemed = await callApi(request, buyer.token, 'POST', '/api/redeem', { code: rows[1] });
  expect(redeemed.code, JSON.stringify(redeemed)).toBe(200);
});

test('an admin reprices a membership plan and /buyMember shows the new price', async ({
  page,
  browser,
  baseURL,
}) => {
  // AJAZZ's plans (in yuan): no other journey buys them.
  const admin = E2E_BRAND_ADMINS.AJAZZ;
  const visitor = await personPage(browser, baseURL!);
  await visitor.goto('/buyMember?client=AJAZZ');
  const ordinary = visitor.getByRole('region', { name: en.tiers.ordinary });
  // Plans in dollars and yuan (decision 076): an English reader switches to yuan.
  const inYuan = () =>
    visitor
      .getByRole('group', { name: en.membership.currency })
      .getByRole('button', { name: 'CNY', exact: true })
      .click();
  await inYuan();
  await expect(ordinary).toContainText(formatMoney(2800, 'CNY', 'en'));

  await openConsole(page, admin, 'plans');
  const price = page.getByLabel(
    A.plans.priceOf
      .replace('{{tier}}', en.tiers.ordinary)
      .replace('{{duration}}', en.membership.durations.quarterly)
      .replace('{{currency}}', 'CNY'),
    { exact: true },
  );
  // Typed in yuan as buyers read it (issue 32): 28, then 32.50.
  await expect(price).toHaveValue('28');
  await price.fill('32.50');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/membership-plans') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: A.save, exact: true }).click();
  expect((await saved).ok()).toBe(true);

  await visitor.reload();
  await inYuan();
  await expect(ordinary).toContainText(formatMoney(3250, 'CNY', 'en'));
  await visitor.context().close();
});

test('an admin refunds a paid order and the buyer no longer owns the product', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const buyer = await createAccount(request);
  await addToServerCart(request, buyer.token, await productIdOf(request, PAID.name));
  const shopper = await personPage(browser, baseURL!, buyer.token);
  await shopper.goto('/payment');
  await startPaypalCheckout(shopper);
  await shopper.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(shopper).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(shopper.url()).searchParams.get('orderNo')!;
  await expect(shopper.getByRole('heading', { name: en.success.paidTitle })).toBeVisible();

  await openConsole(page, E2E_ADMIN, 'orders');
  await page.getByRole('searchbox', { name: A.orders.number }).fill(orderNo);
  await page.getByRole('button', { name: orderNo, exact: true }).click();
  const detail = page.getByRole('region', { name: orderNo });
  await expect(detail).toContainText(en.orders.states.paid);
  await detail.getByLabel(A.orders.reason, { exact: true }).fill('Bought by mistake');
  page.once('dialog', (dialog) => void dialog.accept());
  const refunded = page.waitForResponse((r) => r.url().endsWith(`/${orderNo}/refund`));
  await detail.getByRole('button', { name: A.orders.refund, exact: true }).click();
  expect((await refunded).ok()).toBe(true);
  await expect(detail).toContainText(en.orders.states.refunded);

  await shopper.goto('/products');
  await expect(shopper.getByText(en.empty.ownedEmpty)).toBeVisible();
  await shopper.context().close();
});

test('an admin disables a user and their open session ends', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = await createAccount(request, { nickName: 'To Disable' });
  const their = await personPage(browser, baseURL!, user.token);
  await their.goto('/products');
  await expect(their.getByText(en.empty.ownedEmpty)).toBeVisible();

  await openConsole(page, E2E_ADMIN, 'users');
  await page.getByRole('searchbox', { name: A.search }).fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await row.getByRole('button', { name: A.users.disable, exact: true }).click();
  await expect(row).toContainText(A.users.disabled);

  // Their token is refused, and the open browser's next call sends them to log in.
  expect((await callApi(request, user.token, 'GET', '/api/users/me')).code).toBe(401);
  await their.getByRole('tab', { name: en.owned.tabOrders }).click();
  await expect(their).toHaveURL(/\/login$/);
  await expect(their.getByRole('button', { name: en.account.submit.login })).toBeVisible();
  await their.context().close();
});

test("a brand's admin never sees another brand's orders", async ({ page, request }) => {
  const productId = await productIdOf(request, PAID.name);
  const orderIn = async (tenantId: number) => {
    const { token } = await createAccount(request, { tenantId });
    const order = await callApi<{ orderNo: string }>(request, token, 'POST', '/api/orders', {
      productIds: [productId],
      method: 'paypal',
      checkoutKey: randomUUID(),
    });
    expect(order.code, JSON.stringify(order)).toBe(200);
    return order.data.orderNo;
  };
  const ajazzOrder = await orderIn(E2E_BRAND_ADMINS.AJAZZ.tenantId);
  const vsdOrder = await orderIn(E2E_BRAND_ADMINS.VSD.tenantId);
  const vsdAdmin = await adminToken(request, E2E_BRAND_ADMINS.VSD);
  expect((await callApi(request, vsdAdmin, 'GET', `/api/admin/orders/${vsdOrder}`)).code).toBe(200);

  // In the console: AJAZZ's order, never VSD's, even searched by its number.
  await openConsole(page, E2E_BRAND_ADMINS.AJAZZ, 'orders');
  await expect(page.getByRole('button', { name: ajazzOrder, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: vsdOrder, exact: true })).toHaveCount(0);
  const searched = page.waitForResponse(
    (r) => r.url().includes(`/api/admin/orders?`) && r.url().includes(vsdOrder),
  );
  await page.getByRole('searchbox', { name: A.orders.number }).fill(vsdOrder);
  const { data: found } = (await (await searched).json()) as { data: { total: number } };
  expect(found.total).toBe(0);
  await expect(page.getByRole('button', { name: ajazzOrder, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: vsdOrder, exact: true })).toHaveCount(0);

  // And through the API: not listed, not readable, not refundable.
  const ajazzAdmin = await adminToken(request, E2E_BRAND_ADMINS.AJAZZ);
  const vsdTenant = E2E_BRAND_ADMINS.VSD.tenantId;
  const asAjazz = (method: 'GET' | 'POST', url: string, data?: unknown) =>
    callApi(request, ajazzAdmin, method, url, data);
  expect((await asAjazz('GET', `/api/admin/orders?tenantId=${vsdTenant}`)).code).toBe(403);
  expect((await asAjazz('GET', `/api/admin/orders/${vsdOrder}`)).code).toBe(404);
  const refund = await asAjazz('POST', `/api/admin/orders/${vsdOrder}/refund`, { reason: 'x' });
  expect(refund.code).toBe(404);
  const dashboard = await asAjazz('GET', `/api/admin/dashboard?tenantId=${vsdTenant}`);
  expect(dashboard.code).toBe(403);
});

test('an admin refunds one item, pending until PayPal completes it, then the rest by amount', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const KEPT = demoProduct('Git Shortcuts', { free: false });
  const buyer = await createAccount(request);
  for (const product of [PAID, KEPT]) {
    await addToServerCart(request, buyer.token, await productIdOf(request, product.name));
  }
  const shopper = await personPage(browser, baseURL!, buyer.token);
  await shopper.goto('/payment');
  await startPaypalCheckout(shopper);
  // The sandbox's PayPal then answers this order's refunds PENDING (decision 056).
  await shopper.getByRole('button', { name: 'Pay; refunds stay pending', exact: true }).click();
  await expect(shopper).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(shopper.url()).searchParams.get('orderNo')!;
  const owned = async () => {
    await shopper.goto('/products');
    return shopper.getByRole('tabpanel');
  };
  await expect((await owned()).getByRole('link', { name: KEPT.name, exact: true })).toBeVisible();

  const token = await adminToken(request);
  const refundsOf = async () =>
    (
      await callApi<{
        amountMinor: number;
        refundedMinor: number;
        refunds: { providerRefundId: string | null; state: string }[];
      }>(request, token, 'GET', `/api/admin/orders/${orderNo}`)
    ).data;
  /** PayPal finishing the refund and sending its webhook, as it does on its own time. */
  const paypalCompletes = async (place: number) => {
    const refund = (await refundsOf()).refunds[place]!;
    const done = await request.post(
      `/api/sandbox/pay/paypal/refunds/${refund.providerRefundId}/complete`,
    );
    expect(done.ok(), await done.text()).toBe(true);
  };
  const openOrder = async () => {
    await page.getByRole('searchbox', { name: A.orders.number }).fill(orderNo);
    await page.getByRole('button', { name: orderNo, exact: true }).click();
    return page.getByRole('region', { name: orderNo });
  };
  const refund = async (detail: Locator) => {
    page.once('dialog', (dialog) => void dialog.accept());
    const refunded = page.waitForResponse((r) => r.url().endsWith(`/${orderNo}/refund`));
    await detail.getByRole('button', { name: A.orders.refund, exact: true }).click();
    expect((await refunded).ok()).toBe(true);
  };
  const refundRow = (detail: Locator, reason: string) =>
    detail.getByRole('row').filter({ hasText: reason });

  // One item, with a reason: pending at PayPal, so the buyer keeps both for now.
  await openConsole(page, E2E_ADMIN, 'orders');
  let detail = await openOrder();
  await detail.getByRole('radio', { name: A.orders.refundModes.lines }).check();
  await detail.getByRole('checkbox', { name: new RegExp(PAID.name) }).check();
  await detail.getByLabel(A.orders.reason, { exact: true }).fill('Wrong mixer');
  await refund(detail);
  await expect(refundRow(detail, 'Wrong mixer')).toContainText(A.orders.refundStates.pending);
  await expect(detail.getByText(`${en.orders.states.paid} ·`, { exact: false })).toBeVisible();
  let shelf = await owned();
  await expect(shelf.getByRole('link', { name: PAID.name, exact: true })).toBeVisible();
  await expect(shelf.getByRole('link', { name: KEPT.name, exact: true })).toBeVisible();

  // PayPal completes it: refunded, and the buyer loses exactly that item.
  await paypalCompletes(0);
  await expect.poll(async () => (await refundsOf()).refunds[0]!.state).toBe('succeeded');
  await page.reload();
  detail = await openOrder();
  await expect(refundRow(detail, 'Wrong mixer')).toContainText(A.orders.refundStates.succeeded);
  await expect(detail.getByText(`${en.orders.states.paid} ·`, { exact: false })).toBeVisible();
  shelf = await owned();
  await expect(shelf.getByRole('link', { name: KEPT.name, exact: true })).toBeVisible();
  await expect(shelf.getByRole('link', { name: PAID.name, exact: true })).toHaveCount(0);

  // The rest as an amount: once PayPal completes it, the order is refunded and nothing is left.
  const { amountMinor, refundedMinor } = await refundsOf();
  await detail.getByRole('radio', { name: A.orders.refundModes.amount }).check();
  await detail
    .getByLabel(`${A.orders.amount} (USD)`, { exact: true })
    .fill(((amountMinor - refundedMinor) / 100).toFixed(2));
  await detail.getByLabel(A.orders.reason, { exact: true }).fill('Goodwill');
  await refund(detail);
  await expect(refundRow(detail, 'Goodwill')).toContainText(A.orders.refundStates.pending);
  await paypalCompletes(1);
  await expect.poll(async () => (await refundsOf()).refunds[1]!.state).toBe('succeeded');
  await page.reload();
  detail = await openOrder();
  await expect(detail.getByText(`${en.orders.states.refunded} ·`, { exact: false })).toBeVisible();
  await expect(refundRow(detail, 'Goodwill')).toContainText(A.orders.refundStates.succeeded);
  await shopper.goto('/products');
  await expect(shopper.getByText(en.empty.ownedEmpty)).toBeVisible();
  await shopper.context().close();
});
