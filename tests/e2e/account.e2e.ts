import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  JSON_XHR,
  placeOrder,
  signIn,
  staffCalls,
} from './account-steps';
import { checkOutByCard } from './checkout-steps';
import { mailLink } from './mailbox';
import { addToCart, DRILL, onVendure } from './shop-steps';

/** A small valid PNG (a plain square) to upload as a profile photo. */
const pngSquare = (size: number): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A new, verified and signed-in customer, so the demo customer's data stays as the seed made it. */
const newCustomer = async (page: Page, label: string) => {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'account-pages-123';
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Keeper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await mailLink(page.request, email, '/verify-email'));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await signIn(page, email, password);
  return { email, password };
};

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`the account area (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('add an address validated by the tax service, accept its suggestion, make it primary, delete it', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await newCustomer(page, `addr-${name}`);
      await page.getByRole('link', { name: 'Addresses' }).first().click();
      await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

      // Vendure keeps no names for addresses, and no list of states: the state is typed in.
      const vendure = testInfo.config.metadata.commerce === 'vendure';
      await page.getByRole('button', { name: 'Add address' }).click();
      if (!vendure) await page.getByLabel('Address name').fill('Workshop');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Keeper');
      await page.getByLabel('Street address').fill('1200 se water ave');
      await page.getByLabel('City').fill('portland');
      await page.getByLabel('Postal code').fill('97214');
      await page.getByLabel('Country').selectOption('US');
      if (vendure) await page.getByLabel('State / province / region').fill('OR');
      else await page.getByLabel('State / province').selectOption('OR');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Save address' }).press('Enter');

      // The shop's validator writes the city as 'Portland': a corrected address is offered.
      await expect(
        page.getByRole('heading', { name: 'We suggest a corrected address' }),
      ).toBeVisible();
      // The check replaces the form and takes the focus (and the view) with it.
      await expect(page.getByRole('group', { name: 'Address check' })).toBeFocused();
      await page.screenshot({ path: `reports/screenshots/address-suggestion-${width}.png` });
      await page.getByRole('button', { name: 'Use suggested address' }).press('Enter');

      await expect(page.getByText('Address saved successfully')).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: 'Portland, OR' });
      await expect(card).toContainText('Portland, OR');
      await card.getByRole('button', { name: 'Set as primary shipping' }).press('Enter');
      await expect(card.getByText('Primary shipping')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `reports/screenshots/addresses-${width}.png`, fullPage: true });

      await card
        .getByRole('button', { name: vendure ? /^Delete / : 'Delete Workshop' })
        .press('Enter');
      await expect(page.getByText('Address deleted successfully')).toBeVisible();
      await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    });

    test('profile update, a mismatched password confirmation, and signing out', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await newCustomer(page, `profile-${name}`);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `reports/screenshots/my-account-${width}.png`,
        fullPage: true,
      });

      await page.getByLabel('First name').fill('Samantha');
      await page.getByRole('button', { name: 'Save profile' }).press('Enter');
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Samantha');

      // Buttons far down the page are pressed with the keyboard: on a phone the sticky header
      // slides in while the page scrolls up and would take a pointer click.
      // Vendure keeps no profile photo: the page offers none.
      if (testInfo.config.metadata.commerce === 'vendure') {
        await expect(page.getByRole('heading', { name: 'Profile photo' })).toHaveCount(0);
      } else {
        await expect(page.getByText('No photo yet.')).toBeVisible();
        await page.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles({
          name: 'me.png',
          mimeType: 'image/png',
          buffer: pngSquare(32),
        });
        await page.getByRole('button', { name: 'Upload photo' }).press('Enter');
        await expect(page.getByText('You have a profile photo.')).toBeVisible();
      }

      await page.getByLabel('Current password').fill('account-pages-123');
      await page.getByLabel('New password', { exact: true }).fill('another-pass-456');
      await page.getByLabel('Confirm new password').fill('different-pass-789');
      // Enter submits the form: on a phone the sticky header moves while the page scrolls.
      await page.getByLabel('Confirm new password').press('Enter');
      await expect(page.getByText('New password and confirmation do not match')).toBeVisible();
      await expect(page.getByText('Failed to update password')).toBeVisible();

      await page.getByRole('link', { name: 'Sign out' }).first().press('Enter');
      await expect(page.getByText('You have been logged out')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/my-account');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    });

    test('order history and an order with its invoice', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'demo@example.com', 'demo-shopper-2026');
      // Vendure takes orders only at the checkout, paid; our server's are placed through its API,
      // unpaid (by invoice).
      const number = onVendure()
        ? await addToCart(page, DRILL).then(() => checkOutByCard(page))
        : await placeOrder(page);

      await page.goto('/my-account/orders');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: /^Order / }) });
      await expect(row.first()).toContainText(onVendure() ? 'Paid' : 'Unpaid');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `reports/screenshots/orders-${width}.png`, fullPage: true });

      await page.goto(`/my-account/orders/${number}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `reports/screenshots/order-detail-${width}.png`,
        fullPage: true,
      });

      const invoice = page.getByRole('button', { name: 'Download invoice (PDF)' });
      if (onVendure()) {
        // Vendure makes no invoices: the button is not offered.
        await expect(invoice).toHaveCount(0);
        return;
      }
      const download = page.waitForEvent('download');
      await invoice.click();
      expect((await download).suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    });

    test('return one of two items of a delivered order; staff receive and refund part of it', async ({
      page,
      browser,
    }, testInfo) => {
      test.skip(testInfo.config.metadata.commerce === 'vendure', 'Vendure has no customer returns');
      test.setTimeout(120_000);
      await signIn(page, 'demo@example.com', 'demo-shopper-2026');
      const number = await placeOrder(page, 'card');
      const history = await page.request.get('/api/user/orders', { headers: JSON_XHR });
      const { orders } = (await history.json()) as { orders: { id: number; number: string }[] };
      const id = orders.find((order) => order.number === number)?.id;
      // Staff move the order along through the back office's calls (its screens come later).
      const staff = await browser.newPage();
      await signIn(staff, 'staff@example.com', 'demo-staff-2026');
      const asStaff = await staffCalls(staff);
      for (const body of [
        { step: 'process' },
        { step: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
        { step: 'deliver' },
      ])
        expect((await asStaff(`/api/admin/orders/${id}/steps`, body)).ok()).toBe(true);

      await page.goto(`/my-account/orders/${number}`);
      await expect(page.getByRole('link', { name: /Track parcel/ })).toBeVisible();
      await page.getByRole('button', { name: 'Return items' }).click();
      await page
        .getByLabel(/how many to return/)
        .first()
        .fill('1');
      await page.getByLabel('Why are you returning these items?').fill('One is enough.');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Request return' }).click();
      const returns = page.getByRole('list', { name: 'Your returns' });
      await expect(returns).toContainText('1 item');
      await expect(returns).toContainText('Return requested');
      await page.screenshot({
        path: `reports/screenshots/order-return-${width}.png`,
        fullPage: true,
      });

      const detail = await page.request.get(`/api/user/order/${id}`, { headers: JSON_XHR });
      const returnId = ((await detail.json()) as { order: { returns: { id: number }[] } }).order
        .returns[0]?.id;
      const base = `/api/admin/orders/${id}/returns/${returnId}`;
      expect((await asStaff(`${base}/steps`, { step: 'approve' })).ok()).toBe(true);
      expect((await asStaff(`${base}/steps`, { step: 'receive', restock: true })).ok()).toBe(true);
      expect((await asStaff(`${base}/refund`, { amountMinor: 5_000 })).ok()).toBe(true);
      await page.reload();
      await expect(returns).toContainText('Refunded ($50.00)');
      await expectNoSeriousA11yViolations(page);
      await staff.close();
    });

    test('cancel a paid order before it ships, told first what is refunded; refunded, stock back', async ({
      page,
      browser,
    }, testInfo) => {
      test.skip(
        testInfo.config.metadata.commerce === 'vendure',
        'Vendure has no customer cancellation',
      );
      test.setTimeout(90_000);
      const staff = await (await browser.newContext()).newPage();
      await signIn(staff, 'staff@example.com', 'demo-staff-2026');
      const stockOfOrdered = async () => {
        const listed = await staff.request.get('/api/v1/products?limit=1', { headers: JSON_XHR });
        const [product] = (
          (await listed.json()) as { data: { title: string; defaultVariantId: number }[] }
        ).data;
        const found = await staff.request.get(
          `/api/admin/products?q=${encodeURIComponent(product?.title ?? '')}`,
          { headers: JSON_XHR },
        );
        const { products } = (await found.json()) as {
          products: { variants: { id: number; stock: number | null }[] }[];
        };
        return products
          .flatMap((entry) => entry.variants)
          .find((variant) => variant.id === product?.defaultVariantId)?.stock;
      };
      await signIn(page, 'demo@example.com', 'demo-shopper-2026');
      const stockBefore = await stockOfOrdered();
      const number = await placeOrder(page, 'card');
      expect(await stockOfOrdered()).toBe((stockBefore ?? 0) - 2);

      await page.goto(`/my-account/orders/${number}`);
      const progress = page.getByRole('region', { name: 'Order status' });
      await expect(progress.getByText('Order placed')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await expect(
        page.getByText(/^Cancel this order\? \$[\d,.]+ will be refunded to your payment method\.$/),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `reports/screenshots/order-cancel-${width}.png`,
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
      await expect(page.getByText('Your order is cancelled.')).toBeVisible();
      await expect(progress.getByText('Cancelled')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `reports/screenshots/order-cancelled-${width}.png`,
        fullPage: true,
      });

      // The refund is recorded against the payment, and the two units are back in stock.
      const history = await page.request.get('/api/user/orders', { headers: JSON_XHR });
      const { orders } = (await history.json()) as { orders: { id: number; number: string }[] };
      const id = orders.find((order) => order.number === number)?.id;
      const detail = await staff.request.get(`/api/admin/orders/${id}`, { headers: JSON_XHR });
      const { order } = (await detail.json()) as {
        order: {
          totalPrice: number;
          transactions: { type: string; status: string; amount: number }[];
        };
      };
      expect(order.transactions).toContainEqual(
        expect.objectContaining({ type: 'refund', status: 'success', amount: order.totalPrice }),
      );
      expect(await stockOfOrdered()).toBe(stockBefore);
      await staff.close();
    });
  });
}
