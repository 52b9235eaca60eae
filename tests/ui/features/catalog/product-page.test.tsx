// A product's page (/products/{slug}, /product/{slug}/{variantId}): choosing a variant, what its
// stock allows, and adding it to the cart with the toasts of spec section 8.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../src/domain/catalog/product';
import { renderApp } from '../../../support/render-app';
import { descriptionOf, notifications, page } from '../../../support/shopper-view';

const DRILL = 'Cordless Drill Driver 18V';
const DRILL_PATH = '/products/cordless-drill-driver-18v';

/** The demo drill with its standard pack nearly gone and its pro pack sold out. */
const drillRunningOut = (products: Product[]): Product[] =>
  products.map((product) =>
    product.title !== DRILL
      ? product
      : {
          ...product,
          variants: product.variants.map((variant) => ({
            ...variant,
            stock: variant.title === 'Standard' ? 3 : 0,
          })),
        },
  );

const openDrill = async (path = DRILL_PATH, products?: (demo: Product[]) => Product[]) => {
  const app = await renderApp(path, products === undefined ? {} : { products });
  await page().findByRole('heading', { name: DRILL, level: 1 });
  return app;
};

const packChoice = () => within(page().getByRole('group', { name: 'Pack' }));
const addToCart = () => page().getByRole('button', { name: 'Add to cart' });
const cartWidget = () => screen.getByRole('link', { name: /^Cart, / });

describe('the product page', () => {
  it('shows the default variant, and another one with its own price and SKU once chosen', async () => {
    const { user } = await openDrill();

    expect(packChoice().getByRole<HTMLInputElement>('radio', { name: 'Standard' }).checked).toBe(
      true,
    );
    expect(page().getByText('$14.50')).toBeTruthy();
    expect(page().getByText('SKU cordless-drill-driver-18v-std')).toBeTruthy();

    await user.click(packChoice().getByRole('radio', { name: 'Pro pack' }));

    expect(packChoice().getByRole<HTMLInputElement>('radio', { name: 'Pro pack' }).checked).toBe(
      true,
    );
    expect(await page().findByText('$34.50')).toBeTruthy();
    expect(page().getByText('SKU cordless-drill-driver-18v-pro')).toBeTruthy();
    expect(page().queryByText('$14.50')).toBeNull();
  });

  it('opens on the variant the address names', async () => {
    await openDrill('/product/cordless-drill-driver-18v/102');

    expect(packChoice().getByRole<HTMLInputElement>('radio', { name: 'Pro pack' }).checked).toBe(
      true,
    );
    expect(page().getByText('SKU cordless-drill-driver-18v-pro')).toBeTruthy();
  });

  it('adds the chosen variant in the quantity asked for to the cart', async () => {
    const { user, shop } = await openDrill();

    await user.click(packChoice().getByRole('radio', { name: 'Pro pack' }));
    const quantity = page().getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(addToCart());

    expect(await notifications().findByText('Item added to cart')).toBeTruthy();
    expect(cartWidget().getAttribute('aria-label')).toBe('Cart, 2 items');
    const lines = shop.sessionCart().lineItems;
    expect(lines.map(({ purchasableId, qty }) => ({ purchasableId, qty }))).toEqual([
      { purchasableId: 102, qty: 2 },
    ]);
  });

  it('refuses a quantity that is not a whole number from 1, and adds nothing', async () => {
    const { user, shop } = await openDrill();

    const quantity = page().getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(addToCart());

    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(quantity)).toContain('Enter a whole number from 1 to 100000.');
    expect(shop.sessionCart().totalQty).toBe(0);
  });

  it('says how many are left when stock runs low, and cannot add a sold-out variant', async () => {
    const { user } = await openDrill(DRILL_PATH, drillRunningOut);

    expect(page().getByText('Only 3 left')).toBeTruthy();
    expect(addToCart().hasAttribute('disabled')).toBe(false);

    await user.click(packChoice().getByRole('radio', { name: 'Pro pack' }));

    expect(await page().findByText('Out of stock')).toBeTruthy();
    expect(page().queryByText('Only 3 left')).toBeNull();
    expect(addToCart().hasAttribute('disabled')).toBe(true);
  });

  it('says "In stock" when plenty are left', async () => {
    await openDrill();

    expect(page().getByText('In stock')).toBeTruthy();
    expect(page().queryByText(/left$/)).toBeNull();
  });

  it('says so when the item could not be added', async () => {
    const { user, shop } = await openDrill();
    shop.offline = true;

    await user.click(addToCart());

    expect(await notifications().findByText('Failed to add item to cart')).toBeTruthy();
    expect(cartWidget().getAttribute('aria-label')).toBe('Cart, 0 items');
  });
});
