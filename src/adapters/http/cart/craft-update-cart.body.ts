// A cart update as the body of POST actions/commerce/cart/update-cart, in Craft's parameter names.
import type { Address } from '../../../domain/address/address';
import type {
  AddressUpdate,
  CartUpdate,
  LineItemChange,
  PurchasableInput,
} from '../../../domain/cart/cart-update';

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

interface CartOrderFields {
  readonly customerNote?: string;
}

/** Every key is optional: Craft changes only what the body names. */
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

const CRAFT_ADDRESS_KEYS = [
  'title',
  'countryCode',
  'administrativeArea',
  'locality',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'organization',
  'organizationTaxId',
  'fullName',
  'firstName',
  'lastName',
] as const;

/** Attributes of the spec's address that are not Craft's own: the site keeps them as custom fields. */
const CUSTOM_ADDRESS_KEYS = [
  'phoneNumber',
  'attention',
  'companyName',
  'businessId',
  'notes',
] as const;

const presentEntries = (address: Address, keys: readonly (keyof Address)[]): [string, string][] =>
  keys.flatMap((key) => {
    const value = address[key];
    return typeof value === 'string' ? [[key, value] as [string, string]] : [];
  });

/**
 * An address as inline update-cart attributes. The id is left out (Craft ignores it and edits
 * the cart's own copy) and null attributes are not sent, so they do not wipe what the cart has.
 */
export const cartAddressInput = (address: Address): CartAddressInput => {
  const fields = presentEntries(address, CUSTOM_ADDRESS_KEYS);
  return {
    ...Object.fromEntries(presentEntries(address, CRAFT_ADDRESS_KEYS)),
    ...(fields.length === 0 ? {} : { fields: Object.fromEntries(fields) }),
  };
};

/** `{ key: value }` when the value is there, `{}` when it is not: the body names only what changes. */
const present = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

const addressParams = (
  role: 'Billing' | 'Shipping',
  change: AddressUpdate | undefined,
): UpdateCartBody => {
  const lower = role === 'Billing' ? 'billing' : 'shipping';
  const inline = change?.address;
  return {
    ...present(`${lower}AddressId`, change?.savedAddressId),
    ...present(`${lower}Address`, inline === undefined ? undefined : cartAddressInput(inline)),
    ...present(`makePrimary${role}Address`, change?.makePrimary),
    ...present(`save${role}AddressOnOrderComplete`, change?.saveOnOrderComplete),
  };
};

/** The update in Craft's words; a removed coupon is Craft's empty code. */
export const updateCartBody = (update: CartUpdate): UpdateCartBody => ({
  ...present('purchasables', update.add),
  ...present('lineItems', update.lines),
  ...present('shippingMethodHandle', update.shippingMethod),
  ...present('gatewayId', update.gatewayId),
  ...present('couponCode', update.coupon === null ? '' : update.coupon),
  ...present('email', update.email),
  ...present('registerUserOnOrderComplete', update.registerOnOrderComplete),
  ...addressParams('Billing', update.billing),
  ...addressParams('Shipping', update.shipping),
  ...present('billingAddressSameAsShipping', update.billingSameAsShipping),
  ...present('shippingAddressSameAsBilling', update.shippingSameAsBilling),
  ...present(
    'fields',
    update.customerNote === undefined ? undefined : { customerNote: update.customerNote },
  ),
  ...present('clearNotices', update.clearNotices),
});
