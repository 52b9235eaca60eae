import type { Product } from '../../domain/catalog/product';
import type { FormFields, FormHandle } from '../../domain/content/content';
import { isValidEmail } from '../../domain/forms/email.rules';

export const FORM_THANKS = 'Thank you! We will get back to you within one business day.';

const text = (fields: FormFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** The back-end's checks of the two forms, as `{field: [messages]}`; empty when fine. */
export const formErrors = (
  handle: FormHandle,
  fields: FormFields,
  products: readonly Product[],
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if (text(fields, 'name') === '') errors.name = ['Name cannot be blank.'];
  if (!isValidEmail(text(fields, 'email'))) errors.email = ['Email is not a valid email address.'];
  if (handle === 'get-started') {
    if (text(fields, 'message') === '') errors.message = ['Message cannot be blank.'];
    return errors;
  }
  const productId = Number(text(fields, 'productId'));
  if (!products.some((product) => product.id === productId)) {
    errors.productId = ['Choose a product.'];
  }
  const quantity = Number(text(fields, 'quantity'));
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 100_000) {
    errors.quantity = ['Quantity must be a whole number from 1 to 100000.'];
  }
  return errors;
};
