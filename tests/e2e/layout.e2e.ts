import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Headless Chromium says "HeadlessChrome", which the bot list counts as a crawler, and crawlers
// get no error page: these journeys are a person's, so they present a person's browser.
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
};

type WithShifts = Window & { shifts?: number[] };

/** Records every layout shift of the page from its start (call before opening it). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as WithShifts).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

const layoutShifts = (page: Page) =>
  page.evaluate(() => [...((window as WithShifts).shifts ?? [])]);

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

test.describe('desktop layout', () => {
  test.use({ viewport: DESKTOP, userAgent: PERSON });

  test('the mega menu opens by hover and by click and shows its panels', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('promo-bar')).toContainText('Free delivery');

    const products = header.getByRole('button', { name: 'Products' });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel.getByRole('link', { name: 'Explore Power Tools' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'show more' }).first()).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/layout-mega-menu-1280.png' });

    // Another item's panel by click: hovering a sub-item without children shows 'View All Products'.
    await page.mouse.move(640, 700);
    await expect(panel).toHaveCount(0);
    const resources = header.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: 'Company News' }).hover();
    await expect(panel.getByRole('link', { name: 'View All Products' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(resources).toBeFocused();

    // A press outside the menu closes an open panel too (a touch screen has no pointer to leave).
    await resources.press('Enter');
    await expect(panel).toHaveCount(1);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    await expect(panel).toHaveCount(0);
  });

  test("the header's and the page's answers come with the page: no request for them, no shift", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/v1/')) asked.push(`${pathname}${search}`);
    });
    await recordLayoutShifts(page);
    await open(page, '/about');
    await expect(page.getByTestId('promo-bar')).toContainText('Free delivery');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer's own reads still go to the back-end; the header's and the page's were in the page.
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(
      asked.filter(
        (path) =>
          path.startsWith('/api/v1/singles/sticky') ||
          path.startsWith('/api/v1/menus/main') ||
          path.startsWith('/api/v1/pages'),
      ),
    ).toEqual([]);
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

    // Pages opened afterwards ask the back-end: the home page's data in one payload.
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => asked.filter((path) => path === '/api/v1/page-data?path=%2F&skip=layout'))
      .toHaveLength(1);

    // The listing comes with its page too: products of the page asked for and the categories.
    asked.length = 0;
    await open(page, '/products?sort=price-asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(
      asked.filter(
        (path) => path.startsWith('/api/v1/products') || path.startsWith('/api/v1/categories'),
      ),
    ).toEqual([]);
  });

  test('the footer renders its columns, social links, logos and bottom menu', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('site-footer')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      await footer.getByRole('list', { name: 'Social media' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(4);
    expect(
      await footer.getByRole('list', { name: 'Partners' }).getByRole('img').count(),
    ).toBeLessThanOrEqual(6);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer).toContainText('Hartwell Works Inc.');
    await footer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'reports/screenshots/layout-footer-1280.png', fullPage: true });
  });

  test("'Get Started' sends the form and a toast appears and can be dismissed", async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Pat Turner');
    await dialog.getByLabel('E-mail').fill('pat@example.com');
    await dialog.getByLabel('How can we help?').fill('We are fitting out a new workshop.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveCount(0);

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Thank you!');
    await page.screenshot({ path: 'reports/screenshots/layout-toast-1280.png' });
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('an unknown URL shows the 404 page inside the layout', async ({ page }) => {
    await open(page, '/no/such/page-here');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByRole('main')).toContainText('Page not found: /no/such/page-here');
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/layout-404-1280.png' });
  });

  test('the demo customer sees initials and the account dropdown', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-shopper-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).toBeVisible();
    await account.click();
    const menu = page.locator('#account-menu');
    await expect(menu).toContainText('Signed in as');
    await expect(menu).toContainText('demo@example.com');
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    await expect(menu.getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/my-account/logout',
    );
    await page.screenshot({ path: 'reports/screenshots/layout-account-1280.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await account.click();
    await page.mouse.click(20, 700);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: PHONE, userAgent: PERSON });

  test('the drawer drills down and back, and closes on navigation', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByTestId('mobile-menu-title')).toHaveText('Products');
    await page.getByRole('button', { name: 'Power Tools' }).click();
    await expect(page.getByTestId('mobile-menu-title')).toHaveText('Power Tools');
    await page.screenshot({ path: 'reports/screenshots/layout-drawer-390.png' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('mobile-menu-title')).toHaveText('Main Menu');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await drawer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('mobile-menu-title')).toBeHidden();
  });

  test('the footer and the 404 page fit a phone', async ({ page }) => {
    await open(page, '/missing-page-for-phone');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByRole('contentinfo').getByTestId('site-footer')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/screenshots/layout-404-390.png', fullPage: true });
  });

  test('scrolling down hides the promo bar without moving the page, scrolling up shows it', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await open(page, '/products');
    const bar = page.getByTestId('promo-bar');
    await expect(bar).toContainText('Free delivery');
    // Where the page's heading sits in the document, before and after the bar hides.
    const headingTop = () =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();
    const shiftsBefore = (await layoutShifts(page)).length;

    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const header = page.getByRole('banner');
    // The header slid up by the bar's height: the bar is above the screen, the row at its top.
    await expect
      .poll(() => bar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom)))
      .toBeLessThanOrEqual(0);
    const rowTop = await header.evaluate((element) =>
      Math.round(element.getBoundingClientRect().bottom - 90),
    );
    expect(rowTop).toBeGreaterThanOrEqual(-1);
    expect(await headingTop()).toBe(before);
    expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([]);
    await page.screenshot({ path: 'reports/screenshots/layout-promo-bar-hidden-390.png' });

    await page.mouse.wheel(0, -200);
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    await expect
      .poll(() => bar.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(0);
  });
});
