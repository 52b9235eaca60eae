// The cart page (/cart): changing a line's quantity, removing a line, clearing the cart (a line is
// removed by setting its quantity to 0, spec section 4), and the toasts of section 8.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render-app';
import { notifications, page } from '../../../support/shopper-view';

const DRILL = 'Cordless Drill Driver 18V (Standard)';
const WRENCH = 'Impact Wrench 1/2 in (Standard)';
/** The demo catalog's standard variants of the drill ($14.50) and the wrench ($21.75). */
const DRILL_STANDARD = 101;
const WRENCH_STANDARD = 111;

const openCart = async () => {
  const app = await renderApp('/cart', {
    cart: [
      { id: DRILL_STANDARD, qty: 2 },
      { id: WRENCH_STANDARD, qty: 1 },
    ],
  });
  await page().findByRole('heading', { name: '3 items' });
  return app;
};

/** The cart line showing this product. */
const line = (name: string) => {
  const heading = page().getByRole('heading', { name });
  const item = heading.closest('li');
  if (item === null) throw new Error(`${name} is not a cart line`);
  return within(item);
};

const quantityOf = (name: string) => line(name).getByLabelText<HTMLInputElement>('Quantity').value;

describe('the cart page', () => {
  it('shows each line with its quantity and the order summary', async () => {
    await openCart();

    expect(quantityOf(DRILL)).toBe('2');
    expect(quantityOf(WRENCH)).toBe('1');
    expect(line(DRILL).getByText('$29.00')).toBeTruthy();
    expect(page().getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(page().getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('adds one with the + button', async () => {
    const { user } = await openCart();

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${DRILL}` }));

    expect(await notifications().findByText('Cart updated')).toBeTruthy();
    expect(await page().findByRole('heading', { name: '4 items' })).toBeTruthy();
    expect(quantityOf(DRILL)).toBe('3');
    expect(line(DRILL).getByText('$43.50')).toBeTruthy();
  });

  it('takes a typed quantity when Enter is pressed', async () => {
    const { user } = await openCart();

    const quantity = line(WRENCH).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');

    expect(await page().findByRole('heading', { name: '7 items' })).toBeTruthy();
    expect(quantityOf(WRENCH)).toBe('5');
    expect(line(WRENCH).getByText('$108.75')).toBeTruthy();
  });

  it('removes a line whose quantity goes down to 0', async () => {
    const { user } = await openCart();

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${WRENCH}` }));

    expect(await notifications().findByText('Item removed from cart')).toBeTruthy();
    expect(await page().findByRole('heading', { name: '2 items' })).toBeTruthy();
    expect(page().queryByRole('heading', { name: WRENCH })).toBeNull();
    expect(quantityOf(DRILL)).toBe('2');
  });

  it('removes a line with its Remove button', async () => {
    const { user } = await openCart();

    await user.click(screen.getByRole('button', { name: `Remove ${DRILL}` }));

    expect(await notifications().findByText('Item removed from cart')).toBeTruthy();
    expect(await page().findByRole('heading', { name: '1 item' })).toBeTruthy();
    expect(page().queryByRole('heading', { name: DRILL })).toBeNull();
  });

  it('empties the whole cart', async () => {
    const { user } = await openCart();

    await user.click(page().getByRole('button', { name: 'Clear cart' }));

    expect(await notifications().findByText('Cart cleared')).toBeTruthy();
    expect(await page().findByText('Your cart is empty')).toBeTruthy();
    expect(page().getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(page().queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('keeps the quantity and says so when the update fails', async () => {
    const { user, shop } = await openCart();
    shop.offline = true;

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${DRILL}` }));

    expect(await notifications().findByText('Failed to update cart item')).toBeTruthy();
    expect(quantityOf(DRILL)).toBe('2');
    expect(page().getByRole('heading', { name: '3 items' })).toBeTruthy();
  });

  it('says an empty cart is empty', async () => {
    await renderApp('/cart');

    expect(await page().findByText('Your cart is empty')).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Clear cart' })).toBeNull();
  });
});
