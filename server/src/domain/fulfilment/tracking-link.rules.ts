// Where a shopper follows a parcel: the carrier's own tracking page for the carriers this shop knows
// (by the name staff typed, in any case), none for any other carrier: the number is then shown alone.

const CARRIERS: readonly { readonly names: readonly string[]; readonly url: string }[] = [
  { names: ['ups'], url: 'https://www.ups.com/track?tracknum=' },
  { names: ['fedex'], url: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { names: ['usps'], url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  { names: ['dhl', 'dhl express'], url: 'https://www.dhl.com/en/express/tracking.html?AWB=' },
];

/** The carrier's tracking page for this number; null for a carrier this shop has no link for. */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const name = carrier.trim().toLowerCase();
  const known = CARRIERS.find((candidate) => candidate.names.includes(name));
  return known ? `${known.url}${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}` : null;
}
