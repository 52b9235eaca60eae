// Commerce's payments/complete-payment (Payments::completePayment): the shopper is back from an
// off-site step (Stripe's 3-D Secure). The gateway is asked how the payment ended; a successful one
// completes the order in one transaction holding the cart's lock, like payments/pay.
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import { appendNotices } from '../../domain/cart/cart-update.rules.ts';
import { lineItemErrorsByAttribute } from '../../domain/pricing/pricing.errors.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { Cart } from '../../domain/cart/cart.ts';
import type {
  LockedCheckout,
  OrderPayment,
  StoredTransaction,
} from '../../ports/checkout/checkout-repository.ts';
import type { PaymentGateway, PaymentOutcome } from '../../ports/payments/payment-gateway.ts';
import { type CartCustomer, type CartView, priceCart } from '../cart/current-cart.ts';
import { type Reject, rollBackOnReject } from '../shared/reject-and-roll-back.ts';
import {
  type CheckoutDeps,
  completeLocked,
  shortageNotices,
  stockRequestsOf,
} from './complete-order.ts';
import { PAY_MESSAGES } from './pay-order.ts';

export const COMPLETE_PAYMENT_MESSAGES = {
  missing: 'Can not complete payment for missing transaction.',
  noGateway: 'The payment’s gateway is not available.',
  stillProcessing: 'The payment is still being processed, please try again in a moment.',
  notCompleted: 'The payment was not completed.',
  changed: PAY_MESSAGES.changed,
} as const;

export type CompletePaymentSuccess =
  /** Paid before (this hash, or the order completed by a concurrent return): nothing else to do. */
  | { readonly kind: 'already-complete' }
  /** This call completed the order. */
  | { readonly kind: 'completed'; readonly view: CartView; readonly payment: OrderPayment }
  /** The gateway wants the shopper off-site once more. */
  | { readonly kind: 'redirect'; readonly url: string };

export type CompletePaymentError =
  | { readonly kind: 'missing' }
  /** The payment did not go through (message without Craft's `Payment error: ` prefix). */
  | { readonly kind: 'failed'; readonly message: string }
  /** Paid, but the order can no longer be completed as paid (stock taken meanwhile, cart changed). */
  | {
      readonly kind: 'changed';
      readonly message: string;
      readonly view: CartView;
      readonly errors: Readonly<Record<string, readonly string[]>>;
    };

type Outcome = Result<CompletePaymentSuccess, CompletePaymentError>;

/** The changed order's errors as payments/pay gives them: the total, then each line's problem. */
const changedErrors = (priced: PricedCart): Record<string, string[]> => ({
  totalPrice: [COMPLETE_PAYMENT_MESSAGES.changed],
  ...lineItemErrorsByAttribute(priced.errors),
});

const failed = (message: string): Outcome =>
  err({ kind: 'failed', message: message || COMPLETE_PAYMENT_MESSAGES.notCompleted });

/** The answer for a transaction that is no longer waiting for its off-site step. */
const settledAnswer = (transaction: StoredTransaction): Outcome =>
  transaction.status === 'success' ? ok({ kind: 'already-complete' }) : failed(transaction.message);

async function gatewayOf(
  deps: CheckoutDeps,
  transaction: StoredTransaction,
): Promise<PaymentGateway['completePayment']> {
  const record =
    transaction.gatewayId !== null ? await deps.checkout.gateway(transaction.gatewayId) : null;
  const gateway = record ? deps.paymentGatewayFor(record.type, record.paymentType) : null;
  return gateway?.completePayment ?? null;
}

type Complete = NonNullable<PaymentGateway['completePayment']>;

const customerOf = (stored: Cart): CartCustomer | null =>
  stored.customerId !== null && stored.email
    ? { id: stored.customerId, email: stored.email }
    : null;

/**
 * The paid order completed: recalculated, saved, its stock taken. A cart changed while the shopper
 * was off-site (another total, a line problem, no lines) or short of stock is rejected: rolled back.
 */
