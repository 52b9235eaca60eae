// VendureAccountGateway: password recovery, e-mail verification and e-mail changes.
import { describe, expect, it } from 'vitest';
import { VendureAccountGateway } from '../../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import type { Email } from '../../../src/domain/forms/email';
import { formErrorsFrom } from '../../../src/domain/http/service-error.rules';
import type { AccountGateway } from '../../../src/ports/account-gateway';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, asked, type Resolver } from '../../support/msw-vendure';
import { aRefusalJson } from '../../support/vendure-json.mother';

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

describe('VendureAccountGateway: recovery and verification', () => {
  it('asks for a reset e-mail for any address, and refuses a blank one without asking', async () => {
    const seen = shop(null, {
      RequestPasswordReset: () => ({ requestPasswordReset: { success: true } }),
    });

    expect(await account().sendPasswordReset(' ada@example.com ')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(refusal(await account().sendPasswordReset(' '))).toMatchObject({
      status: 400,
      fields: { loginName: [expect.any(String)] },
    });
    expect(seen.map(asked)).toEqual([
      { operationName: 'RequestPasswordReset', variables: { emailAddress: 'ada@example.com' } },
    ]);
  });

  it("sets the new password with the link's code as Vendure's token", async () => {
    const seen = shop(null, { ResetPassword: () => ({ resetPassword: { id: '9' } }) });

    const reset = await account().setPassword({
      code: 'tok',
      uid: 'ignored',
      newPassword: 'new-pass-1',
    });

    expect(reset).toEqual({ ok: true, value: { status: 'active' } });
    expect(seen[0]?.variables).toEqual({ token: 'tok', password: 'new-pass-1' });
  });

  it('reports a reset of an unverified account as pending (not a success)', async () => {
    shop(null, { ResetPassword: () => ({ resetPassword: aRefusalJson('NOT_VERIFIED_ERROR') }) });

    expect(await account().setPassword({ code: 't', uid: '', newPassword: 'p' })).toEqual({
      ok: true,
      value: { status: 'pending' },
    });
  });

  it.each([
    ['PASSWORD_RESET_TOKEN_INVALID_ERROR', {}, ['Bad token']],
    ['PASSWORD_RESET_TOKEN_EXPIRED_ERROR', {}, ['Bad token']],
    ['PASSWORD_VALIDATION_ERROR', { newPassword: ['Bad token'] }, []],
  ])('refuses a reset Vendure answers with %s', async (code, fields, general) => {
    shop(null, { ResetPassword: () => ({ resetPassword: aRefusalJson(code, 'Bad token') }) });

    const refused = await account().setPassword({ code: 't', uid: '', newPassword: 'p' });

    expect(refusal(refused)).toEqual({ status: 400, fields, general });
  });

  it('verifies an account with the code as its token', async () => {
    const seen = shop(null, { VerifyAccount: () => ({ verifyCustomerAccount: { id: '9' } }) });

    expect(await account().verifyEmail({ code: 'tok', uid: '9' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(seen.map(asked)).toEqual([
      { operationName: 'VerifyAccount', variables: { token: 'tok' } },
    ]);
  });

  it.each([
    'VERIFICATION_TOKEN_EXPIRED_ERROR',
    'PASSWORD_ALREADY_SET_ERROR',
    'MISSING_PASSWORD_ERROR',
  ])('refuses a verification Vendure answers with %s (400, its message)', async (code) => {
    const seen = shop(null, {
      VerifyAccount: () => ({ verifyCustomerAccount: aRefusalJson(code, 'Nope') }),
    });

    expect(refusal(await account().verifyEmail({ code: 't', uid: '9' }))).toEqual({
      status: 400,
      fields: {},
      general: ['Nope'],
    });
    expect(names(seen)).toEqual(['VerifyAccount']);
  });

  it('confirms a new e-mail address with a token that is not an account one', async () => {
    const seen = shop(null, {
      VerifyAccount: () => ({
        verifyCustomerAccount: aRefusalJson('VERIFICATION_TOKEN_INVALID_ERROR'),
      }),
      ConfirmEmailChange: () => ({ updateCustomerEmailAddress: { success: true } }),
    });

    expect((await account().verifyEmail({ code: 'change', uid: '9' })).ok).toBe(true);
    expect(asked(seen.at(-1) ?? EMPTY)).toEqual({
      operationName: 'ConfirmEmailChange',
      variables: { token: 'change' },
    });
  });

  it("refuses a token neither kind of link knows with the account verification's words", async () => {
    const seen = shop(null, {
      VerifyAccount: () => ({
        verifyCustomerAccount: aRefusalJson('VERIFICATION_TOKEN_INVALID_ERROR', 'Not recognized'),
      }),
      ConfirmEmailChange: () => ({
        updateCustomerEmailAddress: aRefusalJson('IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR', 'Other'),
      }),
    });

    expect(refusal(await account().verifyEmail({ code: 'nope', uid: '9' }))).toEqual({
      status: 400,
      fields: {},
      general: ['Not recognized'],
    });
    expect(names(seen)).toEqual(['VerifyAccount', 'ConfirmEmailChange']);
  });

  it("refuses an expired e-mail change link with Vendure's message", async () => {
    shop(null, {
      VerifyAccount: () => ({
        verifyCustomerAccount: aRefusalJson('VERIFICATION_TOKEN_INVALID_ERROR'),
      }),
      ConfirmEmailChange: () => ({
        updateCustomerEmailAddress: aRefusalJson(
          'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR',
          'Expired',
        ),
      }),
    });

    expect(refusal(await account().verifyEmail({ code: 'old', uid: '9' })).general).toEqual([
      'Expired',
    ]);
  });

  it('sends a new verification e-mail at once, for any address', async () => {
    const seen = shop(null, {
      ResendVerification: () => ({ refreshCustomerVerification: { success: true } }),
    });

    expect(await account().resendVerification('ada@example.com' as Email)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(seen[0]?.variables).toEqual({ emailAddress: 'ada@example.com' });
  });

  it('tells nothing about an address (501) and has no activation requests (501)', async () => {
    const seen = shop(null);

    expect(refusal(await account().getUserInfo('ada@example.com' as Email)).status).toBe(501);
    expect(refusal(await account().getUserInfo('bad' as Email)).status).toBe(400);
    expect(
      refusal(
        await account().requestActivation({
          email: 'a@b.co' as Email,
          firstName: 'A',
          lastName: 'B',
        }),
      ).status,
    ).toBe(501);
    expect(seen).toEqual([]);
  });
});
