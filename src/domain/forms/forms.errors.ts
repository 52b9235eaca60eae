/** A problem with one form field. */
export type FieldError =
  | { readonly kind: 'required'; readonly field: string }
  | { readonly kind: 'invalid-email'; readonly field: string };

export type PasswordChangeError = { readonly kind: 'password-mismatch' };

export type VerificationError = { readonly kind: 'invalid-verification-parameters' };

/** Every field problem of a form at once, so all of them can be shown together. */
export interface FormRejection {
  readonly kind: 'form-rejected';
  readonly errors: readonly FieldError[];
}
