// "Buy again" on an order's page (/my-account/orders/{number}): the order's lines go back into the
// cart at today's prices, and the page says which did not go in, and why.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../../src/adapters/fakes/demo-content';
import type { Product } from '../../../../src/domain/catalog/product';
import { renderApp } from '../../../support/render-app';
import { page } from '../../../support/shopper-view';

const DRILL = 'Cordless Drill Driver 18V';

const demoDrill = demoContent().products.find((product) => product.title === DRILL);
const drill = { standard: demoDrill?.variants[0]?.id ?? 0, pro: demoDrill?.variants[1]?.id ?? 0 };

/** The demo drill with three standard packs left; its pro pack's stock is not tracked. */
const drillWithThreeLeft = (products: Product[]): Product[] =>
  products.map((product) =>
    product.title !== DRILL
      ? product
      : {
          ...product,
          variants: product.variants.map((variant) =>
            variant.id === drill.standard ? { ...variant, stock: 3 } : variant,
          ),
        },
  );

/** The customer ordered 3 standard and 1 pro pack; their cart holds `inCart` standard packs now. */
const openOrder = async (inCart: number) => {
  const app = await renderApp('/my-account/orders', {
    signedIn: true,
    products: drillWithThreeLeft,
    order: [
      { id: drill.standard, qty: 3 },
      { id: drill.pro, qty: 1 },
    ],
    cart: inCart === 0 ? [] : [{ id: drill.standard, qty: inCart }],
  });
  const [link] = await page().findAllByRole('link', { name: /^Order / });
  if (link === undefined) throw new Error('no order in the list');
  await app.user.click(link);
  await page().findByRole('heading', { name: 'Order it again' });
  return app;
};

describe('buying an order again', () => {
  it('puts every line in the cart and links to it', async () => {
    const { user } = await openOrder(0);

    await user.click(page().getByRole('button', { name: 'Buy again' }));

    const summary = await page().findByText(
      'Everything from this order is in your cart, at today’s prices.',
    );
    const report = summary.closest('[role="status"]') as HTMLElement;
    expect(within(report).getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('says which line is out of stock, and adds the others', async () => {
    const { user } = await openOrder(3);

    await user.click(page().getByRole('button', { name: 'Buy again' }));

    await page().findByText('1 of 2 items were added to your cart, at today’s prices.');
    const notes = within(page().getByRole('list', { name: 'Not added as ordered' }));
    expect(notes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `“${DRILL} (Standard)” is out of stock.`,
    ]);
  });

  it('says which line went in with fewer units', async () => {
    const { user } = await openOrder(1);

    await user.click(page().getByRole('button', { name: 'Buy again' }));

    await page().findByText(/but not all of it in the quantities you ordered/);
    const notes = within(page().getByRole('list', { name: 'Not added as ordered' }));
    expect(notes.getByRole('listitem').textContent).toBe(
      `“${DRILL} (Standard)”: only 2 of 3 added, that is all we have in stock.`,
    );
  });
});
