// Commerce's CreditCardPaymentForm as the Dummy gateway reads and validates it: the posted card fields
// and Yii's validator messages for them. Gateway translation, not a shop rule: a real gateway checks
// cards itself.
import type { PaymentFormInput } from '../../ports/payments/payment-gateway.ts';

export interface CardForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly number: string;
  readonly month: string;
  readonly year: string;
  readonly cvv: string;
}

const text = (form: PaymentFormInput, name: string): string => {
  const value = form[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
};

/** The form's fields; `expiry` (`MM/YYYY`) fills month and year; non-digits leave the number. */
export function cardFormOf(form: PaymentFormInput): CardForm {
  let month = text(form, 'month');
  let year = text(form, 'year');
  const expiry = text(form, 'expiry');
  if (expiry) {
    const [m = '', y = ''] = expiry.split('/').map((part) => part.trim());
    month = m;
    year = y.length === 2 ? `20${y}` : y;
  }
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    number: text(form, 'number').replace(/\D/g, ''),
    month,
    year,
    cvv: text(form, 'cvv'),
  };
}

/** The Luhn checksum every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  number: 'Number',
  month: 'Month',
  year: 'Year',
  cvv: 'Cvv',
} as const;

export function cardFormErrors(card: CardForm, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: keyof CardForm, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of Object.keys(LABELS) as (keyof CardForm)[]) {
    if (card[field] === '') add(field, `${LABELS[field]} cannot be blank.`);
  }
  const thisYear = now.getUTCFullYear();
  if (card.month !== '') {
    const month = Number(card.month);
    if (!/^\d+$/.test(card.month)) add('month', 'Month must be an integer.');
    else if (month < 1) add('month', 'Month must be no less than 1.');
    else if (month > 12) add('month', 'Month must be no greater than 12.');
  }
  if (card.year !== '') {
    const year = Number(card.year);
    if (!/^\d+$/.test(card.year)) add('year', 'Year must be an integer.');
    else if (year < thisYear) add('year', `Year must be no less than ${thisYear}.`);
    else if (year > thisYear + 12) add('year', `Year must be no greater than ${thisYear + 12}.`);
    else if (
      year === thisYear &&
      /^\d+$/.test(card.month) &&
      Number(card.month) < now.getUTCMonth() + 1
    )
      add('month', 'Card has expired.');
  }
  if (card.cvv !== '') {
    if (!/^\d+$/.test(card.cvv)) add('cvv', 'Cvv must be an integer.');
    else if (card.cvv.length < 3) add('cvv', 'Cvv should contain at least 3 characters.');
    else if (card.cvv.length > 4) add('cvv', 'Cvv should contain at most 4 characters.');
  }
  if (card.number !== '' && (card.number.length > 19 || !isLuhnValid(card.number))) {
    add('number', 'Not a valid credit card number.');
  }
  return errors;
}
