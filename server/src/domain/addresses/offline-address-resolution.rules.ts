// Resolves an address without a tax service: the country's required fields, its postal-code format and
// its list of states, with coordinates at the centre of the state (US, CA) or country. The street is not
// checked against any postal database, which the resolution quality and an Info message say.
import { addressFormatFor, fieldLabel } from './address-formats.ts';
import type { AddressTextField } from './address.ts';
import {
  type AddressResolution,
  type AddressToResolve,
  AVATAX_MESSAGE_SOURCE,
  type Coordinates,
  type ResolutionMessage,
  type ResolutionQuality,
} from './address-resolution.ts';
import { isIsoCountryCode } from './iso-countries.ts';
import { countryCentroid, findSubdivision, subdivisionsOf } from './subdivisions.ts';

type CheckedField = 'addressLine1' | 'locality' | 'administrativeArea' | 'postalCode';

const REFERS_TO: Readonly<Record<CheckedField | 'countryCode', string>> = {
  addressLine1: 'Address.Line1',
  locality: 'Address.City',
  administrativeArea: 'Address.Region',
  postalCode: 'Address.PostalCode',
  countryCode: 'Address.Country',
};

const error = (refersTo: string, summary: string, details: string): ResolutionMessage => ({
  summary,
  details,
  refersTo,
  severity: 'Error',
  source: AVATAX_MESSAGE_SOURCE,
});

const isChecked = (field: AddressTextField): field is CheckedField => field in REFERS_TO;

function fieldMessages(address: AddressToResolve): ResolutionMessage[] {
  const country = address.countryCode;
  if (!isIsoCountryCode(country)) {
    return [
      error(
        REFERS_TO.countryCode,
        'The country is not valid.',
        `"${country}" is not an ISO 3166 country code.`,
      ),
    ];
  }
  const format = addressFormatFor(country);
  const messages: ResolutionMessage[] = [];
  for (const field of format.required.filter(isChecked)) {
    if (address[field] !== '') continue;
    const label = fieldLabel(field, format);
    messages.push(
      error(
        REFERS_TO[field],
        `The ${label.toLowerCase()} is missing.`,
        `${label} is required for an address in ${country}.`,
      ),
    );
  }
  const { postalCode, administrativeArea } = address;
  if (postalCode !== '' && format.postalCodePattern && !format.postalCodePattern.test(postalCode)) {
    const label = fieldLabel('postalCode', format);
    messages.push(
      error(
        REFERS_TO.postalCode,
        `The ${label.toLowerCase()} is invalid.`,
        `"${postalCode}" is not a valid ${label} in ${country}.`,
      ),
    );
  }
  if (
    administrativeArea !== '' &&
    subdivisionsOf(country) &&
    !findSubdivision(country, administrativeArea)
  ) {
    const label = fieldLabel('administrativeArea', format);
    messages.push(
      error(
        REFERS_TO.administrativeArea,
        `The ${label.toLowerCase()} is invalid.`,
        `"${administrativeArea}" is not a ${label.toLowerCase()} of ${country}.`,
      ),
    );
  }
  return messages;
}

function approximateLocation(
  address: AddressToResolve,
): { coordinates: Coordinates; quality: ResolutionQuality; of: string } | undefined {
  const region = findSubdivision(address.countryCode, address.administrativeArea);
  if (region?.centroid)
    return { coordinates: region.centroid, quality: 'RegionCentroid', of: 'region' };
  const country = countryCentroid(address.countryCode);
  return country ? { coordinates: country, quality: 'CountryCentroid', of: 'country' } : undefined;
}

/** The resolution AvaTax would give, from the shop's own rules; Error messages mean no validated address. */
export function resolveAddressOffline(address: AddressToResolve): AddressResolution {
  const lines = {
    line1: address.addressLine1,
    line2: address.addressLine2,
    line3: '',
    city: address.locality,
    region: address.administrativeArea,
    country: address.countryCode,
    postalCode: address.postalCode,
  };
  const base = { address: { textCase: 'Mixed' as const, ...lines } };
  const errors = fieldMessages(address);
  if (errors.length > 0) {
    return { ...base, validatedAddresses: [], resolutionQuality: 'NotCoded', messages: errors };
  }
  const location = approximateLocation(address);
  if (!location) {
    return {
      ...base,
      validatedAddresses: [{ addressType: 'UnknownAddressType', ...lines }],
      resolutionQuality: 'NotCoded',
      messages: [
        {
          summary: 'The address could not be geocoded.',
          details: `No coordinates are known for addresses in ${address.countryCode}.`,
          refersTo: 'Address',
          severity: 'Warning',
          source: AVATAX_MESSAGE_SOURCE,
        },
      ],
    };
  }
  return {
    ...base,
    validatedAddresses: [{ addressType: 'UnknownAddressType', ...lines, ...location.coordinates }],
    coordinates: location.coordinates,
    resolutionQuality: location.quality,
    messages: [
      {
        summary: 'The address was checked without a postal database.',
        details: `The street was not verified; the coordinates are the centre of the ${location.of}.`,
        refersTo: 'Address',
        severity: 'Info',
        source: AVATAX_MESSAGE_SOURCE,
      },
    ],
  };
}
