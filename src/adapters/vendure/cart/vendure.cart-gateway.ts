import type { Cart, CartNotice } from '../../../domain/cart/cart';
import type { CartUpdate } from '../../../domain/cart/cart-update';
import type { LineAddition } from '../../../domain/cart/line-addition';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { CartGateway } from '../../../ports/cart-gateway';
import type { VendureClient } from '../client/vendure-client';
import { absentFailure, errorResultFailure, type FieldRefusal } from '../client/vendure-failure';
import { mapVendureCart } from './vendure-cart.mapper';
import {
  ACTIVE_CART,
  ADD_ITEM,
  END_GUEST_SESSION,
  SET_SHIPPING_METHOD,
  SIGNED_IN,
} from './vendure-cart.operations';
import {
  activeCartSchema,
  addItemAnswerSchema,
  signedInSchema,
  endGuestSessionSchema,
  setShippingMethodSchema,
  type ActiveCart,
  vendureMutationAnswerSchema,
} from './vendure-cart.schema';
import type { VendureCartSession } from './vendure-cart-session';
import { refusalsBefore } from './vendure-update-cart.checks';
import { updateDocument, UPDATE_CART } from './vendure-update-cart.document';
import { contextNeeded, planUpdate } from './vendure-update-cart.parts';
import { updateOutcome, type UpdateOutcome } from './vendure-update-cart.results';
import { cheapestQuote } from './vendure-update-cart.shipping';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The session's order as Vendure gave it, and as the cart it is (read when it is decoded). */
interface ReadCart {
  readonly active: ActiveCart;
  readonly cart: Cart;
}

/** Craft's words for a refused update; the fields' own say why. */
export const UPDATE_REFUSED_MESSAGE = 'Unable to update cart.';

const NOTHING_CHANGED: UpdateOutcome = { notices: [], refusals: [] };

/**
 * The session's active order in Vendure's Shop API as the storefront's cart. Vendure keeps the
 * order with the session (a cookie, through our server), so nothing here can reach another
 * session's order: every answer, a refusal's too, carries this session's cart only.
 */
export class VendureCartGateway implements CartGateway {
  readonly #client: VendureClient;
  readonly #session: VendureCartSession;

  constructor(client: VendureClient, session: VendureCartSession) {
    this.#client = client;
    this.#session = session;
  }

  async getCart(): Answer<Cart> {
    const read = await this.#read();
    return read.ok ? ok(this.#cartOf(read.value)) : read;
  }

  /** Vendure has no way to make another order the session's. */
  async loadCart(): Answer<void> {
    return err(absentFailure('loadCart', 'POST'));
  }

  /** Vendure completes an order only by paying for it. */
  async completeCart(): Answer<Cart> {
    return err(absentFailure('completeCart', 'POST'));
  }

  /**
   * Vendure cannot detach an order from a session. A guest's session is ended instead (Vendure's
   * logout clears its session cookie), so the next read starts without an order. A signed-in
   * customer's order stays: Vendure gives it back at every sign-in, and signing out, which ends it
   * for this tab, is the account's business; for them this does nothing.
   */
  async forgetCart(): Answer<void> {
    const signedIn = await this.#client.query(
      SIGNED_IN,
      {},
      signedInSchema,
      (data) => data.activeCustomer !== null,
    );
    if (!signedIn.ok) return signedIn;
    if (signedIn.value) return ok(undefined);
    this.#session.clearNotices();
    return this.#client.mutate(END_GUEST_SESSION, {}, endGuestSessionSchema, () => undefined);
  }

