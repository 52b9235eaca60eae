import type { FormErrors } from '../../../domain/http/service-error.rules';

/**
 * The first back-end message for a field, trying each name in turn (Craft reports the login name
 * of a new account under `username` or `email`, say); undefined when the field is fine.
 */
export const fieldMessage = (errors: FormErrors, ...names: readonly string[]): string | undefined =>
  names.map((name) => errors.fields[name]?.[0]).find((message) => message !== undefined);
