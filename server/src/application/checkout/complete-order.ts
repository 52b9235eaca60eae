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
} from '../../ports/checkout-repository.ts';
import type { PaymentGateway } from '../../ports/payment-gateway.ts';
import type { CurrentCartDeps } from '../cart/current-cart.ts';

export interface CheckoutDeps extends CurrentCartDeps {
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

/** Marks the saved cart complete; stock must already be taken. */
export async function completeLocked(
  deps: Pick<CheckoutDeps, 'random' | 'clock'>,
  locked: LockedCheckout,
  saved: Cart,
  priced: PricedCart,
  paidStatus: 'paid' | 'unpaid',
): Promise<{ cart: Cart; reference: string }> {
  if (saved.id === null) throw new Error(`Cart ${saved.number} must be saved before completion`);
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
  });
  return { cart, reference };
}
