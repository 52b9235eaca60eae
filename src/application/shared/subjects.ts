import type { BehaviorSubject } from 'rxjs';

/** Applies a pure transition to a subject's current value. */
export const evolve = <T>(subject: BehaviorSubject<T>, transition: (state: T) => T): T => {
  const next = transition(subject.value);
  subject.next(next);
  return next;
};
