// A repeatable stream of numbers in [0, 1): for values a run must send again exactly as before
// (requests matched against recorded answers). Not for anything secret.

/** FNV-1a: a text to a 32-bit seed. */
const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
};

/** Mulberry32 from the seed's hash: the same seed, the same numbers. */
export const seededUnits = (seed: string): (() => number) => {
  let state = seedOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};
