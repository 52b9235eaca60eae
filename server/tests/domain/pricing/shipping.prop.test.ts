import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAdjustments } from '../../../src/domain/pricing/adjustment.rules.ts';
import {
  lineShippingCost,
  shippingAdjustments,
} from '../../../src/domain/shipping/shipping-cost.rules.ts';
import {
  availableShippingOptions,
  quoteShipping,
  resolveShippingMethod,
} from '../../../src/domain/shipping/shipping-options.rules.ts';
import { matchingRule, ruleMatches } from '../../../src/domain/shipping/shipping-rule.rules.ts';
import type { ShippingFacts, ShippingLine } from '../../../src/domain/shipping/shipping.ts';
import {
  address,
  arbAddress,
  arbMethods,
  freeAbove,
  method,
  rule,
  usd,
  zone,
} from './pricing.mother.ts';

const arbLines: fc.Arbitrary<ShippingLine[]> = fc
  .array(
    fc.record({
      qty: fc.integer({ min: 1, max: 20 }),
      unit: fc.nat(50_000),
      weight: fc.nat(5_000),
      isShippable: fc.boolean(),
      hasFreeShipping: fc.boolean(),
    }),
    { maxLength: 5 },
  )
  .map((ls) =>
    ls.map((l, i) => ({
      id: i + 1,
      qty: l.qty,
      subtotal: usd(l.qty * l.unit),
      weight: l.weight,
      isShippable: l.isShippable,
      hasFreeShipping: l.hasFreeShipping,
    })),
  );

const factsOf = (
  lines: readonly ShippingLine[],
  addr: ShippingFacts['address'],
): ShippingFacts => ({
  address: addr,
  itemSubtotal: usd(lines.reduce((s, l) => s + l.subtotal.minor, 0)),
  totalQty: lines.reduce((s, l) => s + l.qty, 0),
  totalWeight: lines.reduce((s, l) => s + l.qty * l.weight, 0),
});

const facts = (itemSubtotal: number, fields: Partial<ShippingFacts> = {}): ShippingFacts => ({
  address: null,
  itemSubtotal: usd(itemSubtotal),
  totalQty: 1,
  totalWeight: 0,
  ...fields,
});

const oneLine: ShippingLine = {
  id: 1,
  qty: 3,
  subtotal: usd(5997),
  weight: 1500,
  isShippable: true,
  hasFreeShipping: false,
};

