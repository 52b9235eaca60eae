import { parseQuantity } from '../catalog/quantity.rules';
import type { FormFields } from '../content/content';
import { err, ok, type Result } from '../shared/result';
import { isValidEmail } from './email.rules';

/** What a shopper types into the call-for-quote form. */
export interface CallQuoteInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly quantity: string;
  readonly message: string;
}

export const emptyCallQuote: CallQuoteInput = {
  name: '',
  email: '',
  phone: '',
  quantity: '1',
  message: '',
};

export type CallQuoteField = keyof CallQuoteInput;

/** One message per field that needs fixing; the server checks the same things and has the last word. */
export type CallQuoteErrors = Readonly<Partial<Record<CallQuoteField, string>>>;

/**
 * The `call-quote` form's fields for the back-end, or what to fix first. Optional fields left
 * blank are not sent.
 */
export const callQuoteFields = (
  input: CallQuoteInput,
  product: { readonly productId: number; readonly variantId: number | null },
): Result<FormFields, CallQuoteErrors> => {
  const errors: Partial<Record<CallQuoteField, string>> = {};
  const name = input.name.trim();
  const email = input.email.trim();
  if (name === '') errors.name = 'Name cannot be blank.';
  if (!isValidEmail(email)) errors.email = 'Email is not a valid email address.';
  const quantity = parseQuantity(input.quantity);
  if (!quantity.ok) errors.quantity = quantity.error;
  if (!quantity.ok || Object.keys(errors).length > 0) return err(errors);
  const phone = input.phone.trim();
  const message = input.message.trim();
  return ok({
    productId: product.productId,
    ...(product.variantId === null ? {} : { variantId: product.variantId }),
    quantity: quantity.value,
    name,
    email,
    ...(phone === '' ? {} : { phone }),
    ...(message === '' ? {} : { message }),
  });
};
