// The one rounding rule of the pricing domain: every computed amount is worked out exactly (rational
// arithmetic on BigInt, so a percentage of a large amount cannot lose digits) and rounded ONCE to the
// minor unit, half-up (half away from zero, as PHP's round() that Craft uses). Line-level adjustments are
// rounded per line; order totals are plain sums of already-rounded integers, so they add up exactly.
// Percentages are integer basis points (1 % = 100 bp, 100 % = 10 000 bp).

export const BASIS_POINTS_PER_WHOLE = 10_000;

/** numerator / denominator rounded half away from zero to an integer. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return toSafeNumber(negative ? -rounded : rounded);
}

/** `basisPoints` of `minor` (10 % of 1999 → 200). */
export const percentOf = (minor: number, basisPoints: number): number =>
  divideRoundHalfUp(BigInt(minor) * BigInt(basisPoints), BigInt(BASIS_POINTS_PER_WHOLE));

/**
 * The tax contained in a gross amount at `basisPoints` (20 % VAT in 1200 → 200): gross × r / (1 + r),
 * Craft's `amount - amount / (1 + rate)`, with the same single rounding.
 */
export const includedPart = (grossMinor: number, basisPoints: number): number =>
  divideRoundHalfUp(
    BigInt(grossMinor) * BigInt(basisPoints),
    BigInt(BASIS_POINTS_PER_WHOLE + basisPoints),
  );

/**
 * Splits `amount` over `weights` in proportion, never giving a share more than its weight: the result
 * sums to min(amount, Σ weights) exactly. Each share is the floor of its exact part; the minor units
 * left over go one each to the largest remainders (the earlier line on a tie), so no rounding is lost.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (amount < 0 || weights.some((w) => w < 0)) throw new RangeError('allocate needs amounts ≥ 0');
  const totalWeight = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (totalWeight === 0n) return weights.map(() => 0);
  const target = BigInt(amount) < totalWeight ? BigInt(amount) : totalWeight;
  const exact = weights.map((w) => target * BigInt(w));
  const shares = exact.map((part) => part / totalWeight);
  let leftover = target - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = exact
    .map((part, index) => ({ index, remainder: part % totalWeight }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map(toSafeNumber);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is beyond a safe integer`);
  return result;
}
