import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftAccountGateway } from '../../../../src/adapters/http/account/craft.account-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import type { Email } from '../../../../src/domain/forms/email';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () =>
  new CraftAccountGateway(craftClient(), { commerceCmsSegment: 'commerce-cms' });
const EMAIL = 'ada@example.com' as Email;

const failureOf = <E>(result: { ok: boolean; error?: E }): E => {
  if (result.ok || result.error === undefined) throw new Error('expected a failure');
  return result.error;
};

describe('CraftAccountGateway password reset', () => {
  it('asks for the reset e-mail by login name', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/send-password-reset-email',
      json({ message: 'Password reset email sent.' }),
    );

    expect((await gateway().sendPasswordReset('ada@example.com')).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ loginName: 'ada@example.com' });
  });

  it('reports an unknown login name', async () => {
    answer(
      server,
      'post',
      'actions/users/send-password-reset-email',
      json({ errors: ['Invalid username or email.'], message: 'Invalid username or email.' }, 400),
    );

    const error = failureOf(await gateway().sendPasswordReset('nobody'));

    expect(errorMessage(error)).toBe('Communication error: Invalid username or email.');
  });

  it('sets the password with code, user UID (as id) and the new password, and reads the status', async () => {
    const seen = answer(server, 'post', 'actions/users/set-password', json({ status: 'active' }));

    const result = await gateway().setPassword({
      code: 'c0de',
      uid: 'u-1',
      newPassword: 'secret-2',
    });

    expect(seen[0]?.body).toEqual({ code: 'c0de', id: 'u-1', newPassword: 'secret-2' });
    expect(result).toEqual({ ok: true, value: { status: 'active' } });
  });

  it('reports an invalid code', async () => {
    answer(
      server,
      'post',
      'actions/users/set-password',
      json({ message: 'InvalidVerificationCode' }, 400),
    );

    expect(
      failureOf(await gateway().setPassword({ code: 'x', uid: 'u', newPassword: 'p' })),
    ).toMatchObject({
      error: { status: 400, message: 'InvalidVerificationCode' },
    });
  });

  it('reports an answer without a status as invalid', async () => {
    answer(server, 'post', 'actions/users/set-password', json({ 0: 'too short' }));

    expect(
      failureOf(await gateway().setPassword({ code: 'x', uid: 'u', newPassword: 'p' })),
    ).toMatchObject({
      kind: 'invalid-data',
    });
  });
});

describe('CraftAccountGateway e-mail verification', () => {
  const endpoint = 'api/v1/commerce-cms/verify-email';

  it('posts code and uid to the storefront endpoint', async () => {
    const seen = answer(server, 'post', endpoint, json({ success: true, status: 'active' }));

    expect((await gateway().verifyEmail({ code: 'c', uid: 'u' })).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ code: 'c', uid: 'u' });
  });

  it("counts Craft's redirect answer (302 with X-Redirect, no body) as success", async () => {
    answer(
      server,
      'post',
      endpoint,
      () => new HttpResponse(null, { status: 302, headers: { 'X-Redirect': '/' } }),
    );

    expect((await gateway().verifyEmail({ code: 'c', uid: 'u' })).ok).toBe(true);
  });

  it('reports an invalid link', async () => {
    answer(
      server,
      'post',
      endpoint,
      json({ success: false, message: 'The verification link is invalid or has expired.' }, 400),
    );

    expect(errorMessage(failureOf(await gateway().verifyEmail({ code: 'c', uid: 'u' })))).toBe(
      'Communication error: The verification link is invalid or has expired.',
    );
  });

  it('resends the verification e-mail', async () => {
    const seen = answer(
      server,
      'post',
      'api/users/resend-verification',
      json({ success: true, message: 'sent' }),
    );

    expect((await gateway().resendVerification(EMAIL)).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ email: EMAIL });
  });

  it('turns the cooldown (429) into a resend-cooldown failure with the time left', async () => {
    answer(
      server,
      'post',
      'api/users/resend-verification',
      json(
        {
          success: false,
          error: 'cooldown',
          message: 'Please wait 42 seconds.',
          timeRemaining: 42,
        },
        429,
      ),
    );

    expect(failureOf(await gateway().resendVerification(EMAIL))).toEqual({
      kind: 'resend-cooldown',
      error: 'cooldown',
      message: 'Please wait 42 seconds.',
      timeRemaining: 42,
    });
  });

  it('leaves timeRemaining out when the cooldown does not say', async () => {
    answer(
      server,
      'post',
      'api/users/resend-verification',
      json({ error: 'cooldown', message: 'Wait.' }, 429),
    );

    expect(failureOf(await gateway().resendVerification(EMAIL))).toEqual({
      kind: 'resend-cooldown',
      error: 'cooldown',
      message: 'Wait.',
    });
  });

  it('keeps other refusals as failed requests', async () => {
    answer(
      server,
      'post',
      'api/users/resend-verification',
      json({ success: false, error: 'already_active', message: 'Already active.' }, 400),
    );

    expect(failureOf(await gateway().resendVerification(EMAIL))).toMatchObject({
      kind: 'request-failed',
      error: { status: 400 },
    });
  });

  it('requests activation with the form', async () => {
    const request = { email: EMAIL, firstName: 'Ada', lastName: 'Lovelace' };
    const seen = answer(
      server,
      'post',
      'api/users/request-activation',
      json({ success: true, message: 'Check your inbox.' }),
    );

    expect((await gateway().requestActivation(request)).ok).toBe(true);
    expect(seen[0]?.body).toEqual(request);
  });

  it('reports an activation request for an unknown address', async () => {
    answer(
      server,
      'post',
      'api/users/request-activation',
      json({ success: false, error: 'no_account', message: 'No account.' }, 404),
    );

    expect(
      failureOf(await gateway().requestActivation({ email: EMAIL, firstName: 'A', lastName: 'L' })),
    ).toMatchObject({
      error: { status: 404, message: 'No account.' },
    });
  });
});
