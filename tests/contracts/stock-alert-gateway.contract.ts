import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Email } from '../../src/domain/forms/email';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { StockAlertGateway } from '../../src/ports/stock-alert-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  uniqueEmail,
  valueOf,
} from './contract-helpers';

export interface StockAlertGatewaySubject {
  readonly alerts: StockAlertGateway;
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  /** a variant sold online whose counted stock is 0 */
  readonly soldOutId: number;
  /** a variant in stock */
  readonly inStockId: number;
  readonly cleanup?: () => Promise<void>;
}

export type StockAlertCase = 'support' | 'set' | 'unsubscribe';

const guestEmail = () => uniqueEmail('alert') as Email;

/** What every StockAlertGateway of a back-end that offers alerts does. */
export const describeStockAlertGatewayContract = (
  name: string,
  make: () => Promise<StockAlertGatewaySubject>,
  missing?: Missing<StockAlertCase>,
): void => {
  describe(`StockAlertGateway contract: ${name}`, () => {
    let subject: StockAlertGatewaySubject;
    const test = caseFor(missing);

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('support', 'offers alerts; a guest has none that the back-end would tell', async () => {
      expect(valueOf(await subject.alerts.support([subject.soldOutId]))).toEqual({
        kind: 'supported',
        set: [],
      });
    });

    test(
      'set',
      'a guest sets one on a sold-out variant; asking again answers the same',
      async () => {
        const email = guestEmail();
        valueOf(await subject.alerts.setAlert(subject.soldOutId, email));
        valueOf(await subject.alerts.setAlert(subject.soldOutId, email));
      },
    );

    test('set', 'refuses a variant in stock with 409', async () => {
      const refused = failureOf(await subject.alerts.setAlert(subject.inStockId, guestEmail()));
      expect(statusOf(refused)).toBe(409);
    });

    test(['support', 'set'], "a customer's one click sets it, and they see it set", async () => {
      valueOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: subject.customer.password,
          rememberMe: false,
        }),
      );
      valueOf(await subject.alerts.setAlert(subject.soldOutId, null));
      const support = valueOf(await subject.alerts.support([subject.soldOutId, subject.inStockId]));
      expect(support).toEqual({ kind: 'supported', set: [subject.soldOutId] });
    });

    test('unsubscribe', 'refuses a token it did not make with 400', async () => {
      const refused = failureOf(await subject.alerts.unsubscribe('12.not-a-signature'));
      expect(statusOf(refused)).toBe(400);
    });
  });
};

/** What a back-end without alerts (Craft) looks like through the port: absent, and nothing set. */
export const describeAbsentStockAlertsContract = (
  name: string,
  make: () => Promise<Pick<StockAlertGatewaySubject, 'alerts' | 'soldOutId'>>,
): void => {
  describe(`StockAlertGateway contract, alerts absent: ${name}`, () => {
    it('reports the capability absent, so the page offers no alert', async () => {
      const { alerts, soldOutId } = await make();
      expect(valueOf(await alerts.support([soldOutId]))).toEqual({ kind: 'unsupported' });
      expect(statusOf(failureOf(await alerts.setAlert(soldOutId, guestEmail())))).toBe(404);
    });
  });
};
