import type { Cart } from '../../domain/cart/cart';
import type { PaymentCompletion, PaymentResult } from '../../domain/payment/payment';
import type { PaymentRequest, PaymentSource } from '../../domain/payment/payment-source';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { formatMoney } from '../../domain/money/money.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { NewPaymentSource, PaymentsGateway } from '../../ports/payments-gateway';
import { PAYMENT_ENDPOINTS } from '../http/payments/craft.payments-gateway';
import { craftErrorBody, refused } from './fake-failure';
import { dummyGatewayRefusal, orderRecordOf } from './fake-payment.checks';
import { FAKE_GATEWAYS } from './fake-store';
import type { InMemoryShop } from './in-memory-shop';

const E = PAYMENT_ENDPOINTS;

/** Craft Commerce's payments and payment-sources controllers over an in-memory shop. */
export class InMemoryPaymentsGateway implements PaymentsGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async pay(request: PaymentRequest): Promise<Result<PaymentResult, GatewayError>> {
    const down = this.#shop.guard(E.pay, 'POST');
    if (down) return err(down);
    const fail = (message: string, extra: object = {}) =>
      err(refused(E.pay, 'POST', 400, { ...extra, message }));
    const cart = this.#orderToPay(request);
    if (cart === undefined) return fail('Can not find an order to pay.', { cart: null });
    const isSessionCart = cart.number === this.#shop.sessionCartNumber;
    if (!isSessionCart && (request.email === undefined || request.email !== cart.email)) {
      return fail('Email required to make payments on a completed order.');
    }
    if (cart.totalQty === 0) return fail('Order can not be empty.');
    if (cart.email === null) return fail('No customer email address exists on this cart.');
    const source = this.#usableSource(request.paymentSourceId, cart, isSessionCart);
    const gatewayId = source?.gatewayId ?? request.gatewayId ?? cart.gatewayId;
    const gateway = FAKE_GATEWAYS.find((candidate) => candidate.id === gatewayId);
    if (gateway === undefined) {
      return fail('There is no gateway or payment source available for use with this order.');
    }
    const refusal = source === undefined ? dummyGatewayRefusal(request, gateway.handle) : null;
    if (refusal !== null) return err(refused(E.pay, 'POST', refusal.status, refusal.body));
    return ok(this.#complete(cart, isSessionCart));
  }

  async completePayment(transactionHash: string): Promise<Result<PaymentCompletion, GatewayError>> {
    const down = this.#shop.guard(E.completePayment);
    if (down) return err(down);
    const order = this.#shop.transactions.get(transactionHash);
    if (order === undefined) {
      const message = 'Can not complete payment for missing transaction.';
      return err(refused(E.completePayment, 'GET', 400, craftErrorBody(400, message)));
    }
    return ok({ url: null, order });
  }

  async addPaymentSource(source: NewPaymentSource): Promise<Result<PaymentSource, GatewayError>> {
    const down = this.#shop.guard(E.addSource, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) {
      const message = 'You must be signed in to create a payment source.';
      return err(refused(E.addSource, 'POST', 401, craftErrorBody(401, message)));
    }
    const gateway = FAKE_GATEWAYS.find((candidate) => candidate.id === source.gatewayId);
    if (gateway?.handle !== 'dummy') {
      const message = 'There is no gateway selected that supports payment sources.';
      return err(refused(E.addSource, 'POST', 400, { message }));
    }
    const number = source.paymentForm.dummy?.number ?? '';
    const created: PaymentSource = {
      id: this.#shop.nextId(),
      gatewayId: gateway.id,
      description: source.description ?? `Card ending with ${number.slice(-4)}`,
    };
    customer.paymentSources = [...customer.paymentSources, created];
    return ok(created);
  }

  async setPrimaryPaymentSource(id: number): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(E.setPrimarySource, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) {
      const message = 'You must be signed in to set a primary payment source.';
      return err(refused(E.setPrimarySource, 'POST', 401, craftErrorBody(401, message)));
    }
    if (!customer.paymentSources.some((source) => source.id === id)) {
      const body = { paymentSourceId: String(id), message: 'Unable to retrieve payment source.' };
      return err(refused(E.setPrimarySource, 'POST', 400, body));
    }
    return ok(undefined);
  }

  async deletePaymentSource(id: number): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(E.deleteSource, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) {
      return err(refused(E.deleteSource, 'POST', 403, craftErrorBody(403, 'Login Required')));
    }
    if (!customer.paymentSources.some((source) => source.id === id)) {
      // Craft's action returns nothing for someone else's source: routing then answers 404.
      return err(refused(E.deleteSource, 'POST', 404, craftErrorBody(404, 'Not Found')));
    }
    customer.paymentSources = customer.paymentSources.filter((source) => source.id !== id);
    return ok(undefined);
  }

  /** The signed-in customer's own source for their own order; Commerce ignores any other. */
  #usableSource(
    id: number | undefined,
    cart: Cart,
    isSessionCart: boolean,
  ): PaymentSource | undefined {
    const customer = this.#shop.signedIn();
    if (id === undefined || customer === undefined) return undefined;
    const owned = isSessionCart || this.#shop.carts.get(cart.number)?.ownerId === customer.user.id;
    return owned ? customer.paymentSources.find((source) => source.id === id) : undefined;
  }

  #orderToPay(request: PaymentRequest): Cart | undefined {
    if (request.number === undefined) return this.#shop.sessionCart();
    return (
      this.#shop.carts.get(request.number)?.cart ?? this.#shop.completed.get(request.number)?.cart
    );
  }

  /** Any amount paid completes the order; the session then starts a new cart. */
  #complete(cart: Cart, isSessionCart: boolean): PaymentResult {
    const reference = cart.number.slice(0, 7);
    const ownerId = this.#shop.carts.get(cart.number)?.ownerId ?? this.#shop.signedInUserId;
    const record = orderRecordOf(cart, reference, new Date(this.#shop.now()).toISOString());
    this.#shop.carts.delete(cart.number);
    this.#shop.completed.set(cart.number, { cart, ownerId });
    const owner = ownerId === null ? undefined : this.#shop.customers.get(ownerId);
    if (owner !== undefined) owner.orders = [record, ...owner.orders];
    if (isSessionCart) this.#shop.forgetSessionCart();
    const result: PaymentResult = {
      order: {
        number: cart.number,
        email: cart.email,
        totalPrice: cart.totalPrice,
        currency: cart.currency,
        totalPriceAsCurrency: formatMoney(cart.totalPrice, {
          currency: cart.currency,
          locale: 'en-US',
        }),
        totalQty: cart.totalQty,
        reference,
        orderCompletedEmail: cart.email,
      },
    };
    this.#shop.transactions.set(crypto.randomUUID().replaceAll('-', ''), result.order);
    return result;
  }
}
