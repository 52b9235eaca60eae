import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  decideAfterCheck,
  suggestionDiffers,
  validationInputOf,
} from '../../../src/domain/address/address-suggestion.rules';
import type { ValidatedAddress } from '../../../src/domain/address/address-validation';
import { anAddress } from '../../support/address.mother';
import { anyMessage, anyValidatedAddress } from '../../support/address-validation.arbitraries';

const suggestionOf = (overrides: Partial<ValidatedAddress> = {}): ValidatedAddress => ({
  line1: '1 Main St',
  city: 'Portland',
  region: 'OR',
  country: 'US',
  postalCode: '97201',
  coordinates: null,
  ...overrides,
});

describe('applySuggestion', () => {
  it('takes every checked field the service filled in and keeps everything else', () => {
    fc.assert(
      fc.property(anyValidatedAddress, (suggestion) => {
        const entered = anAddress({ title: 'Workshop', isPrimaryBilling: true });
        const applied = applySuggestion(entered, suggestion);
        const expectField = (suggested: string, actual: string | null, original: string | null) =>
          expect(actual).toBe(suggested.trim() === '' ? original : suggested.trim());
        expectField(suggestion.line1, applied.addressLine1, entered.addressLine1);
        expectField(suggestion.city, applied.locality, entered.locality);
        expectField(suggestion.region, applied.administrativeArea, entered.administrativeArea);
        expectField(suggestion.postalCode, applied.postalCode, entered.postalCode);
        expectField(suggestion.country, applied.countryCode, entered.countryCode);
        expect({
          ...applied,
          addressLine1: null,
          locality: null,
          administrativeArea: null,
          postalCode: null,
          countryCode: null,
        }).toEqual({
          ...entered,
          addressLine1: null,
          locality: null,
          administrativeArea: null,
          postalCode: null,
          countryCode: null,
        });
      }),
    );
  });

  it('changes nothing once applied (the suggestion then no longer differs)', () => {
    fc.assert(
      fc.property(anyValidatedAddress, (suggestion) => {
        const applied = applySuggestion(anAddress(), suggestion);
        expect(suggestionDiffers(applied, suggestion)).toBe(false);
      }),
    );
  });
});

describe('suggestionDiffers', () => {
  it('is false when the service agrees with what was typed', () => {
    expect(suggestionDiffers(anAddress(), suggestionOf())).toBe(false);
  });

  it('is true when the service corrected a field', () => {
    expect(suggestionDiffers(anAddress({ locality: 'portland' }), suggestionOf())).toBe(true);
    expect(suggestionDiffers(anAddress(), suggestionOf({ postalCode: '97201-1234' }))).toBe(true);
  });
});

describe('validationInputOf', () => {
  it('sends the address fields the tax service checks', () => {
    expect(validationInputOf(anAddress())).toEqual({
      fullName: 'Ada Lovelace',
      addressLine1: '1 Main St',
      addressLine2: null,
      locality: 'Portland',
      postalCode: '97201',
      organization: null,
      organizationTaxId: null,
      countryCode: 'US',
      administrativeArea: 'OR',
    });
  });

  it('makes the full name from first and last name when there is none', () => {
    const input = validationInputOf(
      anAddress({ fullName: null, firstName: ' Ada ', lastName: null }),
    );
    expect(input.fullName).toBe('Ada');
  });
});

describe('decideAfterCheck', () => {
  const anyOutcome = fc.record({
    isValid: fc.boolean(),
    validatedAddresses: fc.array(anyValidatedAddress, { maxLength: 2 }),
    messages: fc.array(anyMessage, { maxLength: 2 }),
  });

  it('saves at once only an address the service confirmed unchanged; else offers its first version, if valid', () => {
    fc.assert(
      fc.property(fc.option(anyOutcome, { nil: null }), (outcome) => {
        const entered = anAddress({ locality: 'portland' });
        const decision = decideAfterCheck(entered, outcome);
        const best = outcome?.isValid === true ? outcome.validatedAddresses[0] : undefined;
        if (best !== undefined && !suggestionDiffers(entered, best))
          expect(decision).toEqual({ kind: 'save', address: entered });
        else
          expect(decision).toEqual({
            kind: 'choose',
            checked: {
              entered,
              suggested: best === undefined ? null : applySuggestion(entered, best),
            },
          });
      }),
    );
  });

  it('never saves without a valid check', () => {
    fc.assert(
      fc.property(
        fc.option(
          anyOutcome.map((outcome) => ({ ...outcome, isValid: false })),
          { nil: null },
        ),
        (outcome) => {
          expect(decideAfterCheck(anAddress(), outcome).kind).toBe('choose');
        },
      ),
    );
  });

  it('saves an address the service agrees with, and offers a corrected one', () => {
    const agreed = { isValid: true, validatedAddresses: [suggestionOf()], messages: [] };
    expect(decideAfterCheck(anAddress(), agreed)).toEqual({ kind: 'save', address: anAddress() });
    expect(decideAfterCheck(anAddress({ locality: 'portland' }), agreed)).toEqual({
      kind: 'choose',
      checked: { entered: anAddress({ locality: 'portland' }), suggested: anAddress() },
    });
  });
});
