// payments/pay under the cart's lock, in one transaction: the pay params set on the cart, the final
// recalculation, the stock taken, the gateway charged and the order completed. A rejection rolls
// all of it back; a declined charge keeps its transaction on record and the cart as it was.
import type { Cart } from '../../domain/cart/cart.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import { appendNotices } from '../../domain/cart/cart-update.rules.ts';
import { lineItemErrorsByAttribute } from '../../domain/pricing/pricing.errors.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type {
  LockedCheckout,
  OrderPayment,
  StockRequest,
  StoredTransaction,
} from '../../ports/checkout/checkout-repository.ts';
import type { NewPaymentSource } from '../../ports/payments/payment-source-repository.ts';
import { type CartView, priceCart, withCustomer } from '../cart/current-cart.ts';
import { type Reject, rollBackOnReject } from '../shared/reject-and-roll-back.ts';
import { completeLocked, shortageNotices, stockRequestsOf } from './complete-order.ts';
import type { PayVia } from './pay-checks.ts';
import { type FailureArgs, failureOf, type PayContext } from './pay-context.ts';
import { applyPayParams, type PayOrderParams } from './pay-params.ts';
import { PAY_MESSAGES, type PayDeps, type PayError, type PaySuccess } from './pay.types.ts';

export interface LockedPay {
  readonly ctx: PayContext;
  readonly via: PayVia;
  readonly orderParams: PayOrderParams;
  /** savePaymentSource's card, stored once it is charged. */
  readonly sourceToSave: NewPaymentSource | null;
}

type Charge =
  | {
      readonly kind: 'charged';
      readonly transaction: StoredTransaction | null;
      readonly paid: boolean;
    }
  | {
      readonly kind: 'redirect';
      readonly transaction: StoredTransaction;
      readonly redirect: string;
    }
  | { readonly kind: 'declined'; readonly message: string };

/**
 * Commerce's last check before charging: the total price or quantity moved since the shopper looked.
 * The quantity is compared with the cart as stored (what the shopper asked for), not with a pricing
 * that already lowered it to the stock left: nobody is charged for fewer units than they confirmed.
 */
function changesBeforePayment(
  stored: Cart,
  before: PricedCart,
  final: PricedCart,
): Record<string, readonly string[]> {
  const changes: Record<string, readonly string[]> = {};
  if (final.totals.totalPrice.minor !== before.totals.totalPrice.minor) {
    changes.totalPrice = [PAY_MESSAGES.changed];
  }
  const qty = final.totals.totalQty;
  if (
    qty !== before.totals.totalQty ||
    qty !== stored.lineItems.reduce((sum, line) => sum + line.qty, 0)
  ) {
    changes.totalQty = [PAY_MESSAGES.changed];
  }
  return changes;
}

/** The gateway asked for the amount (nothing for a free order) and the transaction recorded. */
async function charge(
  deps: PayDeps,
  locked: LockedCheckout,
  pay: LockedPay,
  saved: Cart,
  amountMinor: number,
): Promise<Charge> {
  if (amountMinor <= 0) return { kind: 'charged', transaction: null, paid: true };
  const { source, form } = pay.ctx;
  const hash = deps.random.hex(32);
  // Called inside the cart's lock and transaction on purpose: one charge per cart across processes,
  // at the cost of a connection held while the gateway answers. server/README.md, "Why the gateway is
  // called inside the cart's lock".
  const outcome = await pay.via.gateway.pay({
    form,
    ...(source ? { sourceToken: source.token } : {}),
    amountMinor,
    currency: saved.currency,
    now: deps.clock.now(),
    orderNumber: saved.number,
    transactionHash: hash,
  });
  const transaction = await locked.recordTransaction({
    orderId: saved.id ?? 0,
    gatewayId: pay.via.gatewayRecord.id,
    type: outcome.type,
    status: outcome.status,
    amountMinor,
    currency: saved.currency,
    reference: outcome.reference,
    message: outcome.message,
    hash,
  });
  if (outcome.status === 'redirect' && outcome.redirect) {
    return { kind: 'redirect', transaction, redirect: outcome.redirect };
  }
  if (outcome.status !== 'success') return { kind: 'declined', message: outcome.message };
  return { kind: 'charged', transaction, paid: outcome.type === 'purchase' };
}

const UNPAID: OrderPayment = {
  reference: null,
  paidStatus: 'unpaid',
  totalPaidMinor: 0,
  datePaid: null,
};

/** A refusal after the recalculation: the cart saved recalculated, without the pay params. */
async function keepUnpaid(
  locked: LockedCheckout,
  ctx: PayContext,
  unpaid: CartView,
  message: string,
  errors: Record<string, readonly string[]>,
): Promise<Result<never, PayError>> {
  const cart = await locked.save(settleCart(unpaid.cart, unpaid.priced));
  return err(failureOf(ctx, 'model', message, errors, {}, { cart, priced: unpaid.priced }));
}

