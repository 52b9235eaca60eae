import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeGatewayError } from '../../../src/domain/http/gateway-error.rules';
import { aRequestFailure } from '../../support/backend-error.mother';
import { visibleText } from '../../support/error.arbitraries';

describe('describeGatewayError', () => {
  it('shows what the server said, as a communication error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), visibleText, (status, message) => {
        expect(describeGatewayError(aRequestFailure({ status, message }))).toBe(
          `Communication error: ${message}`,
        );
      }),
    );
  });

  it('gives connection advice when nothing answered', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(describeGatewayError(aRequestFailure({ status: 0, message }))).toBe(
          'Unable to communicate with the server. Please check your connection and try again.',
        );
      }),
    );
  });

  it('names undecodable data by what it should have been', () => {
    const invalid = (subject: 'cart' | 'session' | 'products') =>
      describeGatewayError({ kind: 'invalid-data', subject, endpoint: 'x', issues: [] });

    expect(invalid('cart')).toBe('Failed to parse cart response');
    expect(invalid('session')).toBe('Received invalid session data from the server');
    expect(invalid('products')).toBe('Received invalid data from the server');
  });
});
