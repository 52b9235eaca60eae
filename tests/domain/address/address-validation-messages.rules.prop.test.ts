import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_VALIDATION_MESSAGES as M,
  addressValidationFailureMessage,
} from '../../../src/domain/address/address-validation-messages.rules';

const httpError = (status: number, detail = '') =>
  addressValidationFailureMessage({ kind: 'address-validation-http-error', status, detail });

describe('address validation messages by status', () => {
  it("carry the spec's words", () => {
    expect(M.serviceNotAvailable).toContain('service is not available');
    expect(M.serviceNotAvailable).toContain('enter your address manually');
    expect(M.accessDenied).toMatch(/^Access denied .*contact support\.$/);
    expect(M.invalidAddressFormat).toMatch(/^Invalid address format/);
    expect(M.invalidCountryCode).toMatch(/^Invalid country code/);
    expect(M.experiencingIssues).toContain('experiencing issues');
    expect(M.experiencingIssues).toContain('try later');
    expect(M.unableToConnect).toMatch(/^Unable to connect/);
    expect(M.temporarilyUnavailable).toContain('temporarily unavailable');
    expect(M.temporarilyUnavailable).toContain('you may continue with your address as entered');
  });

  it('404, 403, 400 and 422 each have their message', () => {
    fc.assert(
      fc.property(fc.string(), (detail) => {
        expect(httpError(404, detail)).toBe(M.serviceNotAvailable);
        expect(httpError(403, detail)).toBe(M.accessDenied);
        expect(httpError(400, detail)).toBe(M.invalidAddressFormat);
        expect(httpError(422, detail)).toBe(M.invalidAddressFormat);
      }),
    );
  });

  it('a 500 about the country code says so; any other 500 is the service having issues', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('country', 'Country code', 'COUNTRY'),
        (a, b, word) => {
          expect(httpError(500, `${a}${word}${b}`)).toBe(M.invalidCountryCode);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (detail) => {
        fc.pre(!/country/i.test(detail));
        expect(httpError(500, detail)).toBe(M.experiencingIssues);
      }),
    );
  });

  it('a network error, or no status at all, is "Unable to connect"', () => {
    expect(addressValidationFailureMessage({ kind: 'address-validation-network-error' })).toBe(
      M.unableToConnect,
    );
    expect(httpError(0)).toBe(M.unableToConnect);
  });

  it('any other status is "temporarily unavailable"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 599 }), fc.string(), (status, detail) => {
        fc.pre(![400, 403, 404, 422, 500].includes(status));
        expect(httpError(status, detail)).toBe(M.temporarilyUnavailable);
      }),
    );
  });
});
