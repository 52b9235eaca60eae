import { expect, test } from '@playwright/test';

// Rich text from a back-end the storefront does not control is cleaned before it reaches the page,
// so a compromised or careless back-end cannot run script in the shop: here the product API answers
// a description an attacker wrote.
const HOSTILE_DESCRIPTION = [
  '<p>Safe text stays.</p>',
  '<img src="/img/none.png" onerror="document.body.dataset.pwned = \'img\'">',
  '<a href="javascript:document.body.dataset.pwned = \'link\'">a link</a>',
  '<script>document.body.dataset.pwned = "script"</script>',
  '<svg><style>p{}</style><a href="javascript:x"><text>svg</text></a></svg>',
  '<div style="position:fixed" class="overlay" onmouseover="x()"><strong>kept</strong></div>',
].join('');

const withDescription = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withDescription);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'description' && typeof inner === 'string'
        ? HOSTILE_DESCRIPTION
        : withDescription(inner),
    ]),
  );
};

test('a product description from the back-end is cleaned before it reaches the page', async ({
  page,
}) => {
  // The product arrives in the page's payload on a click (and from its own endpoint otherwise).
  const carriesTheProduct = (url: URL) =>
    url.pathname === '/api/v1/products/cordless-drill-driver-18v' ||
    (url.pathname === '/api/v1/page-data' &&
      url.searchParams.get('path') === '/products/cordless-drill-driver-18v');
  await page.route(carriesTheProduct, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withDescription(await response.json()) });
  });
  await page.goto('/products');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('link', { name: 'Cordless Drill Driver 18V' }).first().click();

  await expect(page.getByText('Safe text stays.')).toBeVisible();
  await expect(page.getByText('kept', { exact: true })).toBeVisible();
  const main = page.locator('main');
  await expect(main.locator('[onerror], [onmouseover], [style], .overlay')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript"], svg a, script')).toHaveCount(0);
  await expect(main.getByText('a link', { exact: true })).not.toHaveAttribute('href');
  expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
});
