import { describe, expect, it } from 'vitest';
import { recalculate } from '../../../src/domain/pricing/recalculate.rules.ts';
import {
  address,
  catalogOf,
  discount,
  freeAbove,
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

import { widget, standard, store, inCalifornia } from './recalculate.fixtures.ts';

describe('recalculate: discounts, shipping and tax (Craft-like examples)', () => {
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
    const tiered = method(3, 'tiered', [freeAbove(usd(5000)), rule({ baseRate: usd(595) })]);
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
});
