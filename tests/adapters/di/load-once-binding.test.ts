import fc from 'fast-check';
import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/application/shared/load-once';

interface Gateway {
  readonly loadedOnAttempt: number;
}
interface Service {
  readonly gateway: Gateway;
}
const GatewayToken: ServiceIdentifier<Gateway> = Symbol('Gateway');
const ServiceToken: ServiceIdentifier<Service> = Symbol('Service');

/** A gateway whose code fails to download `failures` times, and a service that needs it. */
const containerWithFlakyCode = (failures: number) => {
  let attempts = 0;
  const container = new Container();
  container.bind(GatewayToken).toResolvedValue(
    loadOnce(async () => {
      attempts += 1;
      if (attempts <= failures) throw new Error(`chunk failed, attempt ${attempts}`);
      return { loadedOnAttempt: attempts };
    }).load,
  );
  container
    .bind(ServiceToken)
    .toResolvedValue(loadOnce(async (gateway: Gateway) => ({ gateway })).load, [GatewayToken]);
  return { container, attempts: () => attempts };
};

describe('loadOnce as a container binding', () => {
  it('tries a failed load again on the next request, then keeps one instance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 4 }), async (failures) => {
        const { container, attempts } = containerWithFlakyCode(failures);
        for (let i = 1; i <= failures; i += 1)
          await expect(container.getAsync(ServiceToken)).rejects.toThrow(`attempt ${i}`);
        const first = await container.getAsync<Service>(ServiceToken);
        expect(first.gateway.loadedOnAttempt).toBe(failures + 1);
        const [again, gateway] = await Promise.all([
          container.getAsync<Service>(ServiceToken),
          container.getAsync<Gateway>(GatewayToken),
        ]);
        expect(again).toBe(first);
        expect(gateway).toBe(first.gateway);
        expect(attempts()).toBe(failures + 1);
      }),
    );
  });

  it('shares one load between requests made while it runs', async () => {
    const { container, attempts } = containerWithFlakyCode(0);
    const [a, b] = await Promise.all([
      container.getAsync(ServiceToken),
      container.getAsync(ServiceToken),
    ]);
    expect(a).toBe(b);
    expect(attempts()).toBe(1);
  });
});
