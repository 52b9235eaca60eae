import { expect, test, type Page } from '@playwright/test';
import { addToCart, DRILL, press } from './shop-steps';

const choose = async (page: Page, name: string | RegExp) => {
  const radio = page.getByRole('radio', { name });
  await press(radio);
  await expect(radio).toBeChecked();
};

/** A guest fills the whole form and pays, scrolled down to the button as a shopper would be. */
const payAsGuest = async (page: Page, email: string) => {
  await addToCart(page, DRILL);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Street address').fill('12 Mill Road');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Postal code').fill('97201');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State / province').selectOption('OR');
  await choose(page, /Express/);
  await choose(page, 'Credit card (test)');
  await page.getByLabel('First name on card').fill('Ada');
  await page.getByLabel('Last name on card').fill('Lovelace');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date (MM/YYYY)').fill('12/2035');
  await page.getByLabel('Security code (CVV)').fill('123');
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await placeOrder.scrollIntoViewIfNeeded();
  await press(placeOrder);
};

for (const width of [1280, 390]) {
  test(`at ${width}px the order confirmation's heading has the focus and is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await payAsGuest(page, `confirm-${width}-${Date.now()}@example.com`);

    const heading = page.getByRole('heading', { name: 'Thank you for your order' });
    await expect(heading).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? null))
      .toBe('Thank you for your order');
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);

    // Wholly inside the viewport, and not under the sticky header: what is drawn at its centre is it.
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        if (box === null) return 'no box';
        const inside =
          box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= 900;
        return inside ? 'inside' : `outside: ${JSON.stringify(box)}`;
      })
      .toBe('inside');
    const onTop = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });
}
