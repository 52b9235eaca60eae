import { expect, test } from '@playwright/test';
import {
  addToCart,
  applyCoupon,
  BOLTS,
  collectProblems,
  DRILL,
  expectAccessible,
  onVendure,
  press,
} from './shop-steps';

for (const width of [1280, 390]) {
  test(`cart at ${width}px: lines, stepper, coupon with its discount line, notes, clear`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = collectProblems(page);

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    await addToCart(page, DRILL);
    await addToCart(page, BOLTS);
    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);

    await press(page.getByRole('button', { name: `Increase quantity of ${DRILL.name}` }));
    await expect(page.getByTestId('cart-widget')).toContainText('3');

    const discount = page.getByTestId('total-discount');
    // Vendure's free delivery over $150 is a promotion: its discount line is there from the start.
    if (onVendure()) await expect(discount).toContainText('-$7.95');
    else await expect(discount).toHaveCount(0);
    await applyCoupon(page, 'NOT-A-CODE');
    await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await applyCoupon(page, 'WELCOME10');
    await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
    await expect(discount).toContainText('Discount');
    // 10% of $258.00 and $14.50, and on Vendure the free delivery's $7.95 besides.
    await expect(discount).toContainText(onVendure() ? '-$35.20' : '-$27.25');

    const drillLine = lines.filter({ hasText: DRILL.name });
    if (onVendure()) {
      // Vendure keeps no notes on lines: the field is not offered.
      await expect(drillLine.getByLabel('Note')).toHaveCount(0);
    } else {
      await drillLine.getByLabel('Note').fill('Gift wrap please');
      await press(drillLine.getByRole('button', { name: 'Save note' }));
      await expect(drillLine.getByRole('button', { name: 'Save note' })).toBeDisabled();
    }

    await expectAccessible(page);
    await page.screenshot({ path: `reports/screenshots/cart-${width}.png`, fullPage: true });

    // A quantity of 0 removes the line.
    const boltsQty = lines
      .filter({ hasText: BOLTS.name })
      .getByRole('spinbutton', { name: 'Quantity' });
    await boltsQty.fill('0');
    await boltsQty.press('Enter');
    await expect(lines).toHaveCount(1);

    await press(page.getByRole('button', { name: 'Clear cart' }));
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByTestId('cart-widget')).toContainText('0');
    expect(problems).toEqual([]);
  });
}
