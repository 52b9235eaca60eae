import { describe, expect, it } from 'vitest';
import { expiringReads } from '../../src/adapters/db/expiring-reads.ts';

describe('expiring reads', () => {
  it('keeps a read until its time to live has passed', () => {
    const reads = expiringReads<string, number>(2_000);
    const read = reads.keep('a', Promise.resolve(1), 1_000);
    expect(reads.fresh('a', 2_999)).toBe(read);
    expect(reads.fresh('a', 3_000)).toBeUndefined();
    expect(reads.fresh('b', 1_000)).toBeUndefined();
  });

  it('forgets a read that failed, but not a newer one kept for the same key', async () => {
    const reads = expiringReads<string, number>(2_000);
    const failed = reads.keep('a', Promise.reject(new Error('offline')), 0);
    await expect(failed).rejects.toThrow('offline');
    expect(reads.fresh('a', 1)).toBeUndefined();

    let fail: (error: Error) => void = () => undefined;
    const older = reads.keep('b', new Promise<number>((_, reject) => (fail = reject)), 0);
    const newer = reads.keep('b', Promise.resolve(2), 0);
    fail(new Error('late'));
    await expect(older).rejects.toThrow('late');
    expect(reads.fresh('b', 1)).toBe(newer);
  });

  it('past the limit drops expired reads first, and everything if still past it', () => {
    const reads = expiringReads<number, number>(10);
    reads.keep(1, Promise.resolve(1), 0);
    reads.keep(2, Promise.resolve(2), 100);
    reads.keep(3, Promise.resolve(3), 100);
    reads.sweep(50, 3);
    expect(reads.fresh(1, 5)).toBeDefined();
    reads.sweep(50, 2);
    expect(reads.fresh(1, 5)).toBeUndefined();
    expect(reads.fresh(2, 105)).toBeDefined();
    expect(reads.fresh(3, 105)).toBeDefined();
    reads.sweep(105, 1);
    expect(reads.fresh(2, 105)).toBeUndefined();
    expect(reads.fresh(3, 105)).toBeUndefined();
  });
});
