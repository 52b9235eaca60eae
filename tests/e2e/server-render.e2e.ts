import { expect, test, type Page } from '@playwright/test';

// Every browsing page arrives rendered by the server: readable with JavaScript off (content, the
// menus' top links, the product's price and versions), and taken over by the app without asking
// the back-end again for what the page already shows, without an error and without moving.

const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface BrowsingPage {
  readonly path: string;
  readonly heading: string | RegExp;
  readonly status?: number;
  /** text the page's own content shows, besides its heading */
  readonly shows?: readonly string[];
}

const PAGES: readonly BrowsingPage[] = [
  { path: '/', heading: 'Built for the working day', shows: ['Shop the catalogue'] },
  { path: '/about', heading: 'Three generations of making things that last' },
  { path: '/products', heading: 'Products', shows: ['Cordless Drill Driver 18V'] },
  { path: '/products?category=power-tools', heading: 'Power Tools' },
  {
    path: '/products/cordless-drill-driver-18v',
    heading: 'Cordless Drill Driver 18V',
    shows: ['$129.00', 'Bare tool', 'Kit with 2 batteries', 'Add to cart'],
  },
  { path: '/product/cordless-drill-driver-18v/235', heading: 'Cordless Drill Driver 18V' },
  {
    path: '/blog/apprenticeship-programme-turns-ten',
    heading: 'Our apprenticeship programme turns ten',
  },
  { path: '/blog/category/company-news', heading: 'Company News' },
  {
    path: '/case-studies/brennan-marine-fabrication',
    heading: 'Cutting changeover time by 40% at Brennan Marine Fabrication',
  },
  { path: '/search?q=drill', heading: 'Results for “drill”', shows: ['Cordless Drill Driver 18V'] },
  { path: '/no/such/page', heading: 'Not Found', status: 404 },
];

/** The main menu's top links in the demo shop ('Resources' links nowhere: its children stand in). */
const MENU_LINKS = ['Products', 'Machinery', 'About', 'Workshop Guides'];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, userAgent: PERSON });

  for (const { path, heading, status = 200, shows = [] } of PAGES) {
    test(`${path} shows its content and links`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of shows)
        await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      const header = page.getByRole('banner');
      for (const name of MENU_LINKS)
        await expect(header.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
          'href',
          /^\//,
        );
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveAttribute(
        'href',
        /./,
      );
    });
  }

  test('the product page offers its versions as links and its price', async ({ page }) => {
    await page.goto('/products/cordless-drill-driver-18v');
    const main = page.getByRole('main');
    await expect(main.getByText('$129.00').first()).toBeVisible();
    const versions = main.getByRole('list', { name: 'Version: pages' });
    await expect(versions.getByRole('link', { name: 'Bare tool' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await versions.getByRole('link', { name: 'Kit with 2 batteries' }).click();
    await expect(page).toHaveURL(/\/product\/cordless-drill-driver-18v\/235$/);
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Version: pages' }).getByRole('link', {
        name: 'Kit with 2 batteries',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByText('SKU CDD-18-KIT')).toBeVisible();
  });

  test("the listing's category and sort work as a form", async ({ page }) => {
    await page.goto('/products');
    await page.getByLabel('Category').selectOption({ label: 'Power Tools' });
    await page.getByLabel('Sort by').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/products\?category=power-tools&sort=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
  });
});

