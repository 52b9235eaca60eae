// What a cart recalculation takes and gives: Commerce's `Order::recalculate()` as one pure function.
// Money is in integer minor units of the cart's currency; weights in whole grams.
import type {
  DiscountCustomer,
  DiscountUnmet,
  DiscountUsage,
  Discount,
} from '../discounts/discount.ts';
import type { Money } from '../money/money.ts';
import type { ShippingMethod, ShippingMethodOption } from '../shipping/shipping.ts';
import type { TaxRate } from '../tax/tax.ts';
import type { Adjustment } from './adjustment.ts';
import type { CartNotice } from './notice.ts';
import type { LineItemError } from './pricing.errors.ts';
import type { ZoneAddress } from './zone.ts';

/** A cart line as stored. Ids must be distinct (give unsaved lines temporary ones). */
export interface CartLineInput {
  readonly id: number;
  readonly purchasableId: number;
  readonly qty: number;
  /** As stored; names the line in a notice when its purchasable is gone. */
  readonly description: string;
  /** The sale price the shopper last saw; null for a line never priced (no price-change notice). */
  readonly storedSalePrice: Money | null;
}

/** The current state of a purchasable (variant) in the catalog. */
export interface PurchasableSnapshot {
  readonly id: number;
  readonly description: string;
  readonly sku: string;
  readonly price: Money;
  /** Counts only when below the price (catalog rule). */
  readonly promotionalPrice: Money | null;
  /** null: stock not tracked. */
  readonly stock: number | null;
  /** false (or absent from the catalog): lines of it are removed. */
  readonly enabled: boolean;
  /** Grams per unit. */
  readonly weight: number;
  readonly categoryIds: readonly number[];
  readonly isPromotable: boolean;
  readonly isShippable: boolean;
  readonly isTaxable: boolean;
  readonly hasFreeShipping: boolean;
  readonly minQty: number | null;
  readonly maxQty: number | null;
}

export type CatalogSnapshot = ReadonlyMap<number, PurchasableSnapshot>;

export interface PricingInput {
  readonly currency: string;
  readonly lines: readonly CartLineInput[];
  readonly couponCode: string | null;
  readonly shippingMethodHandle: string | null;
  readonly shippingAddress: ZoneAddress | null;
  readonly billingAddress: ZoneAddress | null;
  readonly customer: DiscountCustomer;
  /** This customer's and email's earlier uses of the discount behind `couponCode`. */
  readonly discountUsage: DiscountUsage;
  readonly totalPaid: Money;
  /** A partial amount asked for; null pays the outstanding balance. */
  readonly paymentAmount: Money | null;
  readonly isCompleted: boolean;
}

/** The store's pricing configuration. */
export interface PricingRules {
  readonly discounts: readonly Discount[];
  readonly shippingMethods: readonly ShippingMethod[];
  readonly taxRates: readonly TaxRate[];
  /** Commerce's `autoSetCartShippingMethodOption`: pick the first option when none (or a stale one) is set. */
  readonly autoSetShippingMethod: boolean;
  /** Commerce's `useBillingAddressForTax`; otherwise the shipping address decides the tax zone. */
  readonly useBillingAddressForTax: boolean;
}

/** A line refreshed from its purchasable, before adjustments. */
export interface RefreshedLine {
  readonly id: number;
  readonly purchasableId: number;
  /** As the cart keeps it, possibly invalid (then priced as 0, see pricedQty). */
  readonly qty: number;
  readonly description: string;
  readonly sku: string;
  readonly price: Money;
  readonly promotionalPrice: Money | null;
  /** The promotional price when on promotion, else the price. */
  readonly salePrice: Money;
  readonly onPromotion: boolean;
  readonly weight: number;
  readonly categoryIds: readonly number[];
  readonly isPromotable: boolean;
  readonly isShippable: boolean;
  readonly isTaxable: boolean;
  readonly hasFreeShipping: boolean;
  readonly stock: number | null;
  readonly minQty: number | null;
  readonly maxQty: number | null;
}

export interface PricedLine extends RefreshedLine {
  /** (price − salePrice) × qty. */
  readonly promotionalAmount: Money;
  /** qty × salePrice. */
  readonly subtotal: Money;
  /** Sums of this line's adjustments by kind; discount ≤ 0. */
  readonly discount: Money;
  readonly shippingCost: Money;
  readonly tax: Money;
  readonly taxIncluded: Money;
  /** This line's adjustments that are added (all but included tax). */
  readonly adjustmentsTotal: Money;
  /** subtotal + adjustmentsTotal. */
  readonly total: Money;
  readonly adjustments: readonly Adjustment[];
}

export type PaidStatus = 'unpaid' | 'partial' | 'paid' | 'overPaid';

/** The totals of Commerce's cart object. */
export interface OrderTotals {
  readonly totalQty: number;
  /** Grams. */
  readonly totalWeight: number;
  readonly itemSubtotal: Money;
  readonly itemTotal: Money;
  /** Σ added adjustments, line and order level (Commerce: adjustmentSubtotal = adjustmentsTotal). */
  readonly adjustmentSubtotal: Money;
  readonly adjustmentsTotal: Money;
  readonly totalDiscount: Money;
  readonly totalShippingCost: Money;
  readonly totalTax: Money;
  readonly totalTaxIncluded: Money;
  readonly totalPromotionalAmount: Money;
  readonly total: Money;
  readonly totalPrice: Money;
  readonly totalPaid: Money;
  /** totalPrice − totalPaid; negative when overpaid. */
  readonly outstandingBalance: Money;
  readonly paymentAmount: Money;
  readonly isPaid: boolean;
  readonly paidStatus: PaidStatus;
}

export interface PricedCart {
  readonly currency: string;
  readonly lines: readonly PricedLine[];
  /** Every adjustment: each line's (in line order) then the order-level ones. */
  readonly adjustments: readonly Adjustment[];
  /** Commerce's `orderAdjustments`: the order-level ones only. */
  readonly orderAdjustments: readonly Adjustment[];
  /** null when there was none or it was removed as invalid. */
  readonly couponCode: string | null;
  /** Why the kept coupon takes nothing off (yet); null when it applies or there is none. */
  readonly couponUnmet: DiscountUnmet | null;
  readonly shippingMethodHandle: string | null;
  readonly shippingMethodName: string | null;
  /** Only the methods that match, cheapest first; the adapter keys them by handle. */
  readonly availableShippingMethodOptions: readonly ShippingMethodOption[];
  readonly notices: readonly CartNotice[];
  readonly errors: readonly LineItemError[];
  readonly totals: OrderTotals;
}
