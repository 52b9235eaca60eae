import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailLink } from './mailbox';

const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(' | ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
};

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const register = async (page: Page, email: string, password: string) => {
  await page.goto('/register');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
};

/** Vendure signs a customer in when their link is opened; one who forgot a password is not. */
const signOutIfSignedIn = async (page: Page) => {
  await page.goto('/my-account');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  if (new URL(page.url()).pathname !== '/my-account') return;
  await page.goto('/my-account/logout');
  await expect(page).toHaveURL(/\/$/);
};

const verify = async (page: Page, email: string) => {
  await page.goto(await mailLink(page.request, email, '/verify-email'));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
};

/** Whether the visitor had to sign in: Vendure signs a customer in when their link is opened. */
const signIn = async (page: Page, email: string, password: string): Promise<boolean> => {
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  if (new URL(page.url()).pathname === '/my-account') return false;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return true;
};

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`sign-in and registration (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('register, verify through the mailed link, sign in and land in the account', async ({
      page,
    }) => {
      const email = uniqueEmail(`journey-${name}`);
      const password = 'correct-horse-battery-9';
      await register(page, email, password);
      await page.screenshot({
        path: `reports/screenshots/register-inbox-${width}.png`,
        fullPage: true,
      });

      // Before verifying, signing in says why not and offers the link again.
      await signIn(page, email, password);
      await expect(page.getByText('Your account has not been activated yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

      await verify(page, email);
      const signedInNow = await signIn(page, email, password);

      await expect(page).toHaveURL(/\/my-account$/);
      if (signedInNow) {
        await expect(page.getByText('You have been logged in successfully')).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Robin');
    });

    test('a wrong password shows the login error and keeps the visitor on /login', async ({
      page,
    }) => {
      await signIn(page, 'demo@example.com', 'not-the-password');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
      ).toBeVisible();
      await expect(page.getByText('Login failed')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await page.screenshot({
        path: `reports/screenshots/login-error-${width}.png`,
        fullPage: true,
      });
    });

    test('password reset through the mailed link, then sign in with the new password', async ({
      page,
    }) => {
      const email = uniqueEmail(`reset-${name}`);
      await register(page, email, 'first-password-123');
      await verify(page, email);
      await signOutIfSignedIn(page);

      await page.goto('/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

      await page.goto(await mailLink(page.request, email, '/reset-password'));
      await page.getByLabel('New password', { exact: true }).fill('second-password-456');
      await page.getByLabel('Confirm new password').fill('second-password-456');
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Your password has been set.')).toBeVisible();
      await page.screenshot({
        path: `reports/screenshots/reset-password-${width}.png`,
        fullPage: true,
      });

      await signIn(page, email, 'second-password-456');
      await expect(page).toHaveURL(/\/my-account$/);
    });

    test('a guest opening /my-account lands on /login; a customer opening /login is sent away', async ({
      page,
    }) => {
      await page.goto('/my-account');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveTitle(/^Sign in/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-shopper-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/my-account$/);

      await page.goto('/login');
      await expect(page).toHaveURL(/\/my-account$/);
      await page.goto('/register');
      await expect(page).toHaveURL(/\/my-account$/);
    });

    test('verify-email without its parameters says so', async ({ page }) => {
      await page.goto('/verify-email');
      await expect(page.getByText('Invalid verification parameters')).toBeVisible();
    });

    test('the sign-in pages have no serious accessibility violations', async ({ page }) => {
      // axe over six pages takes a while on a small machine.
      test.setTimeout(120_000);
      for (const path of [
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?code=x&uid=y',
        '/verify-email',
        '/activate-account',
      ]) {
        await page.goto(path);
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const shot = path.replace(/\?.*$/, '').replace(/\//g, '');
        await page.screenshot({ path: `reports/screenshots/${shot}-${width}.png`, fullPage: true });
      }
    });
  });
}

test('signing in in the 960x600 login popup tells the opener, which then shows the customer', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const popupOpened = page.waitForEvent('popup');
  // What checkout does through AuthService.openLoginPopup.
  await page.evaluate(() => {
    window.open('/login', 'shop-login', 'popup=yes,width=960,height=600');
  });
  const popup = await popupOpened;
  await popup.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await popup.getByLabel('Password', { exact: true }).fill('demo-shopper-2026');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  await expect(
    page.getByTestId('account-widget').getByRole('button', { name: 'Account' }),
  ).toBeVisible();
});
