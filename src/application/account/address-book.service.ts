import { BehaviorSubject, type Observable } from 'rxjs';
import type { Address } from '../../domain/address/address';
import { addressDeleteOutcome, addressSaveOutcome } from '../../domain/address/address-book.rules';
import {
  decideAfterCheck,
  validationInputOf,
  type CheckedAddress,
} from '../../domain/address/address-suggestion.rules';
import type {
  AddressValidationInput,
  AddressValidationOutcome,
} from '../../domain/address/address-validation';
import type { AppError } from '../../domain/errors/app-error';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import type { FormErrors } from '../../domain/http/service-error.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Country, State } from '../../domain/settings/store-settings';
import type { AddressBook } from '../../ports/address-book';
import type { StoreSettings } from '../../ports/store-settings';
import type { TaxValidator } from '../../ports/tax-validator';
import type { FlashService } from '../flash/flash.service';
import { formErrorsOf, NO_FORM_ERRORS } from '../shared/failures';
import { LoadableState, type Loadable } from '../shared/loadable';
import { checkAddress } from './check-address';

export interface AddressBookServiceDeps {
  readonly addresses: AddressBook;
  readonly taxValidator: TaxValidator;
  readonly flash: FlashService;
  /** where the enabled countries and states come from, for the address form's choices */
  readonly regions: Pick<StoreSettings, 'enabledCountries' | 'enabledStates'>;
}

/** What the address form shows after a check: the outcome, or why the check itself failed. */
export interface AddressCheck {
  readonly outcome: AddressValidationOutcome | null;
  readonly error: string | null;
}

/** Where the address form stands after the customer's action. */
export type AddressEntryStep = 'saved' | 'choosing';

/**
 * The signed-in customer's saved addresses, and the tax service's check of an address. Every
 * address entered in the form is checked before it is saved: a corrected version is offered next
 * to the entered one; a refusal or an unavailable service lets the customer keep their own.
 */
export class AddressBookService {
  readonly #deps: AddressBookServiceDeps;
  readonly #addresses = new LoadableState<readonly Address[]>();
  readonly #formErrors = new BehaviorSubject<FormErrors>(NO_FORM_ERRORS);
  readonly #check = new BehaviorSubject<AddressCheck>({ outcome: null, error: null });
  readonly #countries = new LoadableState<readonly Country[]>();
  readonly #states = new LoadableState<readonly State[]>();
  readonly #checked = new BehaviorSubject<CheckedAddress | null>(null);
  readonly #entryBusy = new BehaviorSubject(false);

  readonly addresses$: Observable<Loadable<readonly Address[]>> = this.#addresses.state$;
  readonly formErrors$: Observable<FormErrors> = this.#formErrors.asObservable();
  readonly check$: Observable<AddressCheck> = this.#check.asObservable();
  /** the countries an address may be in */
  readonly countries$: Observable<Loadable<readonly Country[]>> = this.#countries.state$;
  /** the states of the country last asked for by `loadStates` */
  readonly states$: Observable<Loadable<readonly State[]>> = this.#states.state$;
  /** the checked address the customer chooses from; null while they edit the form */
  readonly checked$: Observable<CheckedAddress | null> = this.#checked.asObservable();
  /** true while the form's address is being checked or saved */
  readonly entryBusy$: Observable<boolean> = this.#entryBusy.asObservable();

  constructor(deps: AddressBookServiceDeps) {
    this.#deps = deps;
  }

  loadAddresses(): Promise<Result<readonly Address[], AppError>> {
    return this.#addresses.load(() => this.#deps.addresses.listAddresses());
  }

