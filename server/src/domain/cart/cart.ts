import type { AddressFields } from '../addresses/address.ts';
import type { Money } from '../money/money.ts';
import type { CartNotice } from '../pricing/notice.ts';

/** Purchasable options the shopper chose, e.g. `{ "engraving": "Ada" }`. */
export type LineOptions = Readonly<Record<string, unknown>>;

export interface LineItem {
  readonly id: number;
  readonly purchasableId: number;
  readonly qty: number;
  readonly description: string;
  readonly sku: string;
  readonly note: string;
  readonly options: LineOptions;
  /** Lines with the same purchasable and signature are one line (adding again increments it). */
  readonly optionsSignature: string;
  readonly price: Money;
  /** The promotional price when on sale, else the price: what the shopper last saw. */
  readonly salePrice: Money;
  /** null until the line is saved. */
  readonly dateCreated: Date | null;
  readonly dateUpdated: Date | null;
}

/** A notice as the order keeps it (Commerce's OrderNotice): numbered within the order. */
export interface StoredNotice extends CartNotice {
  readonly id: number;
}

/**
 * An address copied onto an order (Craft: an address element owned by the order, apart from the
 * customer's address book). `id` and the dates are null until the order is saved.
 */
export interface OrderAddress extends AddressFields {
  readonly id: number | null;
  readonly uid: string | null;
  readonly dateCreated: Date | null;
  readonly dateUpdated: Date | null;
}

/** The order's addresses and what the customer asked to do with them (Commerce's order properties). */
export interface CartAddressState {
  readonly shippingAddress: OrderAddress | null;
  readonly billingAddress: OrderAddress | null;
  /** The address-book address the order's copy came from; null for inline addresses. */
  readonly sourceShippingAddressId: number | null;
  readonly sourceBillingAddressId: number | null;
  readonly shippingSameAsBilling: boolean;
  readonly billingSameAsShipping: boolean;
  readonly makePrimaryShippingAddress: boolean;
  readonly makePrimaryBillingAddress: boolean;
  readonly saveShippingAddressOnOrderComplete: boolean;
  readonly saveBillingAddressOnOrderComplete: boolean;
}

/** A cart is an order that is not completed yet; `id` is null until the cart is first saved. */
export interface Cart extends CartAddressState {
  readonly id: number | null;
  readonly number: string;
  /** The guest's email, or the signed-in customer's. */
  readonly email: string | null;
  readonly customerId: number | null;
  readonly currency: string;
  readonly isCompleted: boolean;
  readonly couponCode: string | null;
  readonly shippingMethodHandle: string | null;
  readonly gatewayId: number | null;
  readonly paymentSourceId: number | null;
  readonly customerNote: string | null;
  readonly registerUserOnOrderComplete: boolean;
  readonly notices: readonly StoredNotice[];
  readonly lineItems: readonly LineItem[];
  readonly dateCreated: Date | null;
  readonly dateUpdated: Date | null;
  readonly dateOrdered: Date | null;
}
