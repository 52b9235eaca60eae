import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressDeleteOutcome,
  addressSaveOutcome,
} from '../../../src/domain/address/address-book.rules';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';

describe('address book outcomes', () => {
  it('a save succeeds only with a returned modelId', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (modelId) => {
        expect(addressSaveOutcome({ modelId })).toEqual({ ok: true, value: modelId });
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(undefined),
          fc.constant(null),
          fc.integer({ max: 0 }),
          fc.double().filter((n) => !Number.isSafeInteger(n)),
        ),
        (modelId) => {
          const outcome = addressSaveOutcome({ modelId });
          expect(outcome).toEqual({ ok: false, error: { kind: 'address-not-saved' } });
          if (!outcome.ok) expect(errorMessage(outcome.error)).toBe('Failed to save address');
        },
      ),
    );
  });

  it('a deletion succeeds only with success true', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (success) => {
        const outcome = addressDeleteOutcome({ success });
        expect(outcome.ok).toBe(success === true);
        if (!outcome.ok) expect(errorMessage(outcome.error)).toBe('Failed to delete address');
      }),
    );
    expect(addressDeleteOutcome({ success: null }).ok).toBe(false);
  });
});
