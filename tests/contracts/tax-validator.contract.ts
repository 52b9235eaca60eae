import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { AddressValidationRequest } from '../../src/domain/address/address-validation';
import { validationOutcome } from '../../src/domain/address/address-validation.rules';
import type { TaxValidator } from '../../src/ports/tax-validator';
import { caseFor, type Missing, valueOf } from './contract-helpers';

export interface TaxValidatorSubject {
  readonly validator: TaxValidator;
  readonly cleanup?: () => Promise<void>;
}

export type TaxValidatorCase = 'validate';

const address = (overrides: Partial<AddressValidationRequest> = {}): AddressValidationRequest => ({
  fullName: 'Ada Lovelace',
  addressLine1: '1200 SE Water Ave',
  addressLine2: '',
  locality: 'Portland',
  postalCode: '97214',
  organization: '',
  organizationTaxId: '',
  countryCode: 'US',
  administrativeArea: 'OR',
  ...overrides,
});

/** What every honest TaxValidator says about a deliverable and an undeliverable address. */
export const describeTaxValidatorContract = (
  name: string,
  make: () => Promise<TaxValidatorSubject>,
  missing?: Missing<TaxValidatorCase>,
): void => {
  describe(`TaxValidator contract: ${name}`, () => {
    let subject: TaxValidatorSubject;
    const test = caseFor(missing);

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test(
      'validate',
      'resolves a deliverable address to a validated one with coordinates',
      async () => {
        const outcome = validationOutcome(
          valueOf(await subject.validator.validateAddress(address())),
        );

        expect(outcome.isValid).toBe(true);
        expect(outcome.validatedAddresses[0]?.coordinates).not.toBeNull();
        expect(outcome.validatedAddresses[0]?.country).toBe('US');
      },
    );

    test('validate', 'says why an address without a street is not valid', async () => {
      const outcome = validationOutcome(
        valueOf(await subject.validator.validateAddress(address({ addressLine1: '' }))),
      );

      expect(outcome.isValid).toBe(false);
      expect(outcome.messages.some((message) => message.severity === 'Error')).toBe(true);
    });
  });
};
