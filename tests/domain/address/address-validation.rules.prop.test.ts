import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockingProblems,
  isAddressValid,
  normaliseValidationRequest,
  taxServiceErrorEntries,
  validationOutcome,
} from '../../../src/domain/address/address-validation.rules';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import {
  anyMessage,
  anyResolution,
  anyTaxDetail,
  anyValidatedAddress,
  anyValidationInput,
  anyValidationResponse,
} from '../../support/address-validation.arbitraries';
import { visibleText } from '../../support/error.arbitraries';

const FIELDS = [
  'fullName',
  'addressLine1',
  'addressLine2',
  'locality',
  'postalCode',
  'organization',
  'organizationTaxId',
  'administrativeArea',
] as const;

describe('address validation request', () => {
  it('trims every field and upper-cases the trimmed country code', () => {
    fc.assert(
      fc.property(anyValidationInput, visibleText, (input, country) => {
        const result = normaliseValidationRequest({ ...input, countryCode: ` ${country} ` });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.countryCode).toBe(country.trim().toUpperCase());
        for (const field of FIELDS) expect(result.value[field]).toBe((input[field] ?? '').trim());
      }),
    );
  });

  it("refuses a missing or blank country code with 'Country code is required for address validation.'", () => {
    fc.assert(
      fc.property(
        anyValidationInput,
        fc.constantFrom(null, undefined, '', '  \t'),
        (input, countryCode) => {
          const result = normaliseValidationRequest({ ...input, countryCode });
          expect(result).toEqual({ ok: false, error: { kind: 'country-code-required' } });
          if (!result.ok) {
            expect(errorMessage(result.error)).toBe(
              'Country code is required for address validation.',
            );
          }
        },
      ),
    );
  });
});

describe('address validity', () => {
  it('needs no Error-severity message and at least one validated address', () => {
    fc.assert(
      fc.property(anyResolution, (resolution) => {
        expect(isAddressValid(resolution)).toBe(
          resolution.validatedAddresses.length > 0 &&
            resolution.messages.every((message) => message.severity !== 'Error'),
        );
      }),
    );
  });

  it('a warning or info alone does not make an address invalid', () => {
    fc.assert(
      fc.property(
        fc.array(anyValidatedAddress, { minLength: 1, maxLength: 2 }),
        fc.array(
          anyMessage.filter((message) => message.severity !== 'Error'),
          { maxLength: 3 },
        ),
        (validatedAddresses, messages) => {
          expect(isAddressValid({ validatedAddresses, messages, resolutionQuality: null })).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('tax-service error details', () => {
  it('become one error entry each: message, description, target', () => {
    fc.assert(
      fc.property(
        fc.array(anyTaxDetail, { minLength: 1, maxLength: 4 }),
        visibleText,
        fc.option(fc.string(), { nil: null }),
        (details, message, target) => {
          const entries = taxServiceErrorEntries({ message, target, details });
          expect(entries).toHaveLength(details.length);
          entries.forEach((entry, index) => {
            const detail = details[index] ?? {};
            expect(entry.severity).toBe('Error');
            expect(entry.summary).toBe(
              detail.message && detail.message.trim() !== '' ? detail.message : message,
            );
            expect(entry.details).toBe(detail.description ?? '');
            expect(entry.refersTo).toBe(
              detail.target && detail.target.trim() !== '' ? detail.target : (target ?? ''),
            );
          });
        },
      ),
    );
  });

  it("without details, the error itself is the entry, else 'Address Validation Failed'", () => {
    expect(taxServiceErrorEntries({ message: 'Bad', target: 'Address', details: [] })).toEqual([
      { summary: 'Bad', details: '', refersTo: 'Address', severity: 'Error', source: 'storefront' },
    ]);
    expect(taxServiceErrorEntries({ message: null, target: null, details: [] })[0]?.summary).toBe(
      'Address Validation Failed',
    );
  });
});

describe('validation outcome', () => {
  it('an invalid outcome always has an Error entry to show; a valid one has addresses', () => {
    fc.assert(
      fc.property(anyValidationResponse, (response) => {
        const outcome = validationOutcome(response);
        if (outcome.isValid) {
          expect(outcome.validatedAddresses.length).toBeGreaterThan(0);
          expect(outcome.messages.some((message) => message.severity === 'Error')).toBe(false);
        } else {
          expect(outcome.messages.some((message) => message.severity === 'Error')).toBe(true);
        }
      }),
    );
  });

  it('is valid exactly for a successful resolution the validity rule accepts', () => {
    fc.assert(
      fc.property(anyValidationResponse, (response) => {
        const expected =
          response.kind === 'resolution' && response.success && isAddressValid(response.resolution);
        expect(validationOutcome(response).isValid).toBe(expected);
      }),
    );
  });

  it("uses the fallback summaries 'No Response Data', 'Response Parse Error' and 'Address Validation Failed'", () => {
    expect(validationOutcome({ kind: 'no-response-data', error: null }).messages[0]?.summary).toBe(
      'No Response Data',
    );
    expect(
      validationOutcome({ kind: 'unparseable-response', error: 'oops' }).messages[0],
    ).toMatchObject({ summary: 'Response Parse Error', details: 'oops' });
    const failed = validationOutcome({
      kind: 'resolution',
      success: false,
      error: 'Invalid Address.',
      resolution: { validatedAddresses: [], resolutionQuality: null, messages: [] },
    });
    expect(failed.messages).toEqual([
      {
        summary: 'Address Validation Failed',
        details: 'Invalid Address.',
        refersTo: '',
        severity: 'Error',
        source: 'storefront',
      },
    ]);
  });
});

describe('blockingProblems', () => {
  const anyOutcome = fc.record({
    isValid: fc.boolean(),
    validatedAddresses: fc.constant([]),
    messages: fc.array(anyMessage, { maxLength: 4 }),
  });

  it("lists an invalid address's Error messages in order, and nothing for a valid or unchecked one", () => {
    fc.assert(
      fc.property(fc.option(anyOutcome, { nil: null }), (outcome) => {
        const problems = blockingProblems(outcome);
        if (outcome === null || outcome.isValid) expect(problems).toEqual([]);
        else
          expect(problems).toEqual(
            outcome.messages
              .filter((message) => message.severity === 'Error')
              .map((message) =>
                message.details === '' ? message.summary : `${message.summary}: ${message.details}`,
              ),
          );
      }),
    );
  });

  it("joins summary and details with ': '", () => {
    const message = { refersTo: '', severity: 'Error' as const, source: '' };
    expect(
      blockingProblems({
        isValid: false,
        validatedAddresses: [],
        messages: [
          { ...message, summary: 'Bad street', details: 'No such number' },
          { ...message, summary: 'Bad city', details: '' },
          { ...message, severity: 'Warning', summary: 'Guessed', details: '' },
        ],
      }),
    ).toEqual(['Bad street: No such number', 'Bad city']);
  });
});
