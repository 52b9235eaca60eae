import { afterEach, beforeEach, describe, expect } from 'vitest';
import { staffOrderQueryFrom } from '../../src/domain/back-office/staff-order-query.rules';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { BackOffice } from '../../src/ports/back-office';
import type { BackOfficeCatalog } from '../../src/ports/back-office-catalog';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface BackOfficeSubject {
  readonly office: BackOffice;
  readonly staffCatalog: BackOfficeCatalog;
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  readonly staff: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

export type BackOfficeCase = 'guard' | 'orders' | 'catalog';

const UNKNOWN_ORDER = 2_000_000_000;
const firstPage = staffOrderQueryFrom(new URLSearchParams());

/** What every honest BackOffice does: staff only, every call; unknown orders are not found. */
export const describeBackOfficeContract = (
  name: string,
  make: () => Promise<BackOfficeSubject>,
  missing?: Missing<BackOfficeCase>,
): void => {
  describe(`BackOffice contract: ${name}`, () => {
    let subject: BackOfficeSubject;
    const test = caseFor(missing);
    const signIn = async (who: KnownCustomer) =>
      valueOf(
        await subject.account.login({
          loginName: who.email,
          password: who.password,
          rememberMe: false,
        }),
      );
    const statuses = async () => [
      statusOf(failureOf(await subject.office.listOrders(firstPage))),
      statusOf(failureOf(await subject.office.getOrder(1))),
      statusOf(failureOf(await subject.office.advanceOrder(1, { kind: 'process' }))),
      statusOf(failureOf(await subject.office.markPaid(1))),
      statusOf(failureOf(await subject.office.cancelOrder(1))),
      statusOf(failureOf(await subject.office.stepReturn(1, 1, { kind: 'approve' }))),
      statusOf(failureOf(await subject.office.refundReturn(1, 1))),
    ];

    const catalogStatuses = async () => [
      statusOf(failureOf(await subject.staffCatalog.listProducts({ q: '', page: 1 }))),
      statusOf(failureOf(await subject.staffCatalog.editVariant(1, { stock: 1 }))),
      statusOf(failureOf(await subject.staffCatalog.setProductEnabled(1, true))),
      statusOf(failureOf(await subject.staffCatalog.auditLog(1))),
    ];

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('guard', 'turns a visitor away from every call', async () => {
      expect(await statuses()).toEqual([401, 401, 401, 401, 401, 401, 401]);
    });

    test('guard', 'turns a customer who is not staff away from every call', async () => {
      await signIn(subject.customer);
      expect(await statuses()).toEqual([403, 403, 403, 403, 403, 403, 403]);
    });

    test('orders', 'gives staff the first page of orders, newest first', async () => {
      await signIn(subject.staff);
      const listing = valueOf(await subject.office.listOrders(firstPage));
      if (listing.kind !== 'page') throw new Error('the back office is there: a page was due');
      const { page } = listing;
      expect(page.page).toBe(1);
      expect(page.perPage).toBeGreaterThan(0);
      expect(page.orders.length).toBeLessThanOrEqual(page.perPage);
      expect(page.total).toBeGreaterThanOrEqual(page.orders.length);
    });

    test('orders', 'answers an order that does not exist as not found', async () => {
      await signIn(subject.staff);
      expect(statusOf(failureOf(await subject.office.getOrder(UNKNOWN_ORDER)))).toBe(404);
      const step = await subject.office.advanceOrder(UNKNOWN_ORDER, { kind: 'process' });
      expect(statusOf(failureOf(step))).toBe(404);
    });

    test('catalog', "turns a visitor and a customer away from the catalogue's calls", async () => {
      expect(await catalogStatuses()).toEqual([401, 401, 401, 401]);
      await signIn(subject.customer);
      expect(await catalogStatuses()).toEqual([403, 403, 403, 403]);
    });

    test('catalog', "lets staff change a variant's price, and logs each change", async () => {
      await signIn(subject.staff);
      const page = valueOf(await subject.staffCatalog.listProducts({ q: '', page: 1 }));
      const variant = page.products[0]?.variants[0];
      if (variant === undefined) throw new Error('the catalogue lists no variant');

      const raised = valueOf(
        await subject.staffCatalog.editVariant(variant.id, { priceMinor: variant.priceMinor + 1 }),
      );
      expect(raised).toMatchObject({ id: variant.id, priceMinor: variant.priceMinor + 1 });
      valueOf(
        await subject.staffCatalog.editVariant(variant.id, { priceMinor: variant.priceMinor }),
      );

      const [latest, before] = valueOf(await subject.staffCatalog.auditLog(1)).entries;
      expect(latest).toMatchObject({
        entityId: variant.id,
        changes: [{ field: 'priceMinor', from: variant.priceMinor + 1, to: variant.priceMinor }],
      });
      expect(latest?.entityLabel).toContain(variant.sku);
      expect(before).toMatchObject({
        entityId: variant.id,
        changes: [{ field: 'priceMinor', from: variant.priceMinor, to: variant.priceMinor + 1 }],
      });
      const missing = await subject.staffCatalog.editVariant(UNKNOWN_ORDER, { stock: 1 });
      expect(statusOf(failureOf(missing))).toBe(404);
    });
  });
};
