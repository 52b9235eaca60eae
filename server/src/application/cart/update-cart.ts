// Commerce's update-cart (CartController::actionUpdateCart): the parameters in Commerce's processing
// order, then one recalculation, validation and save, all under the cart's lock.
import type { Cart, LineOptions } from '../../domain/cart/cart.ts';
import {
  isCartNumber,
  isOpenCartOf,
  newCart,
  sessionCartChoice,
} from '../../domain/cart/cart.rules.ts';
import {
  type BookAddresses,
  type CartAddressCommand,
  setCartAddresses,
} from '../../domain/cart/cart-address.rules.ts';
import { withCheckoutChoices, withClearsAndNote } from '../../domain/cart/cart-params.rules.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import {
  appendNotices,
  canonicalOptions,
  changeLines,
  type LineChangeRequest,
  type LineRequest,
} from '../../domain/cart/cart-update.rules.ts';
import type { OrderCompleteFlags } from '../../domain/cart/order-complete-flags.rules.ts';
import { lineItemErrorsByAttribute } from '../../domain/pricing/pricing.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { AddressRepository } from '../../ports/addresses/address-repository.ts';
import type { LockedCart } from '../../ports/cart/cart-repository.ts';
import type { Digest } from '../../ports/system/digest.ts';
import type { PaymentSourceRepository } from '../../ports/payments/payment-source-repository.ts';
import type { PurchasablesById } from '../../ports/cart/purchasable-catalog.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type Reject, rollBackOnReject } from '../shared/reject-and-roll-back.ts';
import { bookAddressesFor, makePrimaryAsAsked } from './cart-address-book.ts';
import { type AdditionRefusal, addRequestedLines } from './cart-line-additions.ts';
import { checkedPaymentSourceId } from './cart-payment-source.ts';
import {
  type CartCustomer,
  type CartView,
  type CurrentCartDeps,
  priceCart,
  requesterOf,
  withCustomer,
} from './current-cart.ts';

export interface UpdateCartDeps extends CurrentCartDeps {
  readonly digest: Digest;
  /** The customer's address book: where `shippingAddressId` / `billingAddressId` are looked up. */
  readonly addresses: Pick<AddressRepository, 'findById'>;
  /** Where makePrimary…Address moves the customer's primary addresses. */
  readonly users: Pick<UserRepository, 'findById' | 'update'>;
  /** Whose payment source a `paymentSourceId` is: only the signed-in owner's is applied. */
  readonly paymentSources: Pick<PaymentSourceRepository, 'find'>;
}

/** The posted `purchasableId` (with qty, note, options) and each `purchasables[]` entry. */
export type AddCommand = LineRequest;
/** A posted `lineItems[id]`. */
export type LineCommand = LineChangeRequest;

/** The posted parameters, decoded; absent ones are undefined. */
export interface UpdateCartCommand extends OrderCompleteFlags {
  readonly number?: string;
  readonly clearLineItems: boolean;
  readonly clearNotices: boolean;
  readonly customerNote?: string;
  readonly add?: AddCommand;
  readonly addMany: readonly AddCommand[];
  readonly lineChanges: readonly LineCommand[];
  readonly email?: string;
  readonly couponCode?: string;
  readonly gatewayId?: number;
  /** null: a falsy value, which clears it. */
  readonly paymentSourceId?: number | null;
  readonly shippingMethodHandle?: string;
  readonly addresses: CartAddressCommand;
}

export type UpdateCartError =
  | { readonly kind: 'cart-not-found' }
  | AdditionRefusal
  | {
      readonly kind: 'invalid';
      readonly view: CartView;
      readonly errors: Readonly<Record<string, readonly string[]>>;
    };

/** Signature of a line's options (Commerce: md5 of them; here a digest of their canonical text). */
const signerOf =
  (digest: Digest) =>
  (options: LineOptions): string =>
    digest.sha256(canonicalOptions(options)).slice(0, 32);

/** What updateCart reads before taking the lock. */
interface Unlocked {
  readonly number: string;
  /** A cart addressed by `number` must still be the requester's under the lock. */
  readonly isTheirs: ((cart: Cart | null) => boolean) | null;
  readonly book: BookAddresses;
  readonly bookErrors: Record<string, string[]>;
  /** The posted payment source when it is the customer's (null clears; undefined leaves it). */
  readonly paymentSourceId: number | null | undefined;
}

