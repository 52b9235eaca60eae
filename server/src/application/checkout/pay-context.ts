// What payments/pay works on: the order to pay (the session cart, or one named by `number` that the
// requester may use), priced as it stands, with the stored payment source or gateway it would use.
import type { Cart } from '../../domain/cart/cart.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import { mayUseOrder } from '../../domain/orders/order-ownership.rules.ts';
import { isOwnedBy, type PaymentSource } from '../../domain/payments/payment-source.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import type { GatewayRecord, OrderPayment } from '../../ports/checkout/checkout-repository.ts';
import type { PaymentFormInput } from '../../ports/payments/payment-gateway.ts';
import {
  type CartCustomer,
  type CartView,
  priceCart,
  requesterOf,
  sessionCart,
  withCustomer,
} from '../cart/current-cart.ts';
import type { OrderKey, PayCommand, PayDeps, PayError } from './pay.types.ts';

export interface PayContext {
  readonly key: OrderKey;
  /** The order as stored, with the signed-in customer on it when it is the session cart. */
  readonly cart: Cart;
  readonly isSessionCart: boolean;
  /** Whom it is priced for: the signed-in customer for the session cart, else its signed-in owner. */
  readonly pricingCustomer: CartCustomer | null;
  readonly payment: OrderPayment | null;
  readonly pricedBefore: PricedCart;
  /** The order as failures answer with it before the lock. */
  readonly view: CartView;
  readonly source: PaymentSource | null;
  readonly gatewayRecord: GatewayRecord | null;
  /** The submitted form of that gateway. */
  readonly form: PaymentFormInput;
}

async function orderToPay(
  deps: PayDeps,
  command: PayCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Cart | null> {
  if (command.number === undefined) return sessionCart(deps, rememberedNumber, customer);
  const found = await deps.carts.findByNumber(command.number);
  // Someone else's order is answered exactly like a missing one (order-ownership.rules.ts): a
  // customer's only for that customer signed in, a guest's for its session or its e-mail.
  const requester = requesterOf(customer, rememberedNumber, command.email);
  return found && mayUseOrder(found, requester) ? found : null;
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

/** null when there is no such order, or it is not the requester's to pay. */
export async function payContext(
  deps: PayDeps,
  command: PayCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<PayContext | null> {
  const found = await orderToPay(deps, command, rememberedNumber, customer);
  if (!found) return null;
  const isSessionCart =
    command.number === undefined || (found.number === rememberedNumber && !found.isCompleted);
  // A signed-in owner's order keeps its owner; anyone else's is priced as stored.
  const owner = customer !== null && found.customerId === customer.id ? customer : null;
  const pricingCustomer = isSessionCart ? customer : owner;
  const cart = isSessionCart ? withCustomer(found, customer) : found;
  const payment = cart.id !== null ? await deps.checkout.paymentOf(cart.id) : null;
  const pricedBefore = await priceCart(deps, cart, pricingCustomer);
  const view: CartView = cart.isCompleted
    ? { cart, priced: pricedBefore }
    : { cart: settleCart(cart, pricedBefore), priced: pricedBefore };
  const sourceId = command.paymentSourceId ?? cart.paymentSourceId;
  const source = await usableSource(deps, sourceId, pricingCustomer, cart);
  const gatewayId = source ? source.gatewayId : (command.gatewayId ?? cart.gatewayId);
  const gatewayRecord =
    gatewayId !== null && gatewayId !== undefined ? await deps.checkout.gateway(gatewayId) : null;
  const form = (gatewayRecord && command.paymentForm[gatewayRecord.handle]) ?? {};
  const key: OrderKey = command.number !== undefined ? 'order' : 'cart';
  return {
    key,
    cart,
    isSessionCart,
    pricingCustomer,
    payment,
    pricedBefore,
    view,
    source,
    gatewayRecord,
    form,
  };
}

type Errors = Readonly<Record<string, readonly string[]>>;

/** A refusal's shape and message, its errors and the order it answers with (default: ctx.view). */
export type FailureArgs = [
  shape: 'plain' | 'model',
  message: string,
  errors?: Errors,
  paymentFormErrors?: Errors,
  view?: CartView,
];

/** A refusal answered with the order (`plain`) or with the payment form too (`model`). */
export function failureOf(ctx: PayContext, ...args: FailureArgs): PayError {
  const [shape, message, errors = {}, paymentFormErrors = {}, view = ctx.view] = args;
  const { key, payment, form: paymentForm } = ctx;
  return {
    kind: 'failure',
    shape,
    key,
    view,
    payment,
    message,
    errors,
    paymentFormErrors,
    paymentForm,
  };
}
