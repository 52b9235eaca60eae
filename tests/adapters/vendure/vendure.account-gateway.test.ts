import { describe, expect, it } from 'vitest';
import { VendureAccountGateway } from '../../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import type { Email } from '../../../src/domain/forms/email';
import { formErrorsFrom } from '../../../src/domain/http/service-error.rules';
import { registrationPayload } from '../../../src/domain/user/user.rules';
import type { AccountGateway } from '../../../src/ports/account-gateway';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, asked, type Resolver } from '../../support/msw-vendure';
import { aRefusalJson, aVendureCustomerJson } from '../../support/vendure-json.mother';

/** A request that never came: its asked() fails the comparison. */
const EMPTY = { operationName: '', variables: {}, query: '' };

const server = useMswServer();

const account = (): AccountGateway => {
  const http = craftClient();
  return new VendureAccountGateway(new VendureClient(http), http);
};

/** The Shop API with this customer signed in (null: a guest), and these other answers. */
const shop = (customer: unknown, answers: Readonly<Record<string, Resolver>> = {}) =>
  answerShopApi(server, {
    SignedInCustomer: () => ({ activeCustomer: customer }),
    AccountCustomer: () => ({ activeCustomer: customer }),
    ...answers,
  });

const names = (seen: readonly { readonly operationName: string }[]) =>
  seen.map((request) => request.operationName);

/** The status and per-field errors of a refused call. */
const refusal = (result: { ok: boolean; error?: unknown }) => {
  const error = result.error as { kind: string; error?: { status: number; data: unknown } };
  return {
    status: error.error?.status,
    fields: formErrorsFrom(error.error?.data).fields,
    general: formErrorsFrom(error.error?.data).general,
  };
};

