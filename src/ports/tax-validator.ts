import type {
  AddressValidationRequest,
  AddressValidationResponse,
} from '../domain/address/address-validation';
import type { AddressValidationFailure } from '../domain/address/address.errors';
import type { Result } from '../domain/shared/result';

/** The tax service's address check: POST actions/{tax-service-segment}/json/validate-address. */
export interface TaxValidator {
  validateAddress(
    request: AddressValidationRequest,
  ): Promise<Result<AddressValidationResponse, AddressValidationFailure>>;
}
