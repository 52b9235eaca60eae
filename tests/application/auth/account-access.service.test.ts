import { describe, expect, it } from 'vitest';
import { err } from '../../../src/domain/shared/result';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';

const registration = (email: string, password = 'secret-123') => ({
  email,
  password,
  firstName: ' New ',
  lastName: 'Person',
});

describe('AccountAccessService registration', () => {
  it('registers a pending user and sends the verification e-mail', async () => {
    const { access, backend } = servicesHarness();

    const result = await access.register(registration('new@example.com'));

    expect(result.ok && result.value).toMatchObject({
      email: 'new@example.com',
      status: 'pending',
      fullName: 'New Person',
    });
    const user = backend.shop.findByLogin('new@example.com')?.user;
    expect(backend.shop.verificationCodes.has(user?.uid ?? '')).toBe(true);
    expect(current(access.error$)).toBeNull();
  });

  it('refuses an invalid e-mail before sending anything', async () => {
    const { access } = servicesHarness();

    expect(await access.register(registration('not-an-email'))).toEqual(
      err({ kind: 'invalid-email', field: 'email' }),
    );
    expect(current(access.error$)).toBe('Please enter a valid email address');
  });

  it("shows the server's error lists joined with commas, and keeps them per field", async () => {
    const { access } = servicesHarness();

    const result = await access.register(registration('demo@example.com', 'abc'));

    expect(result).toEqual(
      err({
        kind: 'registration-failed',
        errors: [
          'Email "demo@example.com" has already been taken.',
          'Password should contain at least 6 characters.',
        ],
      }),
    );
    expect(current(access.error$)).toBe(
      'Email "demo@example.com" has already been taken., Password should contain at least 6 characters.',
    );
    expect(current(access.formErrors$).fields.email).toEqual([
      'Email "demo@example.com" has already been taken.',
    ]);
  });

  it("says 'Registration failed' when the answer is not a new registration", async () => {
    const harness = servicesHarness();
    const { backend } = harness;
    const original = backend.account.register.bind(backend.account);
    backend.account.register = async (payload) => {
      const created = await original(payload);
      return created.ok ? { ok: true, value: { ...created.value, status: 'active' } } : created;
    };

    expect(await harness.access.register(registration('x@example.com'))).toEqual(
      err({ kind: 'registration-failed', errors: [] }),
    );
    expect(current(harness.access.error$)).toBe('Registration failed');
  });

  it('shows the connection advice when nothing answered', async () => {
    const { access, backend } = servicesHarness();
    backend.shop.offline = true;

    await access.register(registration('y@example.com'));

    expect(current(access.error$)).toBe(
      'Unable to communicate with the server. Please check your connection and try again.',
    );
  });
});

describe('AccountAccessService password reset', () => {
  const codeFor = (harness: ReturnType<typeof servicesHarness>) => {
    const uid = harness.backend.shop.findByLogin('demo@example.com')?.user.uid ?? '';
    return { uid, code: harness.backend.shop.resetCodes.get(uid) ?? '' };
  };

  it('sends the reset e-mail', async () => {
    const harness = servicesHarness();

    expect((await harness.access.requestPasswordReset(' demo@example.com ')).ok).toBe(true);
    expect(codeFor(harness).code).not.toBe('');
  });

  it("says 'Failed to send password reset email' for an unknown login", async () => {
    const { access, flash } = servicesHarness();

    await access.requestPasswordReset('nobody@example.com');

    expect(current(flash.flash$).danger).toBe('Failed to send password reset email');
    expect(current(access.error$)).toBe('Communication error: Invalid username or email.');
  });

  it('resets the password when the user comes back active', async () => {
    const harness = servicesHarness();
    await harness.access.requestPasswordReset('demo@example.com');

    const result = await harness.access.resetPassword({
      ...codeFor(harness),
      newPassword: 'brand-new-1',
      confirmation: 'brand-new-1',
    });

    expect(result.ok).toBe(true);
    expect(harness.backend.shop.findByLogin('demo@example.com')?.password).toBe('brand-new-1');
  });

  it('refuses a confirmation that does not match, before sending', async () => {
    const harness = servicesHarness();

    const result = await harness.access.resetPassword({
      code: 'c',
      uid: 'u',
      newPassword: 'one-password',
      confirmation: 'other',
    });

    expect(result).toEqual(err({ kind: 'password-mismatch' }));
    expect(current(harness.access.error$)).toBe('New password and confirmation do not match');
  });

  it("says 'Failed to reset password' for a wrong code, or a status other than active", async () => {
    const harness = servicesHarness();

    expect(
      await harness.access.resetPassword({ code: 'wrong', uid: 'u', newPassword: 'brand-new-1' }),
    ).toEqual(err({ kind: 'password-reset-failed' }));
    harness.backend.account.setPassword = async () => ({ ok: true, value: { status: 'pending' } });
    expect(
      await harness.access.resetPassword({ code: 'c', uid: 'u', newPassword: 'brand-new-1' }),
    ).toEqual(err({ kind: 'password-reset-failed' }));
    expect(current(harness.access.error$)).toBe('Failed to reset password');
  });

  it('shows the connection advice when the reset could not be sent', async () => {
    const harness = servicesHarness();
    harness.backend.shop.offline = true;

    const result = await harness.access.resetPassword({
      code: 'c',
      uid: 'u',
      newPassword: 'brand-new-1',
    });

    expect(result.ok ? null : result.error.kind).toBe('request-failed');
  });
});

