import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryAddressBook } from '../../../src/adapters/fakes/in-memory.address-book';
import { InMemoryShop } from '../../../src/adapters/fakes/in-memory-shop';
import { ManualClock } from '../../support/manual.clock';
import { AddressBookService } from '../../../src/application/account/address-book.service';
import { FlashService } from '../../../src/application/flash/flash.service';
import type { AddressValidationRequest } from '../../../src/domain/address/address-validation';
import {
  normaliseValidationRequest,
  validationOutcome,
} from '../../../src/domain/address/address-validation.rules';
import { ok } from '../../../src/domain/shared/result';
import type { TaxValidator } from '../../../src/ports/tax-validator';
import {
  anyValidationInput,
  anyValidationResponse,
} from '../../support/address-validation.arbitraries';
import { current } from '../../support/observed';

const serviceAnswering = (validator: TaxValidator) => {
  const clock = new ManualClock();
  return new AddressBookService({
    addresses: new InMemoryAddressBook(new InMemoryShop()),
    taxValidator: validator,
    flash: new FlashService(clock, clock),
    regions: { enabledCountries: async () => ok([]), enabledStates: async () => ok([]) },
  });
};

describe('AddressBookService.validateAddress over any input and answer', () => {
  it('asks only with a country, sends the normalised request, and shows the domain outcome', async () => {
    await fc.assert(
      fc.asyncProperty(anyValidationInput, anyValidationResponse, async (input, response) => {
        const sent: AddressValidationRequest[] = [];
        const service = serviceAnswering({
          validateAddress: async (request) => {
            sent.push(request);
            return ok(response);
          },
        });

        const result = await service.validateAddress(input);

        const request = normaliseValidationRequest(input);
        if (!request.ok) {
          expect(sent).toEqual([]);
          expect(result.ok).toBe(false);
          return;
        }
        expect(sent).toEqual([request.value]);
        expect(result).toEqual(ok(validationOutcome(response)));
        expect(current(service.check$)).toEqual({
          outcome: validationOutcome(response),
          error: null,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a failed check always has a message to show, and no outcome', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyValidationInput.map((input) => ({ ...input, countryCode: 'US' })),
        fc.oneof(
          fc.record({ kind: fc.constant('address-validation-network-error' as const) }),
          fc.record({
            kind: fc.constant('address-validation-http-error' as const),
            status: fc.integer({ min: 0, max: 599 }),
            detail: fc.string(),
          }),
        ),
        async (input, failure) => {
          const service = serviceAnswering({
            validateAddress: async () => ({ ok: false, error: failure }),
          });

          await service.validateAddress(input);

          const check = current(service.check$);
          expect(check.outcome).toBeNull();
          expect(check.error?.trim()).not.toBe('');
        },
      ),
      { numRuns: 100 },
    );
  });
});
