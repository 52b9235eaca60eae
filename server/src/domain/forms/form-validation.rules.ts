// Per-form validation, with Craft-style messages keyed by field. Values arrive as JSON: strings, or
// numbers for the numeric fields; anything else is refused with a message rather than coerced.
import { err, ok, type Result } from '../shared/result.ts';
import {
  addError,
  emailErrors,
  type FieldErrors,
  nameErrors,
} from '../users/user-validation.rules.ts';
import {
  FORM_HANDLES,
  type FormHandle,
  type FormSubmission,
  type GetStartedEnquiry,
  type QuoteRequest,
} from './form-submission.ts';

export const MAX_MESSAGE = 5000;
export const MAX_QUANTITY = 100_000;
export const MAX_PHONE = 50;
/** Element ids are 32-bit in the database; a larger number cannot name anything. */
export const MAX_ELEMENT_ID = 2_147_483_647;
const MAX_TEXT = 255;

type Fields = Readonly<Record<string, unknown>>;

export const isFormHandle = (handle: string): handle is FormHandle =>
  (FORM_HANDLES as readonly string[]).includes(handle);

/** Text as sent, trimmed ('' when absent); numbers count as their text; null for anything else. */
function textOf(fields: Fields, name: string): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Field readers that collect every problem, so a form shows all its errors at once. */
function fieldChecker(fields: Fields) {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => addError(errors, name, [message]);

  const text = (name: string, label: string, required: boolean, max = MAX_TEXT): string => {
    const value = textOf(fields, name);
    if (value === null) fail(name, `${label} is invalid.`);
    else if (value === '' && required) fail(name, `${label} cannot be blank.`);
    else if (value.length > max) fail(name, `${label} should contain at most ${max} characters.`);
    return value ?? '';
  };

  return {
    errors,
    text,
    /** Names refuse URLs too (Craft's rule against spam). */
    name(name: string, label: string, required: boolean): string {
      const value = text(name, label, required);
      if (!errors[name]) addError(errors, name, nameErrors(label, value));
      return value;
    },
    email(): string {
      const value = textOf(fields, 'email') ?? '';
      addError(errors, 'email', emailErrors(value));
      return value;
    },
    /** A whole number from 1 to `max`; `invalid` is the message for anything else. */
    wholeNumber(name: string, label: string, required: boolean, max: number, invalid: string) {
      const value = textOf(fields, name);
      if (value === '') {
        if (required) fail(name, `${label} cannot be blank.`);
        return null;
      }
      const number = value !== null && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
      if (number >= 1 && number <= max) return number;
      fail(name, invalid);
      return null;
    },
    phone(): string | null {
      const value = text('phone', 'Phone', false, MAX_PHONE);
      if (value !== '' && !errors.phone && !/^\+?[0-9][0-9 ()./-]{3,}[0-9]$/.test(value))
        fail('phone', 'Phone is not a valid phone number.');
      return value === '' ? null : value;
    },
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);
const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

function getStarted(fields: Fields): Result<GetStartedEnquiry, FieldErrors> {
  const check = fieldChecker(fields);
  const form: GetStartedEnquiry = {
    handle: 'get-started',
    name: check.name('name', 'Name', true),
    company: orNull(check.name('company', 'Company', false)),
    email: check.email(),
    message: check.text('message', 'Message', true, MAX_MESSAGE),
  };
  return hasErrors(check.errors) ? err(check.errors) : ok(form);
}

function callQuote(fields: Fields): Result<QuoteRequest, FieldErrors> {
  const check = fieldChecker(fields);
  const id = (name: string, label: string, required: boolean) =>
    check.wholeNumber(name, label, required, MAX_ELEMENT_ID, `${label} is not a valid id.`);
  const productId = id('productId', 'Product', true);
  const variantId = id('variantId', 'Variant', false);
  const quantity = check.wholeNumber(
    'quantity',
    'Quantity',
    true,
    MAX_QUANTITY,
    `Quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}.`,
  );
  const name = check.name('name', 'Name', true);
  const email = check.email();
  const phone = check.phone();
  const message = orNull(check.text('message', 'Message', false, MAX_MESSAGE));
  if (hasErrors(check.errors) || productId === null || quantity === null) return err(check.errors);
  return ok({ handle: 'call-quote', productId, variantId, quantity, name, email, phone, message });
}

export function validateForm(
  handle: FormHandle,
  fields: Fields,
): Result<FormSubmission, FieldErrors> {
  return handle === 'get-started' ? getStarted(fields) : callQuote(fields);
}

/**
 * A quote may be asked for any product the shop shows (quote-only or not: bulk buyers ask for prices
 * too), but only for one that exists and is enabled, and only for one of its own variants.
 */
export function quotedProductErrors(
  request: Pick<QuoteRequest, 'variantId'>,
  product: { readonly variants: readonly { readonly id: number }[] } | null,
): FieldErrors {
  if (product === null)
    return { productId: ['This product does not exist or is no longer available.'] };
  if (request.variantId !== null && !product.variants.some((v) => v.id === request.variantId))
    return { variantId: ['This variant does not belong to the product.'] };
  return {};
}
