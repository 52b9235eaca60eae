import { describe, expect, it } from 'vitest';
import { addressInZone } from '../../../src/domain/pricing/zone.rules.ts';
import { address, zone } from './pricing.mother.ts';

describe('zones', () => {
  it('no zone means everywhere, even without an address', () => {
    expect(addressInZone(null, null)).toBe(true);
    expect(addressInZone(address('GB'), null)).toBe(true);
  });

  it('a zone needs an address in one of its countries, narrowed to its states if it lists any', () => {
    expect(addressInZone(null, zone('US'))).toBe(false);
    expect(addressInZone(address('us', 'NY'), zone('US'))).toBe(true);
    expect(addressInZone(address('CA'), zone('US'))).toBe(false);
    expect(addressInZone(address('US', 'ca'), zone('US', ['CA']))).toBe(true);
    expect(addressInZone(address('US', 'NY'), zone('US', ['CA']))).toBe(false);
    expect(addressInZone(address('US'), zone('US', ['CA']))).toBe(false);
  });
});
