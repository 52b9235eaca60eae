import type {
  AddressValidationRequest,
  AddressValidationResponse,
} from '../../domain/address/address-validation';
import type { AddressValidationFailure } from '../../domain/address/address.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { TaxValidator } from '../../ports/tax-validator';

/** Countries the stand-in tax service can resolve addresses in. */
export const FAKE_TAX_COUNTRIES: readonly string[] = ['US', 'CA'];

const coordinatesOf = (text: string) => {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return { latitude: 25 + (hash % 2_000) / 100, longitude: -125 + (hash % 5_000) / 100 };
};

/**
 * An address check with AvaTax's outcomes: an address outside the covered countries or without a
 * street and city is not deliverable (success false, an Error message); anything else resolves to
 * one validated address with coordinates. Offline, it fails like an unreachable service.
 */
export class InMemoryTaxValidator implements TaxValidator {
  #offline = false;

  async validateAddress(
    request: AddressValidationRequest,
  ): Promise<Result<AddressValidationResponse, AddressValidationFailure>> {
    if (this.#offline) return err({ kind: 'address-validation-network-error' });
    if (!FAKE_TAX_COUNTRIES.includes(request.countryCode)) {
      return ok(this.#refusal('Address.Country', 'The country is not supported for validation.'));
    }
    if (request.addressLine1 === '' || request.locality === '') {
      return ok(this.#refusal('Address.Line1', 'The address is not deliverable.'));
    }
    return ok({
      kind: 'resolution',
      success: true,
      error: null,
      resolution: {
        resolutionQuality: 'Rooftop',
        messages: [],
        validatedAddresses: [
          {
            line1: request.addressLine1.toUpperCase(),
            city: request.locality.toUpperCase(),
            region: request.administrativeArea.toUpperCase(),
            country: request.countryCode,
            postalCode: request.postalCode,
            coordinates: coordinatesOf(`${request.addressLine1}|${request.postalCode}`),
          },
        ],
      },
    });
  }

  goOffline(): void {
    this.#offline = true;
  }

  goOnline(): void {
    this.#offline = false;
  }

  #refusal(refersTo: string, summary: string): AddressValidationResponse {
    return {
      kind: 'resolution',
      success: false,
      error: 'Invalid Address.',
      resolution: {
        resolutionQuality: null,
        validatedAddresses: [],
        messages: [
          { summary, details: '', refersTo, severity: 'Error', source: 'Avalara.AvaTax.Common' },
        ],
      },
    };
  }
}
