import type { Cart } from '../../domain/cart/cart';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { BuyAgainOutcome, BuyAgainReport } from '../../domain/orders/buy-again';
import { additionOutcome, unitsInCart } from '../../domain/orders/buy-again.rules';
import type { OrderDetail, OrderLine } from '../../domain/orders/order';
import { ok, type Result } from '../../domain/shared/result';
import type { CartGateway } from '../../ports/cart-gateway';

interface Step {
  /** the cart as the last accepted addition left it */
  readonly cart: Cart;
  readonly outcome: BuyAgainOutcome;
}

/** One order line back into the cart; whatever happens to it, the next line is tried. */
const addLineBack = async (carts: CartGateway, cart: Cart, line: OrderLine): Promise<Step> => {
  const { description, purchasableId, qty } = line;
  // The variant was deleted since (Craft keeps the line, without its purchasable).
  if (purchasableId === null) {
    return { cart, outcome: { kind: 'not-added', description, reason: 'unavailable' } };
  }
  const added = await carts.addLine(purchasableId, qty);
  if (!added.ok) return { cart, outcome: { kind: 'not-added', description, reason: 'failed' } };
  if (added.value.kind === 'refused') {
    return { cart, outcome: { kind: 'not-added', description, reason: added.value.reason } };
  }
  const after = added.value.cart;
  const before = unitsInCart(cart, purchasableId);
  return {
    cart: after,
    outcome: additionOutcome(description, qty, before, unitsInCart(after, purchasableId)),
  };
};

/**
 * Puts the order's lines into the visitor's cart, one call per line (one refused line does not
 * stop the others), at today's prices. Fails only when the cart cannot be read at all.
 */
export const putOrderBackInCart = async (
  carts: CartGateway,
  order: Pick<OrderDetail, 'number' | 'lineItems'>,
): Promise<Result<BuyAgainReport, GatewayError>> => {
  const start = await carts.getCart();
  if (!start.ok) return start;
  let cart = start.value;
  const outcomes: BuyAgainOutcome[] = [];
  for (const line of order.lineItems) {
    const step = await addLineBack(carts, cart, line);
    cart = step.cart;
    outcomes.push(step.outcome);
  }
  return ok({ orderNumber: order.number, outcomes });
};