/** The back-end calls a page makes from its first byte until the app has taken it over. */
const callsUntilHydrated = async (page: Page, path: string) => {
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api|actions|settings)\//.test(url.pathname))
      calls.push(`${url.pathname}${url.search}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  return { calls, problems, shifted };
};

/** Read after the page is on screen, as a guest's page leaves them: the shopper's own session and cart. */
const SHOPPERS_OWN = /^\/(api\/_auth\/session|actions\/commerce\/cart\/get-cart)/;

test.describe('taking over the server-rendered page', () => {
  test.use({ userAgent: PERSON });

  for (const { path, status = 200 } of PAGES.filter((page) => page.status === undefined)) {
    test(`${path} hydrates without asking again, an error or a shift`, async ({ page }) => {
      const { calls, problems, shifted } = await callsUntilHydrated(page, path);
      expect(status).toBe(200);
      expect(calls.filter((call) => !SHOPPERS_OWN.test(call))).toEqual([]);
      expect(problems).toEqual([]);
      expect(shifted).toBeLessThan(0.01);
    });
  }

  test('a page the browser draws itself reads the layout from the page, once', async ({ page }) => {
    const { calls, problems, shifted } = await callsUntilHydrated(page, '/cart');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => !SHOPPERS_OWN.test(call))).toEqual([]);
    expect(problems).toEqual([]);
    expect(shifted).toBeLessThan(0.01);
  });

  test('the page still works once taken over: a version is picked and the address follows', async ({
    page,
  }) => {
    await page.goto('/products/cordless-drill-driver-18v');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole('main').getByText('Kit with 2 batteries').first().click();
    await expect(page).toHaveURL(/\/product\/cordless-drill-driver-18v\/235$/);
  });

  test("each move to another browsing page reads that page's data in one request", async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    let calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(api|actions|settings)\//.test(url.pathname) && !SHOPPERS_OWN.test(url.pathname))
        calls.push(`${url.pathname}${url.search}`);
    });
    const moves = [
      { link: 'Cordless Drill Driver 18V', heading: 'Cordless Drill Driver 18V' },
      { link: 'Power Tools', heading: 'Power Tools' },
      { link: /home$/, heading: 'Built for the working day' },
      { link: 'About', heading: 'Three generations of making things that last' },
    ];
    for (const { link, heading } of moves) {
      calls = [];
      await page.getByRole('link', { name: link }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { pathname, search } = new URL(page.url());
      const payload = `/api/v1/page-data?${new URLSearchParams({ path: `${pathname}${search}`, skip: 'layout' }).toString()}`;
      expect(calls, heading).toEqual([payload]);
    }
    // Another version of the product on screen reads nothing.
    await page.goto('/products/cordless-drill-driver-18v');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    calls = [];
    await page.getByRole('main').getByText('Kit with 2 batteries').first().click();
    await expect(page).toHaveURL(/\/product\/cordless-drill-driver-18v\/235$/);
    expect(calls).toEqual([]);
  });
});

/** The head a page describes itself with, as tag text in document order. */
const headOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]',
      ),
    ].map((tag) =>
      tag.tagName === 'TITLE' || tag.tagName === 'SCRIPT'
        ? `${tag.tagName}:${tag.textContent}`
        : `${tag.tagName}:${[...tag.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`,
    ),
  );

test.describe('one head', () => {
  test.use({ userAgent: PERSON });

  for (const path of [
    '/',
    '/products/cordless-drill-driver-18v',
    '/blog/apprenticeship-programme-turns-ten',
  ]) {
    test(`${path}: the head the server wrote is the head the browser keeps`, async ({
      page,
      browser,
    }) => {
      const plain = await browser.newPage({ javaScriptEnabled: false, userAgent: PERSON });
      await plain.goto(path);
      const written = await headOf(plain);
      await plain.close();
      expect(written.filter((tag) => tag.startsWith('META:property=og:'))).not.toEqual([]);

      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      // The browser's head component loads once the first page is shown, then sets the head.
      await page.waitForFunction(() => performance.getEntriesByName('first-page-shown').length > 0);
      await page.waitForTimeout(500);
      expect((await headOf(page)).sort()).toEqual([...written].sort());
    });
  }

  test('a client navigation rewrites the whole head, as the server would for that page', async ({
    page,
    browser,
  }) => {
    const plain = await browser.newPage({ javaScriptEnabled: false, userAgent: PERSON });
    await plain.goto('/products/cordless-drill-driver-18v');
    const written = await headOf(plain);
    await plain.close();

    await page.goto('/products');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Cordless Drill Driver 18V' })
      .first()
      .click();
    await expect(page).toHaveTitle(/^Cordless Drill Driver 18V/);
    await expect.poll(async () => (await headOf(page)).sort()).toEqual([...written].sort());
  });
});
