import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import {
  guardForPath,
  loginPathWithReturn,
  parseRouteGuard,
  runRouteGuard,
  safeReturnPath,
} from '../../../src/domain/routing/route-guard.rules';

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const sitePath = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const anyGuard = fc.constantFrom('customers-only' as const, 'guests-only' as const);

describe('route guards', () => {
  it("knows 'customers-only' and 'guests-only'; any other name is an error naming it", () => {
    expect(parseRouteGuard('customers-only')).toEqual({ ok: true, value: 'customers-only' });
    expect(parseRouteGuard('guests-only')).toEqual({ ok: true, value: 'guests-only' });
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(name !== 'customers-only' && name !== 'guests-only');
        const result = parseRouteGuard(name);
        expect(result).toEqual({ ok: false, error: { kind: 'unknown-guard', guard: name } });
        if (!result.ok) expect(errorMessage(result.error)).toContain(name);
      }),
    );
  });

  it('lets through whoever the guard is for', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        expect(runRouteGuard('customers-only', true, path)).toEqual({ kind: 'allow' });
        expect(runRouteGuard('guests-only', false, path)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('sends a guest to /login with the page to return to', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        const decision = runRouteGuard('customers-only', false, path);
        expect(decision).toEqual({
          kind: 'redirect',
          to: `/login?redirect=${encodeURIComponent(path)}`,
        });
      }),
    );
  });

  it('sends a signed-in customer away from guest pages to /my-account', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        expect(runRouteGuard('guests-only', true, path)).toEqual({
          kind: 'redirect',
          to: '/my-account',
        });
      }),
    );
  });

  it('never redirects to the page it guards', () => {
    fc.assert(
      fc.property(anyGuard, fc.boolean(), sitePath, (guard, signedIn, path) => {
        const decision = runRouteGuard(guard, signedIn, path);
        if (decision.kind === 'redirect') expect(guardForPath(decision.to)).not.toBe(guard);
      }),
    );
  });
});

describe('the route table', () => {
  it('guards the account area for customers and the sign-in pages for guests', () => {
    for (const path of [
      '/my-account',
      '/my-account/',
      '/my-account/logout',
      '/my-account/addresses',
      '/my-account/orders',
      '/my-account/orders/abc123?x=1',
    ]) {
      expect(guardForPath(path)).toBe('customers-only');
    }
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/login/',
      '/login?redirect=%2F',
    ]) {
      expect(guardForPath(path)).toBe('guests-only');
    }
  });

  it('leaves every other route open', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        fc.pre(!/^\/(my-account|login|register|forgot-password|reset-password)(\/|$)/.test(path));
        expect(guardForPath(path)).toBeNull();
      }),
    );
    for (const path of [
      '/',
      '/cart',
      '/checkout',
      '/products/a/b',
      '/my-accounts',
      '/login-help',
    ]) {
      expect(guardForPath(path)).toBeNull();
    }
  });
});

describe('return paths', () => {
  it('keep paths on this site', () => {
    fc.assert(
      fc.property(sitePath, fc.stringMatching(/^(\?[a-z=&]{0,10})?$/), (path, query) => {
        expect(safeReturnPath(path + query)).toBe(path + query);
        expect(loginPathWithReturn(path)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      }),
    );
  });

  it('send anything that could leave the site home', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const path = safeReturnPath(raw);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.startsWith('/\\')).toBe(false);
      }),
    );
    for (const raw of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/a\nb',
    ]) {
      expect(safeReturnPath(raw)).toBe('/');
    }
  });
});
