import type { Money } from '../money/money.ts';

export interface Variant {
  readonly id: number;
  readonly sku: string;
  readonly title: string;
  readonly price: Money;
  /** null when the shop does not track stock for this variant. */
  readonly stock: number | null;
  readonly isDefault: boolean;
}

export interface Product {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly variants: readonly Variant[];
}
