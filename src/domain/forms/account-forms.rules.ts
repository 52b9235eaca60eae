import { nonBlank } from '../shared/guards';
import { err, ok, type Result } from '../shared/result';
import type {
  ActivationRequest,
  ActivationRequestInput,
  EmailVerification,
  LoginCredentials,
  PasswordChange,
} from './account-forms';
import type { Email } from './email';
import { parseEmail } from './email.rules';
import type {
  FieldError,
  FormRejection,
  PasswordChangeError,
  VerificationError,
} from './forms.errors';

/**
 * A confirmation that is given (not null or undefined) must equal the new password exactly; an
 * empty confirmation counts as given, so a form that leaves it blank is refused.
 */
export const checkPasswordChange = (
  change: PasswordChange,
): Result<PasswordChange, PasswordChangeError> =>
  change.confirmation === undefined ||
  change.confirmation === null ||
  change.confirmation === change.newPassword
    ? ok(change)
    : err({ kind: 'password-mismatch' });

/** Both the code and the uid from the e-mail link are needed; blank counts as missing. */
export const checkEmailVerification = (params: {
  readonly code?: string | null;
  readonly uid?: string | null;
}): Result<EmailVerification, VerificationError> => {
  const code = nonBlank(params.code)?.trim();
  const uid = nonBlank(params.uid)?.trim();
  return code === undefined || uid === undefined
    ? err({ kind: 'invalid-verification-parameters' })
    : ok({ code, uid });
};

/** Resending the verification e-mail needs a valid e-mail. */
export const checkResendVerification = (
  email: string | null | undefined,
): Result<{ readonly email: Email }, FieldError> => {
  const parsed = parseEmail(email);
  return parsed.ok ? ok({ email: parsed.value }) : parsed;
};

const required = (field: string, value: string | null | undefined): Result<string, FieldError> => {
  const text = nonBlank(value)?.trim();
  return text === undefined ? err({ kind: 'required', field }) : ok(text);
};

/**
 * E-mail valid, first and last name required; the passwords are optional and sent untouched
 * (never trimmed: spaces may be part of a password) only when non-empty.
 */
export const checkActivationRequest = (
  input: ActivationRequestInput,
): Result<ActivationRequest, FormRejection> => {
  const email = parseEmail(input.email);
  const firstName = required('firstName', input.firstName);
  const lastName = required('lastName', input.lastName);
  if (!email.ok || !firstName.ok || !lastName.ok) {
    const errors = [email, firstName, lastName].flatMap((field) => (field.ok ? [] : [field.error]));
    return err({ kind: 'form-rejected', errors });
  }
  const { password, passwordConfirm } = input;
  return ok({
    email: email.value,
    firstName: firstName.value,
    lastName: lastName.value,
    ...(password ? { password } : {}),
    ...(passwordConfirm ? { passwordConfirm } : {}),
  });
};

/** The login name is trimmed; the password is taken exactly as typed. */
export const loginCredentials = (form: LoginCredentials): LoginCredentials => ({
  loginName: form.loginName.trim(),
  password: form.password,
  rememberMe: form.rememberMe,
});
