// What completing an order does, shared by payments/pay and cart/complete (Commerce's markAsComplete):
// the stock taken, the coupon use counted, and the order stored complete with its totals and reference.
import type { Cart, LineItem } from '../../domain/cart/cart.ts';
import { maxStockNotice } from '../../domain/pricing/notice.rules.ts';
import type { CartNotice } from '../../domain/pricing/notice.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import type {
  CheckoutRepository,
  LockedCheckout,
  StockRequest,
  StockShortage,
} from '../../ports/checkout/checkout-repository.ts';
import type { OrderNotifier } from '../../ports/orders/order-notifier.ts';
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';
import type { CurrentCartDeps } from '../cart/current-cart.ts';
import { type CompletionAccountDeps, completeOrderAccounts } from './complete-order-accounts.ts';
import type { UnpaidOrderDeps } from './unpaid-order-check.ts';

export interface CheckoutDeps extends CurrentCartDeps, CompletionAccountDeps, UnpaidOrderDeps {
  /** The order-confirmation mail, queued in the completing transaction (sent once it commits). */
  readonly orderNotifier: OrderNotifier;
  readonly checkout: CheckoutRepository;
  /** The adapter for a stored gateway's type and payment type, or null when there is none. */
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  /** Commerce's store setting: cart/complete may finish an order without a payment. Off by default. */
  readonly allowCheckoutWithoutPayment: boolean;
}

export const stockRequestsOf = (cart: Cart): StockRequest[] =>
  cart.lineItems.map((line) => ({ purchasableId: line.purchasableId, qty: line.qty }));

/** One notice per short line, as Commerce's recalculation leaves them, with the line's error key. */
export function shortageNotices(
  lines: readonly LineItem[],
  shortages: readonly StockShortage[],
): CartNotice[] {
  return shortages.flatMap((short) =>
    lines
      .filter((line) => line.purchasableId === short.purchasableId)
      .map((line) => maxStockNotice(line.id, line.description, short.stock)),
  );
}

/** A short human reference such as `HW-3FA9C1`. */
export const orderReference = (deps: Pick<CheckoutDeps, 'random'>): string =>
  `HW-${deps.random.hex(6).toUpperCase()}`;

/** The confirmation mail's content: the order as completed, priced as the customer paid it. */
function confirmationOf(cart: Cart, priced: PricedCart, reference: string, email: string) {
  const t = priced.totals;
  return {
    email,
    reference,
    number: cart.number,
    lines: priced.lines.map((line) => ({
      description: line.description,
      sku: line.sku,
      qty: line.qty,
      subtotal: line.subtotal,
    })),
    itemSubtotal: t.itemSubtotal,
    totalDiscount: t.totalDiscount,
    totalShippingCost: t.totalShippingCost,
    totalTax: t.totalTax,
    totalPrice: t.totalPrice,
    shippingMethodName: priced.shippingMethodName,
    shippingAddress: cart.shippingAddress,
    billingAddress: cart.billingAddress,
    guest: cart.customerId === null,
  };
}

/**
 * Marks the saved cart complete; stock must already be taken. In the same transaction: the customer
 * registered and addresses saved or made primary as the order asks, and the mails queued (durably:
 * they go out if and only if the order is completed).
 */
export async function completeLocked(
  deps: Pick<CheckoutDeps, 'random' | 'clock' | 'orderNotifier'> & CompletionAccountDeps,
  locked: LockedCheckout,
  savedCart: Cart,
  priced: PricedCart,
  paidStatus: 'paid' | 'unpaid',
): Promise<{ cart: Cart; reference: string }> {
  if (savedCart.id === null) {
    throw new Error(`Cart ${savedCart.number} must be saved before completion`);
  }
  const { customerId } = await completeOrderAccounts(deps, locked, savedCart);
  const saved =
    customerId !== savedCart.customerId
      ? await locked.save({ ...savedCart, customerId })
      : savedCart;
  if (saved.id === null) throw new Error(`Cart ${saved.number} lost its id`);
  if (saved.couponCode) {
    await locked.countCouponUse(saved.couponCode, saved.customerId, saved.email);
  }
  const reference = orderReference(deps);
  const cart = await locked.complete(saved.id, {
    reference,
    paidStatus,
    totalPriceMinor: priced.totals.totalPrice.minor,
    totalQty: priced.totals.totalQty,
    dateOrdered: deps.clock.now(),
    adjustments: priced.adjustments,
  });
  const email = cart.email;
  if (email) {
    const confirmation = confirmationOf(cart, priced, reference, email);
    await deps.orderNotifier.sendOrderConfirmation(confirmation);
  }
  return { cart, reference };
}
