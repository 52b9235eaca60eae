import { BehaviorSubject, type Observable } from 'rxjs';
import type { FormFields, FormHandle } from '../../domain/content/content';
import type { AppError } from '../../domain/errors/app-error';
import { describeGatewayError } from '../../domain/http/gateway-error.rules';
import type { FormErrors } from '../../domain/http/service-error.rules';
import type { ModalsState } from '../../domain/modals/modals';
import {
  closedModals,
  closeModals,
  openCallQuote,
  openTypeform,
  setPreloadCallQuote,
} from '../../domain/modals/modals.rules';
import { err, type Result } from '../../domain/shared/result';
import type { SiteForms } from '../../ports/site-forms';
import type { FlashService } from '../flash/flash.service';
import { formErrorsOf, NO_FORM_ERRORS } from '../shared/failures';
import { evolve } from '../shared/subjects';

/** Which modal is open ('Get Started' form or a call-for-quote), and sending their forms. */
export class ModalService {
  readonly #forms: SiteForms;
  readonly #flash: FlashService;
  readonly #state = new BehaviorSubject<ModalsState>(closedModals);
  readonly #sending = new BehaviorSubject(false);
  readonly #formErrors = new BehaviorSubject<FormErrors>(NO_FORM_ERRORS);

  readonly state$: Observable<ModalsState> = this.#state.asObservable();
  readonly sending$: Observable<boolean> = this.#sending.asObservable();
  readonly formErrors$: Observable<FormErrors> = this.#formErrors.asObservable();

  constructor(forms: SiteForms, flash: FlashService) {
    this.#forms = forms;
    this.#flash = flash;
  }

  openTypeform = (metadata: ModalsState['metadata'] = null) =>
    evolve(this.#state, (state) => openTypeform(state, metadata));

  /** The quote form, about the product in the metadata. */
  openCallQuote = (metadata: ModalsState['metadata'] = null) =>
    evolve(this.#state, (state) => openCallQuote(state, metadata));

  close = () => {
    this.#formErrors.next(NO_FORM_ERRORS);
    return evolve(this.#state, closeModals);
  };

  preloadCallQuote = (preload: boolean) =>
    evolve(this.#state, (state) => setPreloadCallQuote(state, preload));

  /** Sends the open form; on success its thank-you text is shown and the modal closes. */
  async submit(handle: FormHandle, fields: FormFields): Promise<Result<string, AppError>> {
    this.#sending.next(true);
    this.#formErrors.next(NO_FORM_ERRORS);
    const sent = await this.#forms.submitForm(handle, fields);
    this.#sending.next(false);
    if (!sent.ok) {
      this.#formErrors.next(formErrorsOf(sent.error));
      this.#flash.show('danger', describeGatewayError(sent.error));
      return err(sent.error);
    }
    this.#flash.show('success', sent.value);
    this.close();
    return sent;
  }
}
