// Commerce's payments/pay (PaymentsController::actionPay): the checks in Commerce's order, then the
// payment and the order's completion in one transaction holding the cart's lock.
import type { Cart } from '../../domain/cart/cart.ts';
import { isOwnedBy, type PaymentSource } from '../../domain/payments/payment-source.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import { cartTotals } from '../../domain/cart/cart.rules.ts';
import { appendNotices } from '../../domain/cart/cart-update.rules.ts';
import { mayUseOrder } from '../../domain/orders/order-ownership.rules.ts';
import { completesUnpaid } from '../../domain/orders/unpaid-order.rules.ts';
import {
  lineItemErrorAttribute,
  lineItemErrorMessage,
} from '../../domain/pricing/pricing.errors.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { OrderPayment, StoredTransaction } from '../../ports/checkout-repository.ts';
import type { PaymentFormInput } from '../../ports/payment-gateway.ts';
import type { PaymentSourceRepository } from '../../ports/payment-source-repository.ts';
import {
  type CartCustomer,
  type CartView,
  priceCart,
  requesterOf,
  sessionCart,
  withCustomer,
} from '../cart/current-cart.ts';
import {
  type CheckoutDeps,
  completeLocked,
  shortageNotices,
  stockRequestsOf,
} from './complete-order.ts';
import { unpaidOrderRefusalFor } from './unpaid-order-check.ts';

/** Commerce's store settings read by payments/pay. */
export interface CheckoutAddressRules {
  readonly requireBillingAddressAtCheckout: boolean;
  readonly requireShippingAddressAtCheckout: boolean;
}

export interface PayDeps extends CheckoutDeps {
  readonly paymentSources: Pick<PaymentSourceRepository, 'find'>;
  readonly checkoutAddresses: CheckoutAddressRules;
}

export interface PayCommand {
  readonly number?: string;
  readonly email?: string;
  readonly gatewayId?: number;
  /** A stored payment source of the signed-in customer: charged instead of a payment form. */
  readonly paymentSourceId?: number;
  /** `paymentForm[<gatewayHandle>]`, by handle. */
  readonly paymentForm: Readonly<Record<string, PaymentFormInput>>;
}

export const PAY_MESSAGES = {
  notFound: 'Can not find an order to pay.',
  emailRequired: 'Email required to make payments on a completed order.',
  empty: 'Order can not be empty.',
  noGateway: 'There is no gateway or payment source available for use with this order.',
  noEmail: 'No customer email address exists on this cart.',
  alreadyPaid: 'This order has already been paid.',
  shippingAddress: 'Shipping address required.',
  billingAddress: 'Billing address required.',
  changed:
    'Something changed with the order before payment, please review your order and submit payment again.',
  invalid: 'Invalid payment or order. Please review.',
} as const;

/** `cart` when paying the session cart, `order` when a number was given (Craft's variable name). */
export type OrderKey = 'cart' | 'order';

export type PayError =
  | { readonly kind: 'not-found' }
  | {
      readonly kind: 'failure';
      /** `plain`: Craft's asFailure (order + message); `model`: asModelFailure with the payment form. */
      readonly shape: 'plain' | 'model';
      readonly key: OrderKey;
      readonly view: CartView;
      readonly payment: OrderPayment | null;
      readonly message: string;
      readonly errors: Readonly<Record<string, readonly string[]>>;
      readonly paymentFormErrors: Readonly<Record<string, readonly string[]>>;
      readonly paymentForm: PaymentFormInput;
    };

export interface PaySuccess {
  readonly key: OrderKey;
  readonly view: CartView;
  readonly payment: OrderPayment;
  /** null for a free order: it completes without a gateway call. */
  readonly transaction: StoredTransaction | null;
  /** The gateway's off-site URL when the payment continues there (the order is not complete yet). */
  readonly redirect: string | null;
}

class Rejected extends Error {
  readonly error: PayError;
  constructor(error: PayError) {
    super(error.kind);
    this.error = error;
  }
}

const lineErrors = (priced: PricedCart): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const problem of priced.errors) {
    const key = lineItemErrorAttribute(problem);
    errors[key] = [...(errors[key] ?? []), lineItemErrorMessage(problem)];
  }
  return errors;
};

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
  if (qty !== before.totals.totalQty || qty !== cartTotals(stored).totalQty) {
    changes.totalQty = [PAY_MESSAGES.changed];
  }
  return changes;
}

