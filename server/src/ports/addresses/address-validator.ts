import type {
  AddressResolution,
  AddressToResolve,
} from '../../domain/addresses/address-resolution.ts';
import type { AddressResolutionError } from '../../domain/addresses/address-resolution.errors.ts';
import type { Result } from '../../domain/shared/result.ts';

/**
 * Resolves (validates, normalises and geocodes) a postal address: AvaTax when the shop has credentials,
 * the shop's own rules otherwise. A resolution with Error messages is still `ok`; only a service that
 * could not answer is an error.
 */
export interface AddressValidator {
  resolve(
    address: AddressToResolve,
  ): Promise<
    Result<AddressResolution, Exclude<AddressResolutionError, { kind: 'country-code-missing' }>>
  >;
}
