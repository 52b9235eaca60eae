// Craft's address element as a customer's address book keeps it, plus the storefront's custom fields
// (phone, attention, company...). Whether it is the owner's primary billing/shipping address is not
// stored here: it lives on the user, as in Craft Commerce.

/** Every text attribute a customer may submit; countryCode is the only one an address cannot lack. */
export const ADDRESS_TEXT_FIELDS = [
  'title',
  'countryCode',
  'administrativeArea',
  'locality',
  'dependentLocality',
  'postalCode',
  'sortingCode',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'organization',
  'organizationTaxId',
  'fullName',
  'firstName',
  'lastName',
  'phoneNumber',
  'attention',
  'companyName',
  'businessId',
  'notes',
] as const;

/** The storefront's custom fields: Craft posts these under `fields[...]`. */
export const ADDRESS_CUSTOM_FIELDS = [
  'phoneNumber',
  'attention',
  'companyName',
  'businessId',
  'notes',
] as const satisfies readonly AddressTextField[];

export const ADDRESS_COORDINATES = ['latitude', 'longitude'] as const;

export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];
export type AddressCoordinate = (typeof ADDRESS_COORDINATES)[number];
export type AddressField = AddressTextField | AddressCoordinate;

/** What a customer submits: raw text, any field may be absent (absent = leave as it is). */
export type AddressInput = { readonly [K in AddressField]?: string | undefined };

/** A submitted address after trimming, before validation: text or null everywhere. */
export type AddressDraft = { readonly [K in AddressField]: string | null };

/** A valid address's attributes. */
export type AddressFields = { readonly [K in AddressTextField]: string | null } & {
  readonly countryCode: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
};

export interface Address extends AddressFields {
  readonly id: number;
  readonly uid: string;
  readonly ownerId: number | null;
  readonly dateCreated: Date;
  readonly dateUpdated: Date;
}

/** An address as its owner sees it: with the primary flags read from the owner's account. */
export interface CustomerAddress {
  readonly address: Address;
  readonly isPrimaryBilling: boolean;
  readonly isPrimaryShipping: boolean;
}

/** Validation messages keyed by attribute, as Craft's `errors` object. */
export type AddressErrors = Record<string, string[]>;