/** The source to charge: the customer's own, else none (Commerce ignores a foreign source). */
async function usableSource(
  deps: PayDeps,
  id: number | null | undefined,
  customer: CartCustomer | null,
  cart: Cart,
): Promise<PaymentSource | null> {
  if (id === null || id === undefined || customer === null) return null;
  const source = await deps.paymentSources.find(id);
  return isOwnedBy(source, customer.id) && cart.customerId === customer.id ? source : null;
}

export async function payOrder(
  deps: PayDeps,
  command: PayCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Result<PaySuccess, PayError>> {
  const key: OrderKey = command.number !== undefined ? 'order' : 'cart';
  let cart: Cart;
  if (command.number !== undefined) {
    const found = await deps.carts.findByNumber(command.number);
    // Someone else's order is answered exactly like a missing one (order-ownership.rules.ts): a
    // customer's only for that customer signed in, a guest's for its session or its e-mail.
    const requester = requesterOf(customer, rememberedNumber, command.email);
    if (!found || !mayUseOrder(found, requester)) return err({ kind: 'not-found' });
    cart = found;
  } else {
    cart = await sessionCart(deps, rememberedNumber, customer);
  }
  const isSessionCart =
    command.number === undefined || (cart.number === rememberedNumber && !cart.isCompleted);
  // A signed-in owner's order keeps its owner; anyone else's is priced as stored.
  const owner = customer !== null && cart.customerId === customer.id ? customer : null;
  if (isSessionCart) cart = withCustomer(cart, customer);
  const payment = cart.id !== null ? await deps.checkout.paymentOf(cart.id) : null;
  const pricedBefore = await priceCart(deps, cart, isSessionCart ? customer : owner);
  const view: CartView = cart.isCompleted
    ? { cart, priced: pricedBefore }
    : { cart: settleCart(cart, pricedBefore), priced: pricedBefore };
  const source = await usableSource(
    deps,
    command.paymentSourceId ?? cart.paymentSourceId,
    isSessionCart ? customer : owner,
    cart,
  );
  const gatewayId = source ? source.gatewayId : (command.gatewayId ?? cart.gatewayId);
  const gatewayRecord =
    gatewayId !== null && gatewayId !== undefined ? await deps.checkout.gateway(gatewayId) : null;
  const form = (gatewayRecord && command.paymentForm[gatewayRecord.handle]) ?? {};
  const failure = (
    shape: 'plain' | 'model',
    message: string,
    errors: Record<string, readonly string[]> = {},
    paymentFormErrors: Record<string, readonly string[]> = {},
    failedView: CartView = view,
  ): PayError => ({
    kind: 'failure',
    shape,
    key,
    view: failedView,
    payment,
    message,
    errors,
    paymentFormErrors,
    paymentForm: form,
  });
  const fail = (...args: Parameters<typeof failure>) => err(failure(...args));

  if (
    !isSessionCart &&
    (command.email === undefined ||
      cart.email === null ||
      command.email.trim().toLowerCase() !== cart.email.toLowerCase())
  ) {
    return fail('plain', PAY_MESSAGES.emailRequired);
  }
  if (deps.checkoutAddresses.requireShippingAddressAtCheckout && !cart.shippingAddress) {
    return fail('plain', PAY_MESSAGES.shippingAddress);
  }
  if (deps.checkoutAddresses.requireBillingAddressAtCheckout && !cart.billingAddress) {
    return fail('plain', PAY_MESSAGES.billingAddress);
  }
  if (cart.lineItems.length === 0) return fail('plain', PAY_MESSAGES.empty);
  const gateway = gatewayRecord
    ? deps.paymentGatewayFor(gatewayRecord.type, gatewayRecord.paymentType)
    : null;
  if (!gatewayRecord || !gateway) return fail('plain', PAY_MESSAGES.noGateway);
  if (!cart.email) return fail('model', PAY_MESSAGES.noEmail, { email: [PAY_MESSAGES.noEmail] });
  // Deviation: Commerce has no such guard; a paid or completed order is never charged again.
  if (cart.isCompleted || (payment !== null && payment.paidStatus !== 'unpaid')) {
    return fail('plain', PAY_MESSAGES.alreadyPaid);
  }
  const orderErrors = lineErrors(pricedBefore);
  if (Object.keys(orderErrors).length) return fail('model', PAY_MESSAGES.invalid, orderErrors);
  // Commerce's freeOrderPaymentStrategy `complete`: nothing to charge, so no form and no gateway call.
  const isFree = pricedBefore.totals.totalPrice.minor === 0;
  const formErrors = isFree || source ? {} : gateway.validate(form, deps.clock.now());
  // Craft's asModelFailure: `errors` are the payment form's own, as `paymentFormErrors`.
  if (Object.keys(formErrors).length) {
    return fail('model', PAY_MESSAGES.invalid, formErrors, formErrors);
  }

  const pricingCustomer = isSessionCart ? customer : owner;
  // Pay by invoice takes stock without money: only for signed-in customers, a few orders at a time.
  if (!isFree && completesUnpaid(gatewayRecord.type)) {
    const refusal = await unpaidOrderRefusalFor(deps, pricingCustomer);
    if (refusal) return fail('plain', refusal);
  }
  try {
    return await deps.checkout.checkoutLocked(cart.number, async (locked) => {
      const stored = locked.stored;
      if (!stored) throw new Rejected({ kind: 'not-found' });
      if (stored.isCompleted || (locked.payment && locked.payment.paidStatus !== 'unpaid')) {
        throw new Rejected(failure('plain', PAY_MESSAGES.alreadyPaid));
      }
      const current = isSessionCart ? withCustomer(stored, customer) : stored;
      const priced = await priceCart(deps, current, pricingCustomer);
      const errors = lineErrors(priced);
      if (Object.keys(errors).length) {
        const settled = { cart: settleCart(current, priced), priced };
        throw new Rejected(failure('model', PAY_MESSAGES.invalid, errors, {}, settled));
      }
      const changes = changesBeforePayment(current, pricedBefore, priced);
      if (Object.keys(changes).length) {
        // Commerce saves the final recalculation before refusing: the shopper reviews the cart as it
        // now stands (e.g. lowered to the stock left, with its notice) and can pay for that.
        const settled = await locked.save(settleCart(current, priced));
        return fail('model', PAY_MESSAGES.changed, changes, {}, { cart: settled, priced });
      }
      const saved = await locked.save(settleCart(current, priced));
      const requests = stockRequestsOf(saved);
      const shortages = await locked.takeStock(requests);
      if (shortages.length) {
        // Rolled back: nothing taken, nothing charged; the cart answers with the stock notices.
        const notices = shortageNotices(saved.lineItems, shortages);
        const noticed = { ...saved, notices: appendNotices(saved.notices, notices) };
        const stockErrors = Object.fromEntries(notices.map((n) => [n.attribute, [n.message]]));
        throw new Rejected(
          failure('model', PAY_MESSAGES.changed, stockErrors, {}, { cart: noticed, priced }),
        );
      }
      const amountMinor = priced.totals.totalPrice.minor;
      let transaction: StoredTransaction | null = null;
      let paid = true;
      if (amountMinor > 0) {
        const hash = deps.random.hex(32);
        const outcome = await gateway.pay({
          form,
          ...(source ? { sourceToken: source.token } : {}),
          amountMinor,
          currency: saved.currency,
          now: deps.clock.now(),
          orderNumber: saved.number,
          transactionHash: hash,
        });
        transaction = await locked.recordTransaction({
          orderId: saved.id ?? 0,
          gatewayId: gatewayRecord.id,
          type: outcome.type,
          status: outcome.status,
          amountMinor,
          currency: saved.currency,
          reference: outcome.reference,
          message: outcome.message,
          hash,
        });
        if (outcome.status === 'redirect' && outcome.redirect) {
          // Finished off-site, then by complete-payment: the cart stays a cart until then.
          await locked.returnStock(requests);
          return ok({
            key,
            view: { cart: saved, priced },
            payment: payment ?? {
              reference: null,
              paidStatus: 'unpaid',
              totalPaidMinor: 0,
              datePaid: null,
            },
            transaction,
            redirect: outcome.redirect,
          });
        }
        if (outcome.status !== 'success') {
          // The failed transaction stays on record; the stock goes back and the cart stays a cart.
          await locked.returnStock(requests);
          return fail('model', outcome.message, {}, {}, { cart: saved, priced });
        }
        paid = outcome.type === 'purchase';
      }
      const { cart: completed, reference } = await completeLocked(
        deps,
        locked,
        saved,
        priced,
        paid ? 'paid' : 'unpaid',
      );
      const completedPayment: OrderPayment = {
        reference,
        paidStatus: paid ? 'paid' : 'unpaid',
        totalPaidMinor: paid ? priced.totals.totalPrice.minor : 0,
        datePaid: paid ? completed.dateOrdered : null,
      };
      return ok({
        key,
        view: { cart: completed, priced },
        payment: completedPayment,
        transaction,
        redirect: null,
      });
    });
  } catch (error) {
    if (error instanceof Rejected) return err(error.error);
    throw error;
  }
}
