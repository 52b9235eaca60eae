import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recalculate } from '../../../src/domain/pricing/recalculate.rules.ts';
import {
  formatTaxRate,
  taxAdjustments,
  taxDescription,
} from '../../../src/domain/tax/tax.rules.ts';
import type { TaxRate } from '../../../src/domain/tax/tax.ts';
import { address, arbScenario, arbTaxRates, NOW, taxRate, usd, zone } from './pricing.mother.ts';

const onlyIncluded = (rates: TaxRate[]) => rates.map((r) => ({ ...r, included: true }));
const onlyAdded = (rates: TaxRate[]) => rates.map((r) => ({ ...r, included: false }));

describe('taxes (properties)', () => {
  it('included tax never changes a total; it is reported as totalTaxIncluded', () => {
    fc.assert(
      fc.property(arbScenario, arbTaxRates, ({ input, catalog, rules }, rates) => {
        const untaxed = recalculate(input, catalog, { ...rules, taxRates: [] }, NOW);
        const taxed = recalculate(input, catalog, { ...rules, taxRates: onlyIncluded(rates) }, NOW);
        expect(taxed.totals.totalPrice).toEqual(untaxed.totals.totalPrice);
        expect(taxed.totals.itemTotal).toEqual(untaxed.totals.itemTotal);
        expect(taxed.totals.totalTax.minor).toBe(0);
        const included = taxed.adjustments.filter((a) => a.type === 'tax');
        expect(included.every((a) => a.included)).toBe(true);
        expect(taxed.totals.totalTaxIncluded.minor).toBe(
          included.reduce((s, a) => s + a.amount.minor, 0),
        );
        for (const l of taxed.lines) {
          expect(l.taxIncluded.minor).toBeLessThanOrEqual(l.subtotal.minor + l.discount.minor);
        }
      }),
    );
  });

  it('added tax adds exactly its adjustments to the total', () => {
    fc.assert(
      fc.property(arbScenario, arbTaxRates, ({ input, catalog, rules }, rates) => {
        const untaxed = recalculate(input, catalog, { ...rules, taxRates: [] }, NOW);
        const taxed = recalculate(input, catalog, { ...rules, taxRates: onlyAdded(rates) }, NOW);
        const tax = taxed.adjustments.filter((a) => a.type === 'tax');
        const sum = tax.reduce((s, a) => s + a.amount.minor, 0);
        expect(tax.every((a) => !a.included && a.amount.minor > 0)).toBe(true);
        expect(taxed.totals.totalTax.minor).toBe(sum);
        expect(taxed.totals.totalPrice.minor).toBe(untaxed.totals.totalPrice.minor + sum);
        expect(taxed.totals.totalTaxIncluded.minor).toBe(0);
      }),
    );
  });
});

describe('taxes (examples)', () => {
  const lines = [
    { id: 1, taxableAmount: usd(5397), isTaxable: true },
    { id: 2, taxableAmount: usd(1000), isTaxable: false },
  ];

  it('rounds per line: 8.25 % of $53.97 is $4.45', () => {
    const [tax] = taxAdjustments([taxRate()], null, lines, usd(0));
    expect(tax).toEqual({
      type: 'tax',
      name: 'Sales tax',
      description: '8.25%',
      amount: usd(445),
      included: false,
      lineItemId: 1,
    });
  });

  it('taxes shipping at order level when the rate covers it', () => {
    const shippingOnly = taxRate({ taxable: 'shipping', rate: 1000 });
    const both = taxRate({ taxable: 'price_shipping', rate: 2000, included: true, name: 'VAT' });
    expect(
      taxAdjustments([shippingOnly], null, lines, usd(595)).map((a) => [
        a.amount.minor,
        a.lineItemId,
      ]),
    ).toEqual([[60, null]]);
    expect(
      taxAdjustments([both], null, lines, usd(600)).map((a) => [
        a.amount.minor,
        a.lineItemId,
        a.description,
      ]),
    ).toEqual([
      [900, 1, '20% inc'],
      [100, null, '20% inc'],
    ]);
  });

  it('applies a zoned rate only to addresses in the zone', () => {
    const california = taxRate({ zone: zone('US', ['CA']) });
    expect(taxAdjustments([california], address('US', 'CA'), lines, usd(0))).toHaveLength(1);
    expect(taxAdjustments([california], address('US', 'NY'), lines, usd(0))).toEqual([]);
    expect(taxAdjustments([california], null, lines, usd(0))).toEqual([]);
  });

  it('prints rates as Commerce does', () => {
    expect(formatTaxRate(2000)).toBe('20%');
    expect(formatTaxRate(825)).toBe('8.25%');
    expect(formatTaxRate(750)).toBe('7.5%');
    expect(formatTaxRate(1)).toBe('0.01%');
    expect(taxDescription(taxRate({ rate: 1900, included: true }))).toBe('19% inc');
  });
});
