import { describe, expect, it } from 'vitest';
import { ElementApiSiteNavigation } from '../../../../src/adapters/http/navigation/element-api.site-navigation';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const navigation = () => new ElementApiSiteNavigation(craftClient());

const nodeJson = (id: number, title: string, children: unknown[] = []) => ({
  id,
  title,
  nodeUri: `${title.toLowerCase()}`,
  newWindow: false,
  displayAsButton: id === 1,
  displayInRed: false,
  displayAsGrid: true,
  typeLabel: 'Entry',
  svgIcon: [{ url: '/img/icon.svg', alt: '' }],
  featuredImage: [],
  element: { id: 40 + id, defaultVariantId: id === 3 ? 301 : null },
  children,
});

describe('ElementApiSiteNavigation menus', () => {
  it('maps the main navigation, nested to any depth, with product default variants', async () => {
    answer(
      server,
      'get',
      'api/v1/menus/main-navigation-menu',
      json({
        data: [nodeJson(1, 'Products', [nodeJson(2, 'Tools', [nodeJson(3, 'Drill')])])],
      }),
    );

    const result = await navigation().mainMenu();

    expect(result.ok && result.value).toEqual([
      {
        id: 1,
        title: 'Products',
        nodeUri: 'products',
        newWindow: false,
        displayAsButton: true,
        displayInRed: false,
        displayAsGrid: true,
        svgIcon: [{ url: '/img/icon.svg' }],
        featuredImage: [],
        defaultVariantId: null,
        children: [
          expect.objectContaining({
            id: 2,
            children: [expect.objectContaining({ id: 3, defaultVariantId: 301, children: [] })],
          }),
        ],
      },
    ]);
  });

  it('fills what a minimal node leaves out', async () => {
    answer(
      server,
      'get',
      'api/v1/menus/main-navigation-menu',
      json({ data: [{ id: 9, title: 'Bare', children: null }] }),
    );

    const result = await navigation().mainMenu();

    expect(result.ok && result.value[0]).toEqual({
      id: 9,
      title: 'Bare',
      nodeUri: null,
      newWindow: false,
      displayAsButton: false,
      displayInRed: false,
      displayAsGrid: false,
      svgIcon: [],
      featuredImage: [],
      children: [],
      defaultVariantId: null,
    });
  });

  it('maps the footer and bottom footer menus as footer items', async () => {
    answer(
      server,
      'get',
      'api/v1/menus/footer-menu',
      json({
        data: [
          { ...nodeJson(1, 'Shop', [nodeJson(2, 'All')]), nodeUri: null, typeLabel: 'Passive' },
        ],
      }),
    );
    answer(
      server,
      'get',
      'api/v1/menus/bottom-footer-menu',
      json({ data: [{ id: 5, title: 'Privacy', newWindow: true }] }),
    );

    const footer = await navigation().footerMenu();
    const bottom = await navigation().bottomFooterMenu();

    expect(footer.ok && footer.value).toEqual([
      {
        title: 'Shop',
        nodeUri: null,
        newWindow: false,
        typeLabel: 'Passive',
        children: [
          { title: 'All', nodeUri: 'all', newWindow: false, typeLabel: 'Entry', children: [] },
        ],
      },
    ]);
    expect(bottom.ok && bottom.value).toEqual([
      { title: 'Privacy', nodeUri: null, newWindow: true, typeLabel: null, children: [] },
    ]);
  });

  it('reports a menu that does not exist', async () => {
    answer(
      server,
      'get',
      'api/v1/menus/main-navigation-menu',
      apiError(404, 'No element exists that matches the endpoint criteria'),
    );

    const result = await navigation().mainMenu();

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (404) No element exists that matches the endpoint criteria',
    );
  });

  it('reports a menu it cannot read', async () => {
    answer(server, 'get', 'api/v1/menus/footer-menu', json({ data: [{ id: 1 }] }));

    expect(await navigation().footerMenu()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});

describe('ElementApiSiteNavigation singles', () => {
  it('maps the site footer', async () => {
    answer(
      server,
      'get',
      'api/v1/singles/site-footer',
      json({
        blurbText: '<p>Blurb</p>',
        socialLinks: [
          { socialNetwork: 'instagram', socialLinkProfileUrl: 'https://instagram.com/x' },
        ],
        genericLogoImages: [{ url: '/img/a.png', alt: 'A' }, { url: '/img/b.png' }],
        copyrightText: '© 2026',
        menus: [
          { title: 'Shop', nodeUri: null, newWindow: false, typeLabel: 'Passive', children: [] },
        ],
      }),
    );

    expect(await navigation().siteFooter()).toEqual({
      ok: true,
      value: {
        blurbText: '<p>Blurb</p>',
        socialLinks: [
          { socialNetwork: 'instagram', socialLinkProfileUrl: 'https://instagram.com/x' },
        ],
        genericLogoImages: [
          { url: '/img/a.png', alt: 'A' },
          { url: '/img/b.png', alt: '' },
        ],
        copyrightText: '© 2026',
        menus: [
          { title: 'Shop', nodeUri: null, newWindow: false, typeLabel: 'Passive', children: [] },
        ],
      },
    });
  });

  it('reads an empty footer single as an empty footer', async () => {
    answer(server, 'get', 'api/v1/singles/site-footer', json({}));

    expect(await navigation().siteFooter()).toEqual({
      ok: true,
      value: {
        blurbText: '',
        socialLinks: [],
        genericLogoImages: [],
        copyrightText: '',
        menus: [],
      },
    });
  });

  it('maps the sticky bar, hidden unless enabled', async () => {
    answer(
      server,
      'get',
      'api/v1/singles/sticky-bar-cta',
      json({ isEnabled: true, stickyBarRichTextContent: '<p>A</p>' }),
    );

    expect(await navigation().stickyBar()).toEqual({
      ok: true,
      value: {
        isEnabled: true,
        stickyBarRichTextContent: '<p>A</p>',
        stickyBarRichTextContentSecondary: '',
      },
    });

    answer(server, 'get', 'api/v1/singles/sticky-bar-cta', json({}));
    const bare = await navigation().stickyBar();
    expect(bare.ok && bare.value.isEnabled).toBe(false);
  });

  it('reports a single it cannot read', async () => {
    answer(server, 'get', 'api/v1/singles/sticky-bar-cta', json({ isEnabled: 'yes' }));

    expect(await navigation().stickyBar()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});
