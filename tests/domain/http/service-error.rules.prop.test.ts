import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiErrorMessage,
  CART_PARSE_FAILED_MESSAGE,
  communicationErrorMessage,
  formErrorsFrom,
  invalidDataMessage,
} from '../../../src/domain/http/service-error.rules';
import { blankText, visibleText } from '../../support/error.arbitraries';

describe('service helper messages', () => {
  it("a request failure with a message reads 'Communication error: {message}'", () => {
    fc.assert(
      fc.property(visibleText, (message) => {
        expect(communicationErrorMessage(message)).toBe(`Communication error: ${message}`);
      }),
    );
  });

  it('a request failure without a message gives the connection advice', () => {
    fc.assert(
      fc.property(fc.option(blankText, { nil: undefined }), (message) => {
        expect(communicationErrorMessage(message)).toBe(
          'Unable to communicate with the server. Please check your connection and try again.',
        );
      }),
    );
    expect(communicationErrorMessage(null)).toBe(communicationErrorMessage());
  });

  it("invalid server data defaults to 'Received invalid data from the server'", () => {
    expect(invalidDataMessage()).toBe('Received invalid data from the server');
    fc.assert(
      fc.property(blankText, (blank) => {
        expect(invalidDataMessage(blank)).toBe('Received invalid data from the server');
      }),
    );
    fc.assert(
      fc.property(visibleText, (message) => {
        expect(invalidDataMessage(message)).toBe(message);
      }),
    );
  });

  it("an API-level error reads '{prefix}: {message}', prefix defaulting to 'Unable to complete operation'", () => {
    fc.assert(
      fc.property(fc.string(), visibleText, (message, prefix) => {
        expect(apiErrorMessage(message)).toBe(`Unable to complete operation: ${message}`);
        expect(apiErrorMessage(message, prefix)).toBe(`${prefix}: ${message}`);
      }),
    );
  });

  it('names a cart that cannot be parsed', () => {
    expect(CART_PARSE_FAILED_MESSAGE).toBe('Failed to parse cart response');
  });

  describe('form errors', () => {
    it('an errors list becomes general errors', () => {
      fc.assert(
        fc.property(fc.array(visibleText), (errors) => {
          expect(formErrorsFrom({ errors })).toEqual({ general: errors, fields: {} });
        }),
      );
    });

    it('an errors object becomes per-field errors', () => {
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.string().filter((key) => key !== '__proto__'),
            fc.array(visibleText, { minLength: 1, maxLength: 3 }),
          ),
          (errors) => {
            expect(formErrorsFrom({ errors })).toEqual({ general: [], fields: errors });
          },
        ),
      );
    });

    it('a single message per field counts as a list of one', () => {
      expect(formErrorsFrom({ errors: { email: 'Email is invalid', name: '' } })).toEqual({
        general: [],
        fields: { email: ['Email is invalid'] },
      });
    });

    it('anything else carries no form errors', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (data) => {
          fc.pre(typeof data !== 'object' || data === null || !('errors' in data));
          expect(formErrorsFrom(data)).toEqual({ general: [], fields: {} });
        }),
      );
    });
  });
});
