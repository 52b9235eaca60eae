import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectAccessible } from './shop-steps';

const SIZES = [
  { label: '1280', width: 1280, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const;

const hydrated = async (page: Page) =>
  expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

for (const size of SIZES) {
  test.describe(`search at ${size.label} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the overlay suggests while typing, even with a typo, and the keyboard picks one', async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.goto('/');
      await hydrated(page);
      const opener = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await opener.click();

      const overlay = page.getByTestId('search-overlay');
      await expect(overlay).toBeVisible();
      const box = overlay.getByRole('combobox');
      await expect(box).toBeFocused();
      await box.pressSequentially('cordles dril', { delay: 20 });
      const drill = overlay.getByRole('option', { name: 'Cordless Drill Driver 18V' });
      await expect(drill).toBeVisible();
      await expect(overlay.getByRole('group', { name: 'Products' })).toBeVisible();
      await page.screenshot({ path: `reports/screenshots/search-overlay-${size.label}.png` });
      await expectAccessible(page);

      await box.press('ArrowDown');
      await expect(drill).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await drill.getAttribute('id')) ?? '',
      );
      await box.press('ArrowUp');
      await expect(drill).toHaveAttribute('aria-selected', 'false');
      await box.press('ArrowDown');
      await box.press('Enter');

      await expect(page).toHaveURL(/\/products\/cordless-drill-driver-18v$/);
      await expect(overlay).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cordless Drill Driver 18V' }),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('Escape closes the overlay and gives focus back to the search button', async ({
      page,
    }) => {
      await page.goto('/products');
      await hydrated(page);
      const opener = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await opener.click();
      const overlay = page.getByTestId('search-overlay');
      await expect(overlay.getByRole('combobox')).toBeFocused();
      // Focus stays inside while tabbing.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('Enter without a suggestion opens every result on /search, grouped by type', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      const box = page.getByTestId('search-overlay').getByRole('combobox');
      await box.fill('bench');
      await box.press('Enter');

      await expect(page).toHaveURL(/\/search\?q=bench$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Results for “bench”' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bench Grinder 200 mm' })).toBeVisible();
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      await page.screenshot({
        path: `reports/screenshots/search-page-${size.label}.png`,
        fullPage: true,
      });
      await expectAccessible(page);

      const field = page.getByRole('main').getByRole('searchbox');
      await field.fill('zzzzqqq');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=zzzzqqq$/);
      // Asserted on the page's status line, so that a failure shows what it said instead.
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Nothing found for “zzzzqqq”.',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “zzzzqqq”');
    });
  });
}
