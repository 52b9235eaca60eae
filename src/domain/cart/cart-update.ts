/**
 * The body of POST actions/commerce/cart/update-cart, with Craft's parameter names. Every key is
 * optional: a command sends only what it changes.
 */

export type LineItemOptions = Readonly<Record<string, unknown>>;

/** One product variant to add; Craft adds to an existing line with the same id and options. */
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

/** Craft's own address attributes; site-specific ones travel under `fields`. */
export interface CartAddressInput {
  readonly title?: string;
  readonly countryCode?: string;
  readonly administrativeArea?: string;
  readonly locality?: string;
  readonly postalCode?: string;
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly addressLine3?: string;
  readonly organization?: string;
  readonly organizationTaxId?: string;
  readonly fullName?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly fields?: Readonly<Record<string, string>>;
}

export interface CartOrderFields {
  readonly customerNote?: string;
}

export interface UpdateCartBody {
  readonly purchasables?: readonly PurchasableInput[];
  /** keyed by line item id */
  readonly lineItems?: Readonly<Record<string, LineItemChange>>;
  readonly shippingMethodHandle?: string;
  readonly gatewayId?: number;
  /** an empty string removes the coupon */
  readonly couponCode?: string;
  readonly email?: string;
  readonly registerUserOnOrderComplete?: boolean;
  readonly billingAddressId?: number;
  readonly shippingAddressId?: number;
  readonly billingAddress?: CartAddressInput;
  readonly shippingAddress?: CartAddressInput;
  readonly billingAddressSameAsShipping?: boolean;
  readonly shippingAddressSameAsBilling?: boolean;
  readonly makePrimaryBillingAddress?: boolean;
  readonly makePrimaryShippingAddress?: boolean;
  readonly saveBillingAddressOnOrderComplete?: boolean;
  readonly saveShippingAddressOnOrderComplete?: boolean;
  readonly fields?: CartOrderFields;
  /** Craft clears notices when the key is present at all, whatever its value: so only `true` exists. */
  readonly clearNotices?: true;
}

export type AddressRole = 'billing' | 'shipping';
