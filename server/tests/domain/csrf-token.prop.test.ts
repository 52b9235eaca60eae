import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  constantTimeEquals,
  isSubmittedTokenValid,
  maskToken,
  RAW_TOKEN_LENGTH,
  unmaskToken,
} from '../../src/domain/csrf/csrf-token.rules.ts';

const rawToken = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: RAW_TOKEN_LENGTH,
  maxLength: RAW_TOKEN_LENGTH,
});
const mask = fc.uint8Array({ minLength: RAW_TOKEN_LENGTH, maxLength: RAW_TOKEN_LENGTH });

describe('CSRF token masking', () => {
  it('every mask of a raw token unmasks to it and validates against it', () => {
    fc.assert(
      fc.property(rawToken, mask, (raw, m) => {
        const masked = maskToken(raw, m);
        expect(masked).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(unmaskToken(masked)).toBe(raw);
        expect(isSubmittedTokenValid(masked, raw)).toBe(true);
      }),
    );
  });

  it('a mask of one raw token never validates against another', () => {
    fc.assert(
      fc.property(rawToken, rawToken, mask, (a, b, m) => {
        fc.pre(a !== b);
        expect(isSubmittedTokenValid(maskToken(a, m), b)).toBe(false);
      }),
    );
  });

  it('garbage, missing tokens and missing cookies never validate', () => {
    fc.assert(
      fc.property(fc.string(), rawToken, (garbage, raw) => {
        fc.pre(unmaskToken(garbage) !== raw);
        expect(isSubmittedTokenValid(garbage, raw)).toBe(false);
      }),
    );
    expect(isSubmittedTokenValid(undefined, 'x'.repeat(40))).toBe(false);
    expect(isSubmittedTokenValid('abc', undefined)).toBe(false);
  });

  it('constant-time comparison agrees with ===', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(constantTimeEquals(a, b)).toBe(a === b);
      }),
    );
  });
});
