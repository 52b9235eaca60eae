import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE } from '../../../src/domain/catalog/quantity.rules';
import { callQuoteFields, emptyCallQuote } from '../../../src/domain/forms/call-quote.rules';

const product = { productId: 7, variantId: 70 };

describe('call-for-quote form', () => {
  it('sends trimmed fields with the product, leaving blank optional fields out', () => {
    const fields = callQuoteFields(
      { ...emptyCallQuote, name: ' Ada ', email: ' ada@example.com ', quantity: ' 12 ' },
      product,
    );
    expect(fields).toEqual({
      ok: true,
      value: { productId: 7, variantId: 70, quantity: 12, name: 'Ada', email: 'ada@example.com' },
    });
  });

  it('sends phone and message when given, and no variant when there is none', () => {
    const fields = callQuoteFields(
      {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+44 1234',
        quantity: '2',
        message: 'Delivery to Leeds',
      },
      { productId: 7, variantId: null },
    );
    expect(fields).toEqual({
      ok: true,
      value: {
        productId: 7,
        quantity: 2,
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+44 1234',
        message: 'Delivery to Leeds',
      },
    });
  });

  it('names every field to fix at once', () => {
    expect(callQuoteFields({ ...emptyCallQuote, quantity: '0' }, product)).toEqual({
      ok: false,
      error: {
        name: 'Name cannot be blank.',
        email: 'Email is not a valid email address.',
        quantity: QUANTITY_MESSAGE,
      },
    });
  });

  it('never sends a blank name, whatever else is typed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() === ''),
        fc.string(),
        (name, email) => {
          const fields = callQuoteFields({ ...emptyCallQuote, name, email }, product);
          expect(fields.ok).toBe(false);
          if (!fields.ok) expect(fields.error.name).toBe('Name cannot be blank.');
        },
      ),
    );
  });
});
