// Request normalisation and the plugin's success rule, shared by every address validator.
import {
  ADDRESS_TO_RESOLVE_FIELDS,
  type AddressResolution,
  type AddressToResolve,
} from './address-resolution.ts';
import { findSubdivision } from './subdivisions.ts';

// Kept upper-case when a whole line is re-cased: directions and common abbreviations.
const UPPER_WORDS = new Set([
  'N',
  'S',
  'E',
  'W',
  'NE',
  'NW',
  'SE',
  'SW',
  'PO',
  'APO',
  'FPO',
  'DPO',
]);

const collapseSpaces = (text: string): string => text.trim().replace(/\s+/g, ' ');

function caseWord(word: string): string {
  const upper = word.toUpperCase();
  if (UPPER_WORDS.has(upper.replace(/\.$/, '')) || /\d/.test(word)) return upper;
  // Only the first code point changes, so a letter that upper-cases to two (ß) stays as typed.
  const first = word.charAt(0);
  const capital = first.toUpperCase();
  return (capital.length === 1 ? capital : first) + word.slice(1);
}

/**
 * AvaTax's `textCase: Mixed` for text typed all in one case (`irvine`, `IRVINE` -> `Irvine`); text that
 * already mixes cases is the customer's own spelling (`McKinney`, `DeKalb`) and is kept.
 */
export function mixedCase(text: string): string {
  const collapsed = collapseSpaces(text);
  const lower = collapsed.toLowerCase();
  const upper = collapsed.toUpperCase();
  const singleCase = collapsed === lower || collapsed === upper;
  if (!singleCase || lower === upper) return collapsed;
  return lower
    .split(/([ \-/])/)
    .map((part) => (/^[ \-/]$/.test(part) || part === '' ? part : caseWord(part)))
    .join('');
}

/** States and provinces as their codes (`california`, `ca` -> `CA`); short codes elsewhere upper-cased. */
export function normaliseRegion(countryCode: string, region: string): string {
  const collapsed = collapseSpaces(region);
  const known = findSubdivision(countryCode, collapsed);
  if (known) return known.code;
  return collapsed.length <= 3 ? collapsed.toUpperCase() : mixedCase(collapsed);
}

const spaceBeforeLast = (compact: string, count: number): string =>
  `${compact.slice(0, compact.length - count)} ${compact.slice(compact.length - count)}`;

/** The postal code as the country writes it (`sw1a1aa` -> `SW1A 1AA`, `k1a0b1` -> `K1A 0B1`). */
export function normalisePostalCode(countryCode: string, postalCode: string): string {
  const upper = collapseSpaces(postalCode).toUpperCase();
  const compact = upper.replace(/[\s-]/g, '');
  switch (countryCode) {
    case 'US':
      if (/^\d{9}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
      return /^\d{5}$/.test(compact) ? compact : upper;
    case 'CA':
      return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? spaceBeforeLast(compact, 3) : upper;
    case 'GB':
      return /^[A-Z0-9]{5,7}$/.test(compact) ? spaceBeforeLast(compact, 3) : upper;
    case 'NL':
      return /^\d{4}[A-Z]{2}$/.test(compact) ? spaceBeforeLast(compact, 2) : upper;
    case 'DE':
    case 'FR':
      return /^\d{5}$/.test(compact) ? compact : upper;
    default:
      return upper;
  }
}

/** Every field trimmed, the country upper-cased, and the fields AvaTax re-cases normalised. */
export function normaliseAddressToResolve(
  input: Readonly<Partial<Record<keyof AddressToResolve, string>>>,
): AddressToResolve {
  const trimmed = Object.fromEntries(
    ADDRESS_TO_RESOLVE_FIELDS.map((field) => [field, collapseSpaces(input[field] ?? '')]),
  ) as Record<keyof AddressToResolve, string>;
  const countryCode = trimmed.countryCode.toUpperCase();
  return {
    ...trimmed,
    countryCode,
    addressLine1: mixedCase(trimmed.addressLine1),
    addressLine2: mixedCase(trimmed.addressLine2),
    locality: mixedCase(trimmed.locality),
    administrativeArea: normaliseRegion(countryCode, trimmed.administrativeArea),
    postalCode: normalisePostalCode(countryCode, trimmed.postalCode),
  };
}

/** The plugin's rule: a resolution counts only with a validated address and coordinates. */
export const isResolutionSuccessful = (resolution: AddressResolution): boolean =>
  resolution.validatedAddresses.length > 0 && resolution.coordinates !== undefined;
