// Commerce's Dummy gateway: a card whose number ends in an even digit is charged, an odd one is declined.
import type { PaymentGateway, PaymentType } from '../../ports/payment-gateway.ts';
import { cardFormErrors, cardFormOf } from './card-form.rules.ts';

export const DUMMY_FAILURE_MESSAGE = 'Dummy gateway payment failed.';

const pad = (n: number) => String(n).padStart(2, '0');

/** Dummy's transaction reference: the date-time `YYYY-mm-dd-HH-ii-ss`. */
export const dateTimeReference = (now: Date): string =>
  `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-` +
  `${pad(now.getUTCHours())}-${pad(now.getUTCMinutes())}-${pad(now.getUTCSeconds())}`;

export function dummyGateway(paymentType: PaymentType): PaymentGateway {
  return {
    validate: (form, now) => cardFormErrors(cardFormOf(form), now),
    pay({ form, now }) {
      const number = cardFormOf(form).number;
      const approved = Number(number.slice(-1)) % 2 === 0;
      return Promise.resolve({
        type: paymentType,
        status: approved ? 'success' : 'failed',
        reference: dateTimeReference(now),
        message: approved ? '' : DUMMY_FAILURE_MESSAGE,
      });
    },
  };
}
