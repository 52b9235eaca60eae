import type { DiscountUsage } from '../../domain/discounts/discount.ts';
import type { PricingRules } from '../../domain/pricing/pricing.ts';

export interface StoreRulesReader {
  /** Shipping methods, tax rates and discounts as the store has them now. */
  pricingRules(): Promise<PricingRules>;
  /** Earlier uses of the discount behind `couponCode` by this customer and by this email. */
  discountUsage(
    couponCode: string,
    customerId: number | null,
    email: string | null,
  ): Promise<DiscountUsage>;
  /** A front-end enabled gateway with this id exists. */
  gatewayExists(id: number): Promise<boolean>;
}
