import { describe, expect, it } from 'vitest';
import { firstVariantId } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

/** A customer with one paid order. */
const withOrder = async () => {
  const harness = servicesHarness();
  await signedIn(harness);
  await harness.cart.addItem(firstVariantId(harness.backend.products), 3);
  await harness.checkout.pay({ gatewayId: 2 });
  return harness;
};

describe('OrderService', () => {
  it('lists the history and finds an order id by its number', async () => {
    const { orders } = await withOrder();

    await orders.loadOrders();

    const [order] = current(orders.orders$).data ?? [];
    expect(order).toMatchObject({ itemCount: 3, paidStatus: 'paid' });
    expect(orders.orderIdOf(order?.number ?? '')).toBe(order?.id);
    expect(orders.orderIdOf('unknown')).toBeNull();
  });

  it('loads one order', async () => {
    const { orders } = await withOrder();
    await orders.loadOrders();
    const id = current(orders.orders$).data?.[0]?.id ?? 0;

    await orders.loadOrder(id);

    expect(current(orders.order$).data).toMatchObject({
      paidStatus: 'paid',
      lineItems: [expect.objectContaining({ qty: 3 })],
    });
  });

  it("downloads an order's invoice", async () => {
    const { orders } = await withOrder();
    await orders.loadOrders();
    const number = current(orders.orders$).data?.[0]?.number ?? '';

    const invoice = await orders.downloadInvoice(number);

    expect(invoice.ok && invoice.value.type).toBe('application/pdf');
    expect(current(orders.invoice$).status).toBe('ready');
  });

  it('cancels an order and shows it as it now is; a second cancel says why not', async () => {
    const { orders } = await withOrder();
    await orders.loadOrders();
    const id = current(orders.orders$).data?.[0]?.id ?? 0;
    await orders.loadOrder(id);
    expect(current(orders.order$).data?.fulfilment?.status).toBe('new');

    expect((await orders.cancelOrder(id)).ok).toBe(true);

    expect(current(orders.order$).data).toMatchObject({
      paidStatus: 'unpaid',
      fulfilment: { status: 'cancelled' },
    });
    expect(current(orders.orders$).data?.[0]?.status).toBe('cancelled');
    const again = await orders.cancelOrder(id);
    expect(again.ok).toBe(false);
    expect(current(orders.cancel$).error).toBe(
      'Communication error: This order is already cancelled.',
    );
  });

  it('says why a return is refused, and asks nothing more of an order it was refused for', async () => {
    const { orders } = await withOrder();
    await orders.loadOrders();
    const id = current(orders.orders$).data?.[0]?.id ?? 0;
    await orders.loadOrder(id);
    const lineItemId = current(orders.order$).data?.lineItems[0]?.id ?? 0;

    const asked = await orders.requestReturn(id, {
      lines: [{ lineItemId, qty: 1 }],
      reason: 'Too big',
    });

    expect(asked.ok).toBe(false);
    expect(current(orders.return$).error).toBe(
      'Communication error: You cannot return more of an item than you bought and have not already returned.',
    );
    expect(current(orders.order$).data?.fulfilment?.returns).toEqual([]);
  });

  it('shows why the history cannot be read, and forgets everything on reset', async () => {
    const { orders } = servicesHarness();

    await orders.loadOrders();
    expect(current(orders.orders$).error).toBe(
      'Communication error: (401) User is not authenticated',
    );
    orders.reset();

    expect(current(orders.orders$).status).toBe('idle');
    expect(current(orders.order$).status).toBe('idle');
  });
});

describe('OrderService.loadOrderByNumber', () => {
  it('reads the history first, then the order with that number', async () => {
    const { orders } = await withOrder();
    await orders.loadOrders();
    const number = current(orders.orders$).data?.[0]?.number ?? '';
    orders.reset();

    const loaded = await orders.loadOrderByNumber(number);

    expect(loaded.ok && loaded.value.number).toBe(number);
    expect(current(orders.order$)).toMatchObject({ status: 'ready', data: { number } });
  });

  it("says 'Page not found' for a number the customer has no order for", async () => {
    const { orders } = await withOrder();

    const loaded = await orders.loadOrderByNumber('nope');

    expect(loaded.ok).toBe(false);
    expect(current(orders.order$)).toMatchObject({
      status: 'failed',
      error: 'Page not found: /my-account/orders/nope',
    });
  });
});
