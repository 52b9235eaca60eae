// Address validation in AvaTax's vocabulary (REST v2 `AddressResolutionModel`): the storefront reads this
// shape whether the answer came from AvaTax itself or from the shop's offline rules.

/** What the storefront sends to validate-address, every field trimmed ('' when absent). */
export interface AddressToResolve {
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

export const ADDRESS_TO_RESOLVE_FIELDS = [
  'fullName',
  'addressLine1',
  'addressLine2',
  'locality',
  'postalCode',
  'organization',
  'organizationTaxId',
  'countryCode',
  'administrativeArea',
] as const satisfies readonly (keyof AddressToResolve)[];

export type ResolutionQuality =
  | 'NotCoded'
  | 'External'
  | 'CountryCentroid'
  | 'RegionCentroid'
  | 'PartialCentroid'
  | 'PostalCentroidGood'
  | 'PostalCentroidBetter'
  | 'PostalCentroidBest'
  | 'Intersection'
  | 'Interpolated'
  | 'Rooftop';

export type MessageSeverity = 'Error' | 'Warning' | 'Info' | 'Exception';

export interface ResolutionMessage {
  readonly summary: string;
  readonly details: string;
  /** AvaTax's field path, e.g. `Address.PostalCode`. */
  readonly refersTo: string;
  readonly severity: MessageSeverity;
  readonly source: string;
}

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface AddressLines {
  readonly line1: string;
  readonly line2: string;
  readonly line3: string;
  readonly city: string;
  readonly region: string;
  readonly country: string;
  readonly postalCode: string;
}

export interface ValidatedAddress extends AddressLines {
  readonly addressType: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

export interface TaxAuthority {
  readonly avalaraId?: string;
  readonly jurisdictionName?: string;
  readonly jurisdictionType?: string;
  readonly signatureCode?: string;
}

/** Optional keys are left out of the JSON when AvaTax would leave them out. */
export interface AddressResolution {
  readonly address: AddressLines & { readonly textCase: 'Mixed' };
  readonly validatedAddresses: readonly ValidatedAddress[];
  readonly coordinates?: Coordinates;
  readonly resolutionQuality: ResolutionQuality | string;
  readonly taxAuthorities?: readonly TaxAuthority[];
  readonly messages?: readonly ResolutionMessage[];
}

export const AVATAX_MESSAGE_SOURCE = 'Avalara.AvaTax.Common';
