import { BehaviorSubject, type Observable } from 'rxjs';
import type { Address } from '../../domain/address/address';
import type { Cart } from '../../domain/cart/cart';
import type { AddressRole } from '../../domain/cart/cart-update';
import {
  chooseGateway,
  chooseShippingMethod,
  combineCartUpdates,
  copyAddress,
  makePrimaryAddress,
  registerUserOnOrderComplete,
  saveAddressOnOrderComplete,
  setCartEmail,
  setCustomerNote,
  useInlineAddress,
  useSavedAddress,
} from '../../domain/cart/cart-update.rules';
import type { PaymentGateway, PaymentResult, PaymentState } from '../../domain/payment/payment';
import type { PaymentRequest } from '../../domain/payment/payment-source';
import { paymentFailureOf } from '../../domain/payment/payment-failure.rules';
import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import { checkoutCartUpdate } from '../../domain/checkout/checkout-form.rules';
import { paymentRequestFor } from '../../domain/payment/card-form.rules';
import { completePayment, noPayment, selectableGateways } from '../../domain/payment/payment.rules';
import type { AppError } from '../../domain/errors/app-error';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import type { FormErrors } from '../../domain/http/service-error.rules';
import { parseEmail } from '../../domain/forms/email.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentsGateway } from '../../ports/payments-gateway';
import type { StoreSettings } from '../../ports/store-settings';
import type { TaxValidator } from '../../ports/tax-validator';
import type { CartService } from '../cart/cart.service';
import { formErrorsOf, NO_FORM_ERRORS } from '../shared/failures';
import { LoadableState, type Loadable } from '../shared/loadable';
import {
  CheckoutAddressCheck,
  type AddressesRefused,
  type AddressProblems,
} from './checkout-address-check';

export interface CheckoutServiceDeps {
  readonly cart: CartService;
  readonly payments: PaymentsGateway;
  /** the payment gateways the checkout offers */
  readonly settings: Pick<StoreSettings, 'enabledGateways'>;
  /** checks the addresses typed in at checkout before the order is placed */
  readonly taxValidator: TaxValidator;
}

/**
 * The checkout's steps, each one update-cart call through the cart service (so the cart on screen
 * is always the back-end's), then payment. A failed payment keeps the cart; a successful one
 * keeps the order reference and e-mail for the confirmation, after the cart itself is gone.
 */
export class CheckoutService {
  readonly #deps: CheckoutServiceDeps;
  readonly #payment = new BehaviorSubject<PaymentState>(noPayment);
  readonly #gateways = new LoadableState<readonly PaymentGateway[]>();
  readonly #paying = new BehaviorSubject(false);
  readonly #error = new BehaviorSubject<string | null>(null);
  readonly #paymentErrors = new BehaviorSubject<FormErrors>(NO_FORM_ERRORS);
  readonly #gatewayMessage = new BehaviorSubject<string | null>(null);
  readonly #addressCheck: CheckoutAddressCheck;

  readonly payment$: Observable<PaymentState> = this.#payment.asObservable();
  /** the gateways a shopper may choose, in the store's order */
  readonly gateways$: Observable<Loadable<readonly PaymentGateway[]>> = this.#gateways.state$;
  readonly paying$: Observable<boolean> = this.#paying.asObservable();
  readonly error$: Observable<string | null> = this.#error.asObservable();
  /** the checkout form's field errors from the last refusal (e.g. the e-mail or the card number) */
  readonly paymentErrors$: Observable<FormErrors> = this.#paymentErrors.asObservable();
  /** the gateway's own words for the last refused payment, shown beside 'Payment failed' */
  readonly gatewayMessage$: Observable<string | null> = this.#gatewayMessage.asObservable();

  /** why the tax service refused the typed-in shipping or billing address at the last submit */
  readonly addressProblems$: Observable<AddressProblems>;
  /** true while the typed-in addresses are being checked, before the order is placed */
  readonly checkingAddresses$: Observable<boolean>;

  constructor(deps: CheckoutServiceDeps) {
    this.#deps = deps;
    this.#addressCheck = new CheckoutAddressCheck(deps.taxValidator);
    this.addressProblems$ = this.#addressCheck.problems$;
    this.checkingAddresses$ = this.#addressCheck.checking$;
  }

