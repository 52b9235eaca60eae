import { describe, expect, it } from 'vitest';
import { err } from '../../../src/domain/shared/result';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const signedInHarness = async () => {
  const harness = servicesHarness();
  await signedIn(harness);
  await harness.account.loadUser();
  return harness;
};

describe('AccountService', () => {
  it("loads the signed-in customer's record", async () => {
    const { account } = await signedInHarness();

    expect(current(account.user$)).toMatchObject({
      status: 'ready',
      data: { email: 'demo@example.com' },
    });
  });

  it('fails to load a guest, with the message', async () => {
    const { account } = servicesHarness();

    await account.loadUser();

    expect(current(account.user$)).toMatchObject({
      status: 'failed',
      error: 'Communication error: (401) User is not authenticated',
    });
  });

  it("updates the profile, re-reads the record: 'Profile updated successfully'", async () => {
    const { account, flash } = await signedInHarness();

    const result = await account.updateProfile({ firstName: ' Ada ', lastName: 'Byron' });

    expect(result.ok && result.value).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      fullName: 'Ada Byron',
    });
    expect(current(account.user$).data?.fullName).toBe('Ada Byron');
    expect(current(flash.flash$).success).toBe('Profile updated successfully');
  });

  it('sends an e-mail change with the current password', async () => {
    const { account } = await signedInHarness();

    const result = await account.updateProfile({
      firstName: 'D',
      lastName: 'S',
      email: ' new@example.com ',
      currentPassword: 'demo-shopper-2026',
    });

    expect(result.ok && result.value.email).toBe('new@example.com');
  });

  it("keeps the field errors of a refused change: 'Failed to update user profile'", async () => {
    const { account, flash } = await signedInHarness();

    const result = await account.updateProfile({
      firstName: 'D',
      lastName: 'S',
      email: 'other@example.com',
      currentPassword: 'wrong',
    });

    expect(result.ok).toBe(false);
    expect(current(account.formErrors$).fields.currentPassword).toEqual([
      'Incorrect current password.',
    ]);
    expect(current(flash.flash$).danger).toBe('Failed to update user profile');
  });

  it("says 'Failed to fetch updated user data' when the re-read fails, keeping the saved record", async () => {
    const harness = await signedInHarness();
    harness.backend.account.getCurrentUser = async () => ({
      ok: false,
      error: { kind: 'invalid-data', subject: 'user', endpoint: 'api/user', issues: [] },
    });

    const result = await harness.account.updateProfile({ firstName: 'Kept', lastName: 'S' });

    expect(result.ok && result.value.firstName).toBe('Kept');
    expect(current(harness.flash.flash$)).toMatchObject({
      success: 'Profile updated successfully',
      danger: 'Failed to fetch updated user data',
    });
    expect(current(harness.account.user$).data?.firstName).toBe('Kept');
  });

  it('refuses a profile change before the record is loaded', async () => {
    const { account, flash } = servicesHarness();

    expect(await account.updateProfile({ firstName: 'A', lastName: 'B' })).toEqual(
      err({ kind: 'not-authenticated' }),
    );
    expect(current(flash.flash$).danger).toBe('Failed to update user profile');
  });

  it("changes the password: 'Password updated successfully'", async () => {
    const { account, flash, backend } = await signedInHarness();

    const result = await account.changePassword({
      currentPassword: 'demo-shopper-2026',
      newPassword: 'new-pass-2026',
      confirmation: 'new-pass-2026',
    });

    expect(result.ok).toBe(true);
    expect(current(flash.flash$).success).toBe('Password updated successfully');
    expect(backend.shop.findByLogin('demo@example.com')?.password).toBe('new-pass-2026');
  });

  it("refuses a confirmation that does not match, before sending: 'Failed to update password'", async () => {
    const { account, flash, backend } = await signedInHarness();

    const result = await account.changePassword({
      currentPassword: 'demo-shopper-2026',
      newPassword: 'new-pass-2026',
      confirmation: 'other',
    });

    expect(result).toEqual(err({ kind: 'password-mismatch' }));
    expect(current(flash.flash$).danger).toBe('Failed to update password');
    expect(backend.shop.findByLogin('demo@example.com')?.password).toBe('demo-shopper-2026');
  });

  it('refuses a wrong current password', async () => {
    const { account, flash } = await signedInHarness();

    expect(
      (await account.changePassword({ currentPassword: 'wrong', newPassword: 'new-pass-2026' })).ok,
    ).toBe(false);
    expect(current(flash.flash$).danger).toBe('Failed to update password');
  });

  it('uploads a photo and shows it on the record', async () => {
    const { account } = await signedInHarness();

    const result = await account.uploadPhoto({
      filename: 'me.png',
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });

    expect(result.ok).toBe(true);
    expect(current(account.user$).data?.photoId).toBe(result.ok ? result.value : null);
  });

  it('reports a photo the back-end refuses, and a guest', async () => {
    const { account, flash } = await signedInHarness();

    expect(
      (await account.uploadPhoto({ filename: 'x.txt', dataUrl: 'data:text/plain;base64,eA==' })).ok,
    ).toBe(false);
    expect(current(flash.flash$).danger).toBe('Failed to update user profile');
    expect(await servicesHarness().account.uploadPhoto({ filename: 'a', dataUrl: 'b' })).toEqual(
      err({ kind: 'not-authenticated' }),
    );
  });

  it('forgets the customer on reset', async () => {
    const { account } = await signedInHarness();

    account.reset();

    expect(current(account.user$)).toEqual({ status: 'idle', data: null, error: null });
  });
});
