import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { AppSessionGateway } from '../../src/ports/app-session-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface AppSessionGatewaySubject {
  readonly appSession: AppSessionGateway;
  /** to sign in through, on the same visitor */
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

/**
 * `second-session`: the storefront keeps a session of its own beside the commerce one, which a
 * logout sync empties while the commerce session is still signed in. With Vendure there is one.
 */
export type AppSessionCase = 'read' | 'sync' | 'second-session';

/** What every honest AppSessionGateway does, for one new visitor each time. */
export const describeAppSessionGatewayContract = (
  name: string,
  make: () => Promise<AppSessionGatewaySubject>,
  missing?: Missing<AppSessionCase>,
): void => {
  describe(`AppSessionGateway contract: ${name}`, () => {
    let subject: AppSessionGatewaySubject;
    const test = caseFor(missing);
    const signIn = async () =>
      valueOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: subject.customer.password,
          rememberMe: false,
        }),
      );

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('read', 'gives a new visitor a session without a user', async () => {
      expect(valueOf(await subject.appSession.read()).user).toBeNull();
    });

    test('sync', 'refuses a login sync while nobody is signed in', async () => {
      expect(statusOf(failureOf(await subject.appSession.sync('login')))).toBe(401);
    });

    test('sync', 'copies the signed-in customer into the session on a login sync', async () => {
      const user = await signIn();

      const synced = valueOf(await subject.appSession.sync('login'));
      const read = valueOf(await subject.appSession.read());

      expect(synced.user).toMatchObject({ id: user.id, email: user.email });
      expect(read.user).toMatchObject({ id: user.id, uid: user.uid, email: user.email });
    });

    test(['sync', 'second-session'], 'drops the user on a logout sync', async () => {
      await signIn();
      valueOf(await subject.appSession.sync('login'));

      expect(valueOf(await subject.appSession.sync('logout')).user).toBeNull();
      expect(valueOf(await subject.appSession.read()).user).toBeNull();
    });

    test('read', 'deletes the session: the next read has no user', async () => {
      await signIn();
      valueOf(await subject.appSession.sync('login'));

      valueOf(await subject.appSession.remove());

      expect(valueOf(await subject.appSession.read()).user).toBeNull();
    });
  });
};