interface Prepared {
  /** The cart before the pay params, as a refusal leaves it. */
  readonly unpaid: CartView;
  /** Saved with the pay params and the final recalculation; its stock is taken. */
  readonly saved: Cart;
  readonly priced: PricedCart;
  readonly requests: readonly StockRequest[];
}

/** The pay params applied, the final recalculation checked and saved, the stock taken. */
async function prepareLocked(
  deps: PayDeps,
  pay: LockedPay,
  locked: LockedCheckout,
  reject: Reject<PayError>,
): Promise<Result<Prepared, PayError>> {
  const { ctx } = pay;
  const failure = (...args: FailureArgs) => failureOf(ctx, ...args);
  const stored = locked.stored;
  if (!stored) throw reject({ kind: 'not-found' });
  if (stored.isCompleted || (locked.payment && locked.payment.paidStatus !== 'unpaid')) {
    throw reject(failure('plain', PAY_MESSAGES.alreadyPaid));
  }
  const base = ctx.isSessionCart ? withCustomer(stored, ctx.pricingCustomer) : stored;
  const current = applyPayParams(base, pay.orderParams, ctx.isSessionCart);
  const priced = await priceCart(deps, current, ctx.pricingCustomer);
  const errors = lineItemErrorsByAttribute(priced.errors);
  if (Object.keys(errors).length) {
    const settled = { cart: settleCart(current, priced), priced };
    throw reject(failure('model', PAY_MESSAGES.invalid, errors, {}, settled));
  }
  const changes = changesBeforePayment(current, ctx.pricedBefore, priced);
  // Commerce saves the final recalculation before refusing: the shopper reviews the cart as it
  // now stands (e.g. lowered to the stock left, with its notice) and can pay for that.
  const unpaid = { cart: base, priced };
  if (Object.keys(changes).length) {
    return keepUnpaid(locked, ctx, unpaid, PAY_MESSAGES.changed, changes);
  }
  const saved = await locked.save(settleCart(current, priced));
  const requests = stockRequestsOf(saved);
  const shortages = await locked.takeStock(requests);
  if (shortages.length) {
    // Rolled back: nothing taken, nothing charged; the cart answers with the stock notices.
    const notices = shortageNotices(saved.lineItems, shortages);
    const noticed = { ...saved, notices: appendNotices(saved.notices, notices) };
    const stockErrors = Object.fromEntries(notices.map((n) => [n.attribute, [n.message]]));
    throw reject(
      failure('model', PAY_MESSAGES.changed, stockErrors, {}, { cart: noticed, priced }),
    );
  }
  return ok({ unpaid, saved, priced, requests });
}

/** The charge, then the order completed (or left a cart: off-site, declined). */
async function chargeAndComplete(
  deps: PayDeps,
  pay: LockedPay,
  locked: LockedCheckout,
  { unpaid, saved, priced, requests }: Prepared,
): Promise<Result<PaySuccess, PayError>> {
  const { key, form: paymentForm } = pay.ctx;
  const charged = await charge(deps, locked, pay, saved, priced.totals.totalPrice.minor);
  if (charged.kind !== 'charged') await locked.returnStock(requests);
  // Finished off-site, then by complete-payment: the cart stays a cart until then.
  if (charged.kind === 'redirect') {
    const { transaction, redirect } = charged;
    const payment = pay.ctx.payment ?? UNPAID;
    return ok({ key, view: { cart: saved, priced }, payment, transaction, redirect, paymentForm });
  }
  // The failed transaction stays on record; the stock goes back and the cart stays a cart.
  if (charged.kind === 'declined') return keepUnpaid(locked, pay.ctx, unpaid, charged.message, {});
  if (pay.sourceToSave && charged.transaction) {
    await locked.accounts.paymentSources.create(pay.sourceToSave);
  }
  const paidStatus = charged.paid ? 'paid' : 'unpaid';
  const { cart, reference } = await completeLocked(deps, locked, saved, priced, paidStatus);
  const payment: OrderPayment = {
    reference,
    paidStatus,
    totalPaidMinor: charged.paid ? priced.totals.totalPrice.minor : 0,
    datePaid: charged.paid ? cart.dateOrdered : null,
  };
  const { transaction } = charged;
  return ok({ key, view: { cart, priced }, payment, transaction, redirect: null, paymentForm });
}

export function payLocked(deps: PayDeps, pay: LockedPay): Promise<Result<PaySuccess, PayError>> {
  return rollBackOnReject((reject) =>
    deps.checkout.checkoutLocked(pay.ctx.cart.number, async (locked) => {
      const prepared = await prepareLocked(deps, pay, locked, reject);
      return prepared.ok ? chargeAndComplete(deps, pay, locked, prepared.value) : prepared;
    }),
  );
}
