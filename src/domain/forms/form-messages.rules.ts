import type { AddressBookError, AddressValidationRequestError } from '../address/address.errors';
import type { CartUpdateError, SharedCartError } from '../cart/cart.errors';
import { cartUpdateErrorMessage } from '../cart/cart-messages.rules';
import type {
  FieldError,
  FormRejection,
  PasswordChangeError,
  VerificationError,
} from './forms.errors';
import { TOAST_MESSAGES } from '../flash/toast-messages';

export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirmation do not match';
export const INVALID_VERIFICATION_PARAMETERS_MESSAGE = 'Invalid verification parameters';
export const COUNTRY_CODE_REQUIRED_MESSAGE = 'Country code is required for address validation.';

/** Labels for the fields the domain checks; any other field name is shown as it is. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  passwordConfirm: 'Password confirmation',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

export const fieldErrorMessage = (error: FieldError): string =>
  error.kind === 'required'
    ? `${fieldLabel(error.field)} is required`
    : 'Please enter a valid email address';

export const formRejectionMessage = ({ errors }: FormRejection): string =>
  errors.map(fieldErrorMessage).join(', ');

export type FormError =
  | FieldError
  | FormRejection
  | PasswordChangeError
  | VerificationError
  | AddressValidationRequestError
  | AddressBookError
  | CartUpdateError
  | SharedCartError;

export const formErrorMessage = (error: FormError): string => {
  switch (error.kind) {
    case 'required':
    case 'invalid-email':
      return fieldErrorMessage(error);
    case 'form-rejected':
      return formRejectionMessage(error);
    case 'password-mismatch':
      return PASSWORD_MISMATCH_MESSAGE;
    case 'invalid-verification-parameters':
      return INVALID_VERIFICATION_PARAMETERS_MESSAGE;
    case 'country-code-required':
      return COUNTRY_CODE_REQUIRED_MESSAGE;
    case 'address-not-saved':
      return TOAST_MESSAGES.addressSaveFailed;
    case 'address-not-deleted':
      return TOAST_MESSAGES.addressDeleteFailed;
    case 'invalid-purchasable':
    case 'invalid-quantity':
    case 'invalid-line-item':
    case 'conflicting-same-as-flags':
      return cartUpdateErrorMessage(error);
    case 'shared-cart-not-found':
      return 'This shared cart could not be found';
    case 'shared-cart-forbidden':
      return 'You do not have access to this shared cart';
  }
};
