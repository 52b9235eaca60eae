import type { FormFields, FormHandle } from '../domain/content/content';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/** The site's forms ('Get Started' and the like): the one content capability that writes. */
export interface SiteForms {
  /** The thank-you text on success; a refused form is a request-failed error with `errors` in its data. */
  submitForm(handle: FormHandle, fields: FormFields): Promise<Result<string, GatewayError>>;
}
