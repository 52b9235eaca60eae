// Commerce's shipping methods: each has an ordered list of rules; the first rule whose conditions match
// the cart decides the cost. Weights are whole grams; the weight rate is money per kilogram.
import type { Money } from '../money/money.ts';
import type { Zone, ZoneAddress } from '../pricing/zone.ts';

export interface ShippingRule {
  readonly name: string;
  /** Becomes the shipping adjustment's description. */
  readonly description: string;
  /** null: any destination, even before the shopper gave an address. */
  readonly zone: Zone | null;
  /** Conditions on the whole cart, each inclusive; null means no bound. */
  readonly minTotal: Money | null;
  readonly maxTotal: Money | null;
  readonly minQty: number | null;
  readonly maxQty: number | null;
  readonly minWeight: number | null;
  readonly maxWeight: number | null;
  /** Costs: once per order. */
  readonly baseRate: Money;
  /** Costs per shippable line without free shipping: per unit, per kilogram, share of its subtotal. */
  readonly perItemRate: Money;
  readonly weightRate: Money;
  readonly percentageRate: number;
  /** Bounds on the method's total cost for the order. */
  readonly minRate: Money | null;
  readonly maxRate: Money | null;
}

export interface ShippingMethod {
  readonly id: number;
  readonly name: string;
  readonly handle: string;
  readonly enabled: boolean;
  readonly rules: readonly ShippingRule[];
}

/** What rule conditions look at: the whole cart, prices before coupon discounts (Commerce's default). */
export interface ShippingFacts {
  readonly address: ZoneAddress | null;
  readonly itemSubtotal: Money;
  readonly totalQty: number;
  /** Grams. */
  readonly totalWeight: number;
}

export interface ShippingLine {
  readonly id: number;
  readonly qty: number;
  readonly subtotal: Money;
  /** Grams per unit. */
  readonly weight: number;
  readonly isShippable: boolean;
  readonly hasFreeShipping: boolean;
}

/** One entry of the cart's `availableShippingMethodOptions`: a method that matches, with its price. */
export interface ShippingMethodOption {
  readonly id: number;
  readonly name: string;
  readonly handle: string;
  readonly price: Money;
}

/** The cart's method after re-checking it: `changed` when a selected method stopped matching. */
export interface ShippingSelection {
  readonly handle: string | null;
  readonly changed: boolean;
}
