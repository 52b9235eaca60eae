// Commerce's address parameters of update-cart (CartController::_setAddresses): address-book ids are
// copied onto the order, inline fields change the order's own address in place, the same-as flags copy
// one side onto the other for this request. Pure: the address-book lookups happen before.
import {
  ADDRESS_COORDINATES,
  ADDRESS_TEXT_FIELDS,
  type AddressErrors,
  type AddressFields,
  type AddressInput,
} from '../addresses/address.ts';
import {
  applyAddressChanges,
  draftOf,
  EMPTY_DRAFT,
  normaliseAddressInput,
  validateAddress,
} from '../addresses/address.rules.ts';
import type { ZoneAddress } from '../pricing/zone.ts';
import type { CartAddressState, OrderAddress } from './cart.ts';

export type AddressSide = 'shipping' | 'billing';

export interface CartAddressCommand {
  readonly clearShippingAddress: boolean;
  readonly clearBillingAddress: boolean;
  readonly shippingAddressId?: number;
  readonly billingAddressId?: number;
  readonly shippingAddress?: AddressInput;
  readonly billingAddress?: AddressInput;
  readonly shippingAddressSameAsBilling: boolean;
  readonly billingAddressSameAsShipping: boolean;
  readonly makePrimaryShippingAddress?: boolean;
  readonly makePrimaryBillingAddress?: boolean;
}

/** The address-book addresses the command names by id, already checked to be the customer's own. */
export interface BookAddresses {
  readonly shipping: (AddressFields & { readonly id: number }) | null;
  readonly billing: (AddressFields & { readonly id: number }) | null;
}

export const BOTH_SAME_AS_ERROR =
  'shippingSameAsBilling and billingSameAsShipping can’t both be set.';

/** Commerce labels order addresses by their role, whatever the source address was called. */
export const ORDER_ADDRESS_TITLES: Readonly<Record<AddressSide, string>> = {
  shipping: 'Shipping Address',
  billing: 'Billing Address',
};

/** The attributes of an address, without its identity. */
export function addressFieldsOf(address: AddressFields): AddressFields {
  const fields: Record<string, unknown> = {};
  for (const field of [...ADDRESS_TEXT_FIELDS, ...ADDRESS_COORDINATES])
    fields[field] = address[field];
  return fields as unknown as AddressFields;
}

/** `from`'s attributes on the order address `onto` (keeping its identity: the two stay distinct). */
export function copyOnto(
  from: AddressFields,
  onto: OrderAddress | null,
  side: AddressSide,
): OrderAddress {
  return {
    ...addressFieldsOf(from),
    title: ORDER_ADDRESS_TITLES[side],
    id: onto?.id ?? null,
    uid: onto?.uid ?? null,
    dateCreated: onto?.dateCreated ?? null,
    dateUpdated: onto?.dateUpdated ?? null,
  };
}

/** Inline fields applied to the order's address (or a new one); errors keyed `<side>Address.<field>`. */
export function editOrderAddress(
  current: OrderAddress | null,
  input: AddressInput,
  side: AddressSide,
): { address: OrderAddress } | { errors: AddressErrors } {
  const draft = applyAddressChanges(
    current ? draftOf(current) : EMPTY_DRAFT,
    normaliseAddressInput(input),
  );
  const valid = validateAddress(draft);
  if (!valid.ok) {
    return {
      errors: Object.fromEntries(
        Object.entries(valid.error).map(([field, messages]) => [
          `${side}Address.${field}`,
          messages,
        ]),
      ),
    };
  }
  return { address: copyOnto(valid.value, current, side) };
}

function withSide(
  state: CartAddressState,
  side: AddressSide,
  address: OrderAddress,
  sourceId: number | null,
): CartAddressState {
  return side === 'shipping'
    ? { ...state, shippingAddress: address, sourceShippingAddressId: sourceId }
    : { ...state, billingAddress: address, sourceBillingAddressId: sourceId };
}

/** The order's address state after update-cart's address parameters, and any address errors. */
export function setCartAddresses(
  cart: CartAddressState,
  command: CartAddressCommand,
  book: BookAddresses,
): { state: CartAddressState; errors: AddressErrors } {
  const errors: AddressErrors = {};
  const bothSameAs = command.shippingAddressSameAsBilling && command.billingAddressSameAsShipping;
  if (bothSameAs) errors.shippingSameAsBilling = [BOTH_SAME_AS_ERROR];
  const shippingIsBilling = command.shippingAddressSameAsBilling && !bothSameAs;
  const billingIsShipping = command.billingAddressSameAsShipping && !bothSameAs;

  let state: CartAddressState = {
    ...cart,
    shippingSameAsBilling: command.shippingAddressSameAsBilling,
    billingSameAsShipping: command.billingAddressSameAsShipping,
    makePrimaryShippingAddress:
      command.makePrimaryShippingAddress ?? cart.makePrimaryShippingAddress,
    makePrimaryBillingAddress: command.makePrimaryBillingAddress ?? cart.makePrimaryBillingAddress,
  };
  if (command.clearShippingAddress) {
    state = { ...state, shippingAddress: null, sourceShippingAddressId: null };
  }
  if (command.clearBillingAddress) {
    state = { ...state, billingAddress: null, sourceBillingAddressId: null };
  }

  const sides = [
    { side: 'shipping', skip: command.clearShippingAddress || shippingIsBilling },
    { side: 'billing', skip: command.clearBillingAddress || billingIsShipping },
  ] as const;
  for (const { side, skip } of sides) {
    if (skip) continue;
    const fromBook = book[side];
    const inline = command[`${side}Address`];
    const current = state[`${side}Address`];
    if (fromBook) {
      state = withSide(state, side, copyOnto(fromBook, current, side), fromBook.id);
    } else if (inline !== undefined) {
      const edited = editOrderAddress(current, inline, side);
      if ('errors' in edited) Object.assign(errors, edited.errors);
      else state = withSide(state, side, edited.address, null);
    }
  }

  if (billingIsShipping && !command.clearBillingAddress) {
    state = {
      ...state,
      billingAddress: state.shippingAddress
        ? copyOnto(state.shippingAddress, state.billingAddress, 'billing')
        : null,
      sourceBillingAddressId: state.sourceShippingAddressId,
    };
  }
  if (shippingIsBilling && !command.clearShippingAddress) {
    state = {
      ...state,
      shippingAddress: state.billingAddress
        ? copyOnto(state.billingAddress, state.shippingAddress, 'shipping')
        : null,
      sourceShippingAddressId: state.sourceBillingAddressId,
    };
  }
  return { state, errors };
}

/** The part of an order address that shipping and tax zones look at. */
export const zoneAddressOf = (address: OrderAddress | null): ZoneAddress | null =>
  address
    ? { countryCode: address.countryCode, administrativeArea: address.administrativeArea }
    : null;