  async addLine(purchasableId: number, qty: number): Answer<LineAddition> {
    const variables = { productVariantId: String(purchasableId), quantity: qty };
    const added = await this.#client.mutate(
      ADD_ITEM,
      variables,
      addItemAnswerSchema,
      (data) => data.addItemToOrder,
    );
    // Vendure answers a variant it does not sell (unknown, disabled, deleted) as not found.
    if (!added.ok && added.error.kind === 'request-failed' && added.error.error.status === 404)
      return ok({ kind: 'refused', reason: 'unavailable' });
    if (!added.ok) return added;
    const { errorCode, message = '', quantityAvailable = 0 } = added.value;
    const short = errorCode === 'INSUFFICIENT_STOCK_ERROR';
    if (short && quantityAvailable === 0) return ok({ kind: 'refused', reason: 'out-of-stock' });
    const cart = await this.#settledCart();
    if (!cart.ok) return cart;
    // Stock that ran short put in what there was: the cart tells how many.
    if (errorCode === undefined || short) return ok({ kind: 'added', cart: cart.value });
    return err(
      this.#refusal(ADD_ITEM.name, [{ field: 'purchasables.0.qty', message }], cart.value),
    );
  }

  async updateCart(update: CartUpdate): Answer<Cart> {
    const needs = contextNeeded(update);
    const read = needs.needed ? await this.#read(needs) : ok(null);
    if (!read.ok) return read;
    const before = read.value?.active ?? null;
    const refusals = refusalsBefore(update, before);
    if (refusals.length > 0) return this.#refuseUnsent(refusals, read.value);
    if (update.clearNotices) this.#session.clearNotices();
    const plan = planUpdate(update, before);
    const outcome = await this.#send(plan.parts);
    if (!outcome.ok) return outcome;
    const after = await this.#settled();
    if (!after.ok) return after;
    const { number, id: orderId } = after.value.cart;
    const notices = [...plan.notices, ...outcome.value.notices];
    this.#session.addNotices(
      number,
      notices.map((notice): CartNotice => ({ ...notice, orderId })),
    );
    if (outcome.value.refusals.length > 0)
      return err(this.#refusal(UPDATE_CART, outcome.value.refusals, this.#cartOf(after.value)));
    if (update.gatewayId !== undefined) this.#session.chooseGateway(number, update.gatewayId);
    return ok(this.#cartOf(after.value));
  }

  /** The update's mutation, when it has parts; its ErrorResults read as notices and refusals. */
  async #send(parts: Parameters<typeof updateDocument>[0]): Answer<UpdateOutcome> {
    if (parts.length === 0) return ok(NOTHING_CHANGED);
    const { operation, variables } = updateDocument(parts);
    return this.#client.mutate(
      operation,
      variables,
      vendureMutationAnswerSchema,
      (answer) => updateOutcome(parts, answer),
      'cart',
    );
  }

  /** The cart is mapped as the answer is decoded: an id it cannot read makes it invalid data. */
  #read(
    include: { readonly addressBook?: boolean; readonly paymentMethods?: boolean } = {},
  ): Answer<ReadCart> {
    const variables = {
      ...(include.addressBook ? { addressBook: true } : {}),
      ...(include.paymentMethods ? { paymentMethods: true } : {}),
    };
    return this.#client.query(
      ACTIVE_CART,
      variables,
      activeCartSchema,
      (active) => ({ active, cart: mapVendureCart(active) }),
      'cart',
    );
  }

  /**
   * The cart after a change. Vendure sets no shipping method by itself and takes no payment without
   * one: an order with lines and none gets the cheapest it may use, so the cart shows what shipping
   * costs before the shopper pays (as Craft's "auto-set shipping method" does).
   */
  async #settled(): Answer<ReadCart> {
    const read = await this.#read();
    if (!read.ok) return read;
    const order = read.value.active.activeOrder;
    const cheapest = cheapestQuote(read.value.active.eligibleShippingMethods);
    if (!order || order.lines.length === 0 || order.shippingLines.length > 0 || !cheapest)
      return read;
    const variables = { shippingMethodId: [cheapest.id] };
    const set = await this.#client.mutate(
      SET_SHIPPING_METHOD,
      variables,
      setShippingMethodSchema,
      () => undefined,
    );
    return set.ok ? this.#read() : set;
  }

  async #settledCart(): Answer<Cart> {
    const settled = await this.#settled();
    return settled.ok ? ok(this.#cartOf(settled.value)) : settled;
  }

  async #refuseUnsent(refusals: readonly FieldRefusal[], read: ReadCart | null): Answer<Cart> {
    const current = read ? ok(read) : await this.#read();
    if (!current.ok) return current;
    return err(this.#refusal(UPDATE_CART, refusals, this.#cartOf(current.value)));
  }

  #refusal(operation: string, refusals: readonly FieldRefusal[], cart: Cart): GatewayError {
    const call = { operation, method: 'POST' as const };
    return errorResultFailure(call, UPDATE_REFUSED_MESSAGE, refusals, { cart, modelName: 'cart' });
  }

  /** The cart with what the session keeps for its order. */
  #cartOf({ cart }: ReadCart): Cart {
    return {
      ...cart,
      notices: this.#session.noticesFor(cart.number),
      gatewayId: this.#session.gatewayFor(cart.number),
    };
  }
}
