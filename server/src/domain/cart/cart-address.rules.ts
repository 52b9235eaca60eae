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
  address: OrderAddress | null,
  sourceId: number | null,
): CartAddressState {
  return side === 'shipping'
    ? { ...state, shippingAddress: address, sourceShippingAddressId: sourceId }
    : { ...state, billingAddress: address, sourceBillingAddressId: sourceId };
}

/** Which side copies the other: asking for both is an error and copies neither. */
function sameAsOf(command: CartAddressCommand) {
  const both = command.shippingAddressSameAsBilling && command.billingAddressSameAsShipping;
  return {
    both,
    shippingIsBilling: command.shippingAddressSameAsBilling && !both,
    billingIsShipping: command.billingAddressSameAsShipping && !both,
  };
}

/** The flags as posted and the sides asked to be cleared, cleared. */
function flaggedAndCleared(cart: CartAddressState, command: CartAddressCommand): CartAddressState {
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
  return state;
}

/** A side not cleared or copied: from the address book, else edited inline (its errors kept). */
function withOwnSide(
  state: CartAddressState,
  side: AddressSide,
  command: CartAddressCommand,
  [book, errors]: readonly [BookAddresses, AddressErrors],
): CartAddressState {
  const fromBook = book[side];
  const inline = command[`${side}Address`];
  const current = state[`${side}Address`];
  if (fromBook) return withSide(state, side, copyOnto(fromBook, current, side), fromBook.id);
  if (inline === undefined) return state;
  const edited = editOrderAddress(current, inline, side);
  if ('errors' in edited) {
    Object.assign(errors, edited.errors);
    return state;
  }
  return withSide(state, side, edited.address, null);
}

/** `side` becomes a copy of the other side (nothing when the other side has no address). */
function copiedFromOther(state: CartAddressState, side: AddressSide): CartAddressState {
  const other = side === 'shipping' ? 'billing' : 'shipping';
  const source = state[`${other}Address`];
  const address = source ? copyOnto(source, state[`${side}Address`], side) : null;
  const sourceId =
    side === 'shipping' ? state.sourceBillingAddressId : state.sourceShippingAddressId;
  return withSide(state, side, address, sourceId);
}

/** The order's address state after update-cart's address parameters, and any address errors. */
export function setCartAddresses(
  cart: CartAddressState,
  command: CartAddressCommand,
  book: BookAddresses,
): { state: CartAddressState; errors: AddressErrors } {
  const errors: AddressErrors = {};
  const sameAs = sameAsOf(command);
  if (sameAs.both) errors.shippingSameAsBilling = [BOTH_SAME_AS_ERROR];
  let state = flaggedAndCleared(cart, command);
  const sides = [
    { side: 'shipping', skip: command.clearShippingAddress || sameAs.shippingIsBilling },
    { side: 'billing', skip: command.clearBillingAddress || sameAs.billingIsShipping },
  ] as const;
  for (const { side, skip } of sides) {
    if (!skip) state = withOwnSide(state, side, command, [book, errors]);
  }
  if (sameAs.billingIsShipping && !command.clearBillingAddress) {
    state = copiedFromOther(state, 'billing');
  }
  if (sameAs.shippingIsBilling && !command.clearShippingAddress) {
    state = copiedFromOther(state, 'shipping');
  }
  return { state, errors };
}

/** The part of an order address that shipping and tax zones look at. */
export const zoneAddressOf = (address: OrderAddress | null): ZoneAddress | null =>
  address
    ? { countryCode: address.countryCode, administrativeArea: address.administrativeArea }
    : null;