const register = (email: string, password = 'long-enough-1') =>
  account().register(
    registrationPayload({
      email: email as Email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  );

describe('VendureAccountGateway: session and sign-in', () => {
  it("takes the CSRF token from our server's session-info and the customer from Vendure", async () => {
    shop(aVendureCustomerJson());

    expect(await account().getSessionInfo()).toEqual({
      ok: true,
      value: {
        isGuest: false,
        timeout: 0,
        csrfTokenName: 'CRAFT_CSRF_TOKEN',
        csrfTokenValue: 'csrf-msw',
        user: { id: 5, uid: '9', username: 'ada@example.com', email: 'ada@example.com' },
      },
    });
  });

  it('describes a guest as a guest, still with the CSRF token', async () => {
    shop(null);

    expect(await account().getSessionInfo()).toMatchObject({
      ok: true,
      value: { isGuest: true, user: null, csrfTokenValue: 'csrf-msw' },
    });
  });

  it('signs in with the credentials, then reads the customer as the user', async () => {
    const seen = shop(aVendureCustomerJson(), { Login: () => ({ login: { id: '9' } }) });

    const user = await account().login({
      loginName: 'ada@example.com',
      password: 'pw',
      rememberMe: true,
    });

    expect(asked(seen[0] ?? EMPTY)).toEqual({
      operationName: 'Login',
      variables: { username: 'ada@example.com', password: 'pw', rememberMe: true },
    });
    expect(user).toMatchObject({
      ok: true,
      value: {
        id: 5,
        uid: '9',
        email: 'ada@example.com',
        username: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        status: 'active',
        active: true,
        pending: false,
        primaryShippingAddressId: 31,
        primaryBillingAddressId: 32,
        lastLoginDate: '2026-11-01T10:00:00.000Z',
      },
    });
  });

  it.each([
    ['INVALID_CREDENTIALS_ERROR', 'invalid_credentials'],
    ['NOT_VERIFIED_ERROR', 'pending_verification'],
  ])('refuses a sign-in Vendure answers with %s as %s', async (code, errorCode) => {
    const seen = shop(null, { Login: () => ({ login: aRefusalJson(code, 'Vendure says no') }) });

    const failed = await account().login({ loginName: 'a@b.co', password: 'x', rememberMe: false });

    expect(failed).toEqual({
      ok: false,
      error: { kind: 'login-failed', errorCode, message: 'Vendure says no' },
    });
    expect(names(seen)).toEqual(['Login']);
  });

  it('reports a Vendure without password sign-in as absent (501)', async () => {
    shop(null, { Login: () => ({ login: aRefusalJson('NATIVE_AUTH_STRATEGY_ERROR') }) });

    const failed = await account().login({ loginName: 'a@b.co', password: 'x', rememberMe: false });

    expect(failed).toMatchObject({ ok: false, error: { error: { status: 501 } } });
  });

  it('signs out, and hands a guest no record (401)', async () => {
    const seen = shop(null, { Logout: () => ({ logout: { success: true } }) });

    expect(await account().logout()).toEqual({ ok: true, value: undefined });
    expect(refusal(await account().getCurrentUser()).status).toBe(401);
    expect(names(seen)).toEqual(['Logout', 'AccountCustomer']);
  });

  it('reads a customer whose e-mail is not verified as pending', async () => {
    shop(
      aVendureCustomerJson({
        user: { id: '9', identifier: 'ada@example.com', verified: false, lastLogin: null },
      }),
    );

    expect(await account().getCurrentUser()).toMatchObject({
      ok: true,
      value: { status: 'pending', pending: true, active: false },
    });
  });
});

describe('VendureAccountGateway: registration', () => {
  it('registers with the names and password, and answers the pending user it sent', async () => {
    const seen = shop(null, { Register: () => ({ registerCustomerAccount: { success: true } }) });

    const user = await register('ada@example.com');

    expect(asked(seen.at(-1) ?? EMPTY)).toEqual({
      operationName: 'Register',
      variables: {
        input: {
          emailAddress: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          password: 'long-enough-1',
        },
      },
    });
    expect(user).toMatchObject({
      ok: true,
      value: {
        id: 0,
        uid: '',
        email: 'ada@example.com',
        status: 'pending',
        fullName: 'Ada Lovelace',
      },
    });
  });

  it.each([
    ['PASSWORD_VALIDATION_ERROR', 'password'],
    ['MISSING_PASSWORD_ERROR', 'password'],
  ])('shows %s on the %s field', async (code, field) => {
    shop(null, {
      Register: () => ({
        registerCustomerAccount: { ...aRefusalJson(code), validationErrorMessage: 'Too short' },
      }),
    });

    const refused = refusal(await register('ada@example.com', 'abc'));

    expect(refused).toEqual({ status: 400, fields: { [field]: ['Too short'] }, general: [] });
  });

  it('refuses a malformed address on the email field without asking', async () => {
    const seen = shop(null);

    expect(refusal(await register('nope'))).toMatchObject({
      status: 400,
      fields: { email: [expect.any(String)] },
    });
    expect(seen).toEqual([]);
  });

  it('refuses a registration from a signed-in customer (403) without registering', async () => {
    const seen = shop(aVendureCustomerJson());

    expect(refusal(await register('new@example.com')).status).toBe(403);
    expect(names(seen)).toEqual(['SignedInCustomer']);
  });
});

describe('VendureAccountGateway: profile', () => {
  it('changes the names of the signed-in customer only', async () => {
    const seen = shop(aVendureCustomerJson(), {
      UpdateNames: ({ input }) => ({
        updateCustomer: aVendureCustomerJson(input as Record<string, unknown>),
      }),
    });

    const saved = await account().updateProfile({
      userId: 5,
      firstName: 'Augusta',
      lastName: 'King',
    });

    expect(saved).toMatchObject({
      ok: true,
      value: { firstName: 'Augusta', fullName: 'Augusta King' },
    });
    expect(seen.at(-1)?.variables).toEqual({ input: { firstName: 'Augusta', lastName: 'King' } });
  });

  it('splits a full name given alone into first and last names', async () => {
    const seen = shop(aVendureCustomerJson(), {
      UpdateNames: ({ input }) => ({
        updateCustomer: aVendureCustomerJson(input as Record<string, unknown>),
      }),
    });

    const saved = await account().updateProfile({ userId: 5, fullName: 'Ada King Lovelace' });

    expect(seen.at(-1)?.variables).toEqual({
      input: { firstName: 'Ada', lastName: 'King Lovelace' },
    });
    expect(saved).toMatchObject({ ok: true, value: { fullName: 'Ada King Lovelace' } });
  });

  it("refuses a change to another customer's record, and a guest's, without sending it", async () => {
    const seen = shop(aVendureCustomerJson());

    expect(refusal(await account().updateProfile({ userId: 6, firstName: 'X' })).status).toBe(403);
    shop(null);
    expect(refusal(await account().updateProfile({ userId: 5, firstName: 'X' })).status).toBe(403);
    expect(names(seen)).toEqual(['AccountCustomer']);
  });

  it.each([
    ['INVALID_CREDENTIALS_ERROR', 'currentPassword'],
    ['PASSWORD_VALIDATION_ERROR', 'newPassword'],
  ])('shows a password change refused with %s on %s', async (code, field) => {
    const seen = shop(aVendureCustomerJson(), {
      UpdatePassword: () => ({ updateCustomerPassword: aRefusalJson(code, 'No') }),
    });

    const refused = await account().updateProfile({
      userId: 5,
      newPassword: 'n',
      currentPassword: 'c',
    });

    expect(refusal(refused)).toEqual({ status: 400, fields: { [field]: ['No'] }, general: [] });
    expect(seen.at(-1)?.variables).toEqual({ currentPassword: 'c', newPassword: 'n' });
  });

  it('asks for a new e-mail address with the password, and keeps the old one until confirmed', async () => {
    const seen = shop(aVendureCustomerJson(), {
      RequestEmailChange: () => ({ requestUpdateCustomerEmailAddress: { success: true } }),
    });

    const saved = await account().updateProfile({
      userId: 5,
      email: ' new@example.com ',
      currentPassword: 'pw',
    });

    expect(asked(seen.at(-1) ?? EMPTY)).toEqual({
      operationName: 'RequestEmailChange',
      variables: { password: 'pw', newEmailAddress: 'new@example.com' },
    });
    expect(saved).toMatchObject({ ok: true, value: { email: 'ada@example.com' } });
  });

  it('asks for the e-mail change before the password change, while the current password holds', async () => {
    const seen = shop(aVendureCustomerJson(), {
      RequestEmailChange: () => ({ requestUpdateCustomerEmailAddress: { success: true } }),
      UpdatePassword: () => ({ updateCustomerPassword: { success: true } }),
    });

    const saved = await account().updateProfile({
      userId: 5,
      email: 'new@example.com',
      newPassword: 'new-pass-123',
      currentPassword: 'old-pass',
    });

    expect(saved.ok).toBe(true);
    expect(names(seen).filter((name) => name !== 'AccountCustomer')).toEqual([
      'RequestEmailChange',
      'UpdatePassword',
    ]);
  });

  it.each([
    ['INVALID_CREDENTIALS_ERROR', 'currentPassword'],
    ['EMAIL_ADDRESS_CONFLICT_ERROR', 'email'],
  ])('shows an e-mail change refused with %s on %s', async (code, field) => {
    shop(aVendureCustomerJson(), {
      RequestEmailChange: () => ({ requestUpdateCustomerEmailAddress: aRefusalJson(code, 'No') }),
    });

    const refused = await account().updateProfile({
      userId: 5,
      email: 'b@example.com',
      currentPassword: 'x',
    });

    expect(refusal(refused).fields).toEqual({ [field]: ['No'] });
  });

  it('refuses a malformed new address before changing anything, and ignores its own address', async () => {
    const seen = shop(aVendureCustomerJson());

    const malformed = await account().updateProfile({
      userId: 5,
      email: 'bad',
      newPassword: 'n',
      currentPassword: 'c',
    });
    const same = await account().updateProfile({ userId: 5, email: 'ada@example.com ' });

    expect(refusal(malformed)).toMatchObject({
      status: 400,
      fields: { email: [expect.any(String)] },
    });
    expect(same.ok).toBe(true);
    expect(names(seen)).toEqual(['AccountCustomer', 'AccountCustomer']);
  });

  it('has no photos (501)', async () => {
    const upload = await account().uploadPhoto({
      userId: 5,
      filename: 'me.png',
      dataUrl: 'data:image/png;base64,',
    });

    expect(refusal(upload).status).toBe(501);
  });
});
