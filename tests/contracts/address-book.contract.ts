import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { Address } from '../../src/domain/address/address';
import { formErrorsFrom } from '../../src/domain/http/service-error.rules';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { AddressBook } from '../../src/ports/address-book';
import {
  caseFor,
  drawNumber,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface AddressBookSubject {
  readonly addresses: AddressBook;
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

/** `titles`: an address keeps its own name ("Workshop"), which Vendure's addresses have not. */
export type AddressBookCase = 'book' | 'titles';

const newAddress = (overrides: Partial<Address> = {}): Address => ({
  id: null,
  title: 'Contract office',
  countryCode: 'US',
  administrativeArea: 'OR',
  locality: 'Portland',
  postalCode: '97205',
  addressLine1: `${drawNumber(100, 9099)} SW Contract St`,
  addressLine2: null,
  addressLine3: null,
  organization: null,
  organizationTaxId: null,
  fullName: 'Con Tract',
  firstName: null,
  lastName: null,
  phoneNumber: null,
  attention: null,
  companyName: null,
  businessId: null,
  notes: null,
  isPrimaryBilling: false,
  isPrimaryShipping: false,
  ...overrides,
});

/** What every honest AddressBook does with a signed-in customer's addresses. */
export const describeAddressBookContract = (
  name: string,
  make: () => Promise<AddressBookSubject>,
  missing?: Missing<AddressBookCase>,
): void => {
  describe(`AddressBook contract: ${name}`, () => {
    let subject: AddressBookSubject;
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

    test('book', 'turns a guest away', async () => {
      expect(statusOf(failureOf(await subject.addresses.listAddresses()))).toBe(401);
      expect(statusOf(failureOf(await subject.addresses.saveAddress(newAddress())))).toBe(403);
      expect(statusOf(failureOf(await subject.addresses.deleteAddress(1)))).toBe(403);
    });

    test(
      ['book', 'titles'],
      'saves a new address: its id comes back and it is listed',
      async () => {
        await signIn();

        const { modelId } = valueOf(await subject.addresses.saveAddress(newAddress()));
        const listed = valueOf(await subject.addresses.listAddresses());

        expect(modelId).toBeGreaterThan(0);
        expect(listed).toContainEqual(
          expect.objectContaining({ id: modelId, title: 'Contract office', locality: 'Portland' }),
        );
        valueOf(await subject.addresses.deleteAddress(modelId ?? 0));
      },
    );

    test('book', 'updates an address in place', async () => {
      await signIn();
      const { modelId } = valueOf(await subject.addresses.saveAddress(newAddress()));

      const again = valueOf(
        await subject.addresses.saveAddress(newAddress({ id: modelId ?? null, locality: 'Salem' })),
      );
      const listed = valueOf(await subject.addresses.listAddresses());

      expect(again.modelId).toBe(modelId);
      expect(listed.filter((address) => address.id === modelId)).toEqual([
        expect.objectContaining({ locality: 'Salem' }),
      ]);
      valueOf(await subject.addresses.deleteAddress(modelId ?? 0));
    });

    test('book', 'refuses an address without a country, naming the field', async () => {
      await signIn();

      const failure = failureOf(
        await subject.addresses.saveAddress(newAddress({ countryCode: '' })),
      );

      expect(statusOf(failure)).toBe(400);
      const data = failure.kind === 'request-failed' ? failure.error.data : null;
      expect(formErrorsFrom(data).fields.countryCode?.length).toBeGreaterThan(0);
    });

    test('book', 'deletes an address: success, and it is gone', async () => {
      await signIn();
      const { modelId } = valueOf(await subject.addresses.saveAddress(newAddress()));

      expect(valueOf(await subject.addresses.deleteAddress(modelId ?? 0))).toEqual({
        success: true,
      });
      expect(
        valueOf(await subject.addresses.listAddresses()).map((address) => address.id),
      ).not.toContain(modelId);
    });

    test('book', 'refuses to delete an address it does not know', async () => {
      await signIn();

      expect(statusOf(failureOf(await subject.addresses.deleteAddress(2_000_000_000)))).toBe(400);
    });

    test('book', 'keeps one primary billing address: the one saved last as primary', async () => {
      await signIn();
      const first = valueOf(
        await subject.addresses.saveAddress(newAddress({ isPrimaryBilling: true })),
      );
      const second = valueOf(
        await subject.addresses.saveAddress(newAddress({ isPrimaryBilling: true })),
      );

      const primaries = valueOf(await subject.addresses.listAddresses()).filter(
        (address) => address.isPrimaryBilling,
      );

      expect(primaries.map((address) => address.id)).toEqual([second.modelId]);
      valueOf(await subject.addresses.deleteAddress(first.modelId ?? 0));
      valueOf(await subject.addresses.deleteAddress(second.modelId ?? 0));
    });

    test('book', 'refuses to update an address it does not know', async () => {
      await signIn();

      const failure = failureOf(
        await subject.addresses.saveAddress(newAddress({ id: 2_000_000_000 })),
      );

      expect(statusOf(failure)).toBe(400);
    });

    test('book', 'refuses an address without a first line, naming the field', async () => {
      await signIn();

      const failure = failureOf(
        await subject.addresses.saveAddress(newAddress({ addressLine1: ' ' })),
      );

      expect(statusOf(failure)).toBe(400);
      const data = failure.kind === 'request-failed' ? failure.error.data : null;
      expect(formErrorsFrom(data).fields.addressLine1?.length).toBeGreaterThan(0);
    });
  });
};