  /** Loaded once: the list does not change while the page is open. */
  loadCountries(): Promise<Result<readonly Country[], AppError>> {
    const loaded = this.#countries.current;
    if (loaded.status === 'ready' && loaded.data !== null) return Promise.resolve(ok(loaded.data));
    return this.#countries.load(
      () => this.#deps.regions.enabledCountries(),
      () => ({ kind: 'enabled-settings-failed', subject: 'countries' }),
    );
  }

  /** The states of one country; a blank country has none, without asking. */
  loadStates(countryCode: string): Promise<Result<readonly State[], AppError>> {
    const code = countryCode.trim().toUpperCase();
    if (code === '') {
      this.#states.set([]);
      return Promise.resolve(ok([]));
    }
    return this.#states.load(
      () => this.#deps.regions.enabledStates(code),
      () => ({ kind: 'enabled-settings-failed', subject: 'states' }),
    );
  }

  /** Counts as saved only with the saved address's id in the answer; then the list is re-read. */
  async saveAddress(address: Address): Promise<Result<number, AppError>> {
    this.#formErrors.next(NO_FORM_ERRORS);
    const answer = await this.#deps.addresses.saveAddress(address);
    if (!answer.ok) this.#formErrors.next(formErrorsOf(answer.error));
    const saved = answer.ok ? addressSaveOutcome(answer.value) : answer;
    if (!saved.ok) {
      this.#deps.flash.toast('addressSaveFailed');
      return saved;
    }
    this.#deps.flash.toast('addressSaved');
    await this.loadAddresses();
    return saved;
  }

  /** Makes a saved address the customer's primary billing or shipping address. */
  async makePrimary(id: number, use: 'billing' | 'shipping'): Promise<Result<number, AppError>> {
    const address = this.#addresses.current.data?.find((saved) => saved.id === id);
    if (address === undefined) {
      this.#deps.flash.toast('addressSaveFailed');
      return err({ kind: 'address-not-saved' });
    }
    return this.saveAddress(
      use === 'billing'
        ? { ...address, isPrimaryBilling: true }
        : { ...address, isPrimaryShipping: true },
    );
  }

  /** Forgets the customer's addresses and any check, e.g. after sign-out. */
  reset(): void {
    this.#addresses.reset();
    this.#formErrors.next(NO_FORM_ERRORS);
    this.editEntered();
  }

  /** The address form opens: its countries load, no earlier check or choice shows. */
  openEntry(): Promise<Result<readonly Country[], AppError>> {
    this.editEntered();
    return this.loadCountries();
  }

  /** The form's submit: checked first, saved at once when the check changes nothing. */
  submitEntered(entered: Address): Promise<Result<AddressEntryStep, AppError>> {
    return this.#exclusive(async () => {
      const outcome = await this.validateAddress(validationInputOf(entered));
      const decision = decideAfterCheck(entered, outcome.ok ? outcome.value : null);
      if (decision.kind === 'save') return this.#saveEntry(decision.address);
      this.#checked.next(decision.checked);
      return ok('choosing');
    });
  }

  /** The customer's choice after the check: the suggested address or the one they entered. */
  saveChosen(address: Address): Promise<Result<AddressEntryStep, AppError>> {
    return this.#exclusive(() => this.#saveEntry(address));
  }

  /** Back from the check to the form, to change the address. */
  editEntered(): void {
    this.clearCheck();
    this.#checked.next(null);
  }

  /** Counts as deleted only when the answer says success; the address then leaves the list. */
  async deleteAddress(id: number): Promise<Result<true, AppError>> {
    const answer = await this.#deps.addresses.deleteAddress(id);
    const deleted = answer.ok ? addressDeleteOutcome(answer.value) : answer;
    if (!deleted.ok) {
      this.#deps.flash.toast('addressDeleteFailed');
      return deleted;
    }
    const remaining = (this.#addresses.current.data ?? []).filter((address) => address.id !== id);
    this.#addresses.set(remaining);
    this.#deps.flash.toast('addressDeleted');
    return deleted;
  }

  /**
   * The tax service's opinion of an address. A country code is required; a failed check says why
   * in the spec's words (service missing, access denied, …) and leaves the address as entered.
   */
  async validateAddress(
    input: AddressValidationInput,
  ): Promise<Result<AddressValidationOutcome, AppError>> {
    const checked = await checkAddress(this.#deps.taxValidator, input);
    this.#check.next(
      checked.ok
        ? { outcome: checked.value, error: null }
        : { outcome: null, error: errorMessage(checked.error) },
    );
    return checked;
  }

  clearCheck(): void {
    this.#check.next({ outcome: null, error: null });
  }

  /** A refused save shows the form again, with the back-end's field errors. */
  async #saveEntry(address: Address): Promise<Result<AddressEntryStep, AppError>> {
    const saved = await this.saveAddress(address);
    if (!saved.ok) {
      this.#checked.next(null);
      return saved;
    }
    this.editEntered();
    return ok('saved');
  }

  /** One check or save at a time: a second click while one runs does nothing. */
  async #exclusive(
    work: () => Promise<Result<AddressEntryStep, AppError>>,
  ): Promise<Result<AddressEntryStep, AppError>> {
    if (this.#entryBusy.value) return err({ kind: 'operation-failed', toast: 'addressSaveFailed' });
    this.#entryBusy.next(true);
    try {
      return await work();
    } finally {
      this.#entryBusy.next(false);
    }
  }
}
