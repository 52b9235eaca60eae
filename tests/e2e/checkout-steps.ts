import { expect, type Page } from '@playwright/test';
import { press } from './shop-steps';

/** Browser-journey steps of the checkout, shared by the checkout and account journeys. */

export const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('First name on card').fill('Ada');
  await page.getByLabel('Last name on card').fill('Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YYYY)').fill('12/2035');
  await page.getByLabel('Security code (CVV)').fill('123');
};

export const placeOrder = (page: Page) => press(page.getByRole('button', { name: 'Place order' }));

export const choose = async (page: Page, name: string | RegExp) => {
  const radio = page.getByRole('radio', { name });
  await press(radio);
  await expect(radio).toBeChecked();
};

/**
 * A signed-in customer with a saved address pays for the cart by card at the checkout, sent by
 * standard shipping; the order's reference, as the confirmation shows it.
 */
export const checkOutByCard = async (page: Page): Promise<string> => {
  await page.goto('/checkout');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await choose(page, /Standard/);
  await choose(page, 'Credit card (test)');
  await fillCard(page, '4242424242424242');
  await placeOrder(page);
  const reference = page.getByTestId('order-reference');
  await expect(reference).toHaveText(/\S+/);
  return ((await reference.textContent()) ?? '').trim();
};
