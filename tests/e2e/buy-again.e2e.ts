import { expect, test, type Page } from '@playwright/test';
import { addToCart, collectProblems, DRILL, expectAccessible, press } from './shop-steps';

/** A product with little stock per run (each width buys all of its own one). */
const LAST_ONES = {
  1280: { path: '/products/horizontal-band-saw-300', name: 'Horizontal Band Saw 300 mm', stock: 2 },
  390: { path: '/products/workbench-oak-top-150', name: 'Workbench Oak Top 150 cm', stock: 3 },
} as const;

const signInAsDemoCustomer = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-shopper-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** Adds every unit the shop has of the product: once ordered, it is out of stock. */
const addAllThereIs = async (page: Page, product: (typeof LAST_ONES)[keyof typeof LAST_ONES]) => {
  await page.goto(product.path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('main').getByLabel('Quantity').fill(String(product.stock));
  const added = page.waitForResponse(
    (response) =>
      response.url().includes('/actions/commerce/cart/update-cart') &&
      response.request().method() === 'POST',
  );
  await press(page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first());
  expect((await added).status()).toBe(200);
};

const payWithTestCard = async (page: Page) => {
  await page.goto('/checkout');
  await press(page.getByRole('radio', { name: /Standard/ }));
  await press(page.getByRole('radio', { name: 'Credit card (test)' }));
  await page.getByLabel('First name on card').fill('Ada');
  await page.getByLabel('Last name on card').fill('Lovelace');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date (MM/YYYY)').fill('12/2035');
  await page.getByLabel('Security code (CVV)').fill('123');
  await press(page.getByRole('button', { name: 'Place order' }));
  const reference = (await page.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  return reference;
};

for (const width of [1280, 390] as const) {
  test(`buy again at ${width}px: the line now out of stock is named, the others go in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = collectProblems(page);
    const lastOnes = LAST_ONES[width];
    await signInAsDemoCustomer(page);
    await addToCart(page, DRILL);
    await addAllThereIs(page, lastOnes);
    const reference = await payWithTestCard(page);

    await page.goto('/my-account/orders');
    await press(page.getByRole('link', { name: `Order ${reference}` }));
    await press(page.getByRole('button', { name: 'Buy again' }));

    const report = page.getByRole('status').filter({ hasText: 'added to your cart' });
    await expect(report).toContainText(
      /\d of \d items were added to your cart, at today’s prices\./,
    );
    const notAdded = page.getByRole('list', { name: 'Not added as ordered' });
    await expect(notAdded.getByRole('listitem')).toHaveCount(1);
    await expect(notAdded).toContainText(lastOnes.name);
    await expect(notAdded).toContainText('is out of stock.');
    await expectAccessible(page);

    await press(page.getByRole('link', { name: 'Go to your cart' }));
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main')).toContainText(DRILL.name);
    await expect(page.getByRole('main')).not.toContainText(lastOnes.name);
    expect(problems).toEqual([]);
  });
}
