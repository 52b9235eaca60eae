import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { Email } from '../../src/domain/forms/email';
import { formErrorsFrom } from '../../src/domain/http/service-error.rules';
import { registrationPayload } from '../../src/domain/user/user.rules';
import type { AccountGateway } from '../../src/ports/account-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  uniqueEmail,
  uniqueUid,
  valueOf,
} from './contract-helpers';

export interface AccountGatewaySubject {
  readonly account: AccountGateway;
  /** a verified, active customer the back-end knows */
  readonly customer: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

/**
 * The groups a case needs. Besides the areas, three capabilities a back-end may lack by design:
 * `disclosure`, telling whether an address has an account (Vendure answers alike for any address,
 * against account enumeration); `cooldown`, a wait between verification e-mails; `activation`,
 * activation requests for customers imported without a password.
 */
export type AccountCase =
  | 'session'
  | 'login'
  | 'registration'
  | 'recovery'
  | 'profile'
  | 'disclosure'
  | 'cooldown'
  | 'activation';

const register = (account: AccountGateway, email: string, password = 'contract-pass-1') =>
  account.register(
    registrationPayload({ email: email as Email, password, firstName: 'Con', lastName: 'Tract' }),
  );

/** What every honest AccountGateway does, for one new visitor each time. */
export const describeAccountGatewayContract = (
  name: string,
  make: () => Promise<AccountGatewaySubject>,
  missing?: Missing<AccountCase>,
): void => {
  describe(`AccountGateway contract: ${name}`, () => {
    let subject: AccountGatewaySubject;
    const test = caseFor(missing);
    const login = () =>
      subject.account.login({
        loginName: subject.customer.email,
        password: subject.customer.password,
        rememberMe: false,
      });

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('session', 'describes a new visitor as a guest with a CSRF token', async () => {
      const session = valueOf(await subject.account.getSessionInfo());

      expect(session.isGuest).toBe(true);
      expect(session.user).toBeNull();
      expect(session.csrfTokenValue).toEqual(expect.stringMatching(/\S/));
    });

    test('login', 'refuses a wrong password as invalid credentials', async () => {
      const failure = failureOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: 'not-the-password',
          rememberMe: false,
        }),
      );

      expect(failure).toMatchObject({ kind: 'login-failed', errorCode: 'invalid_credentials' });
    });

    test(
      ['registration', 'login'],
      'refuses a registrant who has not verified their e-mail as pending verification',
      async () => {
        const email = uniqueEmail();
        valueOf(await register(subject.account, email));

        const failure = failureOf(
          await subject.account.login({
            loginName: email,
            password: 'contract-pass-1',
            rememberMe: false,
          }),
        );

        expect(failure).toMatchObject({ kind: 'login-failed', errorCode: 'pending_verification' });
      },
    );

    test('login', 'signs the customer in: the session then names them', async () => {
      const user = valueOf(await login());
      const session = valueOf(await subject.account.getSessionInfo());

      expect(user.email).toBe(subject.customer.email);
      expect(user.status).toBe('active');
      expect(session.isGuest).toBe(false);
      expect(session.user?.email).toBe(subject.customer.email);
      expect(session.user?.id).toBe(user.id);
    });

    test('login', "hands the signed-in customer's record to them, and nobody else", async () => {
      expect(statusOf(failureOf(await subject.account.getCurrentUser()))).toBe(401);

      const user = valueOf(await login());

      expect(valueOf(await subject.account.getCurrentUser())).toMatchObject({
        id: user.id,
        email: user.email,
      });
    });

    test('login', 'signs out: the visitor is a guest again', async () => {
      valueOf(await login());

      valueOf(await subject.account.logout());

      expect(valueOf(await subject.account.getSessionInfo()).user).toBeNull();
      expect(statusOf(failureOf(await subject.account.getCurrentUser()))).toBe(401);
    });

    test('registration', 'registers a new address as a pending (or inactive) user', async () => {
      const email = uniqueEmail();

      const user = valueOf(await register(subject.account, email));

      expect(user.email).toBe(email);
      expect(['pending', 'inactive']).toContain(user.status);
    });

    test(
      ['registration', 'disclosure'],
      'refuses a taken address, with an error on the email field',
      async () => {
        const failure = failureOf(await register(subject.account, subject.customer.email));

        expect(statusOf(failure)).toBe(400);
        const data = failure.kind === 'request-failed' ? failure.error.data : null;
        expect(formErrorsFrom(data).fields.email?.length).toBeGreaterThan(0);
      },
    );

    test(
      'registration',
      'refuses a password that is too short, on the password field',
      async () => {
        const failure = failureOf(await register(subject.account, uniqueEmail(), 'abc'));

        const data = failure.kind === 'request-failed' ? failure.error.data : null;
        expect(formErrorsFrom(data).fields.password?.length).toBeGreaterThan(0);
      },
    );

    test('registration', 'refuses a blank or malformed e-mail', async () => {
      expect(statusOf(failureOf(await register(subject.account, '')))).toBe(400);
      expect(statusOf(failureOf(await register(subject.account, 'nope')))).toBe(400);
    });

    test(
      ['login', 'registration'],
      'refuses a registration from a signed-in customer',
      async () => {
        valueOf(await login());

        expect(statusOf(failureOf(await register(subject.account, uniqueEmail())))).toBe(403);
      },
    );

    test(
      ['registration', 'cooldown'],
      'makes a new registrant wait before another verification e-mail',
      async () => {
        const email = uniqueEmail();
        valueOf(await register(subject.account, email));

        const failure = failureOf(await subject.account.resendVerification(email as Email));

        expect(failure.kind).toBe('resend-cooldown');
        const seconds = failure.kind === 'resend-cooldown' ? failure.timeRemaining : undefined;
        expect(seconds).toBeGreaterThan(0);
      },
    );

