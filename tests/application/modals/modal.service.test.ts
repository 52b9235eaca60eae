import { describe, expect, it } from 'vitest';
import { closedModals } from '../../../src/domain/modals/modals.rules';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';

describe('ModalService', () => {
  it('opens one modal at a time with its metadata, and closes', () => {
    const { modals } = servicesHarness();

    modals.openTypeform();
    modals.openCallQuote({ productId: 3 });
    expect(current(modals.state$)).toEqual({
      typeformOpen: false,
      callQuoteOpen: true,
      preloadCallQuote: false,
      metadata: { productId: 3 },
    });
    modals.preloadCallQuote(true);
    modals.close();

    expect(current(modals.state$)).toEqual({ ...closedModals, preloadCallQuote: true });
  });

  it('sends the form, shows its thank-you text and closes', async () => {
    const { modals, flash, backend } = servicesHarness();
    modals.openTypeform();

    const result = await modals.submit('get-started', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });

    expect(result.ok).toBe(true);
    expect(current(flash.flash$).success).toBe(
      'Thank you! We will get back to you within one business day.',
    );
    expect(current(modals.state$).typeformOpen).toBe(false);
    expect(backend.content.submissions).toHaveLength(1);
  });

  it('keeps a refused form open with its field errors', async () => {
    const { modals, flash } = servicesHarness();
    modals.openCallQuote({ productId: 999 });

    const result = await modals.submit('call-quote', {
      productId: 999,
      quantity: 0,
      name: '',
      email: 'x',
    });

    expect(result.ok).toBe(false);
    expect(Object.keys(current(modals.formErrors$).fields).sort()).toEqual([
      'email',
      'name',
      'productId',
      'quantity',
    ]);
    expect(current(modals.state$).callQuoteOpen).toBe(true);
    expect(current(flash.flash$).danger).toBe(
      'Communication error: Please correct the highlighted fields.',
    );
    expect(current(modals.sending$)).toBe(false);
  });
});