describe('shipping options (properties)', () => {
  it('list exactly the enabled methods with a matching rule, cheapest first', () => {
    fc.assert(
      fc.property(arbMethods, arbLines, arbAddress, (methods, lines, addr) => {
        const f = factsOf(lines, addr);
        const options = availableShippingOptions(methods, f, lines, 'USD');
        const expected = methods.filter((m) => m.enabled && m.rules.some((r) => ruleMatches(r, f)));
        expect(options.map((o) => o.handle).sort()).toEqual(expected.map((m) => m.handle).sort());
        for (let i = 1; i < options.length; i++) {
          expect(options[i - 1]?.price.minor).toBeLessThanOrEqual(options[i]?.price.minor ?? 0);
        }
        for (const o of options) {
          const m = methods.find((x) => x.handle === o.handle);
          const quoted = m ? quoteShipping(m, f, lines, 'USD') : null;
          expect(quoted).not.toBeNull();
          expect(o.price).toEqual(sumAdjustments(quoted ?? [], 'USD'));
          expect(o.price.minor).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('free-above-threshold is free exactly from the threshold', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(200_000), (threshold, subtotal) => {
        const standard = method(1, 'standard', [
          freeAbove(usd(threshold)),
          rule({ baseRate: usd(595) }),
        ]);
        const line: ShippingLine = { ...oneLine, qty: 1, subtotal: usd(subtotal) };
        const [option] = availableShippingOptions([standard], facts(subtotal), [line], 'USD');
        expect(option?.price.minor).toBe(subtotal >= threshold ? 0 : 595);
      }),
    );
  });

  it('keeps the total between the rule minimum and maximum', () => {
    fc.assert(
      fc.property(arbLines, fc.nat(5_000), fc.nat(5_000), (lines, a, b) => {
        fc.pre(lines.some((l) => l.isShippable));
        const [minRate, maxRate] = [Math.min(a, b), Math.max(a, b)];
        const r = rule({
          perItemRate: usd(250),
          percentageRate: 500,
          minRate: usd(minRate),
          maxRate: usd(maxRate),
        });
        const total = sumAdjustments(
          shippingAdjustments(method(1, 'm', [r]), r, lines, 'USD'),
          'USD',
        );
        expect(total.minor).toBeGreaterThanOrEqual(minRate);
        expect(total.minor).toBeLessThanOrEqual(maxRate);
      }),
    );
  });
});

describe('shipping costs (examples)', () => {
  it('rounds each line once: 5 % of $59.97 + 3 × $1.00 + 4.5 kg × $2.00/kg', () => {
    const r = rule({ percentageRate: 500, perItemRate: usd(100), weightRate: usd(200) });
    // 299.85 + 300 + 900 = 1499.85 → 1500
    expect(lineShippingCost(r, oneLine)).toBe(1500);
  });

  it('adds a base rate order-level adjustment and tops up to the minimum', () => {
    const r = rule({
      description: 'Flat',
      baseRate: usd(500),
      perItemRate: usd(100),
      minRate: usd(1000),
    });
    const adjustments = shippingAdjustments(method(1, 'std', [r]), r, [oneLine], 'USD');
    expect(adjustments.map((a) => [a.amount.minor, a.lineItemId, a.description])).toEqual([
      [300, 1, 'Flat'],
      [500, null, 'Flat'],
      [200, null, 'Flat Adjusted to minimum rate'],
    ]);
    expect(adjustments.every((a) => a.type === 'shipping' && a.name === 'Method std')).toBe(true);
  });

  it('caps at the maximum rate with a negative correction', () => {
    const r = rule({ perItemRate: usd(1000), maxRate: usd(1500) });
    const adjustments = shippingAdjustments(method(1, 'm', [r]), r, [oneLine], 'USD');
    expect(adjustments.map((a) => a.amount.minor)).toEqual([3000, -1500]);
  });

  it('charges nothing when no line needs shipping, and skips free-shipping lines', () => {
    const r = rule({ baseRate: usd(500), perItemRate: usd(100) });
    const m = method(1, 'm', [r]);
    expect(shippingAdjustments(m, r, [], 'USD')).toEqual([]);
    expect(shippingAdjustments(m, r, [{ ...oneLine, isShippable: false }], 'USD')).toEqual([]);
    const free = shippingAdjustments(m, r, [{ ...oneLine, hasFreeShipping: true }], 'USD');
    expect(free.map((a) => a.amount.minor)).toEqual([500]);
  });

  it('matches the first rule in order, by zone, total, qty and weight', () => {
    const us = rule({ name: 'US', zone: zone('US'), baseRate: usd(500) });
    const heavy = rule({ name: 'Heavy', minWeight: 10_000, baseRate: usd(2500) });
    const anywhere = rule({ name: 'Anywhere', maxQty: 10, baseRate: usd(1500) });
    const m = method(1, 'm', [us, heavy, anywhere]);
    expect(matchingRule(m, facts(100, { address: address('US') }))?.name).toBe('US');
    expect(matchingRule(m, facts(100, { totalWeight: 10_000 }))?.name).toBe('Heavy');
    expect(matchingRule(m, facts(100, { totalQty: 10 }))?.name).toBe('Anywhere');
    expect(matchingRule(m, facts(100, { totalQty: 11 }))).toBeNull();
    expect(quoteShipping({ ...m, enabled: false }, facts(100), [oneLine], 'USD')).toBeNull();
    expect(quoteShipping(m, facts(100, { totalQty: 11 }), [oneLine], 'USD')).toBeNull();
  });
});

describe('choosing the shipping method', () => {
  const options = [
    { id: 1, name: 'Standard', handle: 'standard', price: usd(500) },
    { id: 2, name: 'Express', handle: 'express', price: usd(1500) },
  ];

  it('keeps an available choice, and no choice stays no choice', () => {
    expect(resolveShippingMethod('express', options, false)).toEqual({
      handle: 'express',
      changed: false,
    });
    expect(resolveShippingMethod(null, options, false)).toEqual({ handle: null, changed: false });
    expect(resolveShippingMethod('', options, false)).toEqual({ handle: null, changed: false });
  });

  it('replaces a method that no longer matches by the first option, and says so', () => {
    expect(resolveShippingMethod('pickup', options, false)).toEqual({
      handle: 'standard',
      changed: true,
    });
    expect(resolveShippingMethod('pickup', [], false)).toEqual({ handle: null, changed: true });
  });

  it('with auto-set on, quietly picks the first option', () => {
    expect(resolveShippingMethod(null, options, true)).toEqual({
      handle: 'standard',
      changed: false,
    });
    expect(resolveShippingMethod('pickup', options, true)).toEqual({
      handle: 'standard',
      changed: false,
    });
    expect(resolveShippingMethod(null, [], true)).toEqual({ handle: null, changed: false });
  });
});