    test('registration', 'answers a resend for an unknown address like a sent one', async () => {
      expect((await subject.account.resendVerification(uniqueEmail() as Email)).ok).toBe(true);
    });

    test(
      ['registration', 'disclosure'],
      'tells what it knows about an address: active, or nothing',
      async () => {
        const known = valueOf(await subject.account.getUserInfo(subject.customer.email as Email));
        const unknown = valueOf(await subject.account.getUserInfo(uniqueEmail() as Email));

        expect(known).toMatchObject({ success: true, status: 'active', hasProfile: true });
        expect(unknown).toMatchObject({ success: true, status: null, hasProfile: false });
      },
    );

    test(
      ['registration', 'disclosure'],
      'refuses a resend for an active account, and a look-up of a malformed address',
      async () => {
        const email = subject.customer.email as Email;

        expect(statusOf(failureOf(await subject.account.resendVerification(email)))).toBe(400);
        expect(statusOf(failureOf(await subject.account.getUserInfo('bad' as Email)))).toBe(400);
      },
    );

    // Anyone may ask, so the answer must not tell who has an account, nor whether it is active.
    test(
      ['registration', 'activation'],
      'answers an activation request alike for an active, an unknown and a new address',
      async () => {
        const ask = (email: string) =>
          subject.account.requestActivation({
            email: email as Email,
            firstName: 'a',
            lastName: 'b',
          });
        const pending = uniqueEmail();
        valueOf(await register(subject.account, pending));

        expect((await ask(subject.customer.email)).ok).toBe(true);
        expect((await ask(uniqueEmail())).ok).toBe(true);
        expect((await ask(pending)).ok).toBe(true);
      },
    );

    test(
      ['registration', 'activation'],
      'refuses an activation request without names',
      async () => {
        const failure = failureOf(
          await subject.account.requestActivation({
            email: uniqueEmail() as Email,
            firstName: ' ',
            lastName: '',
          }),
        );

        expect(statusOf(failure)).toBe(400);
      },
    );

    test('recovery', 'refuses a reset e-mail for a blank login name', async () => {
      expect(statusOf(failureOf(await subject.account.sendPasswordReset(' ')))).toBe(400);
    });

    test(
      ['recovery', 'disclosure'],
      'sends a reset e-mail to a known login name only',
      async () => {
        expect((await subject.account.sendPasswordReset(subject.customer.email)).ok).toBe(true);
        expect(statusOf(failureOf(await subject.account.sendPasswordReset(uniqueEmail())))).toBe(
          400,
        );
      },
    );

    test('recovery', 'refuses a password reset with a wrong code', async () => {
      const failure = failureOf(
        await subject.account.setPassword({
          code: 'not-a-code',
          uid: uniqueUid(),
          newPassword: 'whatever-1',
        }),
      );

      expect(statusOf(failure)).toBe(400);
    });

    test('recovery', 'refuses an e-mail verification with a wrong code', async () => {
      const failure = failureOf(
        await subject.account.verifyEmail({ code: 'nope', uid: uniqueUid() }),
      );

      expect(statusOf(failure)).toBe(400);
    });

    test('profile', "changes the signed-in customer's name", async () => {
      const user = valueOf(await login());

      const saved = valueOf(
        await subject.account.updateProfile({
          userId: user.id,
          firstName: 'Renamed',
          lastName: user.lastName ?? '',
        }),
      );

      expect(saved.firstName).toBe('Renamed');
      valueOf(
        await subject.account.updateProfile({ userId: user.id, firstName: user.firstName ?? '' }),
      );
    });

    test('profile', 'refuses a password change without the current password', async () => {
      const user = valueOf(await login());

      const failure = failureOf(
        await subject.account.updateProfile({
          userId: user.id,
          newPassword: 'brand-new-pass-1',
          currentPassword: 'wrong',
        }),
      );

      const data = failure.kind === 'request-failed' ? failure.error.data : null;
      expect(formErrorsFrom(data).fields.currentPassword?.length).toBeGreaterThan(0);
    });

    test(
      'profile',
      'refuses a new password that is too short and a malformed e-mail, even with the current password',
      async () => {
        const user = valueOf(await login());
        const currentPassword = subject.customer.password;

        const short = failureOf(
          await subject.account.updateProfile({
            userId: user.id,
            newPassword: 'abc',
            currentPassword,
          }),
        );
        const malformed = failureOf(
          await subject.account.updateProfile({ userId: user.id, email: 'bad', currentPassword }),
        );

        expect(statusOf(short)).toBe(400);
        expect(statusOf(malformed)).toBe(400);
      },
    );

    test('profile', "refuses a change to another customer's record", async () => {
      const user = valueOf(await login());

      expect(
        statusOf(
          failureOf(await subject.account.updateProfile({ userId: user.id + 1, firstName: 'X' })),
        ),
      ).toBe(403);
    });

    test('profile', 'changes the full name', async () => {
      const user = valueOf(await login());

      const saved = valueOf(
        await subject.account.updateProfile({ userId: user.id, fullName: 'Full Contract' }),
      );

      expect(saved.fullName).toBe('Full Contract');
      valueOf(
        await subject.account.updateProfile({
          userId: user.id,
          fullName: user.fullName ?? '',
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
        }),
      );
    });

    test('profile', 'refuses a profile change from a guest', async () => {
      expect(
        statusOf(failureOf(await subject.account.updateProfile({ userId: 1, firstName: 'X' }))),
      ).toBe(403);
    });
  });
};
