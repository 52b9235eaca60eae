// US states (with DC, the inhabited territories and the military "states") and Canadian provinces, with
// an approximate geographic centre for each: the offline validator's coordinates are these centroids.
import type { Coordinates } from './address-resolution.ts';

export interface Subdivision {
  readonly code: string;
  readonly name: string;
  /** Absent for the military codes, which have no place. */
  readonly centroid?: Coordinates;
}

const at = (latitude: number, longitude: number): Coordinates => ({ latitude, longitude });

const US_STATES: readonly Subdivision[] = [
  { code: 'AL', name: 'Alabama', centroid: at(32.8, -86.8) },
  { code: 'AK', name: 'Alaska', centroid: at(64.2, -149.5) },
  { code: 'AZ', name: 'Arizona', centroid: at(34.3, -111.7) },
  { code: 'AR', name: 'Arkansas', centroid: at(34.9, -92.4) },
  { code: 'CA', name: 'California', centroid: at(37.2, -119.5) },
  { code: 'CO', name: 'Colorado', centroid: at(39.0, -105.5) },
  { code: 'CT', name: 'Connecticut', centroid: at(41.6, -72.7) },
  { code: 'DE', name: 'Delaware', centroid: at(39.0, -75.5) },
  { code: 'DC', name: 'District of Columbia', centroid: at(38.9, -77.03) },
  { code: 'FL', name: 'Florida', centroid: at(28.6, -82.4) },
  { code: 'GA', name: 'Georgia', centroid: at(32.7, -83.4) },
  { code: 'HI', name: 'Hawaii', centroid: at(20.3, -156.4) },
  { code: 'ID', name: 'Idaho', centroid: at(44.4, -114.6) },
  { code: 'IL', name: 'Illinois', centroid: at(40.0, -89.2) },
  { code: 'IN', name: 'Indiana', centroid: at(39.9, -86.3) },
  { code: 'IA', name: 'Iowa', centroid: at(42.1, -93.5) },
  { code: 'KS', name: 'Kansas', centroid: at(38.5, -98.4) },
  { code: 'KY', name: 'Kentucky', centroid: at(37.5, -85.3) },
  { code: 'LA', name: 'Louisiana', centroid: at(31.1, -92.0) },
  { code: 'ME', name: 'Maine', centroid: at(45.4, -69.2) },
  { code: 'MD', name: 'Maryland', centroid: at(39.0, -76.8) },
  { code: 'MA', name: 'Massachusetts', centroid: at(42.3, -71.8) },
  { code: 'MI', name: 'Michigan', centroid: at(44.3, -85.4) },
  { code: 'MN', name: 'Minnesota', centroid: at(46.3, -94.3) },
  { code: 'MS', name: 'Mississippi', centroid: at(32.7, -89.7) },
  { code: 'MO', name: 'Missouri', centroid: at(38.4, -92.5) },
  { code: 'MT', name: 'Montana', centroid: at(47.0, -109.6) },
  { code: 'NE', name: 'Nebraska', centroid: at(41.5, -99.8) },
  { code: 'NV', name: 'Nevada', centroid: at(39.3, -116.6) },
  { code: 'NH', name: 'New Hampshire', centroid: at(43.7, -71.6) },
  { code: 'NJ', name: 'New Jersey', centroid: at(40.2, -74.7) },
  { code: 'NM', name: 'New Mexico', centroid: at(34.4, -106.1) },
  { code: 'NY', name: 'New York', centroid: at(42.9, -75.5) },
  { code: 'NC', name: 'North Carolina', centroid: at(35.6, -79.4) },
  { code: 'ND', name: 'North Dakota', centroid: at(47.5, -100.5) },
  { code: 'OH', name: 'Ohio', centroid: at(40.3, -82.8) },
  { code: 'OK', name: 'Oklahoma', centroid: at(35.6, -97.5) },
  { code: 'OR', name: 'Oregon', centroid: at(43.9, -120.6) },
  { code: 'PA', name: 'Pennsylvania', centroid: at(40.9, -77.8) },
  { code: 'RI', name: 'Rhode Island', centroid: at(41.7, -71.5) },
  { code: 'SC', name: 'South Carolina', centroid: at(33.9, -80.9) },
  { code: 'SD', name: 'South Dakota', centroid: at(44.4, -100.2) },
  { code: 'TN', name: 'Tennessee', centroid: at(35.9, -86.4) },
  { code: 'TX', name: 'Texas', centroid: at(31.5, -99.3) },
  { code: 'UT', name: 'Utah', centroid: at(39.3, -111.7) },
  { code: 'VT', name: 'Vermont', centroid: at(44.1, -72.7) },
  { code: 'VA', name: 'Virginia', centroid: at(37.5, -78.9) },
  { code: 'WA', name: 'Washington', centroid: at(47.4, -120.5) },
  { code: 'WV', name: 'West Virginia', centroid: at(38.6, -80.6) },
  { code: 'WI', name: 'Wisconsin', centroid: at(44.6, -89.9) },
  { code: 'WY', name: 'Wyoming', centroid: at(43.0, -107.6) },
  { code: 'AS', name: 'American Samoa', centroid: at(-14.3, -170.7) },
  { code: 'GU', name: 'Guam', centroid: at(13.4, 144.8) },
  { code: 'MP', name: 'Northern Mariana Islands', centroid: at(15.2, 145.7) },
  { code: 'PR', name: 'Puerto Rico', centroid: at(18.2, -66.5) },
  { code: 'VI', name: 'Virgin Islands', centroid: at(18.3, -64.9) },
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
];

