// Creating an account (/register, guests only): the form's errors, from the storefront's own check
// and from the back-end, and the verification e-mail that follows a registration (spec section 4).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render-app';
import { descriptionOf, fill, page } from '../../../support/shopper-view';

interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

const register = async (user: UserEvent, registration: Registration) => {
  const form = page();
  await fill(user, await form.findByLabelText('First name'), registration.firstName);
  await fill(user, form.getByLabelText('Last name'), registration.lastName);
  await fill(user, form.getByLabelText('Email'), registration.email);
  await fill(user, form.getByLabelText('Password'), registration.password);
  await user.click(form.getByRole('button', { name: 'Create account' }));
};

describe('the registration page', () => {
  it('says a malformed e-mail address is not valid, without asking the back-end', async () => {
    const { user, shop } = await renderApp('/register');
    const customersBefore = shop.customers.size;

    await register(user, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada-at-example',
      password: 'analytical-1843',
    });

    expect(await page().findByText('Please enter a valid email address')).toBeTruthy();
    expect(page().getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(shop.customers.size).toBe(customersBefore);
  });

  it('shows the back-end’s errors under the fields they concern', async () => {
    const { user, customer } = await renderApp('/register');

    await register(user, {
      firstName: 'Demo',
      lastName: 'Again',
      email: customer.email,
      password: 'abc',
    });

    const alert = await page().findByRole('alert');
    expect(alert.textContent).toContain(`Email "${customer.email}" has already been taken.`);
    const email = page().getByLabelText('Email');
    const password = page().getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toContain(`Email "${customer.email}" has already been taken.`);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(password)).toContain('Password should contain at least 6 characters.');
    expect(page().queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('registers a pending account and asks the shopper to verify their e-mail', async () => {
    const { user, shop } = await renderApp('/register');

    await register(user, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-1843',
    });

    expect(await page().findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(page().getByText('ada@example.com')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(page().getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(shop.findByLogin('ada@example.com')?.user.status).toBe('pending');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
