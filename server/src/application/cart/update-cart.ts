// Commerce's update-cart (CartController::actionUpdateCart): the parameters in Commerce's processing
// order, then one recalculation, validation and save, all under the cart's lock.
import type { Cart, LineItem, LineOptions } from '../../domain/cart/cart.ts';
import {
  isCartNumber,
  isOpenCartOf,
  newCart,
  sessionCartChoice,
} from '../../domain/cart/cart.rules.ts';
import { type CartAddressCommand, setCartAddresses } from '../../domain/cart/cart-address.rules.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import {
  addLine,
  canonicalOptions,
  type LineAddition,
  mergeAdditions,
  matchingLine,
  changeLine,
  appendNotices,
} from '../../domain/cart/cart-update.rules.ts';
import {
  type OrderCompleteFlags,
  withOrderCompleteFlags,
} from '../../domain/cart/order-complete-flags.rules.ts';
import { effectivePrice } from '../../domain/catalog/product-price.rules.ts';
import {
  lineItemErrorAttribute,
  lineItemErrorMessage,
} from '../../domain/pricing/pricing.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import { emailErrors } from '../../domain/users/user-validation.rules.ts';
import type { AddressRepository } from '../../ports/address-repository.ts';
import type { Digest } from '../../ports/digest.ts';
import type { PaymentSourceRepository } from '../../ports/payment-source-repository.ts';
import type { UserRepository } from '../../ports/user-repository.ts';
import type { CatalogPurchasable, PurchasablesById } from '../../ports/purchasable-catalog.ts';
import {
  type CartCustomer,
  type CartView,
  type CurrentCartDeps,
  priceCart,
  requesterOf,
  withCustomer,
} from './current-cart.ts';
import { bookAddressesFor, makePrimaryAsAsked } from './cart-address-book.ts';
import { checkedPaymentSourceId } from './cart-payment-source.ts';

export interface UpdateCartDeps extends CurrentCartDeps {
  readonly digest: Digest;
  /** The customer's address book: where `shippingAddressId` / `billingAddressId` are looked up. */
  readonly addresses: Pick<AddressRepository, 'findById'>;
  /** Where makePrimary…Address moves the customer's primary addresses. */
  readonly users: Pick<UserRepository, 'findById' | 'update'>;
  /** Whose payment source a `paymentSourceId` is: only the signed-in owner's is applied. */
  readonly paymentSources: Pick<PaymentSourceRepository, 'find'>;
}

export interface AddCommand {
  readonly purchasableId: number;
  readonly qty: number;
  readonly note: string;
  readonly options: LineOptions;
}

export interface LineCommand {
  readonly id: number;
  readonly qty?: number;
  readonly note?: string;
  readonly options?: LineOptions;
  readonly remove: boolean;
}

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
  | { readonly kind: 'unknown-purchasable'; readonly purchasableId: number }
  | { readonly kind: 'quote-only'; readonly description: string }
  | {
      readonly kind: 'invalid';
      readonly view: CartView;
      readonly errors: Readonly<Record<string, readonly string[]>>;
    };

/** Ends the locked update early, rolling back; turned into a returned error below. */
class Rejected extends Error {
  readonly error: UpdateCartError;
  constructor(error: UpdateCartError) {
    super(error.kind);
    this.error = error;
  }
}

/** Signature of a line's options (Commerce: md5 of them; here a digest of their canonical text). */
const signatureOf = (digest: Digest, options: LineOptions) =>
  digest.sha256(canonicalOptions(options)).slice(0, 32);

