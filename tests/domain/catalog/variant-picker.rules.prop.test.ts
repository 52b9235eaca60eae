import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseVariantId,
  selectedVariant,
  variantPath,
  variantPicker,
} from '../../../src/domain/catalog/variant-picker.rules';
import { aProduct, aVariant } from '../../support/product.mother';

const kit = aVariant({ id: 11, title: 'Kit', options: { batteryPack: 'Kit with 2 batteries' } });
const bare = aVariant({ id: 10, title: 'Bare', options: { batteryPack: 'Bare tool' } });

describe('variant picker', () => {
  it('is named after the one option the variants differ by, each choice by its value', () => {
    expect(variantPicker(aProduct({ variants: [bare, kit] }))).toEqual({
      label: 'Battery pack',
      choices: [
        { variantId: 10, label: 'Bare tool' },
        { variantId: 11, label: 'Kit with 2 batteries' },
      ],
    });
  });

  it('falls back to the variant titles under "Option" when options do not tell variants apart', () => {
    const variants = [
      aVariant({ id: 1, title: 'Small', options: {} }),
      aVariant({ id: 2, title: 'Large', options: { size: 'L', colour: 'red' } }),
    ];
    expect(variantPicker(aProduct({ variants }))).toEqual({
      label: 'Option',
      choices: [
        { variantId: 1, label: 'Small' },
        { variantId: 2, label: 'Large' },
      ],
    });
  });

  it('offers one choice per variant, or nothing to pick for a single variant', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { maxLength: 6 }), (ids) => {
        const product = aProduct({ variants: ids.map((id) => aVariant({ id })) });
        const picker = variantPicker(product);
        if (ids.length < 2) expect(picker).toBeNull();
        else expect(picker?.choices.map((choice) => choice.variantId)).toEqual(ids);
      }),
    );
  });

  it('selects the variant asked for when it is the product’s, else the default', () => {
    const product = aProduct({ variants: [bare, kit], defaultVariantId: 10 });
    expect(selectedVariant(product, 11)?.id).toBe(11);
    expect(selectedVariant(product, 999)?.id).toBe(10);
    expect(selectedVariant(product, null)?.id).toBe(10);
  });

  it('reads variant ids from the address bar, refusing anything else', () => {
    expect(parseVariantId('235')).toBe(235);
    for (const raw of [null, undefined, '', '0', '-1', '2.5', 'abc']) {
      expect(parseVariantId(raw)).toBeNull();
    }
  });

  it('links a variant at /product/{slug}/{variantId}', () => {
    expect(variantPath({ slug: 'cordless-drill' }, 235)).toBe('/product/cordless-drill/235');
    expect(variantPath({ slug: 'a b' }, 1)).toBe('/product/a%20b/1');
  });
});
