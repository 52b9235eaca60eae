// Checkout (/checkout): a guest fills in contact, address, shipping method and card and places the
// order; the tax service's refusal of an address, a refused card and a declined payment stop it; a
// signed-in customer pays with a saved address. The fake Dummy gateway takes a Luhn-valid number
// ending in an even digit and declines one ending in an odd digit.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render-app';
import { descriptionOf, fill, page } from '../../../support/shopper-view';

/** The demo drill's standard variant, $14.50. */
const DRILL_STANDARD = 101;
const ACCEPTED_CARD = '4242424242424242';
const DECLINED_CARD = '4111111111111111';

const openCheckout = async (options: { readonly signedIn?: boolean } = {}) => {
  const app = await renderApp('/checkout', { ...options, cart: [{ id: DRILL_STANDARD, qty: 2 }] });
  await page().findByRole('form', { name: 'Checkout' });
  return app;
};

const section = (name: string) => within(page().getByRole('region', { name }));

const fillContactAndAddress = async (user: UserEvent, street = '12 Mill Rd') => {
  await fill(user, section('Contact').getByLabelText('Email'), 'shopper@example.com');
  const shipping = section('Shipping address');
  await fill(user, shipping.getByLabelText('First name'), 'Ada');
  await fill(user, shipping.getByLabelText('Last name'), 'Lovelace');
  if (street !== '') await fill(user, shipping.getByLabelText('Street address'), street);
  await fill(user, shipping.getByLabelText('City'), 'Salem');
  await fill(user, shipping.getByLabelText('Postal code'), '97301');
  await user.selectOptions(await shipping.findByLabelText('State / province'), 'Oregon');
};

const fillCard = async (user: UserEvent, number: string) => {
  const payment = section('Payment');
  await fill(user, payment.getByLabelText('First name on card'), 'Ada');
  await fill(user, payment.getByLabelText('Last name on card'), 'Lovelace');
  await fill(user, payment.getByLabelText('Card number'), number);
  await user.type(payment.getByLabelText('Expiry date (MM/YYYY)'), '12/2030');
  await user.type(payment.getByLabelText('Security code (CVV)'), '123');
};

const placeOrder = (user: UserEvent) =>
  user.click(page().getByRole('button', { name: 'Place order' }));

describe('checkout', () => {
  it('takes a guest from contact details to a paid order', async () => {
    const { user, shop } = await openCheckout();

    await fillContactAndAddress(user);
    await user.click(section('Shipping method').getByRole('radio', { name: /Express/ }));
    await fillCard(user, ACCEPTED_CARD);
    await placeOrder(user);

    const confirmation = await page().findByRole('heading', { name: 'Thank you for your order' });
    expect(confirmation).toBeTruthy();
    expect(page().getByText('shopper@example.com')).toBeTruthy();
    expect(page().getByText(/Your order reference is/)).toBeTruthy();
    expect(page().getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    const [order] = [...shop.completed.values()];
    expect(order?.cart.shippingMethodHandle).toBe('express');
    expect(order?.cart.shippingAddress?.addressLine1).toBe('12 Mill Rd');
    expect(screen.getByRole('link', { name: /^Cart, / }).getAttribute('aria-label')).toBe(
      'Cart, 0 items',
    );
  });

  it('updates the order summary when another shipping method is chosen', async () => {
    const { user } = await openCheckout();
    const summary = () => within(page().getByRole('complementary'));

    await user.click(section('Shipping method').getByRole('radio', { name: /Express/ }));

    expect(
      section('Shipping method').getByRole<HTMLInputElement>('radio', { name: /Express/ }).checked,
    ).toBe(true);
    // $29.00 of drills and $15.00 of express shipping
    expect(await summary().findByText('$44.00')).toBeTruthy();
  });

  it('stops at an address the tax service cannot deliver to, and places no order', async () => {
    const { user, shop } = await openCheckout();

    await fillContactAndAddress(user, '');
    await fillCard(user, ACCEPTED_CARD);
    await placeOrder(user);

    const problem = await section('Shipping address').findByRole('alert');
    expect(problem.textContent).toContain('Please check this address');
    expect(problem.textContent).toContain('The address is not deliverable.');
    expect(page().queryByRole('heading', { name: 'Thank you for your order' })).toBeNull();
    expect(shop.completed.size).toBe(0);
  });

  it('shows a refused card number under the card field', async () => {
    const { user, shop } = await openCheckout();

    await fillContactAndAddress(user);
    await fillCard(user, '1234');
    await placeOrder(user);

    const number = await section('Payment').findByLabelText('Card number');
    await screen.findByText('Not a valid credit card number.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(number)).toContain('Not a valid credit card number.');
    expect(page().queryByRole('heading', { name: 'Thank you for your order' })).toBeNull();
    expect(shop.completed.size).toBe(0);
  });

  it('says the payment failed when the card is declined, and keeps the form to try again', async () => {
    const { user, shop } = await openCheckout();

    await fillContactAndAddress(user);
    await fillCard(user, DECLINED_CARD);
    await placeOrder(user);

    const error = await section('Payment').findByRole('alert');
    expect(error.textContent).toContain('Payment failed');
    expect(page().getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(shop.completed.size).toBe(0);
  });

  it('lets a signed-in customer pay on invoice with a saved address', async () => {
    const { user, shop, customer } = await openCheckout({ signedIn: true });

    expect(section('Contact').getByText(customer.email)).toBeTruthy();
    const home = await section('Shipping address').findByRole<HTMLInputElement>('radio', {
      name: /Home/,
    });
    expect(home.checked).toBe(true);
    await user.click(section('Payment').getByRole('radio', { name: 'Pay on invoice' }));
    expect(section('Payment').queryByLabelText('Card number')).toBeNull();
    await placeOrder(user);

    expect(await page().findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(page().getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe(
      '/my-account/orders',
    );
    const [order] = [...shop.completed.values()];
    expect(order?.cart.shippingAddress?.addressLine1).toBe('1 Main St');
  });
});