async function completePaid(
  deps: CheckoutDeps,
  locked: LockedCheckout,
  [stored, current, outcome]: readonly [Cart, StoredTransaction, PaymentOutcome],
  reject: Reject<CompletePaymentError>,
): Promise<Outcome> {
  const priced = await priceCart(deps, stored, customerOf(stored));
  const saved = await locked.save(settleCart(stored, priced));
  const { changed: message } = COMPLETE_PAYMENT_MESSAGES;
  // The cart changed while the shopper was off-site: what was paid is not this order any more.
  if (
    priced.totals.totalPrice.minor !== current.amountMinor ||
    priced.errors.length > 0 ||
    saved.lineItems.length === 0
  ) {
    throw reject({
      kind: 'changed',
      message,
      view: { cart: saved, priced },
      errors: changedErrors(priced),
    });
  }
  const shortages = await locked.takeStock(stockRequestsOf(saved));
  if (shortages.length) {
    const notices = shortageNotices(saved.lineItems, shortages);
    const cart = { ...saved, notices: appendNotices(saved.notices, notices) };
    const errors = Object.fromEntries(notices.map((n) => [n.attribute, [n.message]]));
    throw reject({ kind: 'changed', message, view: { cart, priced }, errors });
  }
  const settled = await locked.settleRedirect(current.id, 'success', outcome.message);
  if (!settled) throw new Error(`Transaction ${current.id} changed while it was locked`);
  const paid = outcome.type === 'purchase';
  const paidStatus = paid ? 'paid' : 'unpaid';
  const { cart, reference } = await completeLocked(deps, locked, saved, priced, paidStatus);
  const totalPaidMinor = paid ? priced.totals.totalPrice.minor : 0;
  const datePaid = paid ? cart.dateOrdered : null;
  return ok({
    kind: 'completed',
    view: { cart, priced },
    payment: { reference, paidStatus, totalPaidMinor, datePaid },
  });
}

/** Under the cart's lock: the transaction re-read, the gateway asked, a paid order completed. */
async function settleLocked(
  deps: CheckoutDeps,
  locked: LockedCheckout,
  [hash, complete]: readonly [string, Complete],
  reject: Reject<CompletePaymentError>,
): Promise<Outcome> {
  // Re-read under the lock: a concurrent return with the same hash may have settled it.
  const current = await deps.checkout.transactionByHash(hash);
  if (!current) return err({ kind: 'missing' });
  if (current.status !== 'redirect') return settledAnswer(current);
  const stored = locked.stored;
  if (!stored || stored.id === null) return failed(COMPLETE_PAYMENT_MESSAGES.notCompleted);
  if (stored.isCompleted) return ok({ kind: 'already-complete' });

  // Inside the lock on purpose: server/README.md, "Why the gateway is called inside the cart's lock".
  const outcome = await complete(current.reference);
  if (outcome.status === 'redirect' && outcome.redirect) {
    return ok({ kind: 'redirect', url: outcome.redirect });
  }
  if (outcome.status === 'processing') return failed(COMPLETE_PAYMENT_MESSAGES.stillProcessing);
  if (outcome.status !== 'success') {
    const message = outcome.message || COMPLETE_PAYMENT_MESSAGES.notCompleted;
    await locked.settleRedirect(current.id, 'failed', message);
    return failed(message);
  }
  return completePaid(deps, locked, [stored, current, outcome], reject);
}

export async function completeOffsitePayment(
  deps: CheckoutDeps,
  hash: string | undefined,
): Promise<Outcome> {
  const transaction = hash ? await deps.checkout.transactionByHash(hash) : null;
  if (!hash || !transaction) return err({ kind: 'missing' });
  if (transaction.status !== 'redirect') return settledAnswer(transaction);
  const number = await deps.checkout.orderNumberOf(transaction.orderId);
  const complete = await gatewayOf(deps, transaction);
  if (number === null) return failed(COMPLETE_PAYMENT_MESSAGES.notCompleted);
  if (complete === null) return failed(COMPLETE_PAYMENT_MESSAGES.noGateway);

  const outcome: Outcome = await rollBackOnReject((reject) =>
    deps.checkout.checkoutLocked(number, (locked) =>
      settleLocked(deps, locked, [hash, complete], reject),
    ),
  );
  // Only a rejection is `changed`: nothing was taken or completed; the transaction says why it did
  // not complete the order.
  if (!outcome.ok && outcome.error.kind === 'changed') {
    const { message } = outcome.error;
    await deps.checkout.checkoutLocked(number, (locked) =>
      locked.settleRedirect(transaction.id, 'failed', message),
    );
  }
  return outcome;
}
