// Expected refusals inside a locked transaction: the repositories' updateLocked / checkoutLocked roll
// back when their work throws, so a refusal is thrown out of the work and turned back into a Result
// here. Only the refusal comes back as a value; any other throw is a bug and passes through.
import { err, type Result } from '../../domain/shared/result.ts';

/** Builds the error to `throw` that ends the transaction without writing and returns `err(error)`. */
export type Reject<E> = (error: E) => Error;

/**
 * Runs `transact`, which opens one database transaction that rolls back when its work throws
 * (`(reject) => carts.updateLocked(number, async (locked) => …)`). Inside the work,
 * `throw reject(error)` undoes every write of the transaction and makes this return `err(error)`.
 */
export async function rollBackOnReject<T, E>(
  transact: (reject: Reject<E>) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  // A class per call: a refusal from another (nested) call is not mistaken for this one's.
  class Rejection extends Error {
    readonly error: E;
    constructor(error: E) {
      super('rejected');
      this.error = error;
    }
  }
  try {
    return await transact((error) => new Rejection(error));
  } catch (error) {
    if (error instanceof Rejection) return err(error.error);
    throw error;
  }
}
