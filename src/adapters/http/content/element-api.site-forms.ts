import type { FormFields, FormHandle } from '../../../domain/content/content';
import type { SiteForms } from '../../../ports/site-forms';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS } from '../client/element-api.endpoints';
import { formAnswerSchema } from './element-api-content.schema';
import { mapAnswer } from '../client/gateway-result';

/** The forms endpoint beside the Element API: a POST of the fields, answered with a thank-you. */
export class ElementApiSiteForms implements SiteForms {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  submitForm(handle: FormHandle, fields: FormFields): Answer<string> {
    const endpoint = CONTENT_ENDPOINTS.form(handle);
    return mapAnswer(
      this.#client.post(endpoint, fields),
      formAnswerSchema,
      'response',
      endpoint,
      ({ message }) => message ?? '',
    );
  }
}
