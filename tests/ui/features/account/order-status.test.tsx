// The guest's order status page (/order-status): the reference and e-mail of the confirmation mail
// show the order's progress and items; anything else, one message.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryCartGateway } from '../../../../src/adapters/fakes/in-memory.cart-gateway';
import type { InMemoryShop } from '../../../../src/adapters/fakes/in-memory-shop';
import { InMemoryPaymentsGateway } from '../../../../src/adapters/fakes/in-memory.payments-gateway';
import { FAKE_ORDER_NOT_FOUND } from '../../../../src/adapters/fakes/in-memory.order-lookup';
import { ORDER_LOOKUP_TEXTS } from '../../../../src/domain/orders/order-lookup.rules';
import { ok } from '../../../../src/domain/shared/result';
import { type AppOptions, renderApp } from '../../../support/render-app';
import { fill, page } from '../../../support/shopper-view';

const EMAIL = 'guest@example.test';

/** A guest's paid order of two units of the first variant; its reference. */
const aGuestOrder = async (shop: InMemoryShop): Promise<string> => {
  const id = shop.catalog[0]?.variants[0]?.id ?? 0;
  await new InMemoryCartGateway(shop).updateCart({ add: [{ id, qty: 2 }], email: EMAIL });
  const card = { dummy: { number: '4242424242424242' } };
  const paid = await new InMemoryPaymentsGateway(shop).pay({ gatewayId: 1, paymentForm: card });
  if (!paid.ok) throw new Error('the guest order could not be placed');
  return paid.value.order.reference ?? '';
};

const lookUp = async (reference: string, email: string, options: AppOptions = {}) => {
  const app = await renderApp('/order-status', options);
  const form = within(await page().findByRole('form', { name: 'Find your order' }));
  await fill(app.user, form.getByLabelText('Order reference'), reference);
  await fill(app.user, form.getByLabelText('Email'), email);
  await app.user.click(form.getByRole('button', { name: 'Show the order' }));
  return app;
};

describe('the order status page', () => {
  it("shows a guest's order for its reference and e-mail", async () => {
    const app = await renderApp('/order-status');
    const reference = await aGuestOrder(app.shop);
    const form = within(await page().findByRole('form', { name: 'Find your order' }));
    await fill(app.user, form.getByLabelText('Order reference'), reference.toLowerCase());
    await fill(app.user, form.getByLabelText('Email'), EMAIL);
    await app.user.click(form.getByRole('button', { name: 'Show the order' }));

    expect(await page().findByRole('heading', { name: `Order ${reference}` })).toBeTruthy();
    expect(page().getByRole('heading', { name: 'Order status' })).toBeTruthy();
    expect(page().getByText(/^2 × /)).toBeTruthy();
  });

  it('says the lookup is not available when the back-end has none (Craft)', async () => {
    const orderLookup = { lookUp: async () => ok({ kind: 'unavailable' as const }) };
    await lookUp('HW-3FA9C1', EMAIL, { orderLookup });

    expect(await page().findByText(ORDER_LOOKUP_TEXTS.unavailable)).toBeTruthy();
    expect(page().queryByRole('form', { name: 'Find your order' })).toBeNull();
  });

  it('says one thing for a reference or e-mail that matches nothing', async () => {
    await lookUp('HW-NOPE00', EMAIL);

    expect(await page().findByText(FAKE_ORDER_NOT_FOUND)).toBeTruthy();
  });
});
