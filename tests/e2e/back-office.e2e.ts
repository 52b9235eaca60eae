import { type Browser, expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  JSON_XHR,
  placeOrder,
  signIn,
  staffCalls,
} from './account-steps';

const STAFF = { email: 'staff@example.com', password: 'demo-staff-2026' };
const SHOPPER = { email: 'demo@example.com', password: 'demo-shopper-2026' };

/** The id of the signed-in shopper's order with this number. */
const orderIdOf = async (page: Page, number: string): Promise<number> => {
  const history = await page.request.get('/api/user/orders', { headers: JSON_XHR });
  const { orders } = (await history.json()) as { orders: { id: number; number: string }[] };
  const id = orders.find((order) => order.number === number)?.id;
  if (id === undefined) throw new Error(`no order ${number} in the shopper's history`);
  return id;
};

/** A staff member signed in in their own browser context, sent through the sign-in by the back office. */
const staffPage = async (browser: Browser, page: Page): Promise<Page> => {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const staff = await context.newPage();
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/login\?redirect=%2Fadmin/);
  await staff.getByLabel('Email', { exact: true }).fill(STAFF.email);
  await staff.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/admin\/orders$/);
  await expect(staff.getByRole('heading', { name: 'Orders' })).toBeVisible();
  return staff;
};

/** Opens the order from the list, found by its number. */
const openFromList = async (staff: Page, number: string) => {
  await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
  await staff.getByRole('button', { name: 'Find orders' }).click();
  await expect(staff).toHaveURL(new RegExp(`q=${number}`));
  const rows = staff.getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
};

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`the back office (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('staff prepare and ship an order with tracking; the shopper sees it and is mailed', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, SHOPPER.email, SHOPPER.password);
      const number = await placeOrder(page, 'card');
      // Its own number: the shopper's mailbox holds the other runs' parcels too.
      const tracking = `1Z${Date.now()}`;
      const staff = await staffPage(browser, page);
      await expectNoSeriousA11yViolations(staff);
      await staff.screenshot({
        path: `reports/screenshots/admin-orders-${width}.png`,
        fullPage: true,
      });

      await openFromList(staff, number);
      const facts = staff.getByRole('definition');
      await expect(facts.filter({ hasText: 'Order placed' })).toBeVisible();
      await staff.getByRole('button', { name: 'Start preparing' }).click();
      await expect(facts.filter({ hasText: 'Being prepared' })).toBeVisible();
      await staff.getByLabel('Carrier').fill('UPS');
      await staff.getByLabel('Tracking number').fill(tracking);
      await staff.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(facts.filter({ hasText: 'Shipped' })).toBeVisible();
      const history = staff.getByRole('region', { name: 'History' });
      await expect(history).toContainText('Being prepared → Shipped');
      await expect(history).toContainText('Order placed → Being prepared');
      await expect(staff.getByRole('button', { name: 'Add another parcel' })).toBeVisible();
      await expectNoSeriousA11yViolations(staff);
      await staff.screenshot({
        path: `reports/screenshots/admin-order-shipped-${width}.png`,
        fullPage: true,
      });

      await page.goto(`/my-account/orders/${number}`);
      const track = page.getByRole('link', { name: /Track parcel/ });
      await expect(track).toBeVisible();
      expect(await track.getAttribute('href')).toContain(tracking);
      await expect
        .poll(async () => {
          const mailbox = await page.request.get(
            `/dev/mailbox?to=${encodeURIComponent(SHOPPER.email)}`,
          );
          const { messages } = (await mailbox.json()) as {
            messages: { subject: string; text: string }[];
          };
          return messages.filter(
            (mail) =>
              mail.subject.startsWith('Your order is on its way') && mail.text.includes(tracking),
          ).length;
        })
        .toBe(1);
      await staff.close();
    });

    test('staff approve, receive and refund part of a return, shown the amount first', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, SHOPPER.email, SHOPPER.password);
      const number = await placeOrder(page, 'card');
      const id = await orderIdOf(page, number);
      const staff = await staffPage(browser, page);
      const asStaff = await staffCalls(staff);
      for (const body of [
        { step: 'process' },
        { step: 'ship', carrier: 'DHL', trackingNumber: 'JD014600006281230704' },
        { step: 'deliver' },
      ])
        expect((await asStaff(`/api/admin/orders/${id}/steps`, body)).ok()).toBe(true);
      const detail = await page.request.get(`/api/user/order/${id}`, { headers: JSON_XHR });
      const [line] = ((await detail.json()) as { order: { lineItems: { id: number }[] } }).order
        .lineItems;
      const asShopper = await staffCalls(page);
      const asked = await asShopper(`/api/user/order/${id}/returns`, {
        lines: [{ lineItemId: line?.id, qty: 1 }],
        reason: 'One is enough.',
      });
      expect(asked.ok()).toBe(true);

      await staff.goto(`/admin/orders/${id}`);
      const returns = staff.getByRole('region', { name: 'Returns' });
      await expect(returns).toContainText('Requested');
      await expect(returns).toContainText('One is enough.');
      await returns.getByRole('button', { name: 'Approve' }).click();
      await expect(returns).toContainText('Approved');
      await expect(returns.getByLabel('Put the items back in stock')).toBeChecked();
      await returns.getByRole('button', { name: 'Mark as received' }).click();
      await expect(returns).toContainText('Received');
      await returns.getByLabel('Refund amount').fill('50');
      await returns.getByRole('button', { name: 'Refund…' }).click();
      await expect(returns).toContainText("Refund $50.00 to the customer's payment method?");
      await expectNoSeriousA11yViolations(staff);
      await staff.screenshot({
        path: `reports/screenshots/admin-return-refund-${width}.png`,
        fullPage: true,
      });
      await returns.getByRole('button', { name: 'Yes, refund $50.00' }).click();
      await expect(returns).toContainText('Refunded');
      await expect(returns).toContainText('refunded $50.00');
      await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('refund');

      await page.goto(`/my-account/orders/${number}`);
      await expect(page.getByRole('list', { name: 'Your returns' })).toContainText(
        'Refunded ($50.00)',
      );
      await staff.close();
    });

    test('staff mark a pay-by-invoice order paid, told the amount first, then prepare it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, SHOPPER.email, SHOPPER.password);
      const number = await placeOrder(page, 'invoice');
      const id = await orderIdOf(page, number);
      const staff = await staffPage(browser, page);

      await staff.goto(`/admin/orders/${id}`);
      const facts = staff.getByRole('definition');
      await expect(facts.filter({ hasText: 'Unpaid' })).toBeVisible();
      await expect(
        staff.getByText('Waiting for payment: an unpaid order cannot be prepared.'),
      ).toBeVisible();
      await staff.getByRole('button', { name: 'Mark as paid' }).click();
      await expect(
        staff.getByText(/^Record that \$[\d,.]+ has been paid for this order by invoice\?$/),
      ).toBeVisible();
      await staff.getByRole('button', { name: 'Yes, mark as paid' }).click();
      await expect(facts.filter({ hasText: /^Paid$/ })).toBeVisible();
      await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('capture');
      await staff.getByRole('button', { name: 'Start preparing' }).click();
      await expect(facts.filter({ hasText: 'Being prepared' })).toBeVisible();
      await expectNoSeriousA11yViolations(staff);
      await staff.close();
    });

    test('a customer who is not staff is turned away and sees no order', async ({ page }) => {
      await signIn(page, SHOPPER.email, SHOPPER.password);
      await page.goto('/admin/orders');
      await expect(page.getByText('Only shop staff can do this.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
