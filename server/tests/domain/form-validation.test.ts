import { describe, expect, it } from 'vitest';
import {
  isFormHandle,
  quotedProductErrors,
  validateForm,
} from '../../src/domain/forms/form-validation.rules.ts';

describe('form validation', () => {
  it('knows its forms', () => {
    expect(isFormHandle('get-started')).toBe(true);
    expect(isFormHandle('call-quote')).toBe(true);
    expect(isFormHandle('contact')).toBe(false);
  });

  it('trims text and turns optional blanks into null', () => {
    expect(
      validateForm('get-started', {
        name: ' Ann ',
        company: '  ',
        email: ' ann@example.test ',
        message: ' Hi ',
      }),
    ).toEqual({
      ok: true,
      value: {
        handle: 'get-started',
        name: 'Ann',
        company: null,
        email: 'ann@example.test',
        message: 'Hi',
      },
    });
  });

  it('reads numbers sent as text or as numbers', () => {
    const result = validateForm('call-quote', {
      productId: '12',
      variantId: 13,
      quantity: '3',
      name: 'A',
      email: 'a@example.test',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        handle: 'call-quote',
        productId: 12,
        variantId: 13,
        quantity: 3,
        name: 'A',
        email: 'a@example.test',
        phone: null,
        message: null,
      },
    });
  });

  it('accepts common phone notations and refuses words', () => {
    const phone = (value: string) =>
      validateForm('call-quote', {
        productId: 1,
        quantity: 1,
        name: 'A',
        email: 'a@example.test',
        phone: value,
      }).ok;
    for (const ok of ['+1 (555) 010-9999', '020 7946 0958', '+49.30.1234567'])
      expect(phone(ok), ok).toBe(true);
    for (const bad of ['call me', '12', '+', '555-HELP']) expect(phone(bad), bad).toBe(false);
  });

  it('checks that the product exists and owns the variant', () => {
    const product = { variants: [{ id: 5 }, { id: 6 }] };
    expect(quotedProductErrors({ variantId: null }, product)).toEqual({});
    expect(quotedProductErrors({ variantId: 6 }, product)).toEqual({});
    expect(quotedProductErrors({ variantId: 7 }, product)).toEqual({
      variantId: ['This variant does not belong to the product.'],
    });
    expect(quotedProductErrors({ variantId: null }, null)).toEqual({
      productId: ['This product does not exist or is no longer available.'],
    });
  });
});
