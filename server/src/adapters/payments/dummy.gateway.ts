// Commerce's Dummy gateway: a card whose number ends in an even digit is charged, an odd one is declined;
// a stored payment source always pays. Payment sources and subscriptions work, reactivation does not.
import type { PaymentGateway, PaymentType } from '../../ports/payments/payment-gateway.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import { err, ok } from '../../domain/shared/result.ts';
import { cardFormErrors, cardFormOf } from './credit-card-payment-form.ts';

export const DUMMY_FAILURE_MESSAGE = 'Dummy gateway payment failed.';

const pad = (n: number) => String(n).padStart(2, '0');

/** Dummy's transaction reference: the date-time `YYYY-mm-dd-HH-ii-ss`. */
export const dateTimeReference = (now: Date): string =>
  `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-` +
  `${pad(now.getUTCHours())}-${pad(now.getUTCMinutes())}-${pad(now.getUTCSeconds())}`;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

export function dummyGateway(paymentType: PaymentType, random: RandomSource): PaymentGateway {
  return {
    validate: (form, now) => cardFormErrors(cardFormOf(form), now),
    pay({ form, sourceToken, now }) {
      const approved =
        sourceToken !== undefined || Number(cardFormOf(form).number.slice(-1)) % 2 === 0;
      return Promise.resolve({
        type: paymentType,
        status: approved ? 'success' : 'failed',
        reference: dateTimeReference(now),
        message: approved ? '' : DUMMY_FAILURE_MESSAGE,
      });
    },
    // Commerce's Dummy gateway refunds whatever it is asked to.
    refund: ({ now }) =>
      Promise.resolve({ status: 'success', reference: dateTimeReference(now), message: '' }),
    completePayment: null,
    paymentSources: {
      tokenise(form, now) {
        const card = cardFormOf(form);
        const errors = cardFormErrors(card, now);
        if (Object.keys(errors).length) return Promise.resolve(err(errors));
        return Promise.resolve(
          ok({
            token: random.hex(32),
            description: `Card ending with ${card.number.slice(-4)}`,
            response: '',
          }),
        );
      },
    },
    subscriptions: {
      subscribe: ({ now }) =>
        Promise.resolve(
          ok({
            reference: random.hex(32),
            trialDays: 0,
            nextPaymentDate: new Date(now.getTime() + MONTH_MS),
            subscriptionData: {},
          }),
        ),
      cancel: () => Promise.resolve(true),
      switchPlan: () => Promise.resolve(true),
      supportsReactivation: false,
      reactivate: () => Promise.resolve(false),
    },
  };
}
