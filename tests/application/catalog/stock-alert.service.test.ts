import { describe, expect, it } from 'vitest';
import { InMemoryStockAlertGateway } from '../../../src/adapters/fakes/in-memory.stock-alert-gateway';
import { StockAlertService } from '../../../src/application/catalog/stock-alert.service';
import { offersStockAlert } from '../../../src/domain/catalog/stock-alert.rules';
import { KNOWN_CUSTOMER, inMemoryBackend } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { aProduct, aVariant } from '../../support/product.mother';

const soldOut = () => {
  const ports = inMemoryBackend({
    products: [aProduct({ variants: [aVariant({ id: 4, stock: 0 }), aVariant({ id: 5 })] })],
  });
  return { ...ports, gateway: new InMemoryStockAlertGateway(ports.shop) };
};

describe('StockAlertService', () => {
  it('offers an alert where the back-end has them, checks a guest address first, then sets it', async () => {
    const { gateway } = soldOut();
    const service = new StockAlertService(gateway);
    await service.watch(4);
    expect(current(service.view$)).toMatchObject({ purchasableId: 4, offered: true, set: false });

    expect((await service.setAlert('not an address')).ok).toBe(false);
    expect(current(service.view$)).toMatchObject({ set: false, error: expect.any(String) });

    expect((await service.setAlert('ann@example.com')).ok).toBe(true);
    expect(current(service.view$)).toMatchObject({ set: true, sending: false, error: null });
  });

  it('tells a signed-in customer the alert they set on an earlier visit', async () => {
    const { gateway, account } = soldOut();
    await account.login({
      loginName: KNOWN_CUSTOMER.email,
      password: KNOWN_CUSTOMER.password,
      rememberMe: false,
    });
    await gateway.setAlert(4, null);
    const later = new StockAlertService(gateway);
    await later.watch(4);
    expect(current(later.view$)).toMatchObject({ offered: true, set: true });
  });

  it('hides the control when the back-end has no alerts (Craft), and says why a refusal failed', async () => {
    const { shop } = soldOut();
    const craft = new StockAlertService(new InMemoryStockAlertGateway(shop, { supported: false }));
    await craft.watch(4);
    expect(current(craft.view$)).toMatchObject({ offered: false });

    const service = new StockAlertService(new InMemoryStockAlertGateway(shop));
    await service.watch(5);
    expect((await service.setAlert('bo@example.com')).ok).toBe(false);
    expect(current(service.view$).error).toContain('in stock');
  });

  it('offers alerts only for a sold-out variant sold online', () => {
    expect(offersStockAlert({ stock: 0 }, false)).toBe(true);
    expect(offersStockAlert({ stock: 0 }, true)).toBe(false);
    expect(offersStockAlert({ stock: null }, false)).toBe(false);
    expect(offersStockAlert({ stock: 2 }, false)).toBe(false);
  });
});
