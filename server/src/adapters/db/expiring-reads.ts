/**
 * Reads kept for a short while (by key), for reads outside transactions that may be a moment old:
 * the store's rules and catalog rows behind get-cart. A read that fails is not kept, so the next
 * caller tries again.
 */
export interface ExpiringReads<K, V> {
  /** the kept read of `key`, unless it has expired by `at` */
  fresh(key: K, at: number): Promise<V> | undefined;
  /** keeps `read` for `key` until `at` + the time to live; returns it */
  keep(key: K, read: Promise<V>, at: number): Promise<V>;
  /** past `limit` kept reads, drops the expired ones, and everything if still past it */
  sweep(at: number, limit: number): void;
}

export function expiringReads<K, V>(ttlMs: number): ExpiringReads<K, V> {
  const kept = new Map<K, { readonly read: Promise<V>; readonly until: number }>();
  return {
    fresh(key, at) {
      const entry = kept.get(key);
      return entry !== undefined && entry.until > at ? entry.read : undefined;
    },
    keep(key, read, at) {
      kept.set(key, { read, until: at + ttlMs });
      read.catch(() => {
        if (kept.get(key)?.read === read) kept.delete(key);
      });
      return read;
    },
    sweep(at, limit) {
      if (kept.size <= limit) return;
      for (const [key, entry] of kept) if (entry.until <= at) kept.delete(key);
      if (kept.size > limit) kept.clear();
    },
  };
}