/** The cart's number: the one asked for when it is the requester's, else the session cart's. */
async function cartNumberFor(
  deps: UpdateCartDeps,
  command: UpdateCartCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Result<Pick<Unlocked, 'number' | 'isTheirs'>, UpdateCartError>> {
  if (command.number === undefined) {
    // The session cart is read under its lock (sessionCartChoice, as sessionCart() does).
    const remembered = rememberedNumber && isCartNumber(rememberedNumber) ? rememberedNumber : null;
    return ok({ number: remembered ?? deps.random.hex(32), isTheirs: null });
  }
  // A cart addressed by `number` must be the requester's (order-ownership.rules.ts): anyone else's
  // answers exactly like a missing one.
  const requester = requesterOf(customer, rememberedNumber);
  const isTheirs = (cart: Cart | null): cart is Cart => isOpenCartOf(cart, requester);
  const target = await deps.carts.findByNumber(command.number);
  return isTheirs(target)
    ? ok({ number: target.number, isTheirs })
    : err({ kind: 'cart-not-found' });
}

/** The recalculation: errors leave the cart unsaved (the transaction ends without writing). */
async function priceAndSave(
  deps: UpdateCartDeps,
  locked: LockedCart,
  [cart, customer, known]: readonly [Cart, CartCustomer | null, PurchasablesById | undefined],
  paramErrors: Record<string, string[]>,
): Promise<Result<CartView, UpdateCartError>> {
  const priced = await priceCart(deps, cart, customer, known ? { known } : {});
  const errors = { ...paramErrors, ...lineItemErrorsByAttribute(priced.errors) };
  if (Object.keys(errors).length) {
    const view = {
      cart: { ...cart, notices: appendNotices(cart.notices, priced.notices) },
      priced,
    };
    return err({ kind: 'invalid', view, errors });
  }
  const saved = await locked.save(settleCart(cart, priced));
  return ok({ cart: saved, priced });
}

/** Under the cart's lock: the params in Commerce's order, then the recalculation and the save. */
async function updateLocked(
  deps: UpdateCartDeps,
  locked: LockedCart,
  [command, customer, unlocked]: readonly [UpdateCartCommand, CartCustomer | null, Unlocked],
  reject: Reject<UpdateCartError>,
): Promise<Result<CartView, UpdateCartError>> {
  if (unlocked.isTheirs && !unlocked.isTheirs(locked.stored)) {
    throw reject({ kind: 'cart-not-found' });
  }
  const choice = sessionCartChoice(unlocked.number, locked.stored, customer?.id ?? null);
  const start =
    choice.kind === 'continue'
      ? choice.cart
      : newCart(choice.number ?? deps.random.hex(32), deps.currency);
  const sign = signerOf(deps.digest);
  const cleared = withClearsAndNote(withCustomer(start, customer), command);
  const added = await addRequestedLines(deps, locked, [cleared, command, sign], reject);
  const lined: Cart = {
    ...added.cart,
    lineItems: changeLines(added.cart.lineItems, command.lineChanges, sign),
  };
  const addressed = setCartAddresses(lined, command.addresses, unlocked.book);
  const gatewayId =
    command.gatewayId !== undefined && (await deps.storeRules.gatewayExists(command.gatewayId))
      ? command.gatewayId
      : undefined;
  const { paymentSourceId } = unlocked;
  const chosen = withCheckoutChoices(
    { ...lined, ...addressed.state },
    { ...command, gatewayId, paymentSourceId },
    customer !== null,
  );
  const errors = { ...unlocked.bookErrors, ...addressed.errors, ...chosen.errors };
  return priceAndSave(deps, locked, [chosen.cart, customer, added.known], errors);
}

export async function updateCart(
  deps: UpdateCartDeps,
  command: UpdateCartCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Result<CartView, UpdateCartError>> {
  const target = await cartNumberFor(deps, command, rememberedNumber, customer);
  if (!target.ok) return target;
  const { book, errors: bookErrors } = await bookAddressesFor(deps, command.addresses, customer);
  const paymentSourceId = await checkedPaymentSourceId(deps, command.paymentSourceId, customer);
  const unlocked: Unlocked = { ...target.value, book, bookErrors, paymentSourceId };
  const result: Result<CartView, UpdateCartError> = await rollBackOnReject((reject) =>
    deps.carts.updateLocked(target.value.number, (locked) =>
      updateLocked(deps, locked, [command, customer, unlocked], reject),
    ),
  );
  if (result.ok) await makePrimaryAsAsked(deps, result.value.cart, customer);
  return result;
}
