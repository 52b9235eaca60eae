// Per-country address formats (from the commerceguys/addressing data Craft uses): which fields a
// country requires, what they are called there, and which locale-dependent fields it does not use.
import type { AddressField, AddressTextField } from './address.ts';

export interface AddressFormat {
  readonly required: readonly AddressTextField[];
  /** Locale-dependent fields the country's addresses never show; Craft clears them before validating. */
  readonly unused: readonly AddressTextField[];
  readonly labels: Partial<Readonly<Record<AddressTextField, string>>>;
  /** Postal codes that cannot match are refused rather than saved and never delivered to. */
  readonly postalCodePattern?: RegExp;
}

// Craft's attribute labels (craft\services\Addresses::getFieldLabel and the *TypeLabel methods).
const LABELS: Readonly<Record<AddressField, string>> = {
  title: 'Label',
  countryCode: 'Country',
  administrativeArea: 'Province',
  locality: 'City',
  dependentLocality: 'Suburb',
  postalCode: 'Postal Code',
  sortingCode: 'Sorting Code',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  addressLine3: 'Address Line 3',
  organization: 'Organization',
  organizationTaxId: 'Organization Tax ID',
  fullName: 'Full Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  attention: 'Attention',
  companyName: 'Company Name',
  businessId: 'Business ID',
  notes: 'Notes',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

const NO_SUBDIVISIONS: readonly AddressTextField[] = [
  'administrativeArea',
  'dependentLocality',
  'sortingCode',
];
const NO_DEPENDENT_LOCALITY: readonly AddressTextField[] = ['dependentLocality', 'sortingCode'];

const FORMATS: Readonly<Record<string, AddressFormat>> = {
  US: {
    required: ['addressLine1', 'locality', 'administrativeArea', 'postalCode'],
    unused: NO_DEPENDENT_LOCALITY,
    labels: { administrativeArea: 'State', postalCode: 'ZIP Code' },
    postalCodePattern: /^\d{5}(?:[ -]\d{4})?$/,
  },
  CA: {
    required: ['addressLine1', 'locality', 'administrativeArea', 'postalCode'],
    unused: NO_DEPENDENT_LOCALITY,
    labels: { administrativeArea: 'Province' },
    postalCodePattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  },
  GB: {
    required: ['addressLine1', 'locality', 'postalCode'],
    unused: NO_SUBDIVISIONS,
    labels: { locality: 'Post Town' },
    postalCodePattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  },
  DE: {
    required: ['addressLine1', 'locality', 'postalCode'],
    unused: NO_SUBDIVISIONS,
    labels: {},
    postalCodePattern: /^\d{5}$/,
  },
  FR: {
    required: ['addressLine1', 'locality', 'postalCode'],
    // France keeps the sorting code (CEDEX).
    unused: ['administrativeArea', 'dependentLocality'],
    labels: {},
    postalCodePattern: /^\d{2} ?\d{3}$/,
  },
  NL: {
    required: ['addressLine1', 'locality', 'postalCode'],
    unused: NO_SUBDIVISIONS,
    labels: {},
    postalCodePattern: /^\d{4} ?[A-Z]{2}$/i,
  },
  AU: {
    required: ['addressLine1', 'locality', 'administrativeArea', 'postalCode'],
    unused: NO_DEPENDENT_LOCALITY,
    labels: { locality: 'Suburb', administrativeArea: 'State' },
    postalCodePattern: /^\d{4}$/,
  },
};

/** Countries without a format here still need a street and a town; nothing is cleared. */
const DEFAULT_FORMAT: AddressFormat = {
  required: ['addressLine1', 'locality'],
  unused: [],
  labels: {},
};

export const addressFormatFor = (countryCode: string | null): AddressFormat =>
  (countryCode ? FORMATS[countryCode] : undefined) ?? DEFAULT_FORMAT;

export const fieldLabel = (field: AddressField, format: AddressFormat): string =>
  (field === 'latitude' || field === 'longitude' ? undefined : format.labels[field]) ??
  LABELS[field];
