// A commerce back-end without some of our server's calls (Vendure): the screens offer none of them.
import { describe, expect, it } from 'vitest';
import { Tokens } from '../../../src/adapters/di/tokens';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { CRAFT_CAPABILITIES } from '../../../src/adapters/http/craft.capabilities';
import { VENDURE_CAPABILITIES } from '../../../src/adapters/vendure/vendure.capabilities';
import type { CommerceCapabilities } from '../../../src/ports/commerce-capabilities';
import { type AppOptions, renderApp } from '../../support/render-app';
import { page } from '../../support/shopper-view';

const withCapabilities = (capabilities: CommerceCapabilities): AppOptions => ({
  rebind: (container) => {
    container.rebind(Tokens.CommerceCapabilities).toConstantValue(capabilities);
  },
});

const SIGN_IN_LINKS = [
  'Ordered with us before? Activate your account',
  'Ordered as a guest? See your order’s status',
];

describe('what the screens offer, by the commerce back-end', () => {
  it('the sign-in page links to activation and the guest lookup only where they exist', async () => {
    await renderApp('/login', withCapabilities(CRAFT_CAPABILITIES));
    for (const name of SIGN_IN_LINKS)
      expect(await page().findByRole('link', { name })).toBeTruthy();
  });

  it('the sign-in page of a Vendure shop has neither', async () => {
    await renderApp('/login', withCapabilities(VENDURE_CAPABILITIES));
    await page().findByRole('link', { name: 'Forgot your password?' });
    for (const name of SIGN_IN_LINKS) expect(page().queryByRole('link', { name })).toBeNull();
  });

  it('the account page offers a profile photo only where the back-end keeps one', async () => {
    await renderApp('/my-account', { signedIn: true, ...withCapabilities(VENDURE_CAPABILITIES) });
    await page().findByText(/Signed in as/);
    expect(page().queryByRole('heading', { name: 'Profile photo' })).toBeNull();
  });

  const openOrder = async (capabilities: CommerceCapabilities) => {
    const id = demoContent().products[0]?.variants[0]?.id ?? 0;
    const options = { signedIn: true, order: [{ id, qty: 1 }], ...withCapabilities(capabilities) };
    const app = await renderApp('/my-account/orders', options);
    const [link] = await page().findAllByRole('link', { name: /^Order / });
    if (link === undefined) throw new Error('no order in the list');
    await app.user.click(link);
    await page().findByRole('heading', { name: /^Order /, level: 1 });
    return {
      invoice: page().queryByRole('button', { name: 'Download invoice (PDF)' }),
      cancel: page().queryByRole('heading', { name: 'Changed your mind?' }),
    };
  };

  it("an order's page offers its invoice and cancellation where the back-end has them", async () => {
    const offered = await openOrder(CRAFT_CAPABILITIES);
    expect(offered.invoice).not.toBeNull();
    expect(offered.cancel).not.toBeNull();
  });

  it("an order's page of a Vendure shop offers neither", async () => {
    expect(await openOrder(VENDURE_CAPABILITIES)).toEqual({ invoice: null, cancel: null });
  });

  const cartWithOneLine = (capabilities: CommerceCapabilities): AppOptions => ({
    cart: [{ id: demoContent().products[0]?.variants[0]?.id ?? 0, qty: 1 }],
    ...withCapabilities(capabilities),
  });

  it('a cart line takes a note only where the back-end keeps one', async () => {
    await renderApp('/cart', cartWithOneLine(CRAFT_CAPABILITIES));
    expect(await page().findByRole('button', { name: 'Save note' })).toBeTruthy();
  });

  it("a Vendure shop's cart line has no note to save", async () => {
    await renderApp('/cart', cartWithOneLine(VENDURE_CAPABILITIES));
    await page().findByRole('button', { name: 'Clear cart' });
    expect(page().queryByRole('button', { name: 'Save note' })).toBeNull();
    expect(page().queryByLabelText('Note')).toBeNull();
  });

  it("a Vendure shop's checkout asks for no order note and makes no account on completion", async () => {
    await renderApp('/checkout', cartWithOneLine(VENDURE_CAPABILITIES));
    await page().findByRole('heading', { name: 'Checkout', level: 1 });
    await page().findByLabelText('Email');
    expect(page().queryByLabelText('Note for the shop (optional)')).toBeNull();
    expect(
      page().queryByLabelText('Create an account for me when the order is complete'),
    ).toBeNull();
  });

  it("a Craft shop's checkout asks for both", async () => {
    await renderApp('/checkout', cartWithOneLine(CRAFT_CAPABILITIES));
    expect(await page().findByLabelText('Note for the shop (optional)')).toBeTruthy();
    expect(
      page().getByLabelText('Create an account for me when the order is complete'),
    ).toBeTruthy();
  });

  const newAddressForm = async (capabilities: CommerceCapabilities) => {
    const app = await renderApp('/my-account/addresses', {
      signedIn: true,
      ...withCapabilities(capabilities),
    });
    await app.user.click(await page().findByRole('button', { name: 'Add address' }));
    await page().findByLabelText('Street address');
    return page().queryByLabelText('Address name');
  };

  it('a new address is named where the back-end keeps names', async () => {
    expect(await newAddressForm(CRAFT_CAPABILITIES)).not.toBeNull();
  });

  it("a Vendure shop's new address has no name to give", async () => {
    expect(await newAddressForm(VENDURE_CAPABILITIES)).toBeNull();
  });

  it('there is no back office where the commerce back-end has an admin of its own', async () => {
    await renderApp('/admin', withCapabilities(VENDURE_CAPABILITIES));
    expect(await page().findByText('Page not found: /admin')).toBeTruthy();
    expect(page().queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });
});
