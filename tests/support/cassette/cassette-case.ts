// The case an exchange belongs to, by its full name, and the case's unique values: seeded by that
// name, so that a recorded run and its replay send the same e-mail addresses, uids and numbers.
import { expect } from 'vitest';
import { seedUniqueValues } from '../../contracts/contract-helpers';

/** Where exchanges outside any case go (a `beforeAll`'s). */
const OUTSIDE_CASES = '(outside cases)';

export const currentCaseName = (): string => expect.getState().currentTestName ?? OUTSIDE_CASES;

/** For a `beforeEach`: the case about to run gets its own repeatable unique values. */
export const seedCurrentCase = (): void => {
  seedUniqueValues(currentCaseName());
};