export async function updateCart(
  deps: UpdateCartDeps,
  command: UpdateCartCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Result<CartView, UpdateCartError>> {
  // A cart addressed by `number` must be the requester's (order-ownership.rules.ts): anyone else's
  // answers exactly like a missing one.
  const requester = requesterOf(customer, rememberedNumber);
  const isTheirs = (cart: Cart | null): cart is Cart => isOpenCartOf(cart, requester);
  let number: string;
  if (command.number !== undefined) {
    const target = await deps.carts.findByNumber(command.number);
    if (!isTheirs(target)) return err({ kind: 'cart-not-found' });
    number = target.number;
  } else {
    // The session cart is read under its lock below (sessionCartChoice, as sessionCart() does).
    number =
      rememberedNumber && isCartNumber(rememberedNumber) ? rememberedNumber : deps.random.hex(32);
  }

  const { book, errors: bookErrors } = await bookAddressesFor(deps, command.addresses, customer);
  const paymentSourceId = await checkedPaymentSourceId(deps, command.paymentSourceId, customer);

  try {
    const result = await deps.carts.updateLocked<Result<CartView, UpdateCartError>>(
      number,
      async (locked) => {
        if (command.number !== undefined && !isTheirs(locked.stored))
          throw new Rejected({ kind: 'cart-not-found' });
        const choice = sessionCartChoice(number, locked.stored, customer?.id ?? null);
        let cart: Cart = withCustomer(
          choice.kind === 'continue'
            ? choice.cart
            : newCart(choice.number ?? deps.random.hex(32), deps.currency),
          customer,
        );
        const errors: Record<string, string[]> = { ...bookErrors };

        if (command.clearLineItems) cart = { ...cart, lineItems: [] };
        if (command.clearNotices) cart = { ...cart, notices: [] };
        if (command.customerNote !== undefined)
          cart = { ...cart, customerNote: command.customerNote };

        const additions = [
          ...(command.add && command.add.qty > 0 ? [command.add] : []),
          ...mergeAdditions(
            command.addMany
              .filter((add) => add.qty > 0)
              .map((add) => ({ ...add, optionsSignature: signatureOf(deps.digest, add.options) })),
          ),
        ];
        // Read once, as stored now: the added purchasables and the cart's lines, priced below.
        let known: PurchasablesById | undefined;
        if (additions.length) {
          const catalog = await deps.catalog.purchasables([
            ...additions.map((a) => a.purchasableId),
            ...cart.lineItems.map((line) => line.purchasableId),
          ]);
          known = catalog;
          let lines: LineItem[] = [...cart.lineItems];
          for (const add of additions) {
            const purchasable = catalog.get(add.purchasableId);
            if (!purchasable) {
              throw new Rejected({ kind: 'unknown-purchasable', purchasableId: add.purchasableId });
            }
            if (purchasable.quoteOnly) {
              throw new Rejected({ kind: 'quote-only', description: purchasable.description });
            }
            const addition: LineAddition = {
              ...add,
              optionsSignature: signatureOf(deps.digest, add.options),
            };
            const id = matchingLine(lines, addition) ? 0 : await locked.newLineItemId();
            lines = addLine(lines, addition, () => newLine(id, addition, purchasable));
          }
          cart = { ...cart, lineItems: lines };
        }

        for (const change of command.lineChanges) {
          cart = {
            ...cart,
            lineItems: changeLine(cart.lineItems, change.id, {
              remove: change.remove,
              ...(change.qty !== undefined ? { qty: change.qty } : {}),
              ...(change.note !== undefined ? { note: change.note } : {}),
              ...(change.options !== undefined
                ? {
                    options: {
                      value: change.options,
                      signature: signatureOf(deps.digest, change.options),
                    },
                  }
                : {}),
            }),
          };
        }

        const addressed = setCartAddresses(cart, command.addresses, book);
        cart = { ...cart, ...addressed.state };
        Object.assign(errors, addressed.errors);

        // Guests only: a signed-in customer's email is their account's.
        if (command.email !== undefined && customer === null) {
          const problems = emailErrors(command.email);
          if (problems.length) errors.email = problems;
          else cart = { ...cart, email: command.email.trim() };
        }
        cart = withOrderCompleteFlags(cart, command);
        if (command.couponCode !== undefined) {
          const code = command.couponCode.trim();
          cart = { ...cart, couponCode: code === '' ? null : code };
        }
        if (
          command.gatewayId !== undefined &&
          (await deps.storeRules.gatewayExists(command.gatewayId))
        ) {
          cart = { ...cart, gatewayId: command.gatewayId };
        }
        if (paymentSourceId !== undefined) cart = { ...cart, paymentSourceId };
        if (command.shippingMethodHandle) {
          cart = { ...cart, shippingMethodHandle: command.shippingMethodHandle };
        }

        const priced = await priceCart(deps, cart, customer, known ? { known } : {});
        for (const problem of priced.errors) {
          const key = lineItemErrorAttribute(problem);
          errors[key] = [...(errors[key] ?? []), lineItemErrorMessage(problem)];
        }
        if (Object.keys(errors).length) {
          // The cart as it stood, unsaved (the transaction ends without writing).
          const view = {
            cart: { ...cart, notices: appendNotices(cart.notices, priced.notices) },
            priced,
          };
          return err({ kind: 'invalid', view, errors });
        }
        const saved = await locked.save(settleCart(cart, priced));
        return ok({ cart: saved, priced });
      },
    );
    if (result.ok) await makePrimaryAsAsked(deps, result.value.cart, customer);
    return result;
  } catch (error) {
    if (error instanceof Rejected) return err(error.error);
    throw error;
  }
}

function newLine(id: number, addition: LineAddition, purchasable: CatalogPurchasable): LineItem {
  return {
    id,
    purchasableId: purchasable.id,
    qty: addition.qty,
    description: purchasable.description,
    sku: purchasable.sku,
    note: addition.note,
    options: addition.options,
    optionsSignature: addition.optionsSignature,
    price: purchasable.price,
    salePrice: effectivePrice({
      price: purchasable.price,
      salePrice: purchasable.promotionalPrice,
    }),
    dateCreated: null,
    dateUpdated: null,
  };
}
