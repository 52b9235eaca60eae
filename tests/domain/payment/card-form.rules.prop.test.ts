import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyCardDetails,
  paymentRequestFor,
  takesCard,
  type CardDetails,
} from '../../../src/domain/payment/card-form.rules';

const anyCard: fc.Arbitrary<CardDetails> = fc.record({
  firstName: fc.string(),
  lastName: fc.string(),
  number: fc.string(),
  expiry: fc.string(),
  cvv: fc.string(),
});

describe('card form', () => {
  it('only the dummy gateway takes a card', () => {
    expect(takesCard({ handle: 'dummy' })).toBe(true);
    expect(takesCard({ handle: 'manual' })).toBe(false);
  });

  it('sends the card under the gateway handle, digits of the number without spaces', () => {
    const request = paymentRequestFor(
      { id: 1, handle: 'dummy' },
      {
        ...emptyCardDetails,
        firstName: ' Ada ',
        number: '4242 4242-4242 4242',
        expiry: '12/2035 ',
      },
    );
    expect(request).toEqual({
      gatewayId: 1,
      paymentForm: {
        dummy: {
          firstName: 'Ada',
          lastName: '',
          number: '4242424242424242',
          expiry: '12/2035',
          cvv: '',
        },
      },
    });
  });

  it('never sends a card to a gateway that takes none', () => {
    fc.assert(
      fc.property(anyCard, fc.nat(), (card, id) => {
        expect(paymentRequestFor({ id, handle: 'manual' }, card)).toEqual({ gatewayId: id });
      }),
    );
  });

  it('never leaves spaces in the card number', () => {
    fc.assert(
      fc.property(anyCard, (card) => {
        const form = paymentRequestFor({ id: 1, handle: 'dummy' }, card).paymentForm?.dummy;
        expect(form?.number).not.toMatch(/[\s-]/);
      }),
    );
  });
});
