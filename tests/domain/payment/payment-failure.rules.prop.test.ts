import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentFailureOf } from '../../../src/domain/payment/payment-failure.rules';
import type { GatewayError } from '../../../src/domain/http/gateway.errors';

const refusedWith = (data: unknown): GatewayError => ({
  kind: 'request-failed',
  error: {
    message: 'API request failed with status 400',
    status: 400,
    data,
    endpoint: 'actions/commerce/payments/pay',
    method: 'POST',
    retryCount: 0,
  },
});

const visible = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');

describe('paymentFailureOf', () => {
  it("keeps the gateway's message, trimmed", () => {
    fc.assert(
      fc.property(visible, (message) => {
        expect(paymentFailureOf(refusedWith({ message })).gatewayMessage).toBe(message.trim());
      }),
    );
  });

  it('has no gateway message for a blank one, or when no answer came', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '   ', null, 42), (message) => {
        expect(paymentFailureOf(refusedWith({ message })).gatewayMessage).toBeNull();
      }),
    );
    const offline: GatewayError = {
      kind: 'invalid-data',
      subject: 'response',
      endpoint: 'x',
      issues: [],
    };
    expect(paymentFailureOf(offline)).toEqual({
      gatewayMessage: null,
      formErrors: { general: [], fields: {} },
    });
  });

  it("merges the card form's errors with the order's, without repeating a message", () => {
    const failure = paymentFailureOf(
      refusedWith({
        message: 'Invalid payment or order. Please review.',
        errors: { number: ['Not a valid credit card number.'], email: ['Email required'] },
        paymentFormErrors: {
          number: ['Not a valid credit card number.'],
          cvv: ['CVV is required'],
        },
      }),
    );

    expect(failure.formErrors.fields).toEqual({
      number: ['Not a valid credit card number.'],
      email: ['Email required'],
      cvv: ['CVV is required'],
    });
  });

  it('reads an empty paymentFormErrors list (no card errors) and a list of order errors', () => {
    fc.assert(
      fc.property(fc.array(visible, { maxLength: 4 }), (general) => {
        const failure = paymentFailureOf(refusedWith({ errors: general, paymentFormErrors: [] }));
        expect(failure.formErrors).toEqual({ general, fields: {} });
      }),
    );
  });
});
