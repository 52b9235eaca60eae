/** Unpredictable values for tokens and cart numbers (a CSPRNG in production, seeded in tests). */
export interface RandomSource {
  bytes(length: number): Uint8Array;
  /** `length` lowercase hex characters. */
  hex(length: number): string;
  /** A URL-safe token of exactly `length` characters. */
  token(length: number): string;
}
