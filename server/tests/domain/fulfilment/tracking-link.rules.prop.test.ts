import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingLink } from '../../../src/domain/fulfilment/tracking-link.rules.ts';

describe("a parcel's tracking link", () => {
  it("is the carrier's own page for the carriers the shop knows, whatever the case", () => {
    expect(trackingLink(' UPS ', '1Z999AA1 0123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink('FedEx', '7489')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489');
    expect(trackingLink('dhl', 'JD0146')).toContain('AWB=JD0146');
    expect(trackingLink('Bob’s Van', '1234')).toBeNull();
  });

  it('always stays on the carrier’s https origin, whatever the number holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UPS', 'FedEx', 'USPS', 'DHL'),
        fc.string(),
        (carrier, number) => {
          const link = trackingLink(carrier, number);
          expect(link).not.toBeNull();
          const url = new URL(link ?? '');
          expect(url.protocol).toBe('https:');
          expect(link?.startsWith(`${url.origin}/`)).toBe(true);
          expect(['www.ups.com', 'www.fedex.com', 'tools.usps.com', 'www.dhl.com']).toContain(
            url.host,
          );
        },
      ),
    );
  });
});