describe('AccountAccessService verification and activation', () => {
  it('verifies an e-mail with its code and uid', async () => {
    const harness = servicesHarness();
    await harness.access.register(registration('v@example.com'));
    const uid = harness.backend.shop.findByLogin('v@example.com')?.user.uid ?? '';

    const result = await harness.access.verifyEmail({
      code: harness.backend.shop.verificationCodes.get(uid),
      uid,
    });

    expect(result.ok).toBe(true);
    expect(harness.backend.shop.findByLogin('v@example.com')?.user.status).toBe('active');
  });

  it("refuses a link without both parts: 'Invalid verification parameters'", async () => {
    const { access } = servicesHarness();

    expect(await access.verifyEmail({ code: 'c', uid: ' ' })).toEqual(
      err({ kind: 'invalid-verification-parameters' }),
    );
    expect(current(access.error$)).toBe('Invalid verification parameters');
  });

  it('reports a wrong code', async () => {
    const { access } = servicesHarness();

    expect((await access.verifyEmail({ code: 'c', uid: 'u' })).ok).toBe(false);
  });

  it("resends the verification e-mail: 'Verification email sent successfully'", async () => {
    const harness = servicesHarness();
    await harness.access.register(registration('r@example.com'));
    harness.clock.advance(61_000);

    expect((await harness.access.resendVerification('r@example.com')).ok).toBe(true);
    expect(current(harness.flash.flash$).success).toBe('Verification email sent successfully');
    expect(current(harness.access.resendAvailableAt$)).toBeNull();
  });

  it('tells when another e-mail may be asked for during the cooldown', async () => {
    const harness = servicesHarness();
    await harness.access.register(registration('c@example.com'));
    harness.clock.advance(20_000);

    const result = await harness.access.resendVerification('c@example.com');

    expect(result.ok ? null : result.error.kind).toBe('resend-cooldown');
    expect(current(harness.access.resendAvailableAt$)).toBe(harness.clock.now() + 40_000);
    expect(current(harness.flash.flash$).danger).toBe('Failed to resend verification email');
    expect(current(harness.access.error$)).toBe(
      'Please wait 40 seconds before requesting another verification e-mail.',
    );
  });

  it('needs a valid e-mail to resend', async () => {
    const { access } = servicesHarness();

    expect(await access.resendVerification('nope')).toEqual(
      err({ kind: 'invalid-email', field: 'email' }),
    );
  });

  it("requests activation for an imported customer: 'Account activation requested successfully'", async () => {
    const harness = servicesHarness();
    harness.backend.shop.addCustomer({
      email: 'imported@example.com',
      password: '',
      status: 'inactive',
    });

    const result = await harness.access.requestActivation({
      email: 'imported@example.com',
      firstName: 'Im',
      lastName: 'Ported',
    });

    expect(result.ok).toBe(true);
    expect(current(harness.flash.flash$).success).toBe('Account activation requested successfully');
  });

  it('checks the activation form before sending it', async () => {
    const { access } = servicesHarness();

    const result = await access.requestActivation({ email: 'x', firstName: '', lastName: 'L' });

    expect(result.ok ? null : result.error.kind).toBe('form-rejected');
    expect(current(access.error$)).toBe(
      'Please enter a valid email address, First name is required',
    );
  });

  it("says 'Failed to request account activation' when the request fails", async () => {
    const { access, flash, backend } = servicesHarness();
    backend.shop.offline = true;

    await access.requestActivation({ email: 'unknown@example.com', firstName: 'U', lastName: 'N' });

    expect(current(flash.flash$).danger).toBe('Failed to request account activation');
  });

  it('looks an address up', async () => {
    const { access } = servicesHarness();

    const known = await access.lookUp('demo@example.com');

    expect(known.ok && known.value).toMatchObject({ status: 'active', hasProfile: true });
    expect((await access.lookUp('bad')).ok).toBe(false);
  });

  it('reports a failed lookup', async () => {
    const { access, backend } = servicesHarness();
    backend.shop.offline = true;

    expect((await access.lookUp('demo@example.com')).ok).toBe(false);
  });
});
