import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Headless Chromium says "HeadlessChrome", which the bot list counts as a crawler, and crawlers
// get no error page: these journeys are a person's, so they present a person's browser.
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const SHOP = 'Hartwell Works';

const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

/** The head after the app took over from the server's tags: one of each, never duplicated. */
const expectHead = async (
  page: Page,
  head: { title: string; canonicalPath: string | null; noindex?: boolean },
) => {
  await expect(page).toHaveTitle(head.title);
  const origin = new URL(page.url()).origin;
  const canonical = page.locator('head link[rel="canonical"]');
  if (head.canonicalPath === null) await expect(canonical).toHaveCount(0);
  else await expect(canonical).toHaveAttribute('href', `${origin}${head.canonicalPath}`);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(await page.locator('head meta[name="description"]').count()).toBeLessThanOrEqual(1);
  expect(await page.locator('head meta[property="og:title"]').count()).toBeLessThanOrEqual(1);
  const robots = page.locator('head meta[name="robots"]');
  if (head.noindex === true) await expect(robots).toHaveAttribute('content', 'noindex');
  else await expect(robots).toHaveCount(0);
};

for (const { name, viewport } of SIZES) {
  test.describe(`content on ${name}`, () => {
    test.use({ viewport, userAgent: PERSON });
    const shot = (page: Page, file: string) =>
      page.screenshot({
        path: `reports/screenshots/content-${file}-${viewport.width}.png`,
        fullPage: true,
      });

    test('the home page comes from content, its hero image loaded eagerly', async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));

      await open(page, '/');
      const hero = page.locator('[data-block="hero"]');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Built for the working day');
      const image = hero.locator('img');
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('srcset', /\/img\/pages\/home-hero\.png\?w=320 320w/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // Below the fold, pictures wait until they are needed.
      await expect(page.locator('[data-block="productGrid"] img').first()).toHaveAttribute(
        'loading',
        'lazy',
      );
      await expect(page.locator('[data-block="productGrid"]').first()).toContainText('$129.00');
      await expect(page.locator('[data-block="faq"] summary').first()).toBeVisible();
      await expectHead(page, {
        title: `Workshop Equipment & Industrial Supplies | ${SHOP}`,
        canonicalPath: '/',
      });
      await shot(page, 'home');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('a content page shows its blocks, and links inside stay in the app', async ({ page }) => {
      await open(page, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Three generations of making things that last',
      );
      for (const block of ['hero', 'richText', 'image', 'features', 'quote'])
        await expect(page.locator(`[data-block="${block}"]`).first()).toBeVisible();
      await expect(page.locator('[data-block="image"] figcaption')).toContainText('Millbrook');
      await expectHead(page, { title: `About Hartwell Works | ${SHOP}`, canonicalPath: '/about' });
      await shot(page, 'about');
      expect(await seriousViolations(page)).toEqual([]);

      // From content to content without a reload: the head follows the route.
      await open(page, '/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
      const details = page.locator('[data-block="contactDetails"]').first();
      await expect(details.getByRole('link', { name: '+1 (555) 010-4400' })).toHaveAttribute(
        'href',
        'tel:+15550104400',
      );
      await page.locator('[data-block="faq"] summary', { hasText: 'Where is my order?' }).click();
      await expect(
        page.locator('[data-block="faq"]').getByRole('link', { name: 'My account' }),
      ).toBeVisible();
      await expectHead(page, { title: `Contact us | ${SHOP}`, canonicalPath: '/contact' });
      await shot(page, 'contact');
      expect(await seriousViolations(page)).toEqual([]);

      // A link inside rich text moves within the app: the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('[data-block="faq"]').getByRole('link', { name: 'My account' }).click();
      await expect(page).not.toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });

    test('a reader goes from the blog list to a post', async ({ page }) => {
      await open(page, '/blog/category/workshop-guides');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshop Guides');
      await expect(page.getByTestId('blog-post-card')).toHaveCount(3);
      await expectHead(page, {
        title: `Workshop Guides | ${SHOP}`,
        canonicalPath: '/blog/category/workshop-guides',
      });
      await shot(page, 'blog-category');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Bolt grades explained: 4.6, 8.8 and 10.9' }).click();
      await expect(page).toHaveURL(/\/blog\/bolt-grades-explained$/);
      const post = page.getByTestId('blog-post');
      await expect(post.getByRole('heading', { level: 1 })).toHaveText(
        'Bolt grades explained: 4.6, 8.8 and 10.9',
      );
      await expect(post.getByRole('heading', { name: 'Reading the numbers' })).toBeVisible();
      await expect(post.locator('time')).toHaveText('May 21, 2025');
      await expect(post.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
      await expectHead(page, {
        title: `Bolt grades explained: 4.6, 8.8 and 10.9 | ${SHOP}`,
        canonicalPath: '/blog/bolt-grades-explained',
      });
      const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Bolt grades explained: 4.6, 8.8 and 10.9',
      });
      await shot(page, 'blog-post');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a case study reads as an article', async ({ page }) => {
      await open(page, '/case-studies/northgate-logistics');
      const study = page.getByTestId('case-study');
      await expect(study.getByRole('heading', { level: 1 })).toHaveText(
        'A safer warehouse floor for Northgate Logistics',
      );
      await expect(study).toContainText('Warehousing and distribution');
      await expectHead(page, {
        title: `A safer warehouse floor for Northgate Logistics | ${SHOP}`,
        canonicalPath: '/case-studies/northgate-logistics',
      });
      await shot(page, 'case-study');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/404 and unknown URLs show the page-not-found page', async ({ page }) => {
      await open(page, '/404');
      await expect(page.getByTestId('error-status')).toHaveText('404');
      await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute(
        'href',
        '/',
      );
      await expectHead(page, {
        title: `Page not found | ${SHOP}`,
        canonicalPath: null,
        noindex: true,
      });
      await shot(page, '404');
      expect(await seriousViolations(page)).toEqual([]);

      const response = await open(page, '/no/such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found: /no/such-page')).toBeVisible();
      await expectHead(page, {
        title: `Page not found | ${SHOP}`,
        canonicalPath: null,
        noindex: true,
      });

      // A known page first, then an unknown one in the app: the head drops the page's tags.
      await open(page, '/about');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/blog/no-such-post');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByTestId('error-status')).toHaveText('404');
      await expectHead(page, {
        title: `Page not found | ${SHOP}`,
        canonicalPath: null,
        noindex: true,
      });

      await page.getByRole('link', { name: 'Back to Homepage' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('[data-block="hero"]')).toBeVisible();
    });
  });
}
