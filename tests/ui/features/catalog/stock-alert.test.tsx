// "Notify me when available" on a sold-out variant: a guest gives an address, a signed-in customer
// clicks once; afterwards the page says the alert is set. A back-end without alerts (Craft) shows no
// control at all, and a variant in stock never does.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tokens } from '../../../../src/adapters/di/tokens';
import { StockAlertService } from '../../../../src/application/catalog/stock-alert.service';
import { InMemoryStockAlertGateway } from '../../../../src/adapters/fakes/in-memory.stock-alert-gateway';
import type { Product } from '../../../../src/domain/catalog/product';
import { renderApp } from '../../../support/render-app';
import { page } from '../../../support/shopper-view';

const DRILL = 'Cordless Drill Driver 18V';
const DRILL_PATH = '/products/cordless-drill-driver-18v';
const SET = "We'll email you when it's back in stock.";

const drillSoldOut = (products: Product[]): Product[] =>
  products.map((product) =>
    product.title !== DRILL
      ? product
      : { ...product, variants: product.variants.map((variant) => ({ ...variant, stock: 0 })) },
  );

const openDrill = async (options: Parameters<typeof renderApp>[1]) => {
  const app = await renderApp(DRILL_PATH, options);
  await page().findByRole('heading', { name: DRILL, level: 1 });
  return app;
};

describe('back-in-stock alerts on the product page', () => {
  it('a guest gives an address, and the page then says the alert is set', async () => {
    const { user } = await openDrill({ products: drillSoldOut });
    const email = await page().findByLabelText('Your email');

    await user.click(page().getByRole('button', { name: 'Notify me when available' }));
    expect(await page().findByRole('alert')).toBeTruthy();

    await user.type(email, 'ann@example.com');
    await user.click(page().getByRole('button', { name: 'Notify me when available' }));

    expect(await page().findByText(SET)).toBeTruthy();
    expect(page().queryByLabelText('Your email')).toBeNull();
  });

  it('a signed-in customer sets it with one click: no address is asked', async () => {
    const { user } = await openDrill({ products: drillSoldOut, signedIn: true });
    await user.click(await page().findByRole('button', { name: 'Notify me when available' }));
    expect(await page().findByText(SET)).toBeTruthy();
    expect(page().queryByLabelText('Your email')).toBeNull();
  });

  it('offers nothing for a variant in stock', async () => {
    await openDrill({});
    await waitFor(() => expect(page().getByText('In stock')).toBeTruthy());
    expect(page().queryByRole('button', { name: 'Notify me when available' })).toBeNull();
  });

  it('offers nothing when the back-end has no alerts (Craft)', async () => {
    await openDrill({
      products: drillSoldOut,
      rebind: (container) =>
        container
          .rebind(Tokens.StockAlertService)
          .toResolvedValue(
            (shop) =>
              new StockAlertService(new InMemoryStockAlertGateway(shop, { supported: false })),
            [Tokens.InMemoryShop],
          ),
    });
    expect(await page().findByText('Out of stock')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page().queryByRole('button', { name: 'Notify me when available' })).toBeNull();
  });

  it("a mail's cancel link opens the product page, which cancels the alert on one click", async () => {
    const { user } = await renderApp(`${DRILL_PATH}?unsubscribe=not-a-token`);
    await user.click(await page().findByRole('button', { name: 'Cancel the alert' }));
    expect((await page().findByRole('alert')).textContent).toContain(
      'This unsubscribe link is not valid.',
    );
  });
});