  loadGateways(): Promise<Result<readonly PaymentGateway[], AppError>> {
    return this.#gateways.load(
      async () => {
        const gateways = await this.#deps.settings.enabledGateways();
        return gateways.ok ? ok(selectableGateways(gateways.value)) : gateways;
      },
      () => ({ kind: 'enabled-settings-failed', subject: 'gateways' }),
    );
  }

  /** A guest's e-mail for the order (Craft ignores it for a signed-in customer). */
  async setEmail(email: string): Promise<Result<Cart, AppError>> {
    const parsed = parseEmail(email);
    if (!parsed.ok) return this.#refused(parsed.error);
    return this.#step(setCartEmail(parsed.value));
  }

  /** An address from the customer's book, optionally becoming their primary one. */
  useSavedAddress(role: AddressRole, addressId: number, makePrimary = false) {
    return this.#step(
      combineCartUpdates(useSavedAddress(role, addressId), makePrimaryAddress(role, makePrimary)),
    );
  }

  /** An address typed in at checkout, optionally saved to the book when the order completes. */
  useInlineAddress(role: AddressRole, address: Address, saveOnComplete = false) {
    return this.#step(
      combineCartUpdates(
        useInlineAddress(role, address),
        saveAddressOnOrderComplete(role, saveOnComplete),
      ),
    );
  }

  /** 'billing' copies shipping to billing, 'shipping' the other way, null neither. */
  sameAs(copiedTo: AddressRole | null) {
    return this.#step(copyAddress(copiedTo));
  }

  chooseShippingMethod(handle: string) {
    return this.#step(chooseShippingMethod(handle));
  }

  chooseGateway(gatewayId: number) {
    return this.#step(chooseGateway(gatewayId));
  }

  setCustomerNote(note: string) {
    return this.#step(setCustomerNote(note));
  }

  registerOnOrderComplete(register: boolean) {
    return this.#step(registerUserOnOrderComplete(register));
  }

  /**
   * The checkout form's submit: the typed-in addresses are checked first, and a refused one stops
   * the order; then `placeOrder`. Never runs twice at once.
   */
  async submitOrder(
    form: CheckoutForm,
  ): Promise<Result<PaymentResult, AppError | AddressesRefused>> {
    if (this.#paying.value || this.#addressCheck.checking)
      return err({ kind: 'operation-failed', toast: 'updateCartItemFailed' });
    const problems = await this.#addressCheck.check(form);
    if (problems !== null) return err({ kind: 'addresses-refused', problems });
    return this.placeOrder(form);
  }

  /**
   * The whole form in one update-cart call, then payment. A refused update keeps the form's field
   * errors and pays nothing; a refused payment keeps the cart. Never runs twice at once.
   */
  async placeOrder(form: CheckoutForm): Promise<Result<PaymentResult, AppError>> {
    if (this.#paying.value) return err({ kind: 'operation-failed', toast: 'updateCartItemFailed' });
    this.#error.next(null);
    this.#gatewayMessage.next(null);
    const body = checkoutCartUpdate(form);
    if (!body.ok) {
      this.#paymentErrors.next({
        general: [],
        fields: { [body.error.field]: [errorMessage(body.error)] },
      });
      return this.#refused(body.error);
    }
    this.#paying.next(true);
    this.#paymentErrors.next(NO_FORM_ERRORS);
    const updated = await this.#deps.cart.update(body.value);
    if (!updated.ok) {
      this.#paying.next(false);
      if (updated.error.kind === 'request-failed')
        this.#paymentErrors.next(formErrorsOf(updated.error));
      return this.#refused(updated.error);
    }
    return this.pay(paymentRequestFor(form.gateway, form.card));
  }

  async pay(request: PaymentRequest = {}): Promise<Result<PaymentResult, AppError>> {
    this.#paying.next(true);
    this.#error.next(null);
    this.#paymentErrors.next(NO_FORM_ERRORS);
    this.#gatewayMessage.next(null);
    const paid = await this.#deps.payments.pay(request);
    this.#paying.next(false);
    if (!paid.ok) {
      const failure = paymentFailureOf(paid.error);
      this.#paymentErrors.next(failure.formErrors);
      this.#gatewayMessage.next(failure.gatewayMessage);
      // The refused cart may have changed (stock, prices): show the back-end's version of it.
      await this.#deps.cart.load();
      return this.#refused({ kind: 'payment-failed' });
    }
    this.#payment.next(completePayment(paid.value));
    // The paid cart is now an order: the session starts a new cart.
    await this.#deps.cart.load();
    return paid;
  }

  /** The return from an off-site gateway; where to go next, if the order says. */
  async completePayment(transactionHash: string): Promise<Result<string | null, AppError>> {
    const completed = await this.#deps.payments.completePayment(transactionHash);
    if (!completed.ok) return this.#refused({ kind: 'payment-completion-failed' });
    // The return completed the order: the confirmation shows, as after an on-site payment.
    const { order } = completed.value;
    if (order !== null && order.reference !== null) this.#payment.next(completePayment({ order }));
    await this.#deps.cart.load();
    return ok(completed.value.url);
  }

  /** Completes the order without payment, where the store allows it. */
  async placeOrderWithoutPayment(): Promise<Result<Cart, AppError>> {
    const placed = await this.#deps.cart.complete();
    return placed.ok ? placed : this.#refused(placed.error);
  }

  /** Forgets the confirmation once it has been shown. */
  resetPayment(): void {
    this.#payment.next(noPayment);
  }

  async #step(body: Parameters<CartService['update']>[0]): Promise<Result<Cart, AppError>> {
    this.#error.next(null);
    const updated = await this.#deps.cart.update(body);
    return updated.ok ? updated : this.#refused(updated.error);
  }

  #refused(error: AppError): Result<never, AppError> {
    this.#error.next(errorMessage(error));
    return err(error);
  }
}
