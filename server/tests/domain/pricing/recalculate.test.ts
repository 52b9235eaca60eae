import { describe, expect, it } from 'vitest';
import { nextPricingInput } from '../../../src/domain/pricing/pricing-input.rules.ts';
import { recalculate } from '../../../src/domain/pricing/recalculate.rules.ts';
import { freeAboveRule } from '../../../src/domain/shipping/shipping-rule.rules.ts';
import {
  address,
  catalogOf,
  discount,
  line,
  method,
  NOW,
  pricingInput,
  pricingRules,
  purchasable,
  rule,
  taxRate,
  usd,
  zone,
} from './pricing.mother.ts';

const widget = purchasable(1, 1999, { description: 'Widget', weight: 250 });
const standard = method(1, 'standard', [rule({ description: 'Flat rate', baseRate: usd(500) })], {
  name: 'Standard',
});
const express = method(2, 'express', [rule({ zone: zone('US'), baseRate: usd(1500) })], {
  name: 'Express',
});
const californiaTax = taxRate({ name: 'CA sales tax', zone: zone('US', ['CA']) });
const store = pricingRules({
  discounts: [discount({ percentOff: 1000 })],
  shippingMethods: [express, standard],
  taxRates: [californiaTax],
});
const inCalifornia = address('US', 'CA');

