import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignInPath } from '../../../src/domain/routing/after-sign-in.rules';
import { MY_ACCOUNT_PATH } from '../../../src/domain/routing/paths';

const sitePath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);

describe('afterSignInPath', () => {
  it('returns to the requested page of this site', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        expect(afterSignInPath(`?redirect=${encodeURIComponent(path)}`)).toBe(path);
      }),
    );
  });

  it('goes to the account without a requested page', () => {
    expect(afterSignInPath('')).toBe(MY_ACCOUNT_PATH);
    expect(afterSignInPath('?redirect=')).toBe(MY_ACCOUNT_PATH);
    expect(afterSignInPath('?other=1')).toBe(MY_ACCOUNT_PATH);
  });

  it('never sends a visitor who just signed in to the sign-out page', () => {
    expect(afterSignInPath('?redirect=%2Fmy-account%2Flogout')).toBe(MY_ACCOUNT_PATH);
    expect(afterSignInPath('?redirect=%2Fmy-account%2Flogout%2F%3Fx%3D1')).toBe(MY_ACCOUNT_PATH);
  });

  it('never leaves the site', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const target = afterSignInPath(`?redirect=${encodeURIComponent(raw)}`);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
      }),
    );
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.test%2F')).toBe('/');
    expect(afterSignInPath('?redirect=%2F%2Fevil.test')).toBe('/');
  });
});
