import { nonBlank } from '../shared/guards';
import { err, ok, type Result } from '../shared/result';
import type {
  AddressResolution,
  AddressValidationInput,
  AddressValidationOutcome,
  AddressValidationRequest,
  AddressValidationResponse,
  ResolutionMessage,
  TaxServiceErrorDetail,
} from './address-validation';
import type { AddressValidationRequestError } from './address.errors';

/** Summaries of the entries made up when the tax service gave nothing better. */
export const ADDRESS_VALIDATION_FAILED_SUMMARY = 'Address Validation Failed';
export const NO_RESPONSE_DATA_SUMMARY = 'No Response Data';
export const RESPONSE_PARSE_ERROR_SUMMARY = 'Response Parse Error';

/** The `source` of entries the storefront makes up itself rather than relays from the tax service. */
export const STOREFRONT_MESSAGE_SOURCE = 'storefront';

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** Every field trimmed; the country code also upper-cased, and required. */
export const normaliseValidationRequest = (
  input: AddressValidationInput,
): Result<AddressValidationRequest, AddressValidationRequestError> => {
  const countryCode = trimmed(input.countryCode).toUpperCase();
  if (countryCode === '') return err({ kind: 'country-code-required' });
  return ok({
    fullName: trimmed(input.fullName),
    addressLine1: trimmed(input.addressLine1),
    addressLine2: trimmed(input.addressLine2),
    locality: trimmed(input.locality),
    postalCode: trimmed(input.postalCode),
    organization: trimmed(input.organization),
    organizationTaxId: trimmed(input.organizationTaxId),
    countryCode,
    administrativeArea: trimmed(input.administrativeArea),
  });
};

export const isErrorMessage = (message: ResolutionMessage): boolean => message.severity === 'Error';

/** Valid only with no Error-severity message and at least one validated address. */
export const isAddressValid = (resolution: AddressResolution): boolean =>
  resolution.validatedAddresses.length > 0 && !resolution.messages.some(isErrorMessage);

const storefrontEntry = (summary: string, details: string | null): ResolutionMessage => ({
  summary,
  details: details ?? '',
  refersTo: '',
  severity: 'Error',
  source: STOREFRONT_MESSAGE_SOURCE,
});

/**
 * The tax service's error details become error entries: message -> summary, description ->
 * details, target -> refersTo. A detail without its own message or target takes the error's.
 * With no details at all, the error itself is the one entry.
 */
export const taxServiceErrorEntries = (error: {
  readonly message: string | null;
  readonly target: string | null;
  readonly details: readonly TaxServiceErrorDetail[];
}): readonly ResolutionMessage[] => {
  const details: readonly TaxServiceErrorDetail[] = error.details.length > 0 ? error.details : [{}];
  return details.map((detail) => ({
    summary:
      nonBlank(detail.message) ?? nonBlank(error.message) ?? ADDRESS_VALIDATION_FAILED_SUMMARY,
    details: detail.description ?? '',
    refersTo: nonBlank(detail.target) ?? error.target ?? '',
    severity: 'Error',
    source: STOREFRONT_MESSAGE_SOURCE,
  }));
};

const invalid = (messages: readonly ResolutionMessage[]): AddressValidationOutcome => ({
  isValid: false,
  validatedAddresses: [],
  messages,
});

/**
 * What the form shows after validation. An invalid result always carries at least one Error entry,
 * so there is always something to say; the fallback summaries fill in when the service said nothing.
 */
export const validationOutcome = (
  response: AddressValidationResponse,
): AddressValidationOutcome => {
  switch (response.kind) {
    case 'no-response-data':
      return invalid([storefrontEntry(NO_RESPONSE_DATA_SUMMARY, response.error)]);
    case 'unparseable-response':
      return invalid([storefrontEntry(RESPONSE_PARSE_ERROR_SUMMARY, response.error)]);
    case 'tax-service-error':
      return invalid(taxServiceErrorEntries(response));
    case 'resolution': {
      const { resolution } = response;
      const isValid = response.success && isAddressValid(resolution);
      const needsFallback = !isValid && !resolution.messages.some(isErrorMessage);
      return {
        isValid,
        validatedAddresses: resolution.validatedAddresses,
        messages: needsFallback
          ? [
              ...resolution.messages,
              storefrontEntry(ADDRESS_VALIDATION_FAILED_SUMMARY, response.error),
            ]
          : resolution.messages,
      };
    }
  }
};

/**
 * Why a checked address may not be used, one line per Error message ('summary: details'). A valid
 * address has none, and so has one that could not be checked (`null`): the customer may go on.
 */
export const blockingProblems = (outcome: AddressValidationOutcome | null): readonly string[] =>
  outcome === null || outcome.isValid
    ? []
    : outcome.messages
        .filter(isErrorMessage)
        .map((message) =>
          message.details === '' ? message.summary : `${message.summary}: ${message.details}`,
        );
