import { describe, expect, it } from 'vitest';
import { recalculate } from '../../../src/domain/pricing/recalculate.rules.ts';
import {
  catalogOf,
  line,
  nextPricingInput,
  NOW,
  pricingInput,
  pricingRules,
  purchasable,
  usd,
} from './pricing.mother.ts';

import { widget, store } from './recalculate.fixtures.ts';

describe('recalculate: lines, stock, payments and round trips (Craft-like examples)', () => {
  it('reports sale price changes in Commerce words, and the promotion', () => {
    const onSale = purchasable(1, 2499, { description: 'Widget', promotionalPrice: usd(1999) });
    const cart = recalculate(
      pricingInput({ lines: [line(5, 1, 2, { storedSalePrice: usd(2499) })] }),
      catalogOf(onSale),
      pricingRules(),
      NOW,
    );
    expect(cart.notices).toEqual([
      {
        type: 'lineItemSalePriceChanged',
        attribute: 'lineItems.5.salePrice',
        message: 'The price of Widget was reduced from $24.99 to $19.99',
      },
    ]);
    expect(cart.lines[0]).toMatchObject({
      price: usd(2499),
      promotionalPrice: usd(1999),
      salePrice: usd(1999),
      onPromotion: true,
      promotionalAmount: usd(1000),
    });
    const raised = recalculate(
      pricingInput({ lines: [line(5, 1, 1, { storedSalePrice: usd(1999) })] }),
      catalogOf(purchasable(1, 2499, { description: 'Widget' })),
      pricingRules(),
      NOW,
    );
    expect(raised.notices[0]?.message).toBe('The price of Widget increased from $19.99 to $24.99');
  });

  it('removes lines whose purchasable is gone or disabled', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(1, 9, 1, { description: 'Old widget' }), line(2, 3, 1), line(3, 1, 1)],
      }),
      catalogOf(widget, purchasable(3, 100, { enabled: false, description: 'Hidden' })),
      pricingRules(),
      NOW,
    );
    expect(cart.lines.map((l) => l.id)).toEqual([3]);
    expect(cart.notices).toEqual([
      {
        type: 'lineItemRemoved',
        attribute: 'lineItems',
        message: 'Old widget is no longer available.',
      },
      {
        type: 'lineItemRemoved',
        attribute: 'lineItems',
        message: 'Item 3 is no longer available.',
      },
    ]);
  });

  it('lowers a quantity to the stock, and refuses an exhausted one', () => {
    const cart = recalculate(
      pricingInput({ lines: [line(1, 1, 5), line(2, 2, 1)] }),
      catalogOf(
        purchasable(1, 1000, { stock: 2, description: 'Widget' }),
        purchasable(2, 1000, { stock: 0, description: 'Gadget' }),
      ),
      pricingRules(),
      NOW,
    );
    expect(cart.lines.map((l) => l.qty)).toEqual([2, 1]);
    expect(cart.notices).toEqual([
      {
        type: 'lineItemMaxStockReached',
        attribute: 'lineItems.1.qty',
        message: 'Widget only has 2 in stock.',
      },
    ]);
    expect(cart.errors).toEqual([{ kind: 'out-of-stock', index: 1, description: 'Gadget' }]);
  });

  it('prices invalid quantities as nothing and reports them', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(1, 1, 0), line(2, 2, -1), line(3, 3, 1.5), line(4, 4, 1), line(5, 5, 4)],
      }),
      catalogOf(
        purchasable(1, 1000),
        purchasable(2, 1000),
        purchasable(3, 1000),
        purchasable(4, 1000, { minQty: 2, maxQty: 0 }),
        purchasable(5, 1000, { maxQty: 3 }),
      ),
      pricingRules(),
      NOW,
    );
    expect(cart.errors.map((e) => e.kind)).toEqual([
      'qty-below-one',
      'qty-below-one',
      'qty-not-whole',
      'below-minimum-qty',
      'above-maximum-qty',
    ]);
    expect(cart.lines.map((l) => l.subtotal.minor)).toEqual([0, 0, 0, 1000, 4000]);
    expect(cart.totals.totalQty).toBe(5);
  });

  it('counts payments: partial while a cart, paid or overpaid once completed', () => {
    const base = pricingInput({ lines: [line(1, 1, 1)] });
    const run = (paid: number, isCompleted: boolean, paymentAmount: number | null = null) =>
      recalculate(
        {
          ...base,
          totalPaid: usd(paid),
          isCompleted,
          paymentAmount: paymentAmount === null ? null : usd(paymentAmount),
        },
        catalogOf(widget),
        pricingRules(),
        NOW,
      ).totals;
    expect(run(0, false).paidStatus).toBe('unpaid');
    expect(run(500, false)).toMatchObject({
      paidStatus: 'partial',
      outstandingBalance: usd(1499),
      paymentAmount: usd(1499),
    });
    expect(run(500, false, 1000).paymentAmount).toEqual(usd(1000));
    expect(run(500, false, 2000).paymentAmount).toEqual(usd(1499));
    expect(run(1999, false).paidStatus).toBe('partial');
    expect(run(1999, true)).toMatchObject({
      paidStatus: 'paid',
      isPaid: true,
      paymentAmount: usd(0),
    });
    expect(run(2500, true)).toMatchObject({
      paidStatus: 'overPaid',
      outstandingBalance: usd(-501),
      paymentAmount: usd(0),
    });
    expect(run(0, true).paidStatus).toBe('unpaid');
  });

  it('prices an empty cart at zero', () => {
    const cart = recalculate(pricingInput(), catalogOf(), store, NOW);
    expect(cart.lines).toEqual([]);
    expect(cart.totals.totalPrice).toEqual(usd(0));
    expect(cart.availableShippingMethodOptions.map((o) => o.price)).toEqual([usd(0)]);
  });

  it('refuses (as bugs) duplicate line ids and a purchasable in another currency', () => {
    expect(() =>
      recalculate(
        pricingInput({ lines: [line(1, 1, 1), line(1, 1, 2)] }),
        catalogOf(widget),
        store,
        NOW,
      ),
    ).toThrow(RangeError);
    const euro = { ...widget, price: { minor: 1000, currency: 'EUR' } };
    expect(() =>
      recalculate(pricingInput({ lines: [line(1, 1, 1)] }), catalogOf(euro), store, NOW),
    ).toThrow(RangeError);
  });

  it('hands back the stored cart for the next recalculation', () => {
    const input = pricingInput({
      lines: [line(1, 1, 9)],
      couponCode: 'NOPE',
      shippingMethodHandle: 'gone',
    });
    const cart = recalculate(input, catalogOf({ ...widget, stock: 4 }), store, NOW);
    expect(nextPricingInput(input, cart)).toEqual({
      ...input,
      lines: [
        { id: 1, purchasableId: 1, qty: 4, description: 'Widget', storedSalePrice: usd(1999) },
      ],
      couponCode: null,
      shippingMethodHandle: 'standard',
    });
  });
});
