import type { FormFields, FormHandle } from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SiteForms } from '../../ports/site-forms';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import { refused } from './fake-failure';
import { formErrors, FORM_THANKS } from './fake-forms.checks';
import type { InMemoryContent } from './in-memory-content';

/** The site's forms over an in-memory content system: checked as the back-end does, then kept. */
export class InMemorySiteForms implements SiteForms {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  async submitForm(handle: FormHandle, fields: FormFields): Promise<Result<string, GatewayError>> {
    const endpoint = CONTENT_ENDPOINTS.form(handle);
    const down = this.#content.guard(endpoint, 'POST');
    if (down) return err(down);
    const errors = formErrors(handle, fields, this.#content.data.products);
    if (Object.keys(errors).length > 0) {
      const body = { message: 'Please correct the highlighted fields.', errors };
      return err(refused(endpoint, 'POST', 400, body));
    }
    this.#content.submissions.push({ handle, fields });
    return ok(FORM_THANKS);
  }
}
