import type { Zone, ZoneAddress } from './zone.ts';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A rule without a zone applies everywhere, even before the shopper gave an address; a zone needs an
 * address inside one of its regions (Commerce: a zoned shipping rule or tax rate never matches an order
 * without an address).
 */
export function addressInZone(address: ZoneAddress | null, zone: Zone | null): boolean {
  if (zone === null) return true;
  if (address === null) return false;
  return zone.regions.some(
    (region) =>
      same(region.countryCode, address.countryCode) &&
      (region.administrativeAreas.length === 0 ||
        (address.administrativeArea !== null &&
          region.administrativeAreas.some((area) => same(area, address.administrativeArea ?? '')))),
  );
}
