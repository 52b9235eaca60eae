import { expect, test } from '@playwright/test';

test('a shopper opens /products and sees the catalog with prices and an empty cart', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/products');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('link', { name: 'Cordless Drill Driver 18V' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hex Bolts M8 Zinc Plated' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Cordless Drill Driver 18V' })).toContainText('$129.00');
  await expect(cards.filter({ hasText: 'Hex Bolts M8 Zinc Plated' })).toContainText('$14.50');

  const cartWidget = page.getByTestId('cart-widget');
  await expect(cartWidget).toHaveAttribute('href', '/cart');
  await expect(cartWidget).toContainText('0');

  await page.screenshot({ path: 'reports/screenshots/products-1280.png', fullPage: true });
  expect(problems).toEqual([]);
});

test('the products page works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('cart-widget')).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/products-390.png', fullPage: true });
});
