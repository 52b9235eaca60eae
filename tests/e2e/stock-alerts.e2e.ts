import { expect, type Page, test } from '@playwright/test';
import { JSON_XHR, signIn } from './account-steps';
import { collectProblems, press } from './shop-steps';

// A sold-out version of a product: a guest asks to hear when it is back, staff restock it in the back
// office's catalogue, and exactly one mail arrives, naming the product and linking to it.
const CLAMP_PACK_OF_4 = 'FC-300-4';

/** The staff page's back-office calls, with its CSRF token. */
const backOffice = async (page: Page) => {
  const info = await page.request.get('/actions/users/session-info', { headers: JSON_XHR });
  const { csrfTokenValue } = (await info.json()) as { csrfTokenValue: string };
  const headers = { ...JSON_XHR, 'x-csrf-token': csrfTokenValue };
  const found = await page.request.get(`/api/admin/products?q=${CLAMP_PACK_OF_4}`, { headers });
  const [product] = (
    (await found.json()) as {
      products: { slug: string; variants: { id: number; sku: string }[] }[];
    }
  ).products;
  const variant = product?.variants.find((candidate) => candidate.sku === CLAMP_PACK_OF_4);
  return {
    path: `/product/${product?.slug ?? ''}/${variant?.id ?? 0}`,
    setStock: (stock: number) =>
      page.request.patch(`/api/admin/variants/${variant?.id ?? 0}`, { headers, data: { stock } }),
  };
};

/** Staff set the variant's stock on the back office's products page, as they would by hand. */
const restockOnScreen = async (staff: Page, stock: number) => {
  await staff.goto(`/admin/products?q=${CLAMP_PACK_OF_4}`);
  const row = staff.getByRole('form', { name: CLAMP_PACK_OF_4 });
  await row.getByLabel('Stock').fill(String(stock));
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
};

/** The page's cumulative layout shift so far. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

const mailsTo = async (page: Page, to: string) => {
  const response = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { subject: string; links: string[] }[] }).messages;
};

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`back-in-stock alerts (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('a guest asks for a sold-out item; staff restock it; one mail arrives; its link cancels', async ({
      page,
      browser,
    }) => {
      const problems = collectProblems(page);
      const staff = await browser.newPage();
      await signIn(staff, 'staff@example.com', 'demo-staff-2026');
      const clamp = await backOffice(staff);
      expect((await clamp.setStock(0)).ok()).toBe(true);

      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(clamp.path);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(page.getByText('Out of stock')).toBeVisible();
      // The control arrives after hydration (the server renders as a guest): no mismatch, no jump.
      await expect(page.getByLabel('Your email')).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      const email = `alert-${name}-${Date.now()}@example.com`;
      await page.getByLabel('Your email').fill(email);
      await press(page.getByRole('button', { name: 'Notify me when available' }));
      await expect(page.getByText("We'll email you when it's back in stock.")).toBeVisible();

      await restockOnScreen(staff, 6);
      await restockOnScreen(staff, 9);
      const mails = await mailsTo(page, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Back in stock: .*Pack of 4/);
      const links = mails[0]?.links.map((link) => new URL(link)) ?? [];
      expect(links.map((link) => link.pathname)).toContain(clamp.path);
      const cancel = links.find((link) => link.searchParams.has('unsubscribe'));
      expect(cancel?.pathname).toBe(clamp.path);

      // The mail's cancel link opens the product's page, which cancels the alert with one click.
      await page.goto(`${cancel?.pathname ?? ''}${cancel?.search ?? ''}`);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await press(page.getByRole('button', { name: 'Cancel the alert' }));
      await expect(page.getByText('Your alert is cancelled')).toBeVisible();
      expect(problems).toEqual([]);
      await staff.close();
    });
  });
}
