import type { Observable } from 'rxjs';

/** Records every value an observable emits, for asserting on transitions. */
export const record = <T>(source$: Observable<T>): { readonly values: T[]; stop(): void } => {
  const values: T[] = [];
  const subscription = source$.subscribe((value) => values.push(value));
  return { values, stop: () => subscription.unsubscribe() };
};

/** The value a replaying observable holds right now. */
export const current = <T>(source$: Observable<T>): T => {
  const seen: T[] = [];
  source$.subscribe((value) => seen.push(value)).unsubscribe();
  if (seen.length === 0) throw new Error('observable did not replay a value');
  return seen[seen.length - 1] as T;
};
