import type {
  AddressValidationInput,
  AddressValidationOutcome,
} from '../../domain/address/address-validation';
import {
  normaliseValidationRequest,
  validationOutcome,
} from '../../domain/address/address-validation.rules';
import type { AppError } from '../../domain/errors/app-error';
import { ok, type Result } from '../../domain/shared/result';
import type { TaxValidator } from '../../ports/tax-validator';

/**
 * The tax service's opinion of an address: a country code is required, the request goes out
 * normalised, and the answer comes back as the outcome the storefront shows.
 */
export const checkAddress = async (
  taxValidator: TaxValidator,
  input: AddressValidationInput,
): Promise<Result<AddressValidationOutcome, AppError>> => {
  const request = normaliseValidationRequest(input);
  if (!request.ok) return request;
  const answer = await taxValidator.validateAddress(request.value);
  return answer.ok ? ok(validationOutcome(answer.value)) : answer;
};
