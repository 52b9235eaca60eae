// Commerce's `Order::recalculate()` for a cart, as one pure function: refresh the lines from the
// catalog, check the coupon, re-check the shipping method, then run the adjusters in Commerce's order
// (discounts, shipping, tax) and total everything up. Notices come in that order too: coupon, lines (in
// cart order), shipping method. Feeding the result back in (see nextPricingInput) changes nothing.
import { checkCoupon } from '../discounts/coupon.rules.ts';
import { couponErrorExplanation } from '../discounts/coupon.errors.ts';
import { applyDiscount } from '../discounts/discount-adjustments.rules.ts';
import type { DiscountApplication, DiscountLine } from '../discounts/discount.ts';
import { money, sumMoney } from '../money/money.rules.ts';
import {
  availableShippingOptions,
  quoteShipping,
  resolveShippingMethod,
} from '../shipping/shipping-options.rules.ts';
import type { ShippingFacts, ShippingLine } from '../shipping/shipping.ts';
import { taxAdjustments } from '../tax/tax.rules.ts';
import type { TaxableLine } from '../tax/tax.ts';
import { belongsTo, isOrderLevel, sumAdjustments } from './adjustment.rules.ts';
import type { Adjustment } from './adjustment.ts';
import { refreshLines } from './line-refresh.rules.ts';
import { pricedQty, validateLines } from './line-validation.rules.ts';
import type { CartNotice } from './notice.ts';
import { couponRemovedNotice, shippingMethodChangedNotice } from './notice.rules.ts';
import type {
  CatalogSnapshot,
  PricedCart,
  PricingInput,
  PricingRules,
  RefreshedLine,
} from './pricing.ts';
import { lineSubtotal, orderTotals, priceLine } from './totals.rules.ts';

const NO_DISCOUNT: DiscountApplication = { adjustments: [], freeShipping: false, unmet: null };

const discountLine = (line: RefreshedLine): DiscountLine => ({
  id: line.id,
  purchasableId: line.purchasableId,
  categoryIds: line.categoryIds,
  qty: pricedQty(line.qty),
  subtotal: lineSubtotal(line),
  onPromotion: line.onPromotion,
  isPromotable: line.isPromotable,
});

const shippingLine = (line: RefreshedLine): ShippingLine => ({
  id: line.id,
  qty: pricedQty(line.qty),
  subtotal: lineSubtotal(line),
  weight: line.weight,
  isShippable: line.isShippable,
  hasFreeShipping: line.hasFreeShipping,
});

function shippingFacts(input: PricingInput, lines: readonly RefreshedLine[]): ShippingFacts {
  return {
    address: input.shippingAddress,
    itemSubtotal: sumMoney(lines.map(lineSubtotal), input.currency),
    totalQty: lines.reduce((qty, line) => qty + pricedQty(line.qty), 0),
    totalWeight: lines.reduce((grams, line) => grams + pricedQty(line.qty) * line.weight, 0),
  };
}

/** An invalid code is dropped with a notice; a valid one may still not apply yet (`unmet`). */
function couponStep(
  input: PricingInput,
  lines: readonly RefreshedLine[],
  rules: PricingRules,
  now: Date,
): { couponCode: string | null; discount: DiscountApplication; notices: CartNotice[] } {
  const couponCode = input.couponCode?.trim() ? input.couponCode : null;
  if (couponCode === null) return { couponCode, discount: NO_DISCOUNT, notices: [] };
  const checked = checkCoupon(
    rules.discounts,
    couponCode,
    input.customer,
    input.discountUsage,
    now,
  );
  if (!checked.ok) {
    const notice = couponRemovedNotice(couponErrorExplanation(checked.error));
    return { couponCode: null, discount: NO_DISCOUNT, notices: [notice] };
  }
  const discount = applyDiscount(checked.value, lines.map(discountLine), input.currency);
  return { couponCode, discount, notices: [] };
}

/** The options do not depend on the chosen method, so one pass settles the choice and its cost. */
function shippingStep(
  input: PricingInput,
  lines: readonly RefreshedLine[],
  rules: PricingRules,
  freeShipping: boolean,
) {
  const { currency } = input;
  const facts = shippingFacts(input, lines);
  const forShipping = lines.map(shippingLine);
  const options = availableShippingOptions(rules.shippingMethods, facts, forShipping, currency);
  const selection = resolveShippingMethod(
    input.shippingMethodHandle,
    options,
    rules.autoSetShippingMethod,
  );
  const method = rules.shippingMethods.find((m) => m.handle === selection.handle) ?? null;
  const shipping =
    method === null || freeShipping
      ? []
      : (quoteShipping(method, facts, forShipping, currency) ?? []);
  return { options, selection, method, shipping };
}

/** Tax on what is left of each line after its discounts, and on the shipping. */
function taxStep(
  input: PricingInput,
  lines: readonly RefreshedLine[],
  rules: PricingRules,
  [discounts, shipping]: readonly [readonly Adjustment[], readonly Adjustment[]],
): Adjustment[] {
  const { currency } = input;
  const taxable: TaxableLine[] = lines.map((line) => ({
    id: line.id,
    isTaxable: line.isTaxable,
    taxableAmount: money(
      lineSubtotal(line).minor +
        sumAdjustments(discounts.filter(belongsTo(line.id)), currency).minor,
      currency,
    ),
  }));
  return taxAdjustments(
    rules.taxRates,
    rules.useBillingAddressForTax ? input.billingAddress : input.shippingAddress,
    taxable,
    sumAdjustments(shipping, currency),
  );
}

export function recalculate(
  input: PricingInput,
  catalog: CatalogSnapshot,
  rules: PricingRules,
  now: Date,
): PricedCart {
  const { currency } = input;
  const refreshed = refreshLines(input.lines, catalog, currency);
  const lines = refreshed.lines;
  const coupon = couponStep(input, lines, rules, now);
  const { discount } = coupon;
  const { options, selection, method, shipping } = shippingStep(
    input,
    lines,
    rules,
    discount.freeShipping,
  );
  const tax = taxStep(input, lines, rules, [discount.adjustments, shipping]);

  const all: Adjustment[] = [...discount.adjustments, ...shipping, ...tax];
  const priced = lines.map((line) => priceLine(line, all));
  const orderLevel = all.filter(isOrderLevel);
  const adjustments = [...priced.flatMap((line) => line.adjustments), ...orderLevel];
  return {
    currency,
    lines: priced,
    adjustments,
    orderAdjustments: orderLevel,
    couponCode: coupon.couponCode,
    couponUnmet: discount.unmet,
    shippingMethodHandle: selection.handle,
    shippingMethodName: method?.name ?? null,
    availableShippingMethodOptions: options,
    notices: [
      ...coupon.notices,
      ...refreshed.notices,
      ...(selection.changed ? [shippingMethodChangedNotice()] : []),
    ],
    errors: validateLines(lines),
    totals: orderTotals(priced, adjustments, input, currency),
  };
}
