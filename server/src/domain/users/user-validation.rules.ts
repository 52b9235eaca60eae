// Craft's validation messages for the user form (Yii validators with Craft's attribute labels).
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 160;
export const MAX_TEXT = 255;

export type FieldErrors = Record<string, string[]>;

export function passwordErrors(password: string, label = 'New Password'): string[] {
  if (password.length < PASSWORD_MIN)
    return [`${label} should contain at least ${PASSWORD_MIN} characters.`];
  if (password.length > PASSWORD_MAX)
    return [`${label} should contain at most ${PASSWORD_MAX} characters.`];
  return [];
}

// Deliberately simple, as browsers' type=email: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailErrors(email: string): string[] {
  if (email.trim() === '') return ['Email cannot be blank.'];
  if (email.length > MAX_TEXT || !EMAIL.test(email.trim()))
    return ['Email is not a valid email address.'];
  return [];
}

export const isValidEmail = (email: string): boolean => emailErrors(email).length === 0;

export const emailTakenError = (email: string): string =>
  `Email "${email}" has already been taken.`;
export const usernameTakenError = (username: string): string =>
  `Username "${username}" has already been taken.`;

/** Names and usernames: at most 255 characters and no URLs (Craft refuses "://" against spam sign-ups). */
export function nameErrors(label: string, value: string | null): string[] {
  if (value === null || value === '') return [];
  if (value.includes('://')) return [`Invalid value “${value}”.`];
  if (value.length > MAX_TEXT) return [`${label} should contain at most ${MAX_TEXT} characters.`];
  return [];
}

/** Craft: a full name wins; first and last names are derived from it. */
export function splitFullName(fullName: string): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  if (parts.length === 1) return { firstName: parts[0] ?? null, lastName: null };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? null };
}

export const joinName = (firstName: string | null, lastName: string | null): string | null => {
  const joined = [firstName, lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return joined === '' ? null : joined;
};

export const addError = (errors: FieldErrors, field: string, messages: readonly string[]): void => {
  if (messages.length > 0) errors[field] = [...(errors[field] ?? []), ...messages];
};
