// Turning what a customer submits into a valid address, with Craft's validation messages.
import { err, ok, type Result } from '../shared/result.ts';
import { joinName, splitFullName } from '../users/user-validation.rules.ts';
import {
  ADDRESS_COORDINATES,
  ADDRESS_TEXT_FIELDS,
  type AddressCoordinate,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type AddressFields,
  type AddressInput,
} from './address.ts';
import { type AddressFormat, addressFormatFor, fieldLabel } from './address-formats.ts';
import { isIsoCountryCode } from './iso-countries.ts';

export const MAX_ADDRESS_TEXT = 255;

const ALL_FIELDS: readonly AddressField[] = [...ADDRESS_TEXT_FIELDS, ...ADDRESS_COORDINATES];

type MutableDraft = { -readonly [K in AddressField]?: string | null };

export const EMPTY_DRAFT: AddressDraft = Object.fromEntries(
  ALL_FIELDS.map((field) => [field, null]),
) as AddressDraft;

/** Trims every submitted field, blank becomes null, the country code is upper-cased; absent stays absent. */
export function normaliseAddressInput(input: AddressInput): Partial<AddressDraft> {
  const draft: MutableDraft = {};
  for (const field of ALL_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    draft[field] =
      trimmed === '' ? null : field === 'countryCode' ? trimmed.toUpperCase() : trimmed;
  }
  return draft;
}

/** A saved address as a draft, so that an edit can change some fields and keep the others. */
export function draftOf(fields: AddressFields): AddressDraft {
  const draft: MutableDraft = {};
  for (const field of ADDRESS_TEXT_FIELDS) draft[field] = fields[field];
  for (const field of ADDRESS_COORDINATES) {
    const value = fields[field];
    draft[field] = value === null ? null : String(value);
  }
  return draft as AddressDraft;
}

/**
 * Applies submitted changes to an address (an empty one when creating). Names as Craft saves them:
 * a full name alone is split into first and last; first/last alone make the full name; all three
 * sent together are kept as sent.
 */
export function applyAddressChanges(
  base: AddressDraft,
  changes: Partial<AddressDraft>,
): AddressDraft {
  const merged: AddressDraft = { ...base, ...changes };
  const partsSent = 'firstName' in changes || 'lastName' in changes;
  if (!partsSent && !('fullName' in changes)) return merged;
  if (merged.fullName !== null && !partsSent)
    return { ...merged, ...splitFullName(merged.fullName) };
  if (merged.fullName !== null && 'fullName' in changes) return merged;
  return { ...merged, fullName: joinName(merged.firstName, merged.lastName) };
}

/** Craft nulls the fields a country's format does not use before it validates. */
export function clearUnusedFields(draft: AddressDraft): AddressDraft {
  const unused = addressFormatFor(draft.countryCode).unused;
  if (unused.length === 0) return draft;
  return { ...draft, ...Object.fromEntries(unused.map((field) => [field, null])) };
}

function add(errors: AddressErrors, field: AddressField, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

function countryErrors(errors: AddressErrors, countryCode: string | null): void {
  if (countryCode === null) add(errors, 'countryCode', 'Country cannot be blank.');
  else if (!isIsoCountryCode(countryCode)) add(errors, 'countryCode', 'Country is invalid.');
}

function textErrors(errors: AddressErrors, draft: AddressDraft, format: AddressFormat): void {
  // Blank required fields first, in the order the country's form shows them.
  for (const field of format.required) {
    if (draft[field] === null) add(errors, field, `${fieldLabel(field, format)} cannot be blank.`);
  }
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = draft[field];
    if (value !== null && value.length > MAX_ADDRESS_TEXT) {
      const label = fieldLabel(field, format);
      add(errors, field, `${label} should contain at most ${MAX_ADDRESS_TEXT} characters.`);
    }
  }
  const postalCode = draft.postalCode;
  if (
    postalCode !== null &&
    postalCode.length <= MAX_ADDRESS_TEXT &&
    format.postalCodePattern &&
    !format.postalCodePattern.test(postalCode)
  ) {
    add(errors, 'postalCode', `${fieldLabel('postalCode', format)} is invalid.`);
  }
}

// Yii's number validator: a plain decimal, optionally signed, optionally with an exponent.
const NUMBER = /^[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?$/;
const COORDINATE_LIMITS: Readonly<Record<AddressCoordinate, number>> = {
  latitude: 90,
  longitude: 180,
};

function coordinateErrors(errors: AddressErrors, draft: AddressDraft, format: AddressFormat) {
  for (const field of ADDRESS_COORDINATES) {
    const value = draft[field];
    if (value === null) continue;
    const label = fieldLabel(field, format);
    const limit = COORDINATE_LIMITS[field];
    const number = Number(value);
    if (!NUMBER.test(value) || !Number.isFinite(number))
      add(errors, field, `${label} must be a number.`);
    else if (number < -limit) add(errors, field, `${label} must be no less than ${-limit}.`);
    else if (number > limit) add(errors, field, `${label} must be no greater than ${limit}.`);
  }
}

/** Every problem with an address, keyed by attribute; an empty object when it can be saved. */
export function addressErrors(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  const format = addressFormatFor(draft.countryCode);
  countryErrors(errors, draft.countryCode);
  textErrors(errors, draft, format);
  coordinateErrors(errors, draft, format);
  return errors;
}

/** The address to save, or Craft's errors. Fields the country does not use are dropped first. */
export function validateAddress(submitted: AddressDraft): Result<AddressFields, AddressErrors> {
  const draft = clearUnusedFields(submitted);
  const errors = addressErrors(draft);
  if (Object.keys(errors).length > 0 || draft.countryCode === null) return err(errors);
  const coordinate = (value: string | null) => (value === null ? null : Number(value));
  return ok({
    ...draft,
    countryCode: draft.countryCode,
    latitude: coordinate(draft.latitude),
    longitude: coordinate(draft.longitude),
  });
}