describe('recalculate (Craft-like examples)', () => {
  it('prices 3 × $19.99 with 10 % off, $5 shipping and 8.25 % California tax', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(11, 1, 3)],
        couponCode: 'SUMMER',
        shippingMethodHandle: 'standard',
        shippingAddress: inCalifornia,
      }),
      catalogOf(widget),
      store,
      NOW,
    );
    expect(cart.notices).toEqual([]);
    expect(cart.errors).toEqual([]);
    const [l] = cart.lines;
    expect(l).toMatchObject({
      id: 11,
      qty: 3,
      description: 'Widget',
      salePrice: usd(1999),
      onPromotion: false,
      subtotal: usd(5997),
      discount: usd(-600),
      shippingCost: usd(0),
      tax: usd(445), // 8.25 % of $53.97 = $4.4525
      taxIncluded: usd(0),
      adjustmentsTotal: usd(-155),
      total: usd(5842),
    });
    expect(cart.orderAdjustments).toEqual([
      {
        type: 'shipping',
        name: 'Standard',
        description: 'Flat rate',
        amount: usd(500),
        included: false,
        lineItemId: null,
      },
    ]);
    expect(cart.totals).toEqual({
      totalQty: 3,
      totalWeight: 750,
      itemSubtotal: usd(5997),
      itemTotal: usd(5842),
      adjustmentSubtotal: usd(345),
      adjustmentsTotal: usd(345),
      totalDiscount: usd(-600),
      totalShippingCost: usd(500),
      totalTax: usd(445),
      totalTaxIncluded: usd(0),
      totalPromotionalAmount: usd(0),
      total: usd(6342),
      totalPrice: usd(6342),
      totalPaid: usd(0),
      outstandingBalance: usd(6342),
      paymentAmount: usd(6342),
      isPaid: false,
      paidStatus: 'unpaid',
    });
    expect(cart.shippingMethodName).toBe('Standard');
    expect(cart.availableShippingMethodOptions).toEqual([
      { id: 1, name: 'Standard', handle: 'standard', price: usd(500) },
      { id: 2, name: 'Express', handle: 'express', price: usd(1500) },
    ]);
    expect(cart.couponCode).toBe('SUMMER');
    expect(cart.couponUnmet).toBeNull();
  });

  it('keeps VAT inside the price and reports it as totalTaxIncluded', () => {
    const vat = taxRate({ name: 'VAT', rate: 2000, included: true, zone: zone('GB') });
    const cart = recalculate(
      pricingInput({ lines: [line(1, 2, 2)], shippingAddress: address('GB') }),
      catalogOf(purchasable(2, 1200)),
      pricingRules({ taxRates: [vat] }),
      NOW,
    );
    expect(cart.totals.totalTaxIncluded).toEqual(usd(400));
    expect(cart.totals.totalTax).toEqual(usd(0));
    expect(cart.totals.totalPrice).toEqual(usd(2400));
    expect(cart.lines[0]?.taxIncluded).toEqual(usd(400));
    expect(cart.lines[0]?.adjustments[0]?.description).toBe('20% inc');
  });

  it('uses the billing address for tax when the store says so', () => {
    const input = pricingInput({
      lines: [line(1, 1, 1)],
      shippingAddress: address('US', 'NY'),
      billingAddress: inCalifornia,
    });
    const byShipping = recalculate(input, catalogOf(widget), store, NOW);
    const byBilling = recalculate(
      input,
      catalogOf(widget),
      { ...store, useBillingAddressForTax: true },
      NOW,
    );
    expect(byShipping.totals.totalTax).toEqual(usd(0));
    expect(byBilling.totals.totalTax).toEqual(usd(165)); // 8.25 % of $19.99
  });

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

  it('removes an invalid coupon with a notice, first among the notices', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(1, 9, 1, { description: 'Old' })],
        couponCode: 'SUMMER',
      }),
      catalogOf(widget),
      pricingRules({ discounts: [discount({ dateTo: new Date('2025-01-01T00:00:00Z') })] }),
      NOW,
    );
    expect(cart.couponCode).toBeNull();
    expect(cart.notices.map((n) => n.message)).toEqual([
      'Coupon removed: Discount is out of date.',
      'Old is no longer available.',
    ]);
    expect(cart.notices[0]?.attribute).toBe('couponCode');
  });

  it('keeps a valid coupon the cart does not qualify for yet, without discount', () => {
    const input = pricingInput({ lines: [line(1, 1, 1)], couponCode: 'SUMMER' });
    const rules = pricingRules({
      discounts: [discount({ percentOff: 1000, minimumTotal: usd(5000) })],
    });
    const small = recalculate(input, catalogOf(widget), rules, NOW);
    expect(small.couponCode).toBe('SUMMER');
    expect(small.couponUnmet).toBe('below-minimum-total');
    expect(small.totals.totalDiscount).toEqual(usd(0));
    const big = recalculate({ ...input, lines: [line(1, 1, 3)] }, catalogOf(widget), rules, NOW);
    expect(big.couponUnmet).toBeNull();
    expect(big.totals.totalDiscount).toEqual(usd(-600));
  });

  it('treats a blank coupon code as none', () => {
    const cart = recalculate(pricingInput({ couponCode: '  ' }), catalogOf(), store, NOW);
    expect(cart.couponCode).toBeNull();
    expect(cart.notices).toEqual([]);
  });

  it('zeroes shipping for a free-shipping coupon but keeps the method and its option price', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(1, 1, 1)],
        couponCode: 'SUMMER',
        shippingMethodHandle: 'standard',
      }),
      catalogOf(widget),
      pricingRules({ discounts: [discount({ freeShipping: true })], shippingMethods: [standard] }),
      NOW,
    );
    expect(cart.totals.totalShippingCost).toEqual(usd(0));
    expect(cart.shippingMethodHandle).toBe('standard');
    expect(cart.availableShippingMethodOptions[0]?.price).toEqual(usd(500));
  });

  it('switches a method that no longer matches to the first option, with a notice', () => {
    const cart = recalculate(
      pricingInput({
        lines: [line(1, 1, 1)],
        shippingMethodHandle: 'express',
        shippingAddress: address('CA'),
      }),
      catalogOf(widget),
      store,
      NOW,
    );
    expect(cart.shippingMethodHandle).toBe('standard');
    expect(cart.availableShippingMethodOptions.map((o) => o.handle)).toEqual(['standard']);
    expect(cart.notices).toEqual([
      {
        type: 'shippingMethodChanged',
        attribute: 'shippingMethodHandle',
        message: 'The previously-selected shipping method is no longer available.',
      },
    ]);
  });

  it('ships free from the threshold', () => {
    const tiered = method(3, 'tiered', [freeAboveRule(usd(5000)), rule({ baseRate: usd(595) })]);
    const rules = pricingRules({ shippingMethods: [tiered] });
    const price = (qty: number) =>
      recalculate(
        pricingInput({ lines: [line(1, 1, qty)], shippingMethodHandle: 'tiered' }),
        catalogOf(purchasable(1, 1250)),
        rules,
        NOW,
      ).totals.totalShippingCost.minor;
    expect(price(3)).toBe(595); // $37.50
    expect(price(4)).toBe(0); // $50.00 exactly
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
