// What text a shopper may send: the one place that says how long each kind of field may be and which
// characters no field may hold. Limits are generous for people and small for storage and rendering
// (an order note is printed on the invoice PDF; a name is shown in mails and the admin).
export const TEXT_LIMITS = {
  /** Handles, codes, login names, numbers: one line that no model checks. */
  short: 255,
  /** Passwords: the user model allows 160; hashing megabytes is what this stops. */
  password: 1_000,
  /** Fields a model validates itself (see MODELLED_FIELDS). */
  modelled: 1_000,
  /** Order and line notes, form messages. */
  note: 10_000,
  /** A field not named here: still bounded. */
  other: 10_000,
  /** A line item's options, measured as JSON. */
  optionsJson: 10_240,
  /** Field names themselves. */
  key: 255,
  /** A photo sent as a `data:` URL (the upload route bounds its bytes; this bounds the text). */
  dataUrl: 7_000_000,
} as const;

const NOTE_FIELDS: ReadonlySet<string> = new Set([
  'note',
  'notes',
  'customerNote',
  'message',
  'body',
  'comments',
  'description',
]);

const PASSWORD_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'passwordConfirm',
]);

// Fields no model validates: one line, checked here only.
const SHORT_FIELDS: ReadonlySet<string> = new Set([
  'loginName',
  'couponCode',
  'shippingMethodHandle',
  'handle',
  'number',
  'code',
  'id',
  'uid',
  'userId',
  'addressId',
  'purchasableId',
  'gatewayId',
  'paymentSourceId',
  'shippingAddressId',
  'billingAddressId',
  'planUid',
  'subscriptionUid',
  'qty',
  'preferredLanguage',
]);

// Fields the user, address and form models validate with Craft's own messages (at most 255, a phone
// 50): the limit here only stops absurd sizes before those rules run.
const MODELLED_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'unverifiedEmail',
  'username',
  'firstName',
  'lastName',
  'fullName',
  'title',
  'organization',
  'organizationTaxId',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'locality',
  'dependentLocality',
  'administrativeArea',
  'postalCode',
  'sortingCode',
  'countryCode',
  'phone',
]);

/** The longest text a field of this name may hold. */
export function textLimitFor(field: string): number {
  if (SHORT_FIELDS.has(field)) return TEXT_LIMITS.short;
  if (MODELLED_FIELDS.has(field)) return TEXT_LIMITS.modelled;
  if (PASSWORD_FIELDS.has(field)) return TEXT_LIMITS.password;
  if (NOTE_FIELDS.has(field)) return TEXT_LIMITS.note;
  if (field === 'data') return TEXT_LIMITS.dataUrl;
  return TEXT_LIMITS.other;
}

export type TextInputProblem =
  | { readonly kind: 'control-character' }
  | { readonly kind: 'invalid-unicode' }
  | { readonly kind: 'too-long'; readonly limit: number };

// C0 controls and DEL, except tab, line feed and carriage return (multi-line notes and addresses).
// NUL in particular: PostgreSQL text cannot hold it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// With the u flag a surrogate pair is one code point: only halves without their partner match.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why `value` may not be stored as field `field`, or null when it may. */
export function textInputProblem(
  field: string,
  value: string,
  limit = textLimitFor(field),
): TextInputProblem | null {
  if (value.length > limit) return { kind: 'too-long', limit };
  if (CONTROL_CHARACTER.test(value)) return { kind: 'control-character' };
  if (LONE_SURROGATE.test(value)) return { kind: 'invalid-unicode' };
  return null;
}
