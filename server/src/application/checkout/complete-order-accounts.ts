// What completing an order does to customer accounts (Commerce's Order::afterOrderComplete and
// markAsComplete): register the customer when asked, copy order addresses into their address book,
// make them primary when asked. Runs inside the checkout's transaction.
import type { OrderAddress, Cart } from '../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../domain/cart/cart-address.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { CheckoutAccounts, LockedCheckout } from '../../ports/checkout/checkout-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { Digest } from '../../ports/system/digest.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import type { UserChanges } from '../../ports/users/user-repository.ts';
import { issueCode } from '../users/one-time-codes.ts';

export interface CompletionAccountDeps {
  readonly notifier: AccountNotifier;
  readonly digest: Digest;
  readonly random: RandomSource;
  readonly clock: Clock;
  readonly newUid: () => string;
}

const sameAddress = (a: OrderAddress, b: OrderAddress) =>
  JSON.stringify({ ...addressFieldsOf(a), title: null }) ===
  JSON.stringify({ ...addressFieldsOf(b), title: null });

/**
 * registerUserOnOrderComplete: a pending account for the order's e-mail, with an activation mail queued
 * in the same transaction (the link lets them choose a password). No account when the e-mail already
 * has one.
 */
async function registerCustomer(
  deps: CompletionAccountDeps,
  accounts: CheckoutAccounts,
  cart: Cart,
): Promise<number | null> {
  if (!cart.registerUserOnOrderComplete || cart.customerId !== null || !cart.email) return null;
  if (await accounts.users.findByEmail(cart.email)) return null;
  const named = cart.billingAddress ?? cart.shippingAddress;
  const user = await accounts.users.create({
    uid: deps.newUid(),
    username: cart.email,
    email: cart.email,
    unverifiedEmail: cart.email,
    passwordHash: null,
    firstName: named?.firstName ?? null,
    lastName: named?.lastName ?? null,
    fullName: named?.fullName ?? null,
    active: false,
    pending: true,
  });
  const code = await issueCode({ ...deps, codes: accounts.codes }, user.id, 'reset-password');
  await deps.notifier.sendActivationRequest(user, code);
  return user.id;
}

/**
 * The account side of completion. Returns the customer the order now belongs to (a newly registered
 * one, or as it was).
 */
export async function completeOrderAccounts(
  deps: CompletionAccountDeps,
  locked: Pick<LockedCheckout, 'accounts'>,
  cart: Cart,
): Promise<{ customerId: number | null }> {
  const { accounts } = locked;
  const registered = await registerCustomer(deps, accounts, cart);
  const customerId = registered ?? cart.customerId;
  if (customerId === null) return { customerId };

  // A new customer gets both order addresses (Commerce copies them); others get what they asked for.
  const wantsShipping =
    cart.shippingAddress !== null &&
    cart.sourceShippingAddressId === null &&
    (registered !== null || cart.saveShippingAddressOnOrderComplete);
  const wantsBilling =
    cart.billingAddress !== null &&
    cart.sourceBillingAddressId === null &&
    (registered !== null || cart.saveBillingAddressOnOrderComplete);
  const now = deps.clock.now();
  const saveToBook = async (address: OrderAddress) =>
    (
      await accounts.addresses.create({
        ...addressFieldsOf(address),
        title: null,
        uid: deps.newUid(),
        ownerId: customerId,
        dateCreated: now,
      })
    ).id;
  let shippingSource = cart.sourceShippingAddressId;
  let billingSource = cart.sourceBillingAddressId;
  if (wantsShipping && cart.shippingAddress)
    shippingSource = await saveToBook(cart.shippingAddress);
  if (wantsBilling && cart.billingAddress) {
    billingSource =
      wantsShipping &&
      cart.shippingAddress &&
      sameAddress(cart.shippingAddress, cart.billingAddress)
        ? shippingSource
        : await saveToBook(cart.billingAddress);
  }

  const changes: UserChanges = {
    ...((registered !== null || cart.makePrimaryShippingAddress) && shippingSource !== null
      ? { primaryShippingAddressId: shippingSource }
      : {}),
    ...((registered !== null || cart.makePrimaryBillingAddress) && billingSource !== null
      ? { primaryBillingAddressId: billingSource }
      : {}),
  };
  if (Object.keys(changes).length) await accounts.users.update(customerId, changes);
  return { customerId };
}
