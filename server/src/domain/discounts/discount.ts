// Commerce's coupon discounts: a discount with one or more codes, conditions on when and by whom it may
// be used and on what the cart holds, and what it takes off.
import type { Money } from '../money/money.ts';
import type { Adjustment } from '../pricing/adjustment.ts';

export interface Coupon {
  readonly code: string;
  readonly uses: number;
  /** null: no limit for this code. */
  readonly maxUses: number | null;
}

export interface Discount {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly coupons: readonly Coupon[];
  /** Active from/to, both inclusive; null leaves that end open. */
  readonly dateFrom: Date | null;
  readonly dateTo: Date | null;
  /** Completed orders that used the discount, against its limit (null: unlimited). */
  readonly totalUses: number;
  readonly totalUseLimit: number | null;
  /** Uses per registered customer; a guest cannot use a discount that has one. */
  readonly perCustomerLimit: number | null;
  /** Uses per email address; the cart then needs an email. */
  readonly perEmailLimit: number | null;
  readonly registeredCustomersOnly: boolean;
  /** Eligibility: null = every purchasable / category. A line must pass both. */
  readonly purchasableIds: readonly number[] | null;
  readonly categoryIds: readonly number[] | null;
  /** Lines on promotion (sale price below price) are not discounted further. */
  readonly excludeOnPromotion: boolean;
  /** Conditions on the eligible lines (the whole cart when every item is eligible). */
  readonly minimumTotal: Money | null;
  readonly minimumQty: number | null;
  readonly maximumQty: number | null;
  /** Basis points off each eligible line's subtotal (1000 = 10 %), capped at 100 %. */
  readonly percentOff: number;
  /** A fixed amount off the eligible lines together, never more than they cost. */
  readonly amountOff: Money | null;
  /** No shipping cost at all for the order. */
  readonly freeShipping: boolean;
}

/** Who is checking out, for the customer conditions. */
export interface DiscountCustomer {
  /** A credentialed user (not a guest, nor a guest's email-only customer record). */
  readonly isRegistered: boolean;
  readonly email: string | null;
}

/** How often this customer and this email have used the cart's discount before (looked up by the caller). */
export interface DiscountUsage {
  readonly customerUses: number;
  readonly emailUses: number;
}

export interface DiscountLine {
  readonly id: number;
  readonly purchasableId: number;
  readonly categoryIds: readonly number[];
  readonly qty: number;
  readonly subtotal: Money;
  readonly onPromotion: boolean;
  readonly isPromotable: boolean;
}

/** Why a valid coupon takes nothing off this cart; Commerce keeps the coupon until the cart qualifies. */
export type DiscountUnmet =
  'no-eligible-items' | 'below-minimum-total' | 'below-minimum-qty' | 'above-maximum-qty';

export interface DiscountApplication {
  /** Line-level discount adjustments (negative amounts), at most one per line. */
  readonly adjustments: readonly Adjustment[];
  readonly freeShipping: boolean;
  readonly unmet: DiscountUnmet | null;
}
