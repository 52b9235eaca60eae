import { fullNameOf } from '../user/user.rules';
import type { Address } from './address';
import type {
  AddressValidationInput,
  AddressValidationOutcome,
  ValidatedAddress,
} from './address-validation';

/** The fields of a saved or entered address the tax service checks. */
export const validationInputOf = (address: Address): AddressValidationInput => ({
  fullName: address.fullName ?? fullNameOf(address.firstName ?? '', address.lastName ?? ''),
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  locality: address.locality,
  postalCode: address.postalCode,
  organization: address.organization,
  organizationTaxId: address.organizationTaxId,
  countryCode: address.countryCode,
  administrativeArea: address.administrativeArea,
});

const orEntered = (suggested: string, entered: string | null): string | null =>
  suggested.trim() === '' ? entered : suggested.trim();

/**
 * The entered address with the tax service's version of the fields it checked; a field the service
 * left blank keeps what was entered. Names, titles and flags are never touched.
 */
export const applySuggestion = (address: Address, suggestion: ValidatedAddress): Address => ({
  ...address,
  addressLine1: orEntered(suggestion.line1, address.addressLine1),
  locality: orEntered(suggestion.city, address.locality),
  administrativeArea: orEntered(suggestion.region, address.administrativeArea),
  postalCode: orEntered(suggestion.postalCode, address.postalCode),
  countryCode: orEntered(suggestion.country, address.countryCode),
});

const same = (a: string | null, b: string | null): boolean => (a ?? '').trim() === (b ?? '').trim();

/** Whether accepting the suggestion would change anything the customer typed. */
export const suggestionDiffers = (address: Address, suggestion: ValidatedAddress): boolean => {
  const suggested = applySuggestion(address, suggestion);
  return (
    !same(suggested.addressLine1, address.addressLine1) ||
    !same(suggested.locality, address.locality) ||
    !same(suggested.administrativeArea, address.administrativeArea) ||
    !same(suggested.postalCode, address.postalCode) ||
    !same(suggested.countryCode, address.countryCode)
  );
};

/** What follows the tax service's check of an entered address. */
export type AddressCheckDecision =
  | { readonly kind: 'save'; readonly address: Address }
  | { readonly kind: 'choose'; readonly checked: CheckedAddress };

/** The address as entered and, when the tax service corrected it, its version. */
export interface CheckedAddress {
  readonly entered: Address;
  readonly suggested: Address | null;
}

/**
 * An address the service confirms without changing anything the customer typed is saved as
 * entered; otherwise (corrected, refused, or not checked at all: `null`) the customer chooses,
 * between the corrected version when there is one and their own.
 */
export const decideAfterCheck = (
  entered: Address,
  outcome: AddressValidationOutcome | null,
): AddressCheckDecision => {
  const best = outcome?.isValid === true ? outcome.validatedAddresses[0] : undefined;
  if (best !== undefined && !suggestionDiffers(entered, best))
    return { kind: 'save', address: entered };
  const suggested = best === undefined ? null : applySuggestion(entered, best);
  return { kind: 'choose', checked: { entered, suggested } };
};
