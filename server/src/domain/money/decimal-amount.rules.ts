// Prices in content files are written as people write them (14.5, 129, 0.99). Converting them by
// multiplying a float would let 1.005-style noise decide a price, so the conversion reads the number's
// shortest decimal spelling instead and refuses anything with more decimals than the currency has.

/**
 * Minor units of an amount written in major units (14.5 → 1450 with 2 digits), or undefined when it is
 * not finite, has more than `digits` decimals, or does not fit a safe integer.
 */
export function exactMinorUnits(major: number, digits: number): number | undefined {
  if (!Number.isFinite(major)) return undefined;
  // String() gives the shortest spelling that reads back as the same number: 0.1 → "0.1".
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(major)));
  if (!match) return undefined; // exponent notation: far too small or too large for a price
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return undefined;
  return major < 0 ? -minor : minor;
}
