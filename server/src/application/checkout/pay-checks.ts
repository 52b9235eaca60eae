// Commerce's checks before payments/pay charges anything (PaymentsController::actionPay), in its order.
// A refusal here changes nothing: no lock is taken and nothing is written.
import { completesUnpaid } from '../../domain/orders/unpaid-order.rules.ts';
import { lineItemErrorsByAttribute } from '../../domain/pricing/pricing.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { GatewayRecord } from '../../ports/checkout/checkout-repository.ts';
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';
import { type FailureArgs, failureOf, type PayContext } from './pay-context.ts';
import { currencyRefusal, partialRefusal } from './pay-params.ts';
import { PAY_MESSAGES, type PayCommand, type PayDeps, type PayError } from './pay.types.ts';
import { unpaidOrderRefusalFor } from './unpaid-order-check.ts';

/** The gateway the checks let the payment go to. */
export interface PayVia {
  readonly gateway: PaymentGateway;
  readonly gatewayRecord: GatewayRecord;
}

const hasAny = (errors: Readonly<Record<string, unknown>>) => Object.keys(errors).length > 0;

/** Who may pay, what the order must have, and in which currency: Commerce's plain refusals. */
function orderRefusal(deps: PayDeps, command: PayCommand, ctx: PayContext): string | null {
  const { cart } = ctx;
  const email = command.email?.trim().toLowerCase();
  if (!ctx.isSessionCart && (email === undefined || email !== cart.email?.toLowerCase())) {
    return PAY_MESSAGES.emailRequired;
  }
  const rules = deps.checkoutAddresses;
  if (rules.requireShippingAddressAtCheckout && !cart.shippingAddress) {
    return PAY_MESSAGES.shippingAddress;
  }
  if (rules.requireBillingAddressAtCheckout && !cart.billingAddress) {
    return PAY_MESSAGES.billingAddress;
  }
  if (cart.lineItems.length === 0) return PAY_MESSAGES.empty;
  return currencyRefusal(command.paymentCurrency, deps.currency);
}

/** The checks in Commerce's order; the gateway to charge when they all pass. */
export async function checkBeforePaying(
  deps: PayDeps,
  command: PayCommand,
  ctx: PayContext,
): Promise<Result<PayVia, PayError>> {
  const fail = (...args: FailureArgs) => err(failureOf(ctx, ...args));
  const { cart, payment, pricedBefore, gatewayRecord } = ctx;
  const refusal = orderRefusal(deps, command, ctx);
  if (refusal) return fail('plain', refusal);
  const gateway = gatewayRecord
    ? deps.paymentGatewayFor(gatewayRecord.type, gatewayRecord.paymentType)
    : null;
  if (!gatewayRecord || !gateway) return fail('plain', PAY_MESSAGES.noGateway);
  if (!cart.email) return fail('model', PAY_MESSAGES.noEmail, { email: [PAY_MESSAGES.noEmail] });
  // Deviation: Commerce has no such guard; a paid or completed order is never charged again.
  if (cart.isCompleted || (payment !== null && payment.paidStatus !== 'unpaid')) {
    return fail('plain', PAY_MESSAGES.alreadyPaid);
  }
  const orderErrors = lineItemErrorsByAttribute(pricedBefore.errors);
  if (hasAny(orderErrors)) return fail('model', PAY_MESSAGES.invalid, orderErrors);
  // Commerce's freeOrderPaymentStrategy `complete`: nothing to charge, so no form and no gateway call.
  const isFree = pricedBefore.totals.totalPrice.minor === 0;
  const formErrors = isFree || ctx.source ? {} : gateway.validate(ctx.form, deps.clock.now());
  // Craft's asModelFailure: `errors` are the payment form's own, as `paymentFormErrors`.
  const partial = partialRefusal(command.paymentAmount, pricedBefore.totals.totalPrice);
  if (partial) return fail('model', partial, formErrors, formErrors);
  if (hasAny(formErrors)) return fail('model', PAY_MESSAGES.invalid, formErrors, formErrors);
  // Pay by invoice takes stock without money: only for signed-in customers, a few orders at a time.
  if (!isFree && completesUnpaid(gatewayRecord.type)) {
    const unpaid = await unpaidOrderRefusalFor(deps, ctx.pricingCustomer);
    if (unpaid) return fail('plain', unpaid);
  }
  return ok({ gateway, gatewayRecord });
}
