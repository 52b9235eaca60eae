// Where a shipping rule or a tax rate applies (Commerce's shipping and tax zones): a list of countries,
// each either whole or narrowed to some of its administrative areas (states, provinces).

/** The part of an address that zones look at. */
export interface ZoneAddress {
  /** ISO 3166-1 alpha-2, e.g. "US". */
  readonly countryCode: string;
  /** The subdivision code as stored on the address, e.g. "CA"; null when the country has none. */
  readonly administrativeArea: string | null;
}

export interface ZoneRegion {
  readonly countryCode: string;
  /** Empty: the whole country. */
  readonly administrativeAreas: readonly string[];
}

export interface Zone {
  readonly name: string;
  readonly regions: readonly ZoneRegion[];
}
