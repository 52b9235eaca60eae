import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { MenuService } from '../../../src/application/navigation/menu.service';
import { MAIN_MENU_TITLE } from '../../../src/domain/navigation/mobile-menu.rules';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current } from '../../support/observed';

const setup = (overrides: Partial<ReturnType<typeof demoContent>> = {}) => {
  const { content, navigation } = inMemoryContentPorts({ ...demoContent(), ...overrides });
  return { content, menus: new MenuService(navigation) };
};

const socialLink = (socialNetwork: string) => ({
  socialNetwork,
  socialLinkProfileUrl: `https://${socialNetwork}.example`,
});

describe('MenuService content', () => {
  it('loads the main menu, the footer and the sticky bar at page setup', async () => {
    const { menus } = setup();

    await menus.load();

    expect(current(menus.mainMenu$).data?.map((node) => node.title)).toEqual([
      'Products',
      'Case Studies',
      'About',
    ]);
    expect(current(menus.footer$).data?.footer.copyrightText).toBe('© 2026 Storefront');
    expect(current(menus.footer$).data?.bottomMenu.map((item) => item.title)).toEqual(['Privacy']);
    expect(current(menus.stickyBar$).data?.isEnabled).toBe(true);
    expect(current(menus.mobileMenu$).current.items).toHaveLength(3);
  });

  it("shows the footer menu's columns when the footer single has none, within the footer's limits", async () => {
    const footer = demoContent().footer;
    const { menus } = setup({
      footer: footer && {
        ...footer,
        socialLinks: ['instagram', 'myspace', 'facebook', 'linkedin', 'xTwitter', 'youtube'].map(
          socialLink,
        ),
        genericLogoImages: Array.from({ length: 8 }, (_, index) => ({
          url: `/l${index}.png`,
          alt: '',
        })),
      },
    });

    await menus.load();

    const view = current(menus.footer$).data;
    expect(view?.footer.menus.map((item) => item.title)).toEqual(['Shop']);
    expect(view?.footer.socialLinks.map((link) => link.socialNetwork)).toEqual([
      'instagram',
      'facebook',
      'linkedin',
      'xTwitter',
    ]);
    expect(view?.footer.genericLogoImages).toHaveLength(6);
  });

  it("keeps the footer single's own columns when it has them", async () => {
    const footer = demoContent().footer;
    const own = [
      { title: 'Own', nodeUri: null, newWindow: false, typeLabel: 'Passive', children: [] },
    ];
    const { menus } = setup({ footer: footer && { ...footer, menus: own } });

    await menus.load();

    expect(current(menus.footer$).data?.footer.menus).toEqual(own);
  });

  it('shows a skeleton while loading and the error when the footer cannot be read', async () => {
    const { menus, content } = setup();
    expect(current(menus.footer$)).toMatchObject({ status: 'idle', data: null });
    content.goOffline();

    await menus.load();

    expect(current(menus.footer$)).toMatchObject({ status: 'failed', data: null });
    expect(current(menus.footer$).error).toMatch(/Unable to communicate/);
  });
});

describe('MenuService mobile drawer', () => {
  it('drills down and back, and closes on a route change', async () => {
    const { menus } = setup();
    await menus.load();
    const products = current(menus.mainMenu$).data?.[0];
    if (products === undefined) throw new Error('no menu');

    menus.openMobileMenu();
    menus.chooseMobileItem(products);
    expect(current(menus.mobileMenu$)).toMatchObject({
      open: true,
      step: 2,
      current: { title: 'Products' },
    });
    menus.mobileMenuBack();
    expect(current(menus.mobileMenu$)).toMatchObject({
      step: 1,
      current: { title: MAIN_MENU_TITLE },
    });
    menus.chooseMobileItem(products);
    menus.routeChanged();

    expect(current(menus.mobileMenu$)).toMatchObject({ open: false, step: 1, history: [] });
  });

  it('toggles and closes', () => {
    const { menus } = setup();

    menus.toggleMobileMenu();
    expect(current(menus.mobileMenu$).open).toBe(true);
    menus.closeMobileMenu();
    expect(current(menus.mobileMenu$).open).toBe(false);
  });

  it('keeps the drawer open when the menu arrives while it is open', async () => {
    const { menus } = setup();
    menus.openMobileMenu();

    await menus.loadMainMenu();

    expect(current(menus.mobileMenu$)).toMatchObject({ open: true, step: 1 });
  });
});

describe('MenuService desktop mega menu', () => {
  it('opens one top item at a time, closes it on a second click, resets after navigation', () => {
    const { menus } = setup();

    menus.hoverTopItem(1);
    menus.hoverSubItem(2);
    expect(current(menus.desktopMenu$)).toEqual({ openItemId: 1, activeSubIndex: 2 });
    menus.clickTopItem(2);
    expect(current(menus.desktopMenu$)).toEqual({ openItemId: 2, activeSubIndex: 0 });
    menus.clickTopItem(2);
    expect(current(menus.desktopMenu$).openItemId).toBeNull();
    menus.hoverTopItem(3);
    menus.routeChanged();
    expect(current(menus.desktopMenu$)).toEqual({ openItemId: null, activeSubIndex: 0 });
    menus.hoverTopItem(3);
    menus.closeDesktopMenu();
    expect(current(menus.desktopMenu$).openItemId).toBeNull();
  });
});

describe('MenuService sticky bar', () => {
  it('hides the bar past the threshold when scrolling down, shows it scrolling up', async () => {
    const { menus } = setup();
    await menus.load();

    menus.stickyBarEvent({ type: 'measured', barHeight: 40 });
    menus.stickyBarEvent({ type: 'scrolled', scrollY: 179 });
    expect(current(menus.stickyBarVisible$)).toBe(true);
    menus.stickyBarEvent({ type: 'scrolled', scrollY: 180 });
    expect(current(menus.stickyBarVisible$)).toBe(false);
    menus.stickyBarEvent({ type: 'scrolled', scrollY: 100 });
    expect(current(menus.stickyBarVisible$)).toBe(true);
    menus.stickyBarEvent({ type: 'product-bar-visibility-changed', visible: true });
    expect(current(menus.stickyBarVisible$)).toBe(false);
  });

  it('slides the header up by the bar height while the bar is hidden, back to 0 when it shows', async () => {
    const { menus } = setup();
    await menus.load();
    menus.stickyBarEvent({ type: 'measured', barHeight: 40 });
    expect(current(menus.headerSlide$)).toBe(0);
    menus.stickyBarEvent({ type: 'scrolled', scrollY: 180 });
    expect(current(menus.headerSlide$)).toBe(40);
    menus.stickyBarEvent({ type: 'scrolled', scrollY: 100 });
    expect(current(menus.headerSlide$)).toBe(0);
  });

  it('never shows a bar that is not enabled or not loaded', () => {
    expect(current(setup().menus.stickyBarVisible$)).toBe(false);
  });
});
