import { BehaviorSubject, type Observable } from 'rxjs';
import { validationInputOf } from '../../domain/address/address-suggestion.rules';
import { blockingProblems } from '../../domain/address/address-validation.rules';
import type { AddressRole } from '../../domain/cart/cart-update';
import type { AddressChoice, CheckoutForm } from '../../domain/checkout/checkout-form';
import type { TaxValidator } from '../../ports/tax-validator';
import { checkAddress } from '../account/check-address';

/** Why the tax service refused each typed-in address; empty when it may be used. */
export type AddressProblems = Readonly<Record<AddressRole, readonly string[]>>;

/** The order was not placed: a typed-in address was refused (`problems$` says why). */
export interface AddressesRefused {
  readonly kind: 'addresses-refused';
  readonly problems: AddressProblems;
}

const NO_PROBLEMS: AddressProblems = { shipping: [], billing: [] };

/**
 * Addresses typed in at checkout go through the tax service before paying. An address it finds
 * invalid is shown with its Error messages and stops the order; when the service itself fails the
 * shopper may continue with the address as entered (the spec's wording for that case). Saved
 * addresses were validated when they were saved.
 */
export class CheckoutAddressCheck {
  readonly #taxValidator: TaxValidator;
  readonly #problems = new BehaviorSubject<AddressProblems>(NO_PROBLEMS);
  readonly #checking = new BehaviorSubject(false);

  readonly problems$: Observable<AddressProblems> = this.#problems.asObservable();
  readonly checking$: Observable<boolean> = this.#checking.asObservable();

  constructor(taxValidator: TaxValidator) {
    this.#taxValidator = taxValidator;
  }

  get checking(): boolean {
    return this.#checking.value;
  }

  /** Checks the form's typed-in addresses: null when every one may be used, else what is wrong. */
  async check(form: Pick<CheckoutForm, 'shipping' | 'billing'>): Promise<AddressProblems | null> {
    this.#checking.next(true);
    try {
      // Both addresses at once: placing the order waits for one round trip, not two.
      const [shipping, billing] = await Promise.all([
        this.#problemsOf(form.shipping),
        this.#problemsOf(form.billing),
      ]);
      const found: AddressProblems = { shipping, billing };
      this.#problems.next(found);
      return shipping.length === 0 && billing.length === 0 ? null : found;
    } finally {
      this.#checking.next(false);
    }
  }

  async #problemsOf(choice: AddressChoice | null): Promise<readonly string[]> {
    if (choice === null || choice.kind !== 'new') return [];
    const checked = await checkAddress(this.#taxValidator, validationInputOf(choice.address));
    return blockingProblems(checked.ok ? checked.value : null);
  }
}
