import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shopApiLimitsOf, signedIn } from '../../src/adapters/http/vendure/shop-api.limits.ts';

const request = { ip: '203.0.113.9' } as FastifyRequest;
const IP = '203.0.113.9';

/** The counters a one-field mutation document hits, as `policy key`. */
const countersOf = (field: string, variables: unknown = {}) => {
  const limits = shopApiLimitsOf(
    request,
    `mutation M { ${field}(x: 1) { __typename } }`,
    variables,
  );
  return limits.kind === 'counted' ? limits.checks.map((check) => check.key) : limits;
};

describe('what a Shop API mutation counts against', () => {
  it.each([
    [
      'login',
      { username: 'Ann@Example.com' },
      ['login-ip', 'login-account:ann@example.com|203.0.113.9'],
    ],
    [
      'registerCustomerAccount',
      { input: { emailAddress: 'ann@example.com' } },
      ['register-ip', 'resend-verification-account:ann@example.com'],
    ],
    [
      'requestPasswordReset',
      { emailAddress: 'ann@example.com' },
      ['password-reset-ip', 'password-reset-account:ann@example.com'],
    ],
    [
      'refreshCustomerVerification',
      { emailAddress: 'ann@example.com' },
      ['resend-verification-ip', 'resend-verification-account:ann@example.com'],
    ],
    [
      'requestUpdateCustomerEmailAddress',
      { newEmailAddress: 'new@example.com' },
      ['login-ip', 'resend-verification-ip', 'resend-verification-account:new@example.com'],
    ],
    ['resetPassword', {}, ['password-reset-ip']],
    ['verifyCustomerAccount', {}, ['resend-verification-ip']],
    ['updateCustomerPassword', {}, ['login-ip']],
    ['applyCouponCode', {}, ['coupons-ip']],
    ['addPaymentToOrder', {}, ['payments-ip']],
    ['logout', {}, []],
  ])('%s with %j: every POST per client, and its own counters', (field, variables, keys) => {
    const expected = keys.map((key) => (key.includes(':') ? key : `${key}:${IP}`));
    expect(countersOf(field, variables)).toEqual([`shop-api-ip:${IP}`, ...expected]);
  });

  it('counts a mutation by client only when its address is not in the variables', () => {
    expect(countersOf('requestPasswordReset', { emailAddress: 7 })).toEqual([
      `shop-api-ip:${IP}`,
      `password-reset-ip:${IP}`,
    ]);
    expect(countersOf('login', null)).toEqual([`shop-api-ip:${IP}`, `login-ip:${IP}`]);
  });

  it('clears a sign-in count only for the login field itself, when Vendure says it signed in', () => {
    const variables = { username: 'ann@example.com' };
    const loginKeyOf = (document: string) => {
      const limits = shopApiLimitsOf(request, document, variables);
      return limits.kind === 'counted' ? limits.loginKey : undefined;
    };

    expect(loginKeyOf('mutation { login(username: $u) { __typename } }')).toBe(
      `login-account:ann@example.com|${IP}`,
    );
    expect(loginKeyOf('mutation { login: verifyCustomerAccount(token: "t") { __typename } }')).toBe(
      null,
    );
    expect(signedIn(Buffer.from('{"data":{"login":{"id":"7"}}}'))).toBe(true);
    expect(signedIn(Buffer.from('{"data":{"login":{"errorCode":"INVALID"}}}'))).toBe(false);
    expect(signedIn(Buffer.from('not json'))).toBe(false);
  });

  it("never refuses one of the storefront's own documents (as recorded from Vendure)", () => {
    const recorded = join(import.meta.dirname, '../../../tests/adapters/vendure/recorded');
    const documents = readdirSync(recorded)
      .filter((file) => file.endsWith('.cassette.json'))
      .flatMap((file) => {
        const cassette = JSON.parse(readFileSync(join(recorded, file), 'utf8')) as {
          documents: Record<string, string[]>;
        };
        return Object.values(cassette.documents).map((lines) => lines.join('\n'));
      })
      .filter((document) => document.startsWith('mutation'));

    expect(documents.length).toBeGreaterThan(10);
    for (const document of documents)
      expect(shopApiLimitsOf(request, document, {}).kind, document).toBe('counted');
  });
});
