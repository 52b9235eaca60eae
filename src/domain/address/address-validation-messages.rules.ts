import type { AddressValidationFailure } from './address.errors';

/**
 * The spec gives the gist of each message ("service is not available, enter your address
 * manually"); these are those words made into sentences.
 */
export const ADDRESS_VALIDATION_MESSAGES = {
  serviceNotAvailable:
    'Address validation service is not available, please enter your address manually.',
  accessDenied: 'Access denied to the address validation service. Please contact support.',
  invalidAddressFormat: 'Invalid address format. Please check your address and try again.',
  invalidCountryCode: 'Invalid country code. Please select a valid country.',
  experiencingIssues: 'Address validation service is experiencing issues, please try later.',
  unableToConnect: 'Unable to connect to the address validation service.',
  temporarilyUnavailable:
    'Address validation is temporarily unavailable, you may continue with your address as entered.',
} as const;

/** A 500 is blamed on the country code when the failure's text mentions a country. */
export const isCountryCodeProblem = (detail: string): boolean => /country/i.test(detail);

export const addressValidationFailureMessage = (failure: AddressValidationFailure): string => {
  if (failure.kind === 'address-validation-network-error') {
    return ADDRESS_VALIDATION_MESSAGES.unableToConnect;
  }
  switch (failure.status) {
    case 404:
      return ADDRESS_VALIDATION_MESSAGES.serviceNotAvailable;
    case 403:
      return ADDRESS_VALIDATION_MESSAGES.accessDenied;
    case 400:
    case 422:
      return ADDRESS_VALIDATION_MESSAGES.invalidAddressFormat;
    case 500:
      return isCountryCodeProblem(failure.detail)
        ? ADDRESS_VALIDATION_MESSAGES.invalidCountryCode
        : ADDRESS_VALIDATION_MESSAGES.experiencingIssues;
    default:
      // Status 0 means nothing answered: the same as a network error.
      return failure.status === 0
        ? ADDRESS_VALIDATION_MESSAGES.unableToConnect
        : ADDRESS_VALIDATION_MESSAGES.temporarilyUnavailable;
  }
};
