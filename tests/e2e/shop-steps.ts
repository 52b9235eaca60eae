import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Response, test } from '@playwright/test';

/** Browser-journey steps shared by the cart and checkout journeys. */

export const DRILL = {
  path: '/products/cordless-drill-driver-18v',
  name: 'Cordless Drill Driver 18V',
};
export const BOLTS = {
  path: '/products/hex-bolts-m8-zinc',
  name: 'Hex Bolts M8 Zinc Plated',
};

/** A cart change on the wire: Craft's update-cart action, or a mutation on Vendure's Shop API. */
export const isCartUpdate = (response: Response): boolean =>
  response.request().method() === 'POST' &&
  (response.url().includes('/actions/commerce/cart/update-cart') ||
    new URL(response.url()).pathname === '/shop-api');

/** Whether the journey runs against Vendure (playwright.vendure.config.ts) rather than our server. */
export const onVendure = (): boolean => test.info().config.metadata.commerce === 'vendure';

export const collectProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

export const addToCart = async (page: Page, product: { path: string; name: string }) => {
  await page.goto(product.path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const added = page.waitForResponse(isCartUpdate);
  await press(page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first());
  expect((await added).status()).toBe(200);
};

/**
 * A click delivered to the element itself. On a phone the sticky promo bar hides and shows while
 * the page scrolls, so the element under a pointer click keeps moving (see the report).
 */
export const press = async (target: Locator) => {
  await expect(target).toBeEnabled();
  await target.dispatchEvent('click');
};

export const applyCoupon = async (page: Page, code: string) => {
  await page.getByLabel('Coupon code').fill(code);
  await press(page.getByRole('button', { name: 'Apply' }));
};

/** axe must find no serious or critical violations. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
};
