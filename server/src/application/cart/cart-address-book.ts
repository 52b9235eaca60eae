// update-cart's links to the signed-in customer's address book: ids looked up (their own only) before
// the cart is locked, and primary addresses moved after it is saved.
import type { Cart } from '../../domain/cart/cart.ts';
import type { BookAddresses, CartAddressCommand } from '../../domain/cart/cart-address.rules.ts';
import { samePrimaries } from '../../domain/addresses/primary-address.rules.ts';
import type { AddressRepository } from '../../ports/addresses/address-repository.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import type { CartCustomer } from './current-cart.ts';

export const SAVED_ADDRESS_MESSAGES = {
  guest: 'Sign in to use an address from your address book.',
  notOwned: (id: number) => `Address ${id} is not in your address book.`,
} as const;

/**
 * The address-book addresses named by id, when they are the signed-in customer's own. Deviation: Craft
 * answers a guest's id with a 500 and ignores a foreign one; here both are errors on the id.
 */
export async function bookAddressesFor(
  deps: { readonly addresses: Pick<AddressRepository, 'findById'> },
  command: CartAddressCommand,
  customer: CartCustomer | null,
): Promise<{ book: BookAddresses; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const lookUp = async (key: 'shippingAddressId' | 'billingAddressId') => {
    const id = command[key];
    if (id === undefined) return null;
    if (customer === null) {
      errors[key] = [SAVED_ADDRESS_MESSAGES.guest];
      return null;
    }
    const address = await deps.addresses.findById(id);
    if (!address || address.ownerId !== customer.id) {
      errors[key] = [SAVED_ADDRESS_MESSAGES.notOwned(id)];
      return null;
    }
    return address;
  };
  const shipping = await lookUp('shippingAddressId');
  const billing = await lookUp('billingAddressId');
  return { book: { shipping, billing }, errors };
}

/**
 * Commerce (Order::afterSave): the address-book address an order address came from becomes the
 * customer's primary one when asked, while it is still theirs.
 */
export async function makePrimaryAsAsked(
  deps: {
    readonly users: Pick<UserRepository, 'findById' | 'update'>;
    readonly addresses: Pick<AddressRepository, 'findById'>;
  },
  cart: Cart,
  customer: CartCustomer | null,
): Promise<void> {
  if (customer === null || cart.customerId !== customer.id) return;
  if (!cart.makePrimaryShippingAddress && !cart.makePrimaryBillingAddress) return;
  const user = await deps.users.findById(customer.id);
  if (!user) return;
  const stillTheirs = async (wanted: boolean, id: number | null) =>
    wanted && id !== null && (await deps.addresses.findById(id))?.ownerId === customer.id;
  const next = {
    primaryShippingAddressId: (await stillTheirs(
      cart.makePrimaryShippingAddress,
      cart.sourceShippingAddressId,
    ))
      ? cart.sourceShippingAddressId
      : user.primaryShippingAddressId,
    primaryBillingAddressId: (await stillTheirs(
      cart.makePrimaryBillingAddress,
      cart.sourceBillingAddressId,
    ))
      ? cart.sourceBillingAddressId
      : user.primaryBillingAddressId,
  };
  if (!samePrimaries(user, next)) await deps.users.update(customer.id, next);
}
