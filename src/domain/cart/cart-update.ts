/**
 * A change to the visitor's cart, in the shop's words. Every part is optional: a command says only
 * what it changes, and several commands combine into one update (one call to the back-end). How the
 * back-end spells it is the adapter's business (adapters/http/cart/craft-update-cart.body.ts for Craft).
 */
import type { Address } from '../address/address';

export type LineItemOptions = Readonly<Record<string, unknown>>;

/** One product variant to add; it joins an existing line with the same variant and options. */
export interface PurchasableInput {
  readonly id: number;
  readonly qty: number;
  readonly options?: LineItemOptions;
}

/** A change to an existing line; qty 0 removes it. */
export interface LineItemChange {
  readonly qty?: number;
  readonly note?: string;
  readonly options?: LineItemOptions;
}

export type AddressRole = 'billing' | 'shipping';

/** What the cart's billing or shipping address becomes, and what happens to it afterwards. */
export interface AddressUpdate {
  /** an address from the customer's book */
  readonly savedAddressId?: number;
  /** an address typed in at checkout */
  readonly address?: Address;
  /** the book address becomes the customer's primary one for this role */
  readonly makePrimary?: boolean;
  /** the typed-in address joins the customer's book when the order completes */
  readonly saveOnOrderComplete?: boolean;
}

export interface CartUpdate {
  /** variants to add */
  readonly add?: readonly PurchasableInput[];
  /** changes to existing lines, keyed by line item id */
  readonly lines?: Readonly<Record<number, LineItemChange>>;
  readonly shippingMethod?: string;
  readonly gatewayId?: number;
  /** the coupon code to apply; null removes the coupon */
  readonly coupon?: string | null;
  readonly email?: string;
  readonly registerOnOrderComplete?: boolean;
  readonly billing?: AddressUpdate;
  readonly shipping?: AddressUpdate;
  /** the billing address is a copy of the shipping one */
  readonly billingSameAsShipping?: boolean;
  /** the shipping address is a copy of the billing one */
  readonly shippingSameAsBilling?: boolean;
  readonly customerNote?: string;
  /** drop the cart's notices (so the answer's notices are about this update) */
  readonly clearNotices?: true;
}
