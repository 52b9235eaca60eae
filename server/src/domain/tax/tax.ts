import type { Money } from '../money/money.ts';
import type { Zone } from '../pricing/zone.ts';

/** What a rate taxes (Commerce's `taxable`): line prices, the shipping cost, or both. */
export type TaxableSubject = 'price' | 'shipping' | 'price_shipping';

export interface TaxRate {
  readonly id: number;
  readonly name: string;
  /** Basis points: 2000 = 20 %. */
  readonly rate: number;
  /** Contained in prices (VAT-style, reported as totalTaxIncluded) rather than added on top. */
  readonly included: boolean;
  readonly taxable: TaxableSubject;
  /** null: everywhere, even without an address. */
  readonly zone: Zone | null;
}

export interface TaxableLine {
  readonly id: number;
  /** The line's subtotal after its discounts (never below zero). */
  readonly taxableAmount: Money;
  readonly isTaxable: boolean;
}
