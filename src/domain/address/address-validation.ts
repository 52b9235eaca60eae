/** The fields sent to actions/{tax-service-segment}/json/validate-address. */
export interface AddressValidationRequest {
  readonly fullName: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly locality: string;
  readonly postalCode: string;
  readonly organization: string;
  readonly organizationTaxId: string;
  readonly countryCode: string;
  readonly administrativeArea: string;
}

/** What a form hands over: any field may be missing. */
export type AddressValidationInput = {
  readonly [K in keyof AddressValidationRequest]?: string | null;
};

export type MessageSeverity = 'Error' | 'Warning' | 'Info';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface ValidatedAddress {
  readonly line1: string;
  readonly city: string;
  readonly region: string;
  readonly country: string;
  readonly postalCode: string;
  readonly coordinates: Coordinates | null;
}

export interface ResolutionMessage {
  readonly summary: string;
  readonly details: string;
  readonly refersTo: string;
  readonly severity: MessageSeverity;
  readonly source: string;
}

export interface AddressResolution {
  readonly validatedAddresses: readonly ValidatedAddress[];
  readonly resolutionQuality: string | null;
  readonly messages: readonly ResolutionMessage[];
}

/** One entry of the tax service's own error report (AvaTax `error.details`). */
export interface TaxServiceErrorDetail {
  readonly message?: string | null;
  readonly description?: string | null;
  readonly target?: string | null;
}

/**
 * The validate-address answer once the adapter has decoded it. The tax service relays its own
 * errors as a JSON text inside `response`, which may not parse: each case has its own variant.
 */
export type AddressValidationResponse =
  | {
      readonly kind: 'resolution';
      readonly success: boolean;
      readonly error: string | null;
      readonly resolution: AddressResolution;
    }
  | {
      readonly kind: 'tax-service-error';
      readonly error: string | null;
      readonly message: string | null;
      readonly target: string | null;
      readonly details: readonly TaxServiceErrorDetail[];
    }
  | { readonly kind: 'no-response-data'; readonly error: string | null }
  | { readonly kind: 'unparseable-response'; readonly error: string | null };

export interface AddressValidationOutcome {
  readonly isValid: boolean;
  readonly validatedAddresses: readonly ValidatedAddress[];
  readonly messages: readonly ResolutionMessage[];
}
