// Stock held by orders that complete without money taken or held: the Manual gateway ("pay by
// invoice") takes stock on completion like any order, so it is kept to people the shop can ask for
// the money. (cart/complete without payment is the shop owner's explicit opt-in,
// ALLOW_CHECKOUT_WITHOUT_PAYMENT, off by default, and stays as Craft has it.)
// - Guests cannot place them: an anonymous visitor could otherwise empty the stock at no cost.
// - A signed-in customer may have at most UNPAID_ORDER_LIMIT of them awaiting payment at a time.
// - One still unpaid UNPAID_ORDER_HOLD_DAYS after it was placed is cancelled and its stock goes back
//   (hourly housekeeping), so stock is never held for ever by an invoice nobody pays.

export const UNPAID_ORDER_LIMIT = 3;

export const UNPAID_ORDER_HOLD_DAYS = 14;

/** The order status of a released unpaid order. */
export const RELEASED_ORDER_STATUS = 'cancelled';

/** Unpaid pay-by-invoice orders placed before this moment are released. */
export const unpaidOrderReleaseCutoff = (now: Date): Date =>
  new Date(now.getTime() - UNPAID_ORDER_HOLD_DAYS * 24 * 3_600_000);

/** Orders that still hold stock without money: unpaid, not released. */
export const isAwaitingPayment = (order: {
  readonly paidStatus: string;
  readonly status: string | null;
}): boolean => order.paidStatus === 'unpaid' && order.status !== RELEASED_ORDER_STATUS;

export const UNPAID_ORDER_MESSAGES = {
  signIn: 'Sign in to place an order without paying now.',
  tooMany: `You have ${UNPAID_ORDER_LIMIT} orders awaiting payment. Please pay for one of them before placing another.`,
} as const;

/** Gateways that complete an order with no money taken or held. */
export const completesUnpaid = (gatewayType: string): boolean => gatewayType === 'manual';

/** Why the customer may not place one more unpaid order now; null when they may. */
export function unpaidOrderRefusal(
  customerId: number | null,
  ordersAwaitingPayment: number,
): string | null {
  if (customerId === null) return UNPAID_ORDER_MESSAGES.signIn;
  if (ordersAwaitingPayment >= UNPAID_ORDER_LIMIT) return UNPAID_ORDER_MESSAGES.tooMany;
  return null;
}
