import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModalsState } from '../../../src/domain/modals/modals';
import {
  closedModals,
  closeModals,
  openCallQuote,
  openTypeform,
  setPreloadCallQuote,
} from '../../../src/domain/modals/modals.rules';

const anyMetadata = fc.option(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }), {
  nil: null,
});
const anyModals: fc.Arbitrary<ModalsState> = fc.record({
  typeformOpen: fc.boolean(),
  callQuoteOpen: fc.boolean(),
  preloadCallQuote: fc.boolean(),
  metadata: anyMetadata,
});

describe('modals', () => {
  it('start closed', () => {
    expect(closedModals).toEqual({
      typeformOpen: false,
      callQuoteOpen: false,
      preloadCallQuote: false,
      metadata: null,
    });
  });

  it('open one at a time, with its metadata, keeping the preload flag', () => {
    fc.assert(
      fc.property(anyModals, anyMetadata, (state, metadata) => {
        const typeform = openTypeform(state, metadata);
        expect(typeform).toEqual({ ...state, typeformOpen: true, callQuoteOpen: false, metadata });
        const quote = openCallQuote(state, metadata);
        expect(quote).toEqual({ ...state, typeformOpen: false, callQuoteOpen: true, metadata });
        expect(openTypeform(state).metadata).toBeNull();
        expect(openCallQuote(state).metadata).toBeNull();
      }),
    );
  });

  it('close both and forget the metadata, keeping the preload flag', () => {
    fc.assert(
      fc.property(anyModals, fc.boolean(), (state, preload) => {
        expect(closeModals(state)).toEqual({
          ...state,
          typeformOpen: false,
          callQuoteOpen: false,
          metadata: null,
        });
        expect(setPreloadCallQuote(state, preload)).toEqual({
          ...state,
          preloadCallQuote: preload,
        });
      }),
    );
  });
});
