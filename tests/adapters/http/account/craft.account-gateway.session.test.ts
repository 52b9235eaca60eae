import { describe, expect, it } from 'vitest';
import { CraftAccountGateway } from '../../../../src/adapters/http/account/craft.account-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import type { Email } from '../../../../src/domain/forms/email';
import { aCraftUserJson } from '../../../support/craft-user-json.mother';
import { useMswServer } from '../../../support/msw-server';
import {
  answer,
  apiError,
  craftClient,
  craftError,
  json,
  unreachable,
} from '../../../support/msw-craft';
import { aGuestSessionJson, aSignedInSessionJson } from '../../../support/session.mother';

const server = useMswServer();
const gateway = () =>
  new CraftAccountGateway(craftClient(), { commerceCmsSegment: 'commerce-cms' });
const EMAIL = 'ada@example.com' as Email;

const failureOf = <E>(result: { ok: boolean; error?: E }): E => {
  if (result.ok || result.error === undefined) throw new Error('expected a failure');
  return result.error;
};

describe('CraftAccountGateway.getSessionInfo', () => {
  it('maps a guest session', async () => {
    answer(server, 'get', 'actions/users/session-info', json(aGuestSessionJson()));

    expect(await gateway().getSessionInfo()).toEqual({
      ok: true,
      value: {
        isGuest: true,
        timeout: 0,
        csrfTokenName: 'CRAFT_CSRF_TOKEN',
        csrfTokenValue: 'csrf-token-1',
        user: null,
      },
    });
  });

  it('maps a signed-in session with its user', async () => {
    answer(server, 'get', 'actions/users/session-info', json(aSignedInSessionJson()));

    const result = await gateway().getSessionInfo();

    expect(result.ok && result.value.user).toEqual({
      id: 12,
      uid: 'b6f1a2c4-0000-4000-8000-000000000012',
      username: 'ada',
      email: 'ada@example.com',
    });
  });

  it('reports undecodable session data', async () => {
    answer(server, 'get', 'actions/users/session-info', json({ isGuest: 'maybe' }));

    const error = failureOf(await gateway().getSessionInfo());

    expect(errorMessage(error)).toBe('Received invalid session data from the server');
  });
});

describe('CraftAccountGateway.login', () => {
  const credentials = { loginName: 'ada@example.com', password: 'secret-1', rememberMe: true };

  it('posts the login with its CSRF token and maps the user', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/login',
      json({ returnUrl: '/', csrfTokenValue: 'new', modelName: 'user', user: aCraftUserJson() }),
    );

    const result = await gateway().login(credentials);

    expect(seen[0]?.body).toEqual({ ...credentials, rememberMe: 1 });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
    expect(result.ok && result.value).toMatchObject({
      id: 12,
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      status: 'active',
      primaryBillingAddressId: 5,
    });
  });

  it("turns Craft's refusal into a login failure with its code and message", async () => {
    answer(
      server,
      'post',
      'actions/users/login',
      json(
        { errorCode: 'account_cooldown', message: 'Account locked. Try again in 5 minutes.' },
        400,
      ),
    );

    expect(failureOf(await gateway().login(credentials))).toEqual({
      kind: 'login-failed',
      errorCode: 'account_cooldown',
      message: 'Account locked. Try again in 5 minutes.',
    });
  });

  it("keeps an unknown code as no code, with Craft's text", async () => {
    answer(
      server,
      'post',
      'actions/users/login',
      json({ errorCode: 'two_factor', message: 'Use 2FA.' }, 400),
    );

    expect(failureOf(await gateway().login(credentials))).toEqual({
      kind: 'login-failed',
      errorCode: null,
      message: 'Use 2FA.',
    });
  });

  it('leaves other failures (a rate limit) as failed requests', async () => {
    answer(server, 'post', 'actions/users/login', craftError(429, 'Too many attempts.'));

    const error = failureOf(await gateway().login(credentials));

    expect(error).toMatchObject({ kind: 'request-failed', error: { status: 429 } });
  });

  it('reports a user it cannot read', async () => {
    answer(server, 'post', 'actions/users/login', json({ user: { id: 'x' } }));

    expect(errorMessage(failureOf(await gateway().login(credentials)))).toBe(
      'Invalid user data received',
    );
  });
});

describe('CraftAccountGateway.logout', () => {
  it('signs out with GET /api/user/logout', async () => {
    const seen = answer(
      server,
      'get',
      'api/user/logout',
      json({ success: true, csrfTokenValue: 't' }),
    );

    expect((await gateway().logout()).ok).toBe(true);
    expect(seen).toHaveLength(1);
    // The back-end signs out on a GET only with this marker (a cross-site link cannot send it).
    expect(seen[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('reports a failure', async () => {
    answer(server, 'get', 'api/user/logout', unreachable());

    expect(failureOf(await gateway().logout())).toMatchObject({ error: { status: 0 } });
  });
});

describe('CraftAccountGateway user lookups', () => {
  it('asks /api/users/info by e-mail and reads "none" as no status', async () => {
    const seen = answer(
      server,
      'get',
      'api/users/info',
      json({
        success: true,
        email: EMAIL,
        status: 'none',
        hasProfile: false,
        canRequestActivation: false,
        passwordResetRequired: false,
        message: 'No account uses this e-mail address yet.',
      }),
    );

    const result = await gateway().getUserInfo(EMAIL);

    expect(seen[0]?.url.searchParams.get('email')).toBe(EMAIL);
    expect(result).toEqual({
      ok: true,
      value: {
        success: true,
        email: EMAIL,
        status: null,
        message: 'No account uses this e-mail address yet.',
        passwordResetRequired: false,
        canRequestActivation: false,
        hasProfile: false,
      },
    });
  });

  it('reads a known status', async () => {
    answer(
      server,
      'get',
      'api/users/info',
      json({ success: true, email: EMAIL, status: 'pending' }),
    );

    const result = await gateway().getUserInfo(EMAIL);

    expect(result.ok && result.value).toMatchObject({ status: 'pending', hasProfile: false });
  });

  it('reports a refused lookup', async () => {
    answer(
      server,
      'get',
      'api/users/info',
      json({ success: false, email: '', message: 'Please enter a valid e-mail address.' }, 400),
    );

    expect(errorMessage(failureOf(await gateway().getUserInfo(EMAIL)))).toBe(
      'Communication error: (400) Please enter a valid e-mail address.',
    );
  });

  it('reads the signed-in customer from /api/user', async () => {
    answer(server, 'get', 'api/user', json({ user: aCraftUserJson() }));

    const result = await gateway().getCurrentUser();

    expect(result.ok && result.value).toMatchObject({
      id: 12,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('reports a guest asking for /api/user', async () => {
    answer(server, 'get', 'api/user', apiError(401, 'User is not authenticated'));

    expect(errorMessage(failureOf(await gateway().getCurrentUser()))).toBe(
      'Communication error: (401) User is not authenticated',
    );
  });
});
