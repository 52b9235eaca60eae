import { describe, expect, it } from 'vitest';
import { CraftAccountGateway } from '../../../../src/adapters/http/account/craft.account-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { aCraftUserJson } from '../../../support/craft-user-json.mother';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () =>
  new CraftAccountGateway(craftClient(), { commerceCmsSegment: 'commerce-cms' });

const failureOf = <E>(result: { ok: boolean; error?: E }): E => {
  if (result.ok || result.error === undefined) throw new Error('expected a failure');
  return result.error;
};

describe('CraftAccountGateway.register and updateProfile', () => {
  const registration = {
    email: 'new@example.com',
    username: 'new@example.com',
    password: 'secret-1',
    firstName: 'New',
    lastName: 'Person',
    fullName: 'New Person',
    sendVerificationEmail: 1 as const,
  };

  it('posts save-user without a user id and maps the new (pending) user', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/save-user',
      json({ id: 57, modelName: 'user', user: aCraftUserJson({ id: 57, status: 'pending' }) }),
    );

    const result = await gateway().register(registration);

    expect(seen[0]?.body).toEqual(registration);
    expect(result.ok && result.value).toMatchObject({ id: 57, status: 'pending', pending: false });
  });

  it("keeps Craft's field errors in the failure's data", async () => {
    const refusal = {
      modelName: 'user',
      user: {},
      errors: { email: ['Email "new@example.com" has already been taken.'] },
      message: 'Couldn’t save user.',
    };
    answer(server, 'post', 'actions/users/save-user', json(refusal, 400));

    const error = failureOf(await gateway().register(registration));

    expect(error).toMatchObject({ kind: 'request-failed', error: { status: 400, data: refusal } });
  });

  it('posts a profile change with the user id', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/save-user',
      json({ user: aCraftUserJson({ firstName: 'Augusta' }) }),
    );

    const result = await gateway().updateProfile({
      userId: 12,
      firstName: 'Augusta',
      currentPassword: 'x',
    });

    expect(seen[0]?.body).toEqual({ userId: 12, firstName: 'Augusta', currentPassword: 'x' });
    expect(result.ok && result.value.firstName).toBe('Augusta');
  });

  it('maps an unknown status as invalid user data', async () => {
    answer(
      server,
      'post',
      'actions/users/save-user',
      json({ user: aCraftUserJson({ status: 'locked' }) }),
    );

    expect(failureOf(await gateway().updateProfile({ userId: 12 }))).toMatchObject({
      kind: 'invalid-data',
      subject: 'user',
    });
  });
});

describe('CraftAccountGateway.uploadPhoto', () => {
  it('sends the photo as a data URL the way the SDK does and reads the photo id', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/upload-user-photo',
      json({ html: '<img>', photoId: 123 }),
    );

    const result = await gateway().uploadPhoto({
      userId: 12,
      filename: 'me.png',
      dataUrl: 'data:image/png;base64,AAA=',
    });

    expect(seen[0]?.body).toEqual({
      userId: 12,
      photo: { filename: 'me.png', data: 'data:image/png;base64,AAA=' },
    });
    expect(result).toEqual({ ok: true, value: { photoId: 123 } });
  });

  it("shows Craft's reason when the photo is refused", async () => {
    const message =
      'There was an error uploading your photo: User photo must be an image that Craft can manipulate.';
    answer(server, 'post', 'actions/users/upload-user-photo', craftError(400, message));

    const error = failureOf(
      await gateway().uploadPhoto({ userId: 12, filename: 'x', dataUrl: 'x' }),
    );

    expect(errorMessage(error)).toBe(`Communication error: ${message}`);
  });
});
