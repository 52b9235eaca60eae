import type { InitialsSource } from './auth';

/** The first letter or digit of a word, skipping leading punctuation such as "(" or "'". */
const initialOf = (word: string): string | undefined => word.match(/[\p{L}\p{N}]/u)?.[0];

const initialsOfWords = (words: readonly string[]): string => {
  const initials = words.flatMap((word) => initialOf(word) ?? []);
  const first = initials[0];
  const last = initials[initials.length - 1];
  if (first === undefined || last === undefined) return '';
  return (initials.length === 1 ? first : first + last).toUpperCase();
};

/**
 * Initials for the account widget: the first letters of the first and last words of the full name;
 * without a full name, the same rule over the e-mail's local part split at ".", "_", "-" and "+".
 * One word gives one letter ('jane@x' -> 'J'), just as the single full name 'Jane' gives 'J':
 * a second letter from the same word would read as someone else's initials.
 * Nothing usable gives ''.
 */
export const userInitials = ({ fullName, email }: InitialsSource): string => {
  const fromName = initialsOfWords((fullName ?? '').trim().split(/\s+/));
  if (fromName !== '') return fromName;
  const localPart = (email ?? '').replace(/@[\s\S]*$/, '');
  return initialsOfWords(localPart.split(/[._+\-\s]+/));
};
