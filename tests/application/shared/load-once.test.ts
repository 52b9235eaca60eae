import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/application/shared/load-once';

describe('loadOnce', () => {
  it('loads on the first call only and answers every call with the same value', async () => {
    let calls = 0;
    const once = loadOnce(async () => {
      calls += 1;
      return 'code';
    });
    expect(once.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([once.load(), once.load()]);
    expect([first, second, await once.load()]).toEqual(['code', 'code', 'code']);
    expect(calls).toBe(1);
    expect(once.isLoaded()).toBe(true);
  });

  it('forgets a failed load, so the next call tries again; success is kept after any failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), async (failures) => {
        let calls = 0;
        const once = loadOnce(async () => {
          calls += 1;
          if (calls <= failures) throw new Error(`failed ${calls}`);
          return calls;
        });
        for (let i = 1; i <= failures; i += 1) {
          await expect(once.load()).rejects.toThrow(`failed ${i}`);
          expect(once.isLoaded()).toBe(false);
        }
        expect(await once.load()).toBe(failures + 1);
        expect(await once.load()).toBe(failures + 1);
        expect(calls).toBe(failures + 1);
      }),
    );
  });

  it('loads with the arguments of the call that starts the load; a retry uses its own', async () => {
    let fail = true;
    const once = loadOnce(async (name: string) => {
      if (fail) throw new Error(`failed for ${name}`);
      return `loaded for ${name}`;
    });
    await expect(once.load('first')).rejects.toThrow('failed for first');
    fail = false;
    expect(await once.load('second')).toBe('loaded for second');
    expect(await once.load('third')).toBe('loaded for second');
  });
});
