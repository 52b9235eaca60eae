import { describe, expect, it } from 'vitest';
import { OrderService } from '../../../src/application/orders/order.service';
import type { Cart } from '../../../src/domain/cart/cart';
import type { LineAddition } from '../../../src/domain/cart/line-addition';
import type { GatewayError } from '../../../src/domain/http/gateway.errors';
import type { OrderDetail, OrderLine } from '../../../src/domain/orders/order';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { CartGateway } from '../../../src/ports/cart-gateway';
import { aRequestFailure } from '../../support/backend-error.mother';
import { aLineItem, anEmptyCart } from '../../support/cart.mother';
import { firstVariantId } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

type Answer = (cart: Cart, qty: number) => Result<LineAddition, GatewayError>;

/** A back-end whose answer to each variant the test writes; it remembers what it was asked. */
const scriptedCarts = (answers: Readonly<Record<number, Answer>>) => {
  let cart = anEmptyCart();
  const asked: number[] = [];
  const carts: Pick<CartGateway, 'getCart' | 'addLine'> = {
    getCart: async () => ok(cart),
    addLine: async (purchasableId, qty) => {
      asked.push(purchasableId);
      const answer = answers[purchasableId]?.(cart, qty) ?? err(aRequestFailure());
      if (answer.ok && answer.value.kind === 'added') cart = answer.value.cart;
      return answer;
    },
  };
  return { carts: carts as CartGateway, asked };
};

/** The cart with `units` more of the variant. */
const adding =
  (purchasableId: number, units: (qty: number) => number): Answer =>
  (cart, qty) =>
    ok({
      kind: 'added',
      cart: {
        ...cart,
        lineItems: [
          ...cart.lineItems,
          aLineItem({ id: cart.lineItems.length + 1, purchasableId, qty: units(qty) }),
        ],
      },
    });

const line = (id: number, purchasableId: number | null, qty: number): OrderLine => ({
  id,
  purchasableId,
  qty,
  description: `Item ${id}`,
  price: 10,
  sku: `S${id}`,
  subtotal: 10 * qty,
});

const anOrder = (lineItems: readonly OrderLine[]) => ({ number: 'abc', lineItems }) as OrderDetail;

describe('OrderService.buyAgain', () => {
  it('puts every line of a paid order back into the cart, and the cart shows them', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    const variant = firstVariantId(harness.backend.products);
    await harness.cart.addItem(variant, 3);
    await harness.checkout.pay({ gatewayId: 2 });
    await harness.orders.loadOrders();
    const order = await harness.orders.loadOrder(
      current(harness.orders.orders$).data?.[0]?.id ?? 0,
    );

    const report = await harness.orders.buyAgain(order.ok ? order.value : anOrder([]));

    expect(report.ok && report.value.outcomes).toEqual([
      expect.objectContaining({ kind: 'added', qty: 3 }),
    ]);
    expect(current(harness.cart.cart$).lineItems).toEqual([
      expect.objectContaining({ purchasableId: variant, qty: 3 }),
    ]);
    expect(current(harness.orders.buyAgain$)).toMatchObject({ status: 'ready' });
  });

  it('tries every line, says why each missing one is missing, and which went in short', async () => {
    const { carts, asked } = scriptedCarts({
      1: adding(1, (qty) => qty),
      2: () => ok({ kind: 'refused', reason: 'out-of-stock' }),
      3: adding(3, () => 2),
      4: () => ok({ kind: 'refused', reason: 'quote-only' }),
      6: () => ok({ kind: 'refused', reason: 'unavailable' }),
    });
    let reloads = 0;
    const orders = new OrderService({} as never, {
      carts,
      cart: { load: async () => (reloads++, ok(anEmptyCart())) },
    });

    const report = await orders.buyAgain(
      anOrder([
        line(1, 1, 2),
        line(2, 2, 1),
        line(3, 3, 5),
        line(4, 4, 1),
        line(5, null, 1),
        line(6, 6, 1),
        line(7, 7, 1),
      ]),
    );

    expect(asked).toEqual([1, 2, 3, 4, 6, 7]);
    expect(report.ok && report.value.outcomes).toEqual([
      { kind: 'added', description: 'Item 1', qty: 2 },
      { kind: 'not-added', description: 'Item 2', reason: 'out-of-stock' },
      { kind: 'reduced', description: 'Item 3', requested: 5, added: 2 },
      { kind: 'not-added', description: 'Item 4', reason: 'quote-only' },
      { kind: 'not-added', description: 'Item 5', reason: 'unavailable' },
      { kind: 'not-added', description: 'Item 6', reason: 'unavailable' },
      { kind: 'not-added', description: 'Item 7', reason: 'failed' },
    ]);
    expect(reloads).toBe(1);
  });

  it('counts a variant ordered on two lines against what the first line already put in', async () => {
    const { carts } = scriptedCarts({ 1: adding(1, (qty) => qty) });
    const orders = new OrderService({} as never, {
      carts,
      cart: { load: async () => ok(anEmptyCart()) },
    });

    const report = await orders.buyAgain(anOrder([line(1, 1, 2), line(2, 1, 3)]));

    expect(report.ok && report.value.outcomes.map((outcome) => outcome.kind)).toEqual([
      'added',
      'added',
    ]);
  });

  it('fails, adding nothing, when the cart cannot be read', async () => {
    const carts = {
      getCart: async () => err(aRequestFailure({ status: 0 })),
    } as unknown as CartGateway;
    const orders = new OrderService({} as never, {
      carts,
      cart: { load: async () => ok(anEmptyCart()) },
    });

    const report = await orders.buyAgain(anOrder([line(1, 1, 2)]));

    expect(report.ok).toBe(false);
    expect(current(orders.buyAgain$).status).toBe('failed');
  });
});
