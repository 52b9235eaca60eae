/** A promise the test settles by hand, to control the order in which answers arrive. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

export const deferred = <T>(): Deferred<T> => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

/** Lets pending promise callbacks run. */
export const flushPromises = (): Promise<void> => new Promise((done) => setTimeout(done, 0));
