import { describe, expect, it } from 'vitest';
import { DeferredAccountGateway } from '../../../../src/adapters/http/account/deferred.account-gateway';
import type { AccountGateway } from '../../../../src/ports/account-gateway';
import { inMemoryBackend } from '../../../support/in-memory.backend';

/** A load the test counts; the first `failures` loads fail like a chunk that did not arrive. */
const countedLoad = (failures = 0) => {
  const account = inMemoryBackend().account;
  let loads = 0;
  const load = (): Promise<AccountGateway> => {
    loads += 1;
    return loads <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve(account);
  };
  return { load, loads: () => loads };
};

describe('DeferredAccountGateway', () => {
  it('loads nothing until called, then loads once for every call', async () => {
    const counted = countedLoad();
    const gateway = new DeferredAccountGateway(counted.load);
    expect(counted.loads()).toBe(0);

    const answers = await Promise.all([gateway.getSessionInfo(), gateway.getSessionInfo()]);
    await gateway.logout();

    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect(counted.loads()).toBe(1);
  });

  it('tries the load again on the next call after a failed one', async () => {
    const counted = countedLoad(1);
    const gateway = new DeferredAccountGateway(counted.load);

    await expect(gateway.getSessionInfo()).rejects.toThrow('chunk failed');
    expect((await gateway.getSessionInfo()).ok).toBe(true);
    expect(counted.loads()).toBe(2);
  });
});