const CA_PROVINCES: readonly Subdivision[] = [
  { code: 'AB', name: 'Alberta', centroid: at(55.0, -115.0) },
  { code: 'BC', name: 'British Columbia', centroid: at(53.7, -127.6) },
  { code: 'MB', name: 'Manitoba', centroid: at(55.0, -97.0) },
  { code: 'NB', name: 'New Brunswick', centroid: at(46.5, -66.2) },
  { code: 'NL', name: 'Newfoundland and Labrador', centroid: at(53.1, -57.7) },
  { code: 'NS', name: 'Nova Scotia', centroid: at(45.0, -63.0) },
  { code: 'NT', name: 'Northwest Territories', centroid: at(64.8, -124.8) },
  { code: 'NU', name: 'Nunavut', centroid: at(70.3, -83.1) },
  { code: 'ON', name: 'Ontario', centroid: at(50.0, -85.0) },
  { code: 'PE', name: 'Prince Edward Island', centroid: at(46.4, -63.2) },
  { code: 'QC', name: 'Quebec', centroid: at(52.9, -73.5) },
  { code: 'SK', name: 'Saskatchewan', centroid: at(55.0, -106.0) },
  { code: 'YT', name: 'Yukon', centroid: at(64.3, -135.0) },
];

const SUBDIVISIONS: Readonly<Record<string, readonly Subdivision[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
};

/** Countries whose regions are checked against a list; elsewhere any region text is accepted. */
export const subdivisionsOf = (countryCode: string): readonly Subdivision[] | undefined =>
  SUBDIVISIONS[countryCode];

/** A region by code or by name, case-insensitively (`california` and `ca` are both California). */
export function findSubdivision(countryCode: string, region: string): Subdivision | undefined {
  const wanted = region.toUpperCase();
  return subdivisionsOf(countryCode)?.find(
    (subdivision) => subdivision.code === wanted || subdivision.name.toUpperCase() === wanted,
  );
}

// Approximate geographic centres of the countries the shop most often ships to.
const COUNTRY_CENTROIDS: Readonly<Record<string, Coordinates>> = {
  US: at(39.8, -98.6),
  CA: at(56.1, -106.3),
  MX: at(23.6, -102.6),
  GB: at(54.0, -2.0),
  IE: at(53.4, -8.2),
  DE: at(51.2, 10.4),
  FR: at(46.6, 2.2),
  NL: at(52.1, 5.3),
  BE: at(50.5, 4.5),
  LU: at(49.8, 6.1),
  CH: at(46.8, 8.2),
  AT: at(47.5, 14.6),
  ES: at(40.5, -3.7),
  PT: at(39.4, -8.2),
  IT: at(41.9, 12.6),
  DK: at(56.3, 9.5),
  SE: at(60.1, 18.6),
  NO: at(60.5, 8.5),
  FI: at(61.9, 25.7),
  IS: at(64.9, -19.0),
  PL: at(51.9, 19.1),
  CZ: at(49.8, 15.5),
  HU: at(47.2, 19.5),
  RO: at(45.9, 25.0),
  GR: at(39.1, 21.8),
  TR: at(39.0, 35.2),
  IL: at(31.0, 34.9),
  AE: at(23.4, 53.8),
  IN: at(20.6, 79.0),
  CN: at(35.9, 104.2),
  HK: at(22.3, 114.2),
  JP: at(36.2, 138.3),
  KR: at(35.9, 127.8),
  SG: at(1.35, 103.8),
  AU: at(-25.3, 133.8),
  NZ: at(-40.9, 174.9),
  ZA: at(-30.6, 22.9),
  BR: at(-14.2, -51.9),
  AR: at(-38.4, -63.6),
  CL: at(-35.7, -71.5),
  PR: at(18.2, -66.5),
};

export const countryCentroid = (countryCode: string): Coordinates | undefined =>
  COUNTRY_CENTROIDS[countryCode];
