import fc from 'fast-check';
import type {
  AddressResolution,
  AddressValidationInput,
  AddressValidationResponse,
  ResolutionMessage,
  TaxServiceErrorDetail,
  ValidatedAddress,
} from '../../src/domain/address/address-validation';

const field = fc.option(fc.string({ maxLength: 20 }), { nil: null });

export const anyValidationInput: fc.Arbitrary<AddressValidationInput> = fc.record(
  {
    fullName: field,
    addressLine1: field,
    addressLine2: field,
    locality: field,
    postalCode: field,
    organization: field,
    organizationTaxId: field,
    countryCode: field,
    administrativeArea: field,
  },
  { requiredKeys: [] },
);

export const anyMessage: fc.Arbitrary<ResolutionMessage> = fc.record({
  summary: fc.string(),
  details: fc.string(),
  refersTo: fc.string(),
  severity: fc.constantFrom('Error', 'Warning', 'Info'),
  source: fc.string(),
});

export const anyValidatedAddress: fc.Arbitrary<ValidatedAddress> = fc.record({
  line1: fc.string(),
  city: fc.string(),
  region: fc.string(),
  country: fc.string(),
  postalCode: fc.string(),
  coordinates: fc.option(
    fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
    { nil: null },
  ),
});

export const anyResolution: fc.Arbitrary<AddressResolution> = fc.record({
  validatedAddresses: fc.array(anyValidatedAddress, { maxLength: 2 }),
  resolutionQuality: fc.option(fc.constantFrom('Rooftop', 'Intersection', 'NotCoded'), {
    nil: null,
  }),
  messages: fc.array(anyMessage, { maxLength: 3 }),
});

export const anyTaxDetail: fc.Arbitrary<TaxServiceErrorDetail> = fc.record(
  {
    message: fc.option(fc.string(), { nil: null }),
    description: fc.option(fc.string(), { nil: null }),
    target: fc.option(fc.string(), { nil: null }),
  },
  { requiredKeys: [] },
);

const maybeText = fc.option(fc.string(), { nil: null });

export const anyValidationResponse: fc.Arbitrary<AddressValidationResponse> = fc.oneof(
  fc.record({
    kind: fc.constant('resolution' as const),
    success: fc.boolean(),
    error: maybeText,
    resolution: anyResolution,
  }),
  fc.record({
    kind: fc.constant('tax-service-error' as const),
    error: maybeText,
    message: maybeText,
    target: maybeText,
    details: fc.array(anyTaxDetail, { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('no-response-data' as const), error: maybeText }),
  fc.record({ kind: fc.constant('unparseable-response' as const), error: maybeText }),
);
