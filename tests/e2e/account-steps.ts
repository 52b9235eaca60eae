import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Browser-journey steps shared by the account and back-office journeys. */

export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(' | ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
};

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // Vendure signs a customer in when their verification link is opened: /login sends them on.
  if (new URL(page.url()).pathname === '/my-account') return;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
};

export const JSON_XHR = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** POSTs as the page's signed-in user, with its CSRF token (as the storefront's client does). */
export const staffCalls = async (page: Page) => {
  const info = await page.request.get('/actions/users/session-info', { headers: JSON_XHR });
  const { csrfTokenValue } = (await info.json()) as { csrfTokenValue: string };
  return (path: string, body: object) =>
    page.request.post(path, {
      headers: { ...JSON_XHR, 'x-csrf-token': csrfTokenValue },
      data: body,
    });
};

/**
 * An order of two units of the first product, placed through the back-end's own actions as the
 * signed-in page's session, paid by invoice (Manual) or by the test card.
 */
export const placeOrder = async (
  page: Page,
  payWith: 'invoice' | 'card' = 'invoice',
): Promise<string> => {
  const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const info = await page.request.get('/actions/users/session-info', { headers });
  const { csrfTokenValue } = (await info.json()) as { csrfTokenValue: string };
  const products = await page.request.get('/api/v1/products?limit=1', { headers });
  const [product] = ((await products.json()) as { data: { defaultVariantId: number }[] }).data;
  const post = (path: string, body: object) =>
    page.request.post(path, {
      headers: { ...headers, 'x-csrf-token': csrfTokenValue },
      data: body,
    });
  expect(
    (
      await post('/actions/commerce/cart/update-cart', {
        purchasableId: product?.defaultVariantId,
        qty: 2,
      })
    ).ok(),
  ).toBe(true);
  const card = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    number: '4242424242424242',
    month: '12',
    year: String(new Date().getUTCFullYear() + 2),
    cvv: '123',
  };
  const paid = await post(
    '/actions/commerce/payments/pay',
    payWith === 'card' ? { gatewayId: 1, paymentForm: { dummy: card } } : { gatewayId: 2 },
  );
  expect(paid.ok()).toBe(true);
  return ((await paid.json()) as { cart: { number: string } }).cart.number;
};
