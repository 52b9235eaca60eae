// Commerce's tax adjuster, per matching rate: one adjustment per taxable line on its discounted subtotal
// (rounded half-up per line) and one order-level adjustment on the shipping cost. Rates do not compound:
// each one is worked out on the same amounts. Included rates report the tax inside the amount.
import { money } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import type { Adjustment } from '../pricing/adjustment.ts';
import { includedPart, percentOf } from '../pricing/rounding.rules.ts';
import { addressInZone } from '../pricing/zone.rules.ts';
import type { ZoneAddress } from '../pricing/zone.ts';
import type { TaxableLine, TaxRate } from './tax.ts';

export const taxRateApplies = (rate: TaxRate, address: ZoneAddress | null): boolean =>
  addressInZone(address, rate.zone);

/** A rate as Commerce prints it: 2000 → "20%", 825 → "8.25%". */
export function formatTaxRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** The adjustment's description, Commerce style: "20% inc" for an included rate, "8.25%" otherwise. */
export const taxDescription = (rate: TaxRate): string =>
  formatTaxRate(rate.rate) + (rate.included ? ' inc' : '');

/** The tax `rate` puts on `amount`: contained in it when included, on top of it otherwise. */
export const taxOn = (rate: TaxRate, amountMinor: number): number =>
  rate.included ? includedPart(amountMinor, rate.rate) : percentOf(amountMinor, rate.rate);

export function taxAdjustments(
  rates: readonly TaxRate[],
  address: ZoneAddress | null,
  lines: readonly TaxableLine[],
  shippingCost: Money,
): Adjustment[] {
  const currency = shippingCost.currency;
  const adjustments: Adjustment[] = [];
  for (const rate of rates) {
    if (!taxRateApplies(rate, address)) continue;
    const adjustment = (minor: number, lineItemId: number | null): Adjustment => ({
      type: 'tax',
      name: rate.name,
      description: taxDescription(rate),
      amount: money(minor, currency),
      included: rate.included,
      lineItemId,
    });
    if (rate.taxable !== 'shipping') {
      for (const line of lines) {
        if (!line.isTaxable) continue;
        const tax = taxOn(rate, line.taxableAmount.minor);
        if (tax !== 0) adjustments.push(adjustment(tax, line.id));
      }
    }
    if (rate.taxable !== 'price') {
      const tax = taxOn(rate, shippingCost.minor);
      if (tax !== 0) adjustments.push(adjustment(tax, null));
    }
  }
  return adjustments;
}
